import crypto from 'node:crypto';
import type { Database } from './database';
import { underStartupLock } from './startupLock';

/**
 * Instances started together take turns through the start-up steps. On a PostgreSQL server (TEST_DATABASE_URL) two
 * instances' steps never overlap, however long the first takes (longer than the statement timeout here); PGlite has
 * one process per folder and runs the steps at once, through its single connection.
 */
const url = process.env.TEST_DATABASE_URL;

if (url) {
  describe('the start-up lock on a PostgreSQL server', () => {
    const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    let first: Database;
    let second: Database;
    beforeAll(async () => {
      const { openPostgres } = await import('./postgres.js');
      // two instances: pools of their own, a statement timeout shorter than the wait
      first = await openPostgres(url, { schema, max: 3, statementTimeoutMs: 500 });
      second = await openPostgres(url, { schema, max: 3, statementTimeoutMs: 500 });
    });
    afterAll(async () => {
      await first.query(`drop schema if exists "${schema}" cascade`);
      await first.close();
      await second.close();
    });

    it("makes a second instance wait for the first's steps, longer than a statement may run, then run its own", async () => {
      const spans: Array<{ who: string; from: number; to: number }> = [];
      const steps = (db: Database, who: string, ms: number) =>
        underStartupLock(db, async () => {
          const from = Date.now();
          await db.query('select 1'); // the steps work through the pool while the lock is held
          await new Promise((resolve) => setTimeout(resolve, ms));
          spans.push({ who, from, to: Date.now() });
          return who;
        });
      const a = steps(first, 'first', 1500);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await Promise.all([a, steps(second, 'second', 10)])).toEqual(['first', 'second']);
      expect(spans.map((s) => s.who)).toEqual(['first', 'second']);
      expect(spans[1].from).toBeGreaterThanOrEqual(spans[0].to);
    });
  });
} else {
  it('runs the start-up steps at once on PGlite, through its one connection', async () => {
    const { openPglite } = await import('./pglite.js');
    const db = await openPglite(null);
    try {
      expect(await underStartupLock(db, async () => (await db.query<{ n: number }>('select 1 as n'))[0].n)).toBe(1);
    } finally {
      await db.close();
    }
  });
}
