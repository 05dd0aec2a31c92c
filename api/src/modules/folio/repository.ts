import type { Queryable } from '../../db/database';

/** SQL of the stay's bill that is not a payment operation (those are the reservations' and payments' tables' own). */

/** Marks the account's stay canceled with its cancellation fee (decimal text). */
export async function markStayCanceled(tx: Queryable, accountId: string, reservationId: string, feeDecimal: string): Promise<void> {
  await tx.query(`update reservations set status = 'canceled', cancellation_fee = $3, updated_at = now() where account_id = $1 and id = $2`, [
    accountId,
    reservationId,
    feeDecimal,
  ]);
}
