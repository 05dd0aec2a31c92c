import { openTestDatabase } from '../test/harness';
import { migrate } from '../db/migrate';
import { touristTaxStatement, kt1Prefill, nightsReportOf } from '../modules/legal';
import { seedDemo } from './index';
import { lastMonthOfDemo } from './demoMonth';

describe('the demo’s legal reports', () => {
  it('shows last month’s tourist-tax statement for Sopot matching the bills, a KT-1 prefill with a German guest, and the nights by source', async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      const accountId = (await seedDemo(db, { password: 'demo1234' }))!;
      const [owner] = await db.query<{ id: string }>('select id from users where account_id = $1 and owner', [accountId]);
      const scope = { accountId, userId: owner.id, sessionId: '', owner: true, permissions: [], apartmentIds: null };
      const month = lastMonthOfDemo();

      const settings = await db.query<{ city: string; tourist_tax_municipality: string; tourist_tax_collector: boolean }>(
        'select city, tourist_tax_municipality, tourist_tax_collector from accommodations where account_id = $1 order by city',
        [accountId],
      );
      expect(settings).toEqual([
        { city: 'Kraków', tourist_tax_municipality: 'Gmina Miejska Kraków', tourist_tax_collector: false },
        { city: 'Sopot', tourist_tax_municipality: 'Gmina Miasta Sopot', tourist_tax_collector: true },
      ]);

      const statement = await touristTaxStatement(db, scope, month);
      const sopot = statement.municipalities.find((m) => m.municipality === 'Gmina Miasta Sopot')!;
      expect(sopot.rows.map((r) => r.guestName)).toEqual(expect.arrayContaining(['Hans Müller', 'Ewa Lis', 'Olga Kowalczyk']));
      expect(sopot.exempt).toBeGreaterThanOrEqual(2);
      // what the stays' bills charged (reservations.tourist_tax is the bill's 'Opłata miejscowa' line)
      const [billed] = await db.query<{ grosze: number }>(
        `select coalesce(sum(r.tourist_tax * 100), 0)::int as grosze from reservations r
          where r.id = any($1::uuid[])`,
        [sopot.rows.map((r) => r.reservationId)],
      );
      expect(sopot.amountGrosze).toBe(billed.grosze);
      expect(sopot.amountGrosze).toBeGreaterThan(0);

      const kt1 = await kt1Prefill(db, scope, month);
      expect(kt1.bedPlaces).toBeGreaterThan(0);
      expect(kt1.countries[0].code).toBe('ALL');
      expect(kt1.countries.find((c) => c.code === 'DE')?.guests).toBeGreaterThanOrEqual(2);
      expect(kt1.missingCountry.map((m) => m.guestName)).toEqual(expect.arrayContaining(['Ewa Lis', 'Olga Kowalczyk']));

      const nights = await nightsReportOf(db, scope, month);
      const amber = nights.apartments.find((a) => a.apartmentName === 'Apartament Bursztynowy')!;
      expect(amber.totals.booking.nights).toBeGreaterThanOrEqual(3);
      expect(amber.totals.own.nights).toBeGreaterThanOrEqual(5);
    } finally {
      await drop();
    }
  });
});
