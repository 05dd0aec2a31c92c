import { openTestDatabase } from '../test/harness';
import { migrate } from '../db/migrate';
import { seedDemo } from './index';
import { DEMO_SITE_SLUG } from './demoDirectSite';

describe('the demo’s public site', () => {
  it('is published with the seaside apartments and the Kraków studio, each with its prepayment and confirmation', async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      const accountId = (await seedDemo(db, { password: 'demo1234' }))!;
      const rows = await db.query<{ name: string; prepayment_percent: number; instant: boolean; published: boolean }>(
        `select ap.name, sa.prepayment_percent, sa.instant, s.published_at is not null as published
           from direct_sites s join direct_site_apartments sa on sa.site_id = s.id join apartments ap on ap.id = sa.apartment_id
          where s.account_id = $1 and s.slug = $2 order by sa.position`,
        [accountId, DEMO_SITE_SLUG],
      );
      expect(rows).toEqual([
        { name: 'Apartament Morski', prepayment_percent: 30, instant: true, published: true },
        { name: 'Apartament Bursztynowy', prepayment_percent: 30, instant: true, published: true },
        { name: 'Studio Wawel', prepayment_percent: 50, instant: false, published: true },
      ]);
    } finally {
      await drop();
    }
  });
});
