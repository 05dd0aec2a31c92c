import type { Queryable } from '../db/database';

/**
 * The money of a stay, shown on the demo (issue 31), after the front desk's seed: a stay cancelled with a fee kept
 * and the rest refunded (balance zero), a stay with a prepayment due and a security deposit (kaucja) held, a
 * part-paid stay with a discount ('Rabat: stały gość'), and a stay moved to another apartment at the guest's price (a
 * broken boiler); the stay with the deposits took the listing's breakfast and parking (lines of its bill). Each is placed in
 * the first apartment whose nights are free; the database derives the payment status from the payments.
 */
interface DemoStay {
  fullName: string;
  email: string;
  offsets: number[];
  nights: number;
  comments: string;
}

/** the days from `first` on, every day for two months: the first free one is taken */
const from = (first: number) => Array.from({ length: 60 }, (_, i) => first + i);

const STAYS: Record<'cancelled' | 'deposits' | 'partPaid' | 'moved', DemoStay> = {
  cancelled: { fullName: 'Tomasz Wróbel', email: 'tomasz.wrobel@example.pl', offsets: from(25), nights: 3, comments: 'Anulował 3 tygodnie przed przyjazdem.' },
  deposits: { fullName: 'Karolina Mazur', email: 'karolina.mazur@example.pl', offsets: from(12), nights: 2, comments: 'Zaliczka 300 zł do zapłaty, kaucja pobrana gotówką.' },
  partPaid: { fullName: 'Paweł Kaczmarek', email: 'pawel.kaczmarek@example.pl', offsets: from(8), nights: 2, comments: 'Wpłacił 200,50 zł gotówką, reszta przy przyjeździe.' },
  moved: { fullName: 'Ewelina Grabowska', email: 'ewelina.grabowska@example.pl', offsets: from(30), nights: 2, comments: 'Przeniesiona: awaria bojlera, cena gościa zachowana.' },
};

/** Books `stay` in the first apartment (by name, other than `except`) free on one of its days; its id, or null. */
async function place(db: Queryable, accountId: string, stay: DemoStay, except: string | null = null): Promise<{ id: string; apartmentId: string } | null> {
  const [free] = await db.query<{ id: string; offset: number }>(
    `select ap.id, o.days as offset from unnest($2::int[]) with ordinality as o(days, n) cross join apartments ap
      where ap.account_id = $1 and ($4::uuid is null or ap.id <> $4::uuid) and not exists (
        select 1 from reservations r where r.apartment_id = ap.id and r.status not in ('canceled', 'no_show')
           and r.stay && daterange(current_date + o.days, current_date + o.days + $3::int))
      order by o.n, ap.name limit 1`,
    [accountId, stay.offsets, stay.nights, except],
  );
  if (!free) return null;
  const [client] = await db.query<{ id: string }>(
    `insert into clients (account_id, full_name, email, phone_number, address) values ($1, $2, $3, '', 'Warszawa') returning id`,
    [accountId, stay.fullName, stay.email],
  );
  const [row] = await db.query<{ id: string }>(
    `insert into reservations (account_id, apartment_id, from_date, to_date, status, full_name, email, guest_address, adults, children,
       price_per_night, total_price, cleaning_fee, tourist_tax, apartment_address, source, comments, created_at, client_id)
     select $1, ap.id, current_date + $3::int, current_date + $3::int + $4::int, 'confirmed', $5, $6, 'Warszawa', 2, 0,
            p.base_price, p.base_price * $4::int, ac.cleaning_fee, ac.tourist_tax * 2 * $4::int,
            concat_ws(', ', ac.street || ' ' || ac.house_number, ac.city), 'telefon', $7, now() - interval '20 days', $8
       from apartments ap join accommodations ac on ac.id = ap.accommodation_id
       join apartment_prices p on p.apartment_id = ap.id and p.position = 0
      where ap.id = $2
     returning id`,
    [accountId, free.id, free.offset, stay.nights, stay.fullName, stay.email, stay.comments, client.id],
  );
  return row ? { id: row.id, apartmentId: free.id } : null;
}

