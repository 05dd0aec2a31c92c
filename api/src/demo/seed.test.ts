import { openTestDatabase } from '../test/harness';
import { migrate } from '../db/migrate';
import { DEMO_EMAIL, seedDemo } from './index';

describe('demo seed', () => {
  it('creates the demo householder once, with listings, guests, reservations and a 12-day subscription', async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      expect(await seedDemo(db, { password: 'demo1234' })).not.toBeNull();
      expect(await seedDemo(db, { password: 'demo1234' })).toBeNull();
      const [counts] = await db.query<Record<string, number>>(
        `select (select count(*) from users where email = $1)::int as users,
                (select count(*) from apartments)::int as apartments,
                (select count(*) from clients)::int as clients,
                (select count(*) from reservations)::int as reservations,
                (select valid_until - current_date from subscriptions)::int as days_left`,
        [DEMO_EMAIL],
      );
      expect(counts).toMatchObject({ users: 1, apartments: 3, days_left: 12 });
      // the near stays and regular clients of demoDomain, and two years of history (demoStays)
      expect(counts.clients).toBeGreaterThanOrEqual(5);
      expect(counts.reservations).toBeGreaterThan(200);
      // the seaside listing's fees: the new-reservation dialog's bill shows them
      const fees = await db.query(`select name, cleaning_fee::float as cleaning, tourist_tax::float as tax, tourist_tax_exempt_age as age from accommodations order by name`);
      expect(fees).toEqual([
        { name: 'Apartamenty Nadmorskie', cleaning: 80, tax: 2.5, age: 6 },
        { name: 'Kamienica pod Wawelem', cleaning: 60, tax: 0, age: null },
      ]);
      // and the demo's stays carry them: a seaside stay of 2 adults for 3 nights pays 80 zł cleaning and 15 zł tax (a
      // guest exempt by statute pays none)
      const charged = await db.query<{ name: string; nights: number; adults: number; exempt: number; cleaning: number; tax: number }>(
        `select ac.name, r.to_date - r.from_date as nights, r.adults, jsonb_array_length(r.tourist_tax_exemptions) as exempt,
                r.cleaning_fee::float as cleaning, r.tourist_tax::float as tax
           from reservations r join apartments ap on ap.id = r.apartment_id join accommodations ac on ac.id = ap.accommodation_id
          where r.kind = 'reservation' and r.status <> 'canceled'
            -- a stay moved at the guest's price keeps the fees of the apartment it was booked in
            and not r.price_overridden`,
      );
      // guests' phones in the one stored form (contracts' normalizePhone), as the booking form saves them
      const phones = await db.query<{ phone: string }>(`select distinct phone_number as phone from reservations where phone_number <> '' union select phone_number from clients where phone_number <> ''`);
      expect(phones.length).toBeGreaterThan(5);
      for (const { phone } of phones) expect(phone).toMatch(/^\+48\d{9}$/);
      for (const stay of charged) {
        const seaside = stay.name === 'Apartamenty Nadmorskie';
        expect([stay.cleaning, stay.tax]).toEqual(seaside ? [80, 2.5 * (stay.adults - stay.exempt) * stay.nights] : [60, 0]);
      }
      // a dozen invoices, the latest for the last finished stay: the invoice list, which opens on this month, shows it
      const [invoices] = await db.query<{ count: number; latest: boolean }>(
        `select count(*)::int as count,
                max(issue_date) = (select max(to_date) from reservations
                                    where kind = 'reservation' and status not in ('canceled', 'no_show') and total_price > 0
                                      and to_date < (now() at time zone 'Europe/Warsaw')::date) as latest
           from invoices`,
      );
      expect(invoices).toEqual({ count: 12, latest: true });
    } finally {
      await drop();
    }
  });
});
