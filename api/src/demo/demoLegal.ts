import type { Queryable } from '../db/database';
import { groszeToDecimal } from '@gospodarz/contracts';
import { touristTaxOf } from '../modules/pricing';
import { lastMonthOfDemo } from './demoMonth';

/**
 * The law of a Polish host in the demo (issue 38): the listings' tourist-tax settings (Sopot collects it for its
 * gmina, Kraków charges none), and three stays in Sopot ('Apartament Bursztynowy' first) in the last whole month, so that Raporty
 * shows a collector's statement (a child exempt by age, a guest exempt by statute), a KT-1 prefill (a German guest
 * from the online check-in, the others missing a country) and the nights report. Each stay takes the first free
 * nights of the month (another seed's stays stay where they are: on conflict do nothing, the exclusion constraint).
 */
export async function seedDemoLegal(db: Queryable, accountId: string, now = new Date()): Promise<void> {
  await db.query(
    `update accommodations set tourist_tax_municipality = case when city = 'Sopot' then 'Gmina Miasta Sopot' else 'Gmina Miejska Kraków' end,
            tourist_tax_collector = tourist_tax > 0
      where account_id = $1`,
    [accountId],
  );
  // the Sopot listing's apartments, 'Apartament Bursztynowy' first
  const apartments = await db.query<{ id: string; cleaning_fee: string; tourist_tax: string; tourist_tax_exempt_age: number | null; tourist_tax_collector: boolean }>(
    `select a.id, ac.cleaning_fee::text as cleaning_fee, ac.tourist_tax::text as tourist_tax, ac.tourist_tax_exempt_age, ac.tourist_tax_collector
       from apartments a join accommodations ac on ac.id = a.accommodation_id
      where a.account_id = $1 and ac.city = 'Sopot' order by a.name = 'Apartament Bursztynowy' desc, a.position`,
    [accountId],
  );
  const first = `${lastMonthOfDemo(now)}-01`;
  const day = (n: number) => new Date(Date.parse(`${first}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const stays = [
    { name: 'Hans Müller', from: day(0), to: day(3), adults: 2, children: 0, ages: [] as number[], exemptions: [] as object[], source: 'booking', country: 'DE' },
    { name: 'Ewa Lis', from: day(3), to: day(5), adults: 1, children: 1, ages: [4], exemptions: [], source: 'telefon', country: null },
    {
      name: 'Olga Kowalczyk',
      from: day(6),
      to: day(9),
      adults: 2,
      children: 0,
      ages: [],
      exemptions: [{ guest: 'Adam Kowalczyk', reason: 'disability', note: 'orzeczenie o znacznym stopniu niepełnosprawności' }],
      source: 'website',
      country: null,
    },
  ];
  // each stay at the first free nights of the month (another seed's stays stay where they are)
  const days = new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)), 0)).getUTCDate();
  for (const s of stays) {
    const length = (Date.parse(s.to) - Date.parse(s.from)) / 86_400_000;
    let rows: Array<{ id: string }> = [];
    for (let start = 0; start + length <= days && rows.length === 0; start++) {
      for (const apartment of apartments) {
        if (rows.length) break;
      const [from, to] = [day(start), day(start + length)];
      const tax = touristTaxOf(apartment, { from, to, adults: s.adults, children: s.children, childrenAges: s.ages, statutoryExempt: s.exemptions.length });
      rows = await db.query<{ id: string }>(
        `insert into reservations (account_id, apartment_id, from_date, to_date, status, full_name, email, adults, children, children_ages,
           price_per_night, total_price, cleaning_fee, tourist_tax, tourist_tax_exemptions, source, created_at)
         values ($1, $2, $3, $4, 'confirmed', $5, '', $6, $7, $8, 280, $9, $13, $10, $11::jsonb, $12, $3::date - 14)
         on conflict do nothing returning id`,
        [accountId, apartment.id, from, to, s.name, s.adults, s.children, s.ages.join('|'), 280 * length, groszeToDecimal(tax.grosze), JSON.stringify(s.exemptions), s.source, apartment.cleaning_fee],
      );
      }
    }
    // each stay's guest is a client, as every booking's is
    if (rows[0]) {
      await db.query(
        `with client as (insert into clients (account_id, full_name, email, phone_number, address) values ($1, $2, '', '', '') returning id)
         update reservations set client_id = (select id from client) where id = $3 and account_id = $1`,
        [accountId, s.name, rows[0].id],
      );
    }
    if (rows[0] && s.country) {
      await db.query(
        `insert into online_check_ins (reservation_id, account_id, arrival_time, guests, filled_at) values ($1, $2, '16:00', $3::jsonb, $4::date - 1)`,
        [rows[0].id, accountId, JSON.stringify([{ name: s.name, country: s.country, minor: false }, { name: 'Greta Müller', country: s.country, minor: false }]), first],
      );
    }
  }
}
