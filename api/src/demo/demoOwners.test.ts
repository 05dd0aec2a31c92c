import { openTestDatabase } from '../test/harness';
import { migrate } from '../db/migrate';
import { seedDemo } from './index';
import { previousMonth } from './demoOwners';

describe('the demo as a management company', () => {
  it("holds two owners with agreements and last month's statements, one approved and one a draft", async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      const accountId = (await seedDemo(db, { password: 'demo1234' }))!;
      const agreements = await db.query<{ owner: string; apartment: string }>(
        `select coalesce(nullif(o.company_name, ''), o.first_name || ' ' || o.last_name) as owner, a.name as apartment
           from owner_agreements g join apartment_owners o on o.id = g.owner_id join apartments a on a.id = g.apartment_id
          where g.account_id = $1 order by owner, apartment`,
        [accountId],
      );
      expect(agreements).toEqual([
        { owner: 'Bałtyk Inwest sp. z o.o.', apartment: 'Studio Wawel' },
        { owner: 'Katarzyna Wiśniewska', apartment: 'Apartament Bursztynowy' },
        { owner: 'Katarzyna Wiśniewska', apartment: 'Apartament Morski' },
      ]);
      const statements = await db.query<{ status: string; month: string; costs: string; balance: string; revenue: string; commission: string }>(
        `select s.status, to_char(s.month, 'YYYY-MM') as month, s.costs_grosze::text as costs, s.balance_grosze::text as balance,
                s.revenue_grosze::text as revenue, s.commission_grosze::text as commission
           from owner_statements s join apartment_owners o on o.id = s.owner_id where s.account_id = $1 order by o.kind desc`,
        [accountId],
      );
      expect(statements.map((s) => [s.status, s.month])).toEqual([
        ['approved', previousMonth()],
        ['draft', previousMonth()],
      ]);
      // the repair and the fixed fee are among the costs; each balance is its revenue less commission and costs
      expect(Number(statements[0].costs)).toBeGreaterThanOrEqual(34999);
      expect(Number(statements[1].costs)).toBeGreaterThanOrEqual(10000);
      for (const s of statements) expect(Number(s.balance)).toBe(Number(s.revenue) - Number(s.commission) - Number(s.costs));
    } finally {
      await drop();
    }
  });
});
