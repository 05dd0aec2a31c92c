import { HOUSE_RULES_TEMPLATE } from '@gospodarz/contracts';
import type { Queryable } from '../db/database';

/**
 * The law of a host in the demo (issue 38): the first listing's first apartment has its registration number, arrival
 * instructions and lock codes; the listing has a 24/7 phone and house rules (version 1, from the template, filled
 * in); of the coming stays in that listing the first has its online check-in filled (two adults and a child with a
 * parent, the rules accepted) and the next has not. The other apartments stay without a number, so the desktop
 * lists them.
 */
export const DEMO_REGISTRATION = { number: 'PL-GDA-2026-000123', authority: 'Prezydent Miasta Gdańska' };

export const DEMO_HOUSE_RULES = HOUSE_RULES_TEMPLATE.replace('[15:00]', '15:00')
  .replace('[11:00]', '11:00')
  .replace('[22:00–6:00]', '22:00–6:00')
  .replace('[300 zł]', '300 zł')
  .replace(/\[Zwierzęta nie są akceptowane\.\] \/ \[(.*?)\]/, '$1');

export async function seedDemoHostLaw(db: Queryable, accountId: string): Promise<void> {
  const [apartment] = await db.query<{ id: string; accommodation_id: string }>(
    `select a.id, a.accommodation_id from apartments a join accommodations h on h.id = a.accommodation_id
      where a.account_id = $1 and a.archived_at is null and h.status = 'active'
        and exists (select 1 from reservations r where r.apartment_id = a.id and r.kind = 'reservation' and r.status = 'confirmed' and r.from_date > current_date + 1)
      order by h.created_at, a.position, a.created_at limit 1`,
    [accountId],
  );
  if (!apartment) return;
  await db.query(
    `update apartments set registration_number = $2, registration_authority = $3, lock_codes = '{4821,7730,1593}',
            arrival_instructions = $4 where id = $1`,
    [
      apartment.id,
      DEMO_REGISTRATION.number,
      DEMO_REGISTRATION.authority,
      'Wejście od podwórza, klatka B, 2. piętro, drzwi na wprost windy.\nKlucz jest w skrytce na klucze obok drzwi: wpisz kod dostępu podany niżej.\nParking: miejsce nr 12 w bramie.',
    ],
  );
  await db.query(`update accommodations set emergency_phone = '+48 600 100 200' where id = $1`, [apartment.accommodation_id]);
  const [rules] = await db.query<{ id: string }>(
    `insert into house_rules_versions (account_id, accommodation_id, version, body, created_at) values ($1, $2, 1, $3, now() - interval '30 days') returning id`,
    [accountId, apartment.accommodation_id, DEMO_HOUSE_RULES],
  );
  const stays = await db.query<{ id: string; full_name: string }>(
    `select id, full_name from reservations where account_id = $1 and apartment_id = $2 and kind = 'reservation' and status = 'confirmed' and from_date > current_date
      order by from_date limit 2`,
    [accountId, apartment.id],
  );
  const [filled] = stays;
  if (!filled) return;
  const guests = [
    { name: filled.full_name, country: 'PL', minor: false },
    { name: 'Marek Wiśniewski', country: 'DE', minor: false },
    { name: 'Zosia Wiśniewska', country: 'PL', minor: true, adultName: filled.full_name, adultRelation: 'parent' },
  ];
  await db.query(
    `insert into online_check_ins (reservation_id, account_id, arrival_time, guests, filled_at, updated_at)
     values ($1, $2, '17:30', $3::jsonb, now() - interval '1 day', now() - interval '1 day')`,
    [filled.id, accountId, JSON.stringify(guests)],
  );
  for (const guest of guests.filter((g) => !g.minor)) {
    await db.query(
      `insert into house_rules_acceptances (account_id, reservation_id, version_id, guest_name, accepted_at) values ($1, $2, $3, $4, now() - interval '1 day')`,
      [accountId, filled.id, rules.id, guest.name],
    );
  }
  await db.query(`update reservations set access_code = '4821' where id = $1`, [filled.id]);
}
