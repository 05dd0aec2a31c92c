import { openTestDatabase } from '../test/harness';
import { migrate } from '../db/migrate';
import { seedDemo } from './index';

jest.setTimeout(120_000);

describe('the demo price list', () => {
  it('gives every demo apartment a year of day prices, dearer in July-August and on Friday and Saturday nights, under two rule sets', async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      await seedDemo(db, { password: 'demo1234' });
      const rules = await db.query<{ name: string }>('select name from price_rules order by name');
      expect(rules.map((r) => r.name)).toEqual(['Poza sezonem', 'Sezon letni']);
      const [{ days }] = await db.query<{ days: number }>('select count(*)::int as days from day_prices');
      expect(days).toBe(3 * 365);
      // Apartament Morski: 350 zł for 1-2 persons, 450 zł for 3-4
      const prices = await db.query<{ kind: string; p12: string; p34: string; rule: string }>(
        `select distinct case when extract(month from d.day) in (7, 8) then 'summer' else 'other' end
                      || case when extract(isodow from d.day) in (5, 6) then ' weekend' else ' week' end as kind,
                d.price_1_2::text as p12, d.price_3_4::text as p34, r.name as rule
           from day_prices d join apartments a on a.id = d.apartment_id join price_rules r on r.id = d.rule_id
          where a.name = 'Apartament Morski' and extract(month from d.day) in (1, 7)
          order by kind`,
      );
      expect(prices).toEqual([
        { kind: 'other week', p12: '350.00', p34: '450.00', rule: 'Poza sezonem' },
        { kind: 'other weekend', p12: '420.00', p34: '540.00', rule: 'Poza sezonem' }, // × 1,2
        { kind: 'summer week', p12: '490.00', p34: '630.00', rule: 'Sezon letni' }, // × 1,4
        { kind: 'summer weekend', p12: '588.00', p34: '756.00', rule: 'Sezon letni' }, // × 1,4 × 1,2
      ]);
    } finally {
      await drop();
    }
  });
});
