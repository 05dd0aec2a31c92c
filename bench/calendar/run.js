#!/usr/bin/env node
// Benchmark of the calendar against PostgreSQL: 1,000 apartments, 100,000 reservations and blocks and a year of day
// prices of one account. The window request (GET /api/v1/householder/calendar, 21 days × 1,000 apartments) driven
// by autocannon at 10 connections over windows in rotation, the same windows' SQL straight through the API's own
// service, then, in Chromium, the screen: first rows painted, the grid's render after the data arrives, a 3-day
// shift and the DOM's size.
//
//   BENCH_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/test
//   BENCH_SCHEMA        default bench_calendar (dropped and seeded again unless BENCH_REUSE=1)
//   BENCH_DURATION      seconds per phase, default 20
//   BENCH_CONNECTIONS   default 10
//   BENCH_POOL          database connections of each side, default 20 (the API's default pool)
//   BENCH_BROWSER       0 skips the Chromium phase (it needs the apps built: npm run build)
/* global document, window, requestAnimationFrame -- the callbacks given to page.evaluate and waitForFunction run in the page */
const path = require('node:path');
const fs = require('node:fs');
const { execFileSync, fork } = require('node:child_process');
const autocannon = require('autocannon');

const root = path.join(__dirname, '..', '..');
const URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = process.env.BENCH_SCHEMA || 'bench_calendar';
const DURATION = Number(process.env.BENCH_DURATION || 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const POOL = Number(process.env.BENCH_POOL || 20);
const APARTMENTS = 1000;
const PER_APARTMENT = 100;
const PASSWORD = 'bench-kalendarz-1';
const dist = path.join(root, 'api', 'dist');

const iso = (d) => d.toISOString().slice(0, 10);
function monday(offsetDays = 0) {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + offsetDays - ((d.getUTCDay() + 6) % 7));
  return iso(d);
}
const shift = (day, n) => iso(new Date(Date.parse(day) + n * 86_400_000));
/** Windows a receptionist looks at: this week and the next ones, each Monday and the 3-day shifts after it. */
const STARTS = [0, 7, 14, 21, 28, 35].flatMap((w) => [0, 3, 6].map((s) => shift(monday(w), s)));
const pathOf = (from) => `/api/v1/householder/calendar?from=${from}&days=21`;

function build() {
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', path.join(root, 'api')], { stdio: 'inherit' });
}

