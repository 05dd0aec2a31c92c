import { openTestDatabase } from '../test/harness';
import { migrate } from '../db/migrate';
import { takingsOf } from '../modules/takings';
import { seedDemo } from './index';

describe('the demo’s raport kasowy', () => {
  it('shows today the owner’s and the reception’s money by every method, a cash refund and a carried opening, within the money rules', async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      const accountId = (await seedDemo(db, { password: 'demo1234' }))!;
      const [owner] = await db.query<{ id: string }>('select id from users where account_id = $1 and owner', [accountId]);
      const report = await takingsOf(db, { accountId, userId: owner.id, sessionId: '', owner: true, permissions: [], apartmentIds: null }, {});
      expect(report.cashiers.map((c) => c.name)).toEqual(['Anna Gospodarska', 'Ewa Recepcyjna']);
      const [anna, ewa] = report.cashiers;
      const sums = (c: (typeof report.cashiers)[number], method: string) => c.methods.find((m) => m.method === method)!;
      expect(sums(anna, 'card').received).toBeGreaterThan(0);
      expect(sums(anna, 'transfer').received).toBeGreaterThan(0);
      expect(sums(ewa, 'cash').refunded).toBe(10000);
      expect(sums(ewa, 'cash').received).toBeGreaterThan(0);
      // counted at 500 zł yesterday, plus what she took in cash yesterday
      expect(ewa.openingEntered).toBe(false);
      expect(ewa.opening).toBeGreaterThan(50000);
      expect(ewa.closing).toBe(ewa.opening + ewa.cashIn - ewa.cashOut);
      // no stay was paid more than its bill, nor refunded more than it was paid
      const [wrong] = await db.query<{ n: number }>(
        `select count(*)::int as n from reservations where account_id = $1 and kind = 'reservation' and (paid > grand_total or paid < 0)`,
        [accountId],
      );
      expect(wrong.n).toBe(0);
    } finally {
      await drop();
    }
  });
});
