import { openTestDatabase } from '../test/harness';
import { migrate } from '../db/migrate';
import { seedDemo } from './index';

describe('demo services', () => {
  it('has a cleaning company, a laundry and a caterer, two cooperations and a month of orders in mixed states', async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      await seedDemo(db, { password: 'demo1234' });
      const kinds = await db.query<{ kind: string }>('select unnest(services_performed) as kind from service_providers order by 1');
      expect(kinds.map((k) => k.kind)).toEqual(['catering', 'cleaning', 'washing']);
      const cooperations = await db.query<{ kind: string; after: boolean; apartments: number }>(
        `select service_performed as kind, after_check_out as after, (select count(*)::int from cooperation_apartments ca where ca.cooperation_id = c.id) as apartments
           from cooperations c order by 1`,
      );
      expect(cooperations).toEqual([
        { kind: 'cleaning', after: true, apartments: 2 },
        { kind: 'washing', after: false, apartments: 3 },
      ]);
      const states = await db.query<{ status: string; count: number }>(
        `select status, count(*)::int as count from cooperation_orders
          where service_date between current_date - 14 and current_date + 16 group by status order by status`,
      );
      const by = Object.fromEntries(states.map((s) => [s.status, s.count]));
      expect(by.completed).toBeGreaterThan(3);
      expect(by.rejected).toBe(1);
      expect(by.planned).toBeGreaterThan(3);
      const [dupes] = await db.query<{ n: number }>('select count(*)::int - count(distinct (cooperation_id, apartment_id, service_date))::int as n from cooperation_orders');
      expect(dupes.n).toBe(0);
    } finally {
      await drop();
    }
  });
});
