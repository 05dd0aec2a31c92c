import { openTestDatabase } from '../test/harness';
import { migrate } from '../db/migrate';
import { seedDemo } from './index';

describe('the front desk demo data', () => {
  it("holds today's arrivals and a departure, payments behind the payment statuses, a bank account and a duplicate client", async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      const accountId = await seedDemo(db, { password: 'demo1234' });
      const [facts] = await db.query<Record<string, unknown>>(
        `select (select count(*) from reservations where account_id = $1 and from_date = current_date)::int as arrivals,
                (select count(*) from reservations where account_id = $1 and to_date = current_date)::int as departures,
                (select bank_account from invoice_settings where account_id = $1) as bank_account,
                (select count(*) from clients where account_id = $1 and full_name = 'Anna Zielińska')::int as annas,
                (select count(*) from reservations r where account_id = $1 and kind = 'reservation' and payment_status <> 'unpaid'
                    and not exists (select 1 from reservation_payments p where p.reservation_id = r.id))::int as paid_without_payments,
                (select count(*) from reservations r where account_id = $1 and kind = 'reservation' and payment_status = 'paid'
                    and (select sum(case p.kind when 'payment' then p.amount when 'refund' then -p.amount else 0 end) from reservation_payments p
                          where p.reservation_id = r.id) <> r.grand_total)::int as paid_wrong`,
        [accountId],
      );
      expect(facts.arrivals).toBeGreaterThanOrEqual(1);
      expect(facts.departures).toBeGreaterThanOrEqual(1);
      expect({ ...facts, arrivals: 0, departures: 0 }).toEqual({ arrivals: 0, departures: 0, bank_account: 'PL61109010140000071219812874', annas: 2, paid_without_payments: 0, paid_wrong: 0 });
    } finally {
      await drop();
    }
  });
});
