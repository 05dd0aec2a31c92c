import type { Queryable } from '../db/database';

/** A reservation written straight to the table (tests of conversations, reviews and automated messages). */
export async function createStay(
  db: Queryable,
  accountId: string,
  apartmentId: string,
  stay: { from: string; to: string; fullName?: string; email?: string; status?: string; language?: string; paymentStatus?: string; totalPrice?: string },
): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    `insert into reservations (account_id, apartment_id, from_date, to_date, full_name, email, status, guest_language, payment_status, total_price)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      accountId,
      apartmentId,
      stay.from,
      stay.to,
      stay.fullName ?? 'Jan Kowalski',
      stay.email ?? 'jan@example.pl',
      stay.status ?? 'confirmed',
      stay.language ?? 'pol',
      stay.paymentStatus ?? 'unpaid',
      stay.totalPrice ?? '900.00',
    ],
  );
  // the payment status follows the money recorded (migration 980): a paid stay has its payment, a part-paid one half
  if (stay.paymentStatus === 'paid' || stay.paymentStatus === 'partly_paid') {
    await db.query(
      `insert into reservation_payments (account_id, reservation_id, paid_on, amount, method)
       select account_id, id, current_date, case when $2 = 'paid' then grand_total else round(grand_total / 2, 2) end, 'transfer'
         from reservations where id = $1`,
      [id, stay.paymentStatus],
    );
  }
  return id;
}

/** 'yyyy-MM-dd', `days` from today (UTC). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