async function seed(db) {
  const { migrate } = require(path.join(dist, 'db', 'migrate.js'));
  const { createAccount } = require(path.join(dist, 'db', 'seed', 'index.js'));
  const { hashPassword } = require(path.join(dist, 'lib', 'passwords.js'));
  await db.query('create extension if not exists btree_gist with schema public');
  await db.query('create extension if not exists pg_trgm with schema public');
  await migrate(db);
  const accountId = await createAccount(db, { name: 'Benchmark', email: 'bench-calendar@gospodarz.pl', passwordHash: await hashPassword(PASSWORD) });
  const started = Date.now();
  await db.query(
    `insert into accommodations (account_id, name, city, street, house_number)
     select $1, 'Obiekt ' || lpad(g::text, 3, '0'), (array['Gdańsk','Sopot','Kraków','Zakopane','Wrocław'])[1 + g % 5], 'Długa', g::text
       from generate_series(1, $2::int / 10) g`,
    [accountId, APARTMENTS],
  );
  await db.query(
    `insert into apartments (account_id, accommodation_id, position, name, guest_number)
     select $1, ac.id, s, 'Apartament ' || lpad(((row_number() over (order by ac.name, s)))::text, 4, '0'), 2 + s % 4
       from accommodations ac cross join generate_series(0, 9) s where ac.account_id = $1`,
    [accountId],
  );
  await db.query(
    `insert into apartment_prices (account_id, apartment_id, position, guest_count, base_price)
     select $1, a.id, t.p, t.guests, 150 + t.p * 100 from apartments a cross join (values (0, 2), (1, 4), (2, 6)) t(p, guests) where a.account_id = $1`,
    [accountId],
  );
  // a year of day prices from this week's Monday: dearer at weekends
  await db.query(
    `insert into day_prices (apartment_id, day, account_id, price_1_2, price_3_4, price_5)
     select a.id, d::date, $1, 200 + (extract(isodow from d) >= 5)::int * 60, 300, 400
       from apartments a, generate_series($2::date, $2::date + 364, interval '1 day') d where a.account_id = $1`,
    [accountId, monday()],
  );
  // 100 stays per apartment, one per 7-day slot around today (every tenth a block, every tenth cancelled)
  await db.query(
    `with a as (select id, row_number() over (order by name) as n from apartments where account_id = $1),
          s as (select a.id as apartment_id, a.n, k, ($3::date - 350 + k * 7 + ((a.n + k) % 3)::int) as from_date, 1 + ((a.n * 7 + k) % 4)::int as nights
                  from a cross join generate_series(0, $2::int - 1) k)
     insert into reservations (account_id, apartment_id, kind, from_date, to_date, status, payment_status, full_name, price_per_night, total_price, source, comments)
     select $1, s.apartment_id, case when (s.n + s.k) % 10 = 3 then 'block' else 'reservation' end, s.from_date, s.from_date + s.nights,
            case when (s.n + s.k) % 10 = 7 then 'canceled' when (s.n + s.k) % 10 = 5 then 'new' else 'confirmed' end,
            (array['paid','partly_paid','unpaid'])[1 + ((s.n * 3 + s.k) % 3)::int],
            (array['Jan Kowalski','Anna Nowak','Piotr Wiśniewski','Maria Wójcik','Tomasz Kamiński','Ewa Lewandowska'])[1 + ((s.n + s.k * 5) % 6)::int],
            200, 200 * s.nights, (array['booking','airbnb','website','phone','email'])[1 + ((s.n + s.k * 7) % 5)::int],
            case when (s.n + s.k) % 10 = 3 then 'Remont' else '' end
       from s`,
    [accountId, PER_APARTMENT, monday()],
  );
  for (const table of ['reservations', 'apartments', 'day_prices', 'apartment_prices', 'accommodations']) await db.query(`vacuum analyze ${table}`);
  const [{ count }] = await db.query(`select count(*)::int as count from reservations where account_id = $1`, [accountId]);
  console.log(`seeded ${APARTMENTS} apartments, ${count} reservations and blocks, a year of day prices in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return accountId;
}

async function prepare() {
  const { openPostgres } = require(path.join(dist, 'db', 'postgres.js'));
  const admin = await openPostgres(URL, {});
  if (process.env.BENCH_REUSE !== '1') await admin.query(`drop schema if exists "${SCHEMA}" cascade`);
  await admin.close();
  const db = await openPostgres(URL, { schema: SCHEMA, max: POOL });
  const existing = await db.query(`select to_regclass('reservations') as t`);
  let accountId;
  if (existing[0].t) {
    [{ account_id: accountId }] = await db.query(`select account_id from users where email = 'bench-calendar@gospodarz.pl'`);
    const { migrate } = require(path.join(dist, 'db', 'migrate.js'));
    const applied = await migrate(db);
    console.log(`reusing the seeded schema${applied.length ? ` (migrations applied now: ${applied.join(', ')})` : ''}`);
  } else {
    accountId = await seed(db);
  }
  const [{ id: userId }] = await db.query('select id from users where account_id = $1', [accountId]);
  const { openSession } = require(path.join(dist, 'modules', 'session', 'service.js'));
  const token = await openSession(db, userId);
  return { db, accountId, userId, token };
}

function startApi(apps) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'server.js'), [], {
      env: { ...process.env, BENCH_DATABASE_URL: URL, BENCH_SCHEMA: SCHEMA, BENCH_POOL: String(POOL), BENCH_APPS: apps ? '1' : '0' },
    });
    child.once('message', ({ port }) => resolve({ child, port }));
    child.once('exit', (code) => reject(new Error(`API exited with ${code}`)));
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function driveApi(port, token, seconds, paths) {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, count: result.requests.total, errors: result.errors + result.non2xx };
}

/** The same windows through the API's own service and pg, none kept, CONNECTIONS at a time: the SQL, the assembling and the JSON, no HTTP. */
async function rawService(db, scope, seconds) {
  const { calendarWindowJson } = require(path.join(dist, 'modules', 'calendar', 'window.js'));
  const latencies = [];
  const end = Date.now() + seconds * 1000;
  let next = 0;
  async function worker() {
    while (Date.now() < end) {
      const t = process.hrtime.bigint();
      await calendarWindowJson(db, scope, { from: STARTS[next++ % STARTS.length], days: 21 });
      latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / ((Date.now() - started) / 1000), p50: percentile(latencies, 50), p99: percentile(latencies, 99), count: latencies.length };
}

/** In Chromium: the calendar opened signed in, its first rows, the render after the data, a 3-day shift, the DOM. */
async function browserPhase(port, token) {
  const { chromium } = require('playwright-core');
  const base = `http://127.0.0.1:${port}`;
  const me = await (await fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } })).json();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const runs = [];
  try {
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${base}/remotes.json`);
      await page.evaluate(([t, u]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', JSON.stringify(u));
      }, [token, me.data]);
      const start = monday(14);
      await page.goto(`${base}/front-desk/calendar?from=${start}`);
      // the moment the first apartment rows are on screen, in the page's own clock (0 = navigation start)
      const painted = await page.waitForFunction(
        () => (document.querySelector('[data-testid="stay-bar"]') ? new Promise((r) => requestAnimationFrame(() => r(performance.now()))) : null),
        null,
        { polling: 'raf', timeout: 30_000 },
      );
      const firstRows = await painted.jsonValue();
      const dataArrived = await page.evaluate(() => {
        const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/householder/calendar?'));
        return entry ? entry.responseEnd : null;
      });
      const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
      // a 3-day shift, measured as the click's interaction (Event Timing: input delay + handlers + next paint)
      await page.waitForFunction((days) => performance.getEntriesByType('resource').filter((e) => e.name.includes('/householder/calendar?')).length >= days, 3);
      await page.evaluate(() => {
        window.__shift = [];
        new PerformanceObserver((list) => window.__shift.push(...list.getEntries().map((e) => ({ name: e.name, duration: e.duration })))).observe({
          type: 'event',
          durationThreshold: 16,
          buffered: false,
        });
      });
      const before = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: 'Następne dni (o 3)' }).click();
      await page.waitForURL(`**/front-desk/calendar?from=${shift(start, 3)}`);
      const shown = await page.waitForFunction(
        (day) => ([...document.querySelectorAll('[role="columnheader"]')].some((h) => h.getAttribute('aria-label') === day) ? performance.now() : null),
        `${shift(start, 23).slice(8, 10)}.${shift(start, 23).slice(5, 7)}.${shift(start, 23).slice(0, 4)}`,
        { polling: 'raf' },
      );
      const shownAt = await shown.jsonValue();
      await page.waitForTimeout(300);
      const events = await page.evaluate(() => window.__shift);
      const clickEvents = events.filter((e) => ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click'].includes(e.name));
      const interaction = clickEvents.length ? Math.max(...clickEvents.map((e) => e.duration)) : 0;
      runs.push({
        firstRows: Math.round(firstRows),
        render: dataArrived === null ? null : Math.round(firstRows - dataArrived),
        shift: interaction,
        shiftToHeader: Math.round(shownAt - before),
        dom,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return runs;
}

async function main() {
  console.log('building the API…');
  build();
  const { db, accountId, userId, token } = await prepare();
  const apps = process.env.BENCH_BROWSER !== '0' && fs.existsSync(path.join(root, 'host', 'dist')) && fs.existsSync(path.join(root, 'mfe-front-desk', 'dist'));
  const { child, port } = await startApi(apps);
  try {
    const sample = await (await fetch(`http://127.0.0.1:${port}${pathOf(STARTS[0])}`, { headers: { authorization: `Bearer ${token}` } })).json();
    const w = sample.data.attributes;
    console.log(`a window: ${w.apartments.length} apartments × ${w.days.length} days, ${w.stays.length} stays, ${w.blocks.length} blocks, ${w.warnings.length} warnings, ${JSON.stringify(sample).length} bytes of JSON`);
    const paths = STARTS.map(pathOf);
    console.log('warming up…');
    await driveApi(port, token, 3, paths);
    console.log(`measuring ${DURATION} s each, ${CONNECTIONS} connections, database pool ${POOL} per side…`);
    const api = await driveApi(port, token, DURATION, paths);
    const scope = { accountId, userId, sessionId: '', owner: true, permissions: [], apartmentIds: null };
    const raw = await rawService(db, scope, DURATION);
    const row = (name, r) => `${name.padEnd(44)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`;
    console.log(`\n${''.padEnd(44)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
    console.log(row('API, window 21 days × 1,000 apartments', api));
    console.log(row('the service, windows not kept (no HTTP)', raw));
    console.log(`errors or non-2xx: ${api.errors}; target p99 ≤ 100 ms: ${api.p99 <= 100 ? 'met' : 'NOT met'}`);
    let browser = null;
    if (apps) {
      console.log('\nChromium, 5 runs (ms; shift = the click’s interaction duration, Event Timing):');
      browser = await browserPhase(port, token);
      console.table(browser);
    } else {
      console.log('\n(the browser phase needs host/dist and mfe-front-desk/dist: npm run build)');
    }
    console.log(JSON.stringify({ api, raw, browser }));
  } finally {
    child.disconnect();
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
