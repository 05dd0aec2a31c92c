import { seedDemo } from '../../demo';
import { seedDemoFeeds } from '../../demo/demoFeeds';
import { openSession } from '../session';
import { startTestApi, type TestApi } from '../../test/harness';
import { demoFeedPrefix, syncDemoFeeds } from './demoSync';
import { IMPORT_JOB } from './jobs';

/** The demo starts synced in every mode, `npm start` too: no network, no private addresses allowed (issue 36). */
let api: TestApi;
beforeAll(async () => {
  // as production runs: the server's own network refused to feed reads
  api = await startTestApi({ ICAL_ALLOW_PRIVATE_NETWORK: 'false', PUBLIC_URL: 'https://panel.example.pl' });
}, 120_000);
afterAll(async () => {
  await api.close();
});

test("the demo's calendars read 'Zsynchronizowano' with their stays, and 'Analiza wysyłek' is populated, on first start", async () => {
  const accountId = (await seedDemo(api.db, { password: 'demo1234' }))!;
  await seedDemoFeeds(api.db, accountId, 'https://panel.example.pl');
  await syncDemoFeeds({ db: api.db, allowPrivateNetwork: false, maxEvents: 5000, demoFeedPrefix: demoFeedPrefix('https://panel.example.pl') }, accountId);

  const [owner] = await api.db.query<{ id: string }>(`select id from users where account_id = $1 and permissions = '{}' order by created_at limit 1`, [accountId]);
  const auth = { authorization: `Bearer ${await openSession(api.db, owner.id)}` };
  const [apartment] = await api.db.query<{ id: string }>(`select id from apartments where account_id = $1 and archived_at is null order by created_at, id limit 1`, [accountId]);
  const feeds = async () => (await api.app.inject({ method: 'GET', url: `/api/v1/householder/apartments/${apartment.id}/calendar_feeds`, headers: auth })).json().data;
  const [feed] = await feeds();
  expect(feed.attributes).toMatchObject({ name: 'Booking.com', status: 'synchronized', eventCount: 2, error: null });
  const stays = await api.db.query(`select 1 from reservations where feed_id = $1 and status = 'confirmed'`, [feed.id]);
  expect(stays).toHaveLength(2);
  // one channel stay completed by the host, still the feed's
  const completed = await api.db.query(
    `select full_name, adults, children, total_price::text, kind, feed_id is not null as linked from reservations where account_id = $1 and channel_completed_at is not null`,
    [accountId],
  );
  expect(completed).toEqual([{ full_name: 'Katarzyna Wiśniewska', adults: 2, children: 1, total_price: '1380.00', kind: 'channel', linked: true }]);

  // the job runner reads it again the same way (in process), without HTTP
  await api.app.jobs.send(IMPORT_JOB, { feedId: feed.id });
  await api.app.jobs.runDue(IMPORT_JOB);
  expect((await feeds())[0].attributes).toMatchObject({ status: 'synchronized', error: null });

  const health = (await api.app.inject({ method: 'GET', url: '/api/v1/householder/channel_health', headers: auth })).json().data.attributes;
  expect(health.cards).toEqual([expect.objectContaining({ channel: 'Booking.com' })]);
  expect(health.cards[0].apartments).toBeGreaterThan(1);
  expect(health.channels.every((c: { lastReadAt: string | null; userAgent: string }) => c.lastReadAt !== null && c.userAgent === 'Booking.com iCal Fetcher/1.0')).toBe(true);
  // reads over the last two weeks carried changes; the newest stay booked here waits for Booking.com
  expect(health.chart.reduce((n: number, d: { seen: number }) => n + d.seen, 0)).toBeGreaterThan(0);
  const waiting = health.channels.flatMap((c: { pending: Array<{ kind: string }> }) => c.pending);
  expect(waiting).toEqual([expect.objectContaining({ kind: 'new_stay', label: 'Nowa rezerwacja' })]);
}, 120_000);
