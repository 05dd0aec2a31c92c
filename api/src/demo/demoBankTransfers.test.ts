import { openTestDatabase } from '../test/harness';
import { migrate } from '../db/migrate';
import { transferDetailsForRow } from '../modules/bank-transfers';
import { findReservation } from '../modules/reservations';
import { seedDemo } from './index';

describe('the demo’s payment by transfer', () => {
  it('has a stay paid by an imported MT940 statement, a transfer waiting for review, and stays with transfer details and QR codes', async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      const accountId = (await seedDemo(db, { password: 'demo1234' }))!;
      const transfers = await db.query<{ status: string; match_rule: string; reservation_id: string | null; payment_id: string | null; suggested_reservation_id: string | null }>(
        `select status, match_rule, reservation_id, payment_id, suggested_reservation_id from bank_transactions where account_id = $1 order by amount_grosze desc`,
        [accountId],
      );
      expect(transfers.map((t) => [t.status, t.match_rule])).toEqual([
        ['matched', 'reference'],
        ['review', ''],
      ]);
      const [payment] = await db.query<{ method: string; amount: string }>(`select method, amount from reservation_payments where id = $1`, [transfers[0].payment_id]);
      expect(payment.method).toBe('transfer');
      const paidStay = (await findReservation(db, accountId, null, transfers[0].reservation_id!))!;
      expect(paidStay.payment_status).toBe('partly_paid');
      // its prepayment is paid: what it owes now is the balance, by the arrival
      const after = await transferDetailsForRow(db, paidStay);
      expect(after.kind).toBe('balance');
      const waiting = (await findReservation(db, accountId, null, transfers[1].suggested_reservation_id!))!;
      const details = await transferDetailsForRow(db, waiting);
      expect(details).toMatchObject({ kind: 'prepayment', bankAccount: 'PL61109010140000071219812874' });
      expect(details.zbp?.svg).toContain('<svg');
      expect(details.epc?.payload.startsWith('BCD\n002\n1\nSCT')).toBe(true);
    } finally {
      await drop();
    }
  });
});
