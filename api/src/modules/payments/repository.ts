import type { Queryable } from '../../db/database';

/**
 * SQL of the money operations recorded on reservations (payments, refunds, security deposits held and returned);
 * every query names the account. The database keeps the reservation's `paid` and payment status in step with them.
 */
export interface PaymentRow {
  id: string;
  reservation_id: string;
  paid_on: string;
  amount: string;
  method: string;
  kind: 'payment' | 'refund' | 'security_deposit' | 'security_deposit_return';
  created_at: Date | string;
}

const COLUMNS = "id, reservation_id, to_char(paid_on, 'YYYY-MM-DD') as paid_on, amount, method, kind, created_at";

export async function listPayments(db: Queryable, accountId: string, reservationId: string): Promise<PaymentRow[]> {
  return db.query<PaymentRow>(
    `select ${COLUMNS} from reservation_payments where account_id = $1 and reservation_id = $2 order by paid_on, created_at`,
    [accountId, reservationId],
  );
}

export async function insertPayment(
  db: Queryable,
  accountId: string,
  p: { reservationId: string; paidOn: string; amount: string; method: string; userId: string; kind?: PaymentRow['kind'] },
): Promise<PaymentRow> {
  const rows = await db.query<PaymentRow>(
    `insert into reservation_payments (account_id, reservation_id, paid_on, amount, method, created_by, kind)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [accountId, p.reservationId, p.paidOn, p.amount, p.method, p.userId, p.kind ?? 'payment'],
  );
  return rows[0];
}

export async function deletePayment(db: Queryable, accountId: string, reservationId: string, id: string): Promise<PaymentRow | null> {
  const rows = await db.query<PaymentRow>(
    `delete from reservation_payments where account_id = $1 and reservation_id = $2 and id = $3 returning ${COLUMNS}`,
    [accountId, reservationId, id],
  );
  return rows[0] ?? null;
}

/** An entry of the reservation's history that is not a change of its columns (a payment recorded or removed). */
export async function recordEvent(db: Queryable, accountId: string, reservationId: string, userId: string, action: string, changes: object): Promise<void> {
  await db.query(
    `insert into reservation_changes (account_id, reservation_id, user_id, action, changes) values ($1, $2, $3, $4, $5::jsonb)`,
    [accountId, reservationId, userId, action, JSON.stringify(changes)],
  );
}

/** Bank account and seller's name for transfers: the invoice settings' (empty while none are saved). */
export async function transferDetails(db: Queryable, accountId: string): Promise<{ bank_account: string; seller_name: string; payment_term_days: number }> {
  const rows = await db.query<{ bank_account: string; seller_name: string; payment_term_days: number }>(
    `select coalesce(s.bank_account, '') as bank_account, coalesce(nullif(s.seller_name, ''), a.name) as seller_name,
            coalesce(s.payment_term_days, 14) as payment_term_days
       from accounts a left join invoice_settings s on s.account_id = a.id where a.id = $1`,
    [accountId],
  );
  return rows[0];
}
