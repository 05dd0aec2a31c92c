import crypto from 'node:crypto';
import { createAccount } from '../src/demo';
import { hashPassword } from '../src/lib/passwords';
import { openSession } from '../src/modules/session';
import { freshSchema, POSTGRES_URL, startInstance } from '../src/test/postgresForTest';
import { startTestApi } from '../src/test/harness';
import { startTcpProxy } from '../src/test/tcpProxy';

// What one instance costs the database: at most DATABASE_POOL_SIZE query connections plus one LISTEN connection
// (which DATABASE_LISTEN_URL may send elsewhere, e.g. straight to PostgreSQL past a transaction-pooling PgBouncer),
// and few statements a second when it is idle.

jest.setTimeout(180_000);

describe('the connection budget', () => {
  it('opens at most DATABASE_POOL_SIZE query connections under load, and LISTENs through DATABASE_LISTEN_URL', async () => {
    const schema = await freshSchema();
    const target = new URL(POSTGRES_URL);
    const queries = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const listen = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const api = await startInstance(schema.schema, { url: queries.urlFor(POSTGRES_URL), listenUrl: listen.urlFor(POSTGRES_URL), max: 3 });
    try {
      const email = `pula-${crypto.randomBytes(3).toString('hex')}@example.pl`;
      const accountId = await createAccount(schema.direct, { name: 'Konto', email, passwordHash: await hashPassword('Haslo-testowe-1') });
      const [{ id: userId }] = await schema.direct.query<{ id: string }>('select id from users where account_id = $1', [accountId]);
      let most = 0;
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          // a session each, so that none is answered from memory
          const auth = { authorization: `Bearer ${await openSession(schema.direct, userId)}` };
          const res = await api.app.inject({ method: 'GET', url: '/api/v1/householder/reservations', headers: auth });
          most = Math.max(most, queries.upstreamPorts().length);
          return res.statusCode;
        }),
      );
      expect(answers.every((s) => s === 200)).toBe(true);
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(3);
      // the change feed's one connection went the other way, and it listens there
      expect(listen.upstreamPorts()).toHaveLength(1);
      const [listener] = await schema.direct.query<{ application_name: string }>(
        'select application_name from pg_stat_activity where client_port = $1',
        [listen.upstreamPorts()[0]],
      );
      expect(listener.application_name).toMatch(new RegExp(`^gospodarz:${schema.schema}:[0-9a-f]+$`));
    } finally {
      await api.close();
      await queries.close();
      await listen.close();
      await schema.drop();
    }
  });

  it('asks its job queues for work about once a second when idle with job workers (five queues, each every 5 s)', async () => {
    // in the process (PGlite): nothing else on the database wakes its workers
    const api = await startTestApi({ JOB_WORKERS: 'true' });
    try {
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      await new Promise((r) => setTimeout(r, 3_000));
      // pg-boss's fetch of a queue's next jobs (its polling)
      let polls = 0;
      const db = api.db as unknown as { query(sql: string, params?: unknown[]): Promise<unknown> };
      const original = db.query.bind(api.db);
      db.query = (sql, params) => {
        if (/^\s*WITH next as/i.test(sql)) polls += 1;
        return original(sql, params);
      };
      const started = Date.now();
      await new Promise((r) => setTimeout(r, 15_000));
      const perSecond = polls / ((Date.now() - started) / 1000);
      // before: five a second (five queues polled every second); a batch just run is followed by one more fetch
      expect(perSecond).toBeGreaterThan(0);
      expect(perSecond).toBeLessThan(2);
    } finally {
      await api.close();
    }
  });
});
