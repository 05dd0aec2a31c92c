import { openTestDatabase } from '../test/harness';
import { migrate } from '../db/migrate';
import { seedDemo } from './index';

describe('the demo’s API tokens (issue 42)', () => {
  it("lists the owner's read-only 'Arkusz przyjazdów' in use and an old revoked token", async () => {
    const { db, drop } = await openTestDatabase();
    try {
      await migrate(db);
      const accountId = (await seedDemo(db, { password: 'demo1234' }))!;
      const rows = await db.query<{ name: string; read_only: boolean; active: boolean; used: boolean; owner: boolean }>(
        `select t.name, t.read_only, (t.revoked_at is null and t.expires_at > now()) as active, t.last_used_at is not null as used, u.owner
           from api_tokens t join users u on u.id = t.user_id where t.account_id = $1 order by t.created_at desc`,
        [accountId],
      );
      expect(rows).toEqual([
        { name: 'Arkusz przyjazdów', read_only: true, active: true, used: true, owner: true },
        { name: 'Stary skrypt sprzątania', read_only: false, active: false, used: true, owner: true },
      ]);
    } finally {
      await drop();
    }
  });
});
