import type { Queryable } from '../db/database';
import { chargeListingFees } from './demoStays';

// [guest, e-mail, phone, city, days from today (the first free one is taken), nights, status, payment status, source]:
// each placed in the first apartment (by name) whose nights are still free after the other seeds. The guest is a
// client even when no apartment is free.
const STAYS: Array<[string, string, string, string, number[], number, string, string, string]> = [
  ['Anna Zielińska', 'anna.zielinska@example.pl', '+48506789012', 'Katowice', [60, 75, 90, 105, 120, 150], 2, 'confirmed', 'unpaid', 'booking'],
  ['Rodzina Lewandowskich', 'lewandowscy@example.pl', '+48507890123', 'Lublin', [0], 1, 'confirmed', 'paid', 'website'],
  ['Michał Dąbrowski', 'michal.dabrowski@example.pl', '+48508901234', 'Szczecin', [-2], 2, 'confirmed', 'paid', 'airbnb'],
];

/**
 * The front desk's demo data, after every other seed: the bank account payment requests and invoices print; an
 * arrival and a departure today; payments behind every paid and partly paid stay; and one guest entered twice (the
 * same phone, once without the e-mail), to be merged on the client page.
 */
export async function seedDemoFrontDesk(db: Queryable, accountId: string): Promise<void> {
  await db.query(`update invoice_settings set bank_account = 'PL61109010140000071219812874' where account_id = $1 and bank_account = ''`, [accountId]);

  for (const [fullName, email, phone, city, offsets, nights, status, paymentStatus, source] of STAYS) {
    const [client] = await db.query<{ id: string }>(
      `insert into clients (account_id, full_name, email, phone_number, address) values ($1, $2, $3, $4, $5) returning id`,
      [accountId, fullName, email, phone, city],
    );
    const [free] = await db.query<{ name: string; offset: number }>(
      `select ap.name, o.days as offset from unnest($2::int[]) with ordinality as o(days, n) cross join apartments ap
        where ap.account_id = $1 and not exists (
          select 1 from reservations r where r.apartment_id = ap.id and r.status not in ('canceled', 'no_show')
             and r.stay && daterange(current_date + o.days, current_date + o.days + $3::int))
        order by o.n, ap.name limit 1`,
      [accountId, offsets, nights],
    );
    if (!free) continue;
    const [apartmentName, offset] = [free.name, free.offset];
    await db.query(
      `insert into reservations (account_id, apartment_id, client_id, from_date, to_date, status, payment_status, full_name, email,
         phone_number, guest_address, adults, children, price_per_night, total_price, apartment_address, source, created_at)
       select $1, ap.id, $2, current_date + $3::int, current_date + $3::int + $4::int, $5, $6, $7, $8, $9, $10, 2, 0,
              p.base_price, p.base_price * $4::int, concat_ws(', ', ac.street || ' ' || ac.house_number, ac.city), $11, now() - interval '12 days'
         from apartments ap join accommodations ac on ac.id = ap.accommodation_id
         join apartment_prices p on p.apartment_id = ap.id and p.position = 0
        where ap.account_id = $1 and ap.name = $12`,
      [accountId, client.id, offset, nights, status, paymentStatus, fullName, email, phone, city, source, apartmentName],
    );
  }

  // the same guest entered again by hand: no e-mail, the phone written another way
  await db.query(`insert into clients (account_id, full_name, email, phone_number, address) values ($1, 'Anna Zielińska', '', '+48506789012', 'Katowice')`, [
    accountId,
  ]);


  // the statuses the seeds wrote, before any change derives them from the money (migrations 980, 981)
  const written = await db.query<{ id: string; payment_status: string }>(
    `select id, payment_status from reservations where account_id = $1 and kind = 'reservation' and payment_status in ('paid', 'partly_paid')`,
    [accountId],
  );
  // every stay seeded so far pays its listing's fees
  await chargeListingFees(db, accountId);
  // the payments behind those statuses: paid stays in full (nights and fees) by transfer, partly paid ones a 30 %
  // deposit of the nights by card; the status then follows them
  // (recorded by the owner); a cancelled one was paid and then given everything back
  const recorded = `insert into reservation_payments (account_id, reservation_id, paid_on, amount, method, kind, created_by)
     select r.account_id, r.id, least(r.from_date - 7, current_date),
            case when w.status = 'paid' then r.total_price + r.cleaning_fee + r.tourist_tax else round(r.total_price * 0.3, 2) end,
            case when w.status = 'paid' then 'transfer' else 'card' end, $4, (select id from users where account_id = $1 and owner)
       from reservations r join unnest($2::uuid[], $3::text[]) as w(id, status) on w.id = r.id
      where r.account_id = $1 and r.kind = 'reservation'`;
  const ids = written.map((w) => w.id);
  const statuses = written.map((w) => w.payment_status);
  await db.query(recorded, [accountId, ids, statuses, 'payment']);
  await db.query(`${recorded} and r.status = 'canceled'`, [accountId, ids, statuses, 'refund']);
}
