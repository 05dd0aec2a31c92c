import { todayInPoland } from '@gospodarz/contracts';
import type { Queryable } from '../db/database';
import { DEMO_CO_HOST_EMAIL } from './demoCoHost';

/**
 * The demo's Raport kasowy, after every other seed: money taken at the desk today and yesterday, within the money
 * rules (a payment never passes a stay's balance, a refund never passes what was paid), so that today's report shows
 * both users and every method.
 * - Ewa (the reception): yesterday her drawer was counted at 500 zł and she took cash from a guest (in the house if
 *   one owes something); today she takes cash again, a kaucja in cash from a guest in the house, and gives 100 zł
 *   back in cash to a guest who cancelled.
 * - Anna (the owner): today a prepayment by card and one by transfer for stays later on.
 * Stays arriving within three days are left as they are (the calendar's one warning stays the only one).
 */
export async function seedDemoTakings(db: Queryable, accountId: string): Promise<void> {
  const today = todayInPoland();
  const [users] = await db.query<{ owner: string; reception: string | null }>(
    `select (select id from users where account_id = $1 and owner) as owner,
            (select id from users where account_id = $1 and lower(email) = lower($2)) as reception`,
    [accountId, DEMO_CO_HOST_EMAIL],
  );
  const reception = users.reception ?? users.owner;

  // a stay the reception looks after with something left to pay: in the house today, else the soonest after three days
  const toPay = `select r.id, r.from_date < $2::date as in_house from reservations r
     where r.account_id = $1 and r.kind = 'reservation' and r.status not in ('canceled', 'no_show')
       and r.to_date >= $2::date and r.from_date not between $2::date and $2::date + 3 and r.grand_total > r.paid
       and ($3::uuid = (select id from users where account_id = $1 and owner)
            or r.apartment_id in (select apartment_id from co_host_apartments where user_id = $3::uuid))
     order by r.from_date < $2::date desc, r.from_date, r.id limit 1`;
  const pay = async (stay: string, o: { by: string; day: string; amount: string; method: string; kind?: string; minutesAgo: number }) =>
    db.query(
      `insert into reservation_payments (account_id, reservation_id, paid_on, amount, method, kind, created_by, created_at)
       select r.account_id, r.id, $3::date, ${o.amount}, $4, $5, $6, now() - make_interval(mins => $7::int)
         from reservations r where r.id = $1 and r.account_id = $2 and ${o.amount} > 0`,
      [stay, accountId, o.day, o.method, o.kind ?? 'payment', o.by, o.minutesAgo],
    );

  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await db.query(`insert into cash_openings (account_id, user_id, currency, day, amount, set_by) values ($1, $2, 'PLN', $3, 500, $2) on conflict do nothing`, [
    accountId,
    reception,
    yesterday,
  ]);
  const [stay] = await db.query<{ id: string; in_house: boolean }>(toPay, [accountId, today, reception]);
  if (stay) {
    await pay(stay.id, { by: reception, day: yesterday, amount: 'least(r.grand_total - r.paid, 150)', method: 'cash', minutesAgo: 24 * 60 });
    await pay(stay.id, { by: reception, day: today, amount: 'least(r.grand_total - r.paid, 250)', method: 'cash', minutesAgo: 150 });
    // a guest in the house leaves a kaucja, held apart from the bill
    if (stay.in_house) await pay(stay.id, { by: reception, day: today, amount: '300', method: 'cash', kind: 'security_deposit', minutesAgo: 140 });
  }

  // a guest who booked two nights at 200 zł next month, paid 300 zł in cash, and cancelled today: half the nights
  // kept as the fee, 100 zł given back in cash (the stay leaves nothing to pay)
  const [client] = await db.query<{ id: string }>(
    `insert into clients (account_id, full_name, email, phone_number, address) values ($1, 'Bartosz Sikora', 'bartosz.sikora@example.pl', '+48509112233', 'Opole') returning id`,
    [accountId],
  );
  const [cancelled] = await db.query<{ id: string }>(
    `insert into reservations (account_id, apartment_id, client_id, from_date, to_date, status, full_name, email, phone_number, adults,
       price_per_night, total_price, cancellation_fee, source, created_at)
     select $1, ap.id, $4, $2::date + 35, $2::date + 37, 'canceled', 'Bartosz Sikora', 'bartosz.sikora@example.pl', '+48509112233', 2,
            200, 400, 200, 'phone', now() - interval '14 days'
       from apartments ap
      where ap.account_id = $1
        and ($3::uuid = (select id from users where account_id = $1 and owner)
             or ap.id in (select apartment_id from co_host_apartments where user_id = $3::uuid))
      order by ap.name limit 1
     returning id`,
    [accountId, today, reception, client.id],
  );
  if (cancelled) {
    const tenDaysAgo = new Date(Date.parse(`${today}T12:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
    await pay(cancelled.id, { by: reception, day: tenDaysAgo, amount: '300', method: 'cash', minutesAgo: 10 * 24 * 60 });
    await pay(cancelled.id, { by: reception, day: today, amount: '100', method: 'cash', kind: 'refund', minutesAgo: 90 });
  }

  // the owner: prepayments of stays later on (a third of what is left), by card and by transfer
  const later = await db.query<{ id: string }>(
    `select r.id from reservations r
      where r.account_id = $1 and r.kind = 'reservation' and r.status not in ('canceled', 'no_show')
        and r.from_date > $2::date + 3 and r.grand_total - r.paid >= 300
      order by r.from_date, r.id limit 2`,
    [accountId, today],
  );
  const methods = ['card', 'transfer'];
  for (const [i, stay] of later.entries()) {
    await pay(stay.id, { by: users.owner, day: today, amount: 'round((r.grand_total - r.paid) / 3, 2)', method: methods[i], minutesAgo: 60 - 20 * i });
  }
}
