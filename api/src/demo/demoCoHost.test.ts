import { openTestDatabase } from '../test/harness';
import { verifyPassword } from '../lib/passwords';
import { migrate } from '../db/migrate';
import { DEMO_CO_HOST_EMAIL } from './demoCoHost';
import { seedDemo } from './index';

describe('demo co-host', () => {
  it('gives the demo account a reception co-host with the demo password, front-desk permissions (services too) and two apartments', async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      const accountId = await seedDemo(db, { password: 'demo1234' });
      const [user] = await db.query<{ id: string; account_id: string; owner: boolean; permissions: string[]; password_hash: string }>(
        'select id, account_id, owner, permissions, password_hash from users where email = $1',
        [DEMO_CO_HOST_EMAIL],
      );
      expect(user).toMatchObject({ account_id: accountId, owner: false });
      expect([...user.permissions].sort()).toEqual(['clients', 'conversations', 'cooperations', 'prices', 'reservations']);
      expect(await verifyPassword(user.password_hash, 'demo1234')).toBe(true);
      const apartments = await db.query<{ name: string }>(
        'select a.name from co_host_apartments c join apartments a on a.id = c.apartment_id where c.user_id = $1 and c.account_id = $2 order by a.name',
        [user.id, accountId],
      );
      expect(apartments.map((a) => a.name)).toEqual(['Apartament Bursztynowy', 'Apartament Morski']);
      // the cleanings of their apartments are theirs to see ('Usługi'), not only dots in the calendar
      const [{ orders }] = await db.query<{ orders: number }>(
        'select count(*)::int as orders from cooperation_orders o join co_host_apartments c on c.apartment_id = o.apartment_id where c.user_id = $1',
        [user.id],
      );
      expect(orders).toBeGreaterThan(0);
    } finally {
      await drop();
    }
  });
});
