import { startTestApi, type TestApi } from '../src/test/harness';

// The health endpoints a balancer and an orchestrator poll: live while the process answers, ready while the
// instance can serve (database, change feed, Redis when configured, migrations), each with its answer documented.

jest.setTimeout(120_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const get = (url: string) => api.app.inject({ method: 'GET', url });

describe('health', () => {
  it('is live and ready, without signing in', async () => {
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', changes: 'ok', redis: 'off', migrations: 'ok' } });
  });

  it('is not ready while the change feed is down, nor while a migration is missing', async () => {
    api.app.changes.setLive(false);
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', changes: 'fail', redis: 'off', migrations: 'ok' } });
      // still alive: nothing to restart
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      api.app.changes.setLive(true);
    }
    const [last] = await api.db.query<{ name: string }>('select name from schema_migrations order by name desc limit 1');
    await api.db.query('delete from schema_migrations where name = $1', [last.name]);
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toMatchObject({ database: 'ok', migrations: 'fail' });
    } finally {
      await api.db.query('insert into schema_migrations (name) values ($1)', [last.name]);
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('is in the OpenAPI document with both answers of readiness', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(Object.keys(doc.paths['/api/health/live'].get.responses)).toContain('200');
    expect(Object.keys(doc.paths['/api/health/ready'].get.responses)).toEqual(expect.arrayContaining(['200', '503']));
    expect(doc.paths['/api/health/ready'].get.security).toEqual([]);
  });
});