async function operation(db: Queryable, accountId: string, reservationId: string, kind: string, amount: string, method: string, daysAgo: number) {
  await db.query(
    `insert into reservation_payments (account_id, reservation_id, paid_on, amount, method, kind, created_by)
     select $1, $2, current_date - $6::int, $3::numeric, $4, $5, u.id from users u where u.account_id = $1 and u.owner`,
    [accountId, reservationId, amount, method, kind, daysAgo],
  );
}

export async function seedDemoMoney(db: Queryable, accountId: string): Promise<void> {
  // cancelled: paid 40 % of the bill by transfer, the fee kept is 150 zł, the rest went back by transfer
  const cancelled = await place(db, accountId, STAYS.cancelled);
  if (cancelled) {
    const [money] = await db.query<{ paid: string; fee: string; refund: string }>(
      `select paid::text, least(150, paid)::text as fee, (paid - least(150, paid))::text as refund
         from (select round(grand_total * 0.4, 2) as paid from reservations where id = $1) r`,
      [cancelled.id],
    );
    await operation(db, accountId, cancelled.id, 'payment', money.paid, 'transfer', 15);
    await operation(db, accountId, cancelled.id, 'refund', money.refund, 'transfer', 2);
    await db.query(`update reservations set status = 'canceled', cancellation_fee = $2 where id = $1`, [cancelled.id, money.fee]);
  }

  // a prepayment (zaliczka) of 300 zł due in three days, and a kaucja of 500 zł held in cash
  const deposits = await place(db, accountId, STAYS.deposits);
  if (deposits) {
    await db.query(`update reservations set deposit = 300, deposit_due = current_date + 3, security_deposit = 500 where id = $1`, [deposits.id]);
    // the listing's extras as the bill keeps them: breakfast for both guests every night, parking every night
    await db.query(
      `update reservations r set extras = jsonb_build_array(
          jsonb_build_object('kind', 'breakfast', 'quantity', (r.adults + r.children) * (r.to_date - r.from_date), 'unitPrice', coalesce(ap.breakfast_price, 40)::numeric(10,2)::text),
          jsonb_build_object('kind', 'private_parking', 'quantity', r.to_date - r.from_date, 'unitPrice', coalesce(ap.private_parking_price, 25)::numeric(10,2)::text))
         from apartments ap where ap.id = r.apartment_id and r.id = $1`,
      [deposits.id],
    );
    await operation(db, accountId, deposits.id, 'security_deposit', '500', 'cash', 1);
  }

  // part paid: 200,50 zł in cash, after a discount of 30 zł
  const partPaid = await place(db, accountId, STAYS.partPaid);
  if (partPaid) {
    // a regular guest's discount, a line of the bill of its own
    await db.query(`update reservations set discount = 30, discount_reason = 'stały gość' where id = $1`, [partPaid.id]);
    await operation(db, accountId, partPaid.id, 'payment', '200.50', 'cash', 3);
  }

  // moved to another apartment (a broken boiler) at the guest's price, a card payment in full
  const moved = await place(db, accountId, STAYS.moved);
  if (moved) {
    const [target] = await db.query<{ id: string; address: string }>(
      `select ap.id, concat_ws(', ', ac.street || ' ' || ac.house_number, ac.city) as address
         from apartments ap join accommodations ac on ac.id = ap.accommodation_id
         join reservations r on r.id = $2
        where ap.account_id = $1 and ap.id <> r.apartment_id and not exists (
          select 1 from reservations o where o.apartment_id = ap.id and o.status not in ('canceled', 'no_show') and o.stay && r.stay)
        order by ap.name limit 1`,
      [accountId, moved.id],
    );
    if (target) {
      await db.query(`update reservations set apartment_id = $2, apartment_address = $3, price_overridden = true where id = $1`, [moved.id, target.id, target.address]);
    }
    const [{ total }] = await db.query<{ total: string }>(`select grand_total::text as total from reservations where id = $1`, [moved.id]);
    await operation(db, accountId, moved.id, 'payment', total, 'card', 5);
  }
}
