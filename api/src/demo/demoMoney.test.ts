import { openTestDatabase } from '../test/harness';
import { migrate } from '../db/migrate';
import { seedDemo } from './index';

describe('the demo money', () => {
  it('shows a cancelled stay with a fee and a refund, a deposit and a kaucja with extras, a part-paid stay with a discount and a moved stay at the kept price', async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      const accountId = await seedDemo(db, { password: 'demo1234' });
      const rows = await db.query<{ full_name: string; status: string; payment_status: string; grand_total: string; paid: string; fee: string | null; kinds: string[] }>(
        `select r.full_name, r.status, r.payment_status, r.grand_total::text, r.paid::text, r.cancellation_fee::text as fee,
                array(select p.kind from reservation_payments p where p.reservation_id = r.id order by p.paid_on, p.created_at) as kinds
           from reservations r where r.account_id = $1 and r.full_name in ('Tomasz Wróbel', 'Karolina Mazur', 'Paweł Kaczmarek', 'Ewelina Grabowska')
          order by r.full_name`,
        [accountId],
      );
      const by = Object.fromEntries(rows.map((r) => [r.full_name, r]));
      expect(by['Tomasz Wróbel']).toMatchObject({ status: 'canceled', kinds: ['payment', 'refund'], payment_status: 'paid' });
      expect(Number(by['Tomasz Wróbel'].fee)).toBeGreaterThan(0);
      expect(by['Tomasz Wróbel'].grand_total).toBe(by['Tomasz Wróbel'].paid);
      expect(by['Karolina Mazur']).toMatchObject({ kinds: ['security_deposit'], payment_status: 'unpaid' });
      // the listing's breakfast and parking are in the bill's total, and a discount is taken off it
      const [bills] = await db.query<{ extras: string; discount: string; rest: string }>(
        `select (select grand_total - total_price - cleaning_fee - tourist_tax from reservations where account_id = $1 and full_name = 'Karolina Mazur')::text as extras,
                (select grand_total - total_price - cleaning_fee - tourist_tax from reservations where account_id = $1 and full_name = 'Paweł Kaczmarek')::text as discount,
                (select stay_extras_total(extras) from reservations where account_id = $1 and full_name = 'Karolina Mazur')::text as rest`,
        [accountId],
      );
      expect(Number(bills.extras)).toBeGreaterThan(0);
      expect(bills.extras).toBe(bills.rest);
      expect(bills.discount).toBe('-30.00');
      expect(by['Paweł Kaczmarek']).toMatchObject({ paid: '200.50', payment_status: 'partly_paid' });
      expect(by['Ewelina Grabowska']).toMatchObject({ payment_status: 'paid' });
      const [moved] = await db.query<{ moves: number }>(
        `select count(*)::int as moves from reservation_changes c join reservations r on r.id = c.reservation_id
          where r.account_id = $1 and r.full_name = 'Ewelina Grabowska' and c.changes ? 'apartment_id' and not c.changes ? 'total_price'`,
        [accountId],
      );
      expect(moved.moves).toBe(1);
      // every status of the demo follows its money
      const [wrong] = await db.query<{ n: number }>(
        `select count(*)::int as n from reservations where account_id = $1 and kind = 'reservation' and payment_status <> stay_payment_status(grand_total, paid)`,
        [accountId],
      );
      expect(wrong.n).toBe(0);
    } finally {
      await drop();
    }
  }, 120_000);
});
