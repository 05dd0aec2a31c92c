import { openTestDatabase } from '../test/harness';
import { migrate } from '../db/migrate';
import { seedDemo } from './index';

describe('demo calendar', () => {
  it('fills the coming weeks with a few dozen stays, two blocks and one unpaid arrival in two days', async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      await seedDemo(db, { password: 'demo1234' });
      const [counts] = await db.query<Record<string, number>>(
        `select (select count(*) from reservations where kind = 'reservation' and from_date between current_date and current_date + 42)::int as coming,
                (select count(*) from reservations where kind = 'block' and from_date > current_date)::int as blocks,
                (select count(*) from reservations where kind = 'reservation' and payment_status <> 'paid'
                    and status not in ('canceled', 'no_show') and from_date between current_date and current_date + 3)::int as unpaid_soon,
                (select count(*) from reservations where kind = 'reservation' and payment_status = 'unpaid' and from_date = current_date + 2)::int as unpaid_in_two_days,
                (select count(*) from reservations where kind = 'reservation' and client_id is null)::int as without_client`,
      );
      expect(counts.coming).toBeGreaterThanOrEqual(24);
      expect(counts).toMatchObject({ blocks: 2, unpaid_soon: 1, unpaid_in_two_days: 1, without_client: 0 });
    } finally {
      await drop();
    }
  });
});
