import { startTestApi, signedInOwner, type TestApi } from '../../test/harness';

/** A session has an absolute lifetime (SESSION_MAX_DAYS, 30 days by default), however often it is used. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

function me(test: TestApi, authorization: string) {
  return test.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization } });
}

/** Backdates the session's opening; it was used a moment ago, so only its age can end it. */
async function openedDaysAgo(test: TestApi, userId: string, days: number) {
  await test.db.query(`update sessions set created_at = now() - make_interval(days => $2), last_seen_at = now() where user_id = $1`, [userId, days]);
}

it('refuses a 31-day-old session used every day, and keeps a 29-day-old one', async () => {
  expect(api.config.sessionMaxDays).toBe(30);
  const young = await signedInOwner(api);
  await openedDaysAgo(api, young.userId, 29);
  expect((await me(api, young.auth.authorization)).statusCode).toBe(200);

  const old = await signedInOwner(api);
  await openedDaysAgo(api, old.userId, 400);
  expect((await me(api, old.auth.authorization)).statusCode).toBe(401);
  const [row] = await api.db.query<{ revoked: boolean }>('select revoked_at is not null as revoked from sessions where user_id = $1', [old.userId]);
  expect(row.revoked).toBe(true);
});

it('takes the lifetime from SESSION_MAX_DAYS', async () => {
  const short = await startTestApi({ SESSION_MAX_DAYS: '2' });
  try {
    expect(short.config.sessionMaxDays).toBe(2);
    const owner = await signedInOwner(short);
    await openedDaysAgo(short, owner.userId, 1);
    expect((await me(short, owner.auth.authorization)).statusCode).toBe(200);
    const other = await signedInOwner(short);
    await openedDaysAgo(short, other.userId, 3);
    expect((await me(short, other.auth.authorization)).statusCode).toBe(401);
  } finally {
    await short.close();
  }
}, 120_000);

it('keeps a session used within every idle limit, however long, and ends it once unused for the limit', async () => {
  // SESSION_IDLE_MINUTES=1 used every 40 s, scaled down: a 3-second limit, used every 2 s
  const short = await startTestApi({ SESSION_IDLE_MINUTES: '0.05' });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    const owner = await signedInOwner(short);
    const statuses: number[] = [];
    for (let use = 0; use < 5; use++) {
      await sleep(2000);
      statuses.push((await me(short, owner.auth.authorization)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    // unused for the limit and the quarter of it the last use may lag by: gone
    await sleep(4200);
    expect((await me(short, owner.auth.authorization)).statusCode).toBe(401);
  } finally {
    await short.close();
  }
}, 120_000);
