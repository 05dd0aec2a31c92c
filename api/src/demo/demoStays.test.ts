import { openTestDatabase } from '../test/harness';
import { migrate } from '../db/migrate';
import { DEMO_EMAIL, seedDemo } from './index';

describe('the demo stays', () => {
  it('go back 24 months, dearer in summer, from several sources, and ring the owner three times', async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      await seedDemo(db, { password: 'demo1234' });
      const [span] = await db.query<{ months: number; sources: number; cancelled: number; blocks: number }>(
        `select (extract(year from age(current_date, min(from_date))) * 12 + extract(month from age(current_date, min(from_date))))::int as months,
                count(distinct source) filter (where kind = 'reservation' and source <> '')::int as sources,
                count(*) filter (where status = 'canceled')::int as cancelled,
                count(*) filter (where kind = 'block')::int as blocks
           from reservations`,
      );
      expect(span.months).toBe(24);
      expect(span.sources).toBeGreaterThanOrEqual(4);
      expect(span.cancelled).toBeGreaterThan(5);
      expect(span.blocks).toBeGreaterThanOrEqual(3);
      const [season] = await db.query<{ summer: string; november: string }>(
        `select avg(price_per_night) filter (where extract(month from from_date) in (7, 8)) as summer,
                avg(price_per_night) filter (where extract(month from from_date) = 11) as november
           from reservations where kind = 'reservation'`,
      );
      expect(Number(season.summer)).toBeGreaterThan(Number(season.november) * 1.3);
      const [bell] = await db.query<{ unread: number }>(
        `select count(*)::int as unread from notifications n join users u on u.id = n.user_id where lower(u.email) = $1 and n.read_at is null`,
        [DEMO_EMAIL],
      );
      expect(bell.unread).toBe(3);
    } finally {
      await drop();
    }
  });
});
