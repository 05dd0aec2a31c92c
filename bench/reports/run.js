#!/usr/bin/env node
// Benchmark of the five reports and the desktop summary against PostgreSQL: 1,000 apartments and 100,000
// reservations of one account over the last 24 months, driven by autocannon (10 connections):
//   1. every report at 24 months (with and without the year-earlier overlay) and the desktop, in rotation: the
//      reports are kept in the API's memory once computed, the desktop is computed on every request;
//   2. the same while one reservation changes every second (each change drops the account's kept reports);
//   3. every report computed on each call: the API's own computeReport straight through pg, 10 at a time;
//   4. the desktop alone.
//
//   BENCH_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/test
//   BENCH_SCHEMA        default bench_reports (dropped and seeded again unless BENCH_REUSE=1)
//   BENCH_DURATION      seconds per phase, default 20
//   BENCH_CONNECTIONS   default 10
//   BENCH_POOL          database connections of the API, default 20
const path = require('node:path');
const { execFileSync, fork } = require('node:child_process');
const autocannon = require('autocannon');
const { writeResults } = require('../lib/results');

const root = path.join(__dirname, '..', '..');
const URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = process.env.BENCH_SCHEMA || 'bench_reports';
const DURATION = Number(process.env.BENCH_DURATION || 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const POOL = Number(process.env.BENCH_POOL || 20);
const APARTMENTS = 1000;
const PER_APARTMENT = 100;
const TARGET_P99 = 300;

const REPORTS = ['reservation_vs_income', 'reservation_vs_price', 'reservation_source', 'most_profitable_days', 'occupancy'];
const dist = path.join(root, 'api', 'dist');

function build() {
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', path.join(root, 'api')], { stdio: 'inherit' });
}

async function seed(db) {
  const { migrate } = require(path.join(dist, 'db', 'migrate.js'));
  const { createAccount } = require(path.join(dist, 'db', 'seed', 'index.js'));
  await db.query('create extension if not exists btree_gist with schema public');
  await db.query('create extension if not exists pg_trgm with schema public');
  await migrate(db);
  const accountId = await createAccount(db, { name: 'Benchmark raportów', email: 'bench-reports@gospodarz.pl', passwordHash: null });
  const started = Date.now();
  await db.query(
    `insert into accommodations (account_id, name, city, street, house_number)
     select $1, 'Obiekt ' || lpad(g::text, 3, '0'), (array['Gdańsk','Sopot','Kraków','Zakopane','Wrocław'])[1 + g % 5], 'Długa', g::text
       from generate_series(1, $2::int / 10) g`,
    [accountId, APARTMENTS],
  );
  await db.query(
    `insert into apartments (account_id, accommodation_id, position, name)
     select $1, ac.id, s, 'Apartament ' || lpad(((row_number() over (order by ac.name, s)))::text, 4, '0')
       from accommodations ac cross join generate_series(0, 9) s where ac.account_id = $1`,
    [accountId],
  );
  // 100 stays per apartment over the last 24 months, one per 7-day slot (none overlap), 1 to 6 nights (many across
  // a month's end), summer dearer, a tenth cancelled, one in 25 a block, five sources
  await db.query(
    `with a as (select id, row_number() over (order by name) as n from apartments where account_id = $1),
          s as (select a.id as apartment_id, a.n, k, (current_date - 728 + k * 7 + ((a.n + k) % 2)::int) as from_date,
                       1 + ((a.n * 7 + k) % 6)::int as nights
                  from a cross join generate_series(0, $2::int - 1) k)
     insert into reservations (account_id, apartment_id, kind, from_date, to_date, status, payment_status, full_name, adults,
                               price_per_night, total_price, source, created_at)
     select $1, s.apartment_id, case when (s.n + s.k) % 25 = 0 then 'block' else 'reservation' end, s.from_date, s.from_date + s.nights,
            case when (s.n * 3 + s.k) % 10 = 0 then 'canceled' else 'confirmed' end, 'paid', 'Gość ' || s.n || '-' || s.k, 2,
            p.price, p.price * s.nights,
            (array['booking','airbnb','website','phone','email'])[1 + ((s.n + s.k * 7) % 5)::int],
            s.from_date - 20 * interval '1 day'
       from s cross join lateral (select (150 + (s.n % 20) * 10) * case when extract(month from s.from_date) in (7, 8) then 1.4 else 1 end as price) p`,
    [accountId, PER_APARTMENT],
  );
  await db.query('vacuum analyze reservations');
  await db.query('vacuum analyze apartments');
  const [{ count }] = await db.query(`select count(*)::int as count from reservations where account_id = $1`, [accountId]);
  console.log(`seeded ${APARTMENTS} apartments and ${count} stays over 24 months in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
    [{ account_id: accountId }] = await db.query(`select account_id from users where email = 'bench-reports@gospodarz.pl'`);
    const { migrate } = require(path.join(dist, 'db', 'migrate.js'));
    await migrate(db);
    console.log('reusing the seeded schema');
  } else {
    accountId = await seed(db);
  }
  const [{ id: userId }] = await db.query('select id from users where account_id = $1', [accountId]);
  const { openSession } = require(path.join(dist, 'modules', 'session', 'service.js'));
  return { db, accountId, userId, token: await openSession(db, userId) };
}

function startApi() {
  return new Promise((resolve, reject) => {
    // the API in its own process, as bench/reservations-list starts it
    const child = fork(path.join(__dirname, '..', 'reservations-list', 'server.js'), [], {
      env: { ...process.env, BENCH_DATABASE_URL: URL, BENCH_SCHEMA: SCHEMA, BENCH_POOL: String(POOL) },
    });
    child.once('message', ({ port }) => resolve({ child, port }));
    child.once('exit', (code) => reject(new Error(`API exited with ${code}`)));
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const MIX = [
  ...REPORTS.flatMap((r) => [`/api/v1/householder/reports/${r}?period=4`, `/api/v1/householder/reports/${r}?period=4&compare=true`]),
  '/api/v1/householder/desktop',
];

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

/** Each report at 24 months computed on every call: the API's computeReport through pg, CONNECTIONS at a time. */
async function computed(db, accountId, userId, seconds) {
  const { computeReport } = require(path.join(dist, 'modules', 'reports', 'service.js'));
  const scope = { accountId, userId, sessionId: '', owner: true, permissions: [], apartmentIds: null };
  const names = REPORTS.map((r) => r.replaceAll('_', '-'));
  const latencies = [];
  const perReport = Object.fromEntries(names.map((n) => [n, []]));
  const end = Date.now() + seconds * 1000;
  let next = 0;
  async function worker() {
    while (Date.now() < end) {
      const name = names[next++ % names.length];
      const t = process.hrtime.bigint();
      await computeReport(db, scope, name, { period: 4 });
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      latencies.push(ms);
      perReport[name].push(ms);
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const each = Object.fromEntries(
    Object.entries(perReport).map(([n, l]) => {
      l.sort((a, b) => a - b);
      return [n, { p50: percentile(l, 50), p99: percentile(l, 99) }];
    }),
  );
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), count: latencies.length, each };
}

function keepWriting(port, token, reservationId, everyMs) {
  let n = 0;
  const timer = setInterval(() => {
    n += 1;
    fetch(`http://127.0.0.1:${port}/api/v1/householder/reservations/${reservationId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reservation: { comments: `zmiana ${n}` } }),
    }).then((res) => {
      if (!res.ok) console.error(`write ${n}: ${res.status}`);
    });
  }, everyMs);
  return () => {
    clearInterval(timer);
    return n;
  };
}

async function main() {
  console.log('building the API…');
  build();
  const { db, accountId, userId, token } = await prepare();
  const { child, port } = await startApi();
  try {
    for (const p of MIX) {
      const res = await fetch(`http://127.0.0.1:${port}${p}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`${p} → ${res.status} ${await res.text()}`);
    }
    const [{ id: reservationId }] = await db.query(`select id from reservations where account_id = $1 and kind = 'reservation' order by from_date desc limit 1`, [accountId]);
    console.log(`measuring ${DURATION} s each, ${CONNECTIONS} connections…`);
    const mix = await driveApi(port, token, DURATION, MIX);
    const stopWriting = keepWriting(port, token, reservationId, 1000);
    const mixWrites = await driveApi(port, token, DURATION, MIX);
    const writes = stopWriting();
    const raw = await computed(db, accountId, userId, DURATION);
    const desk = await driveApi(port, token, DURATION, ['/api/v1/householder/desktop']);
    const row = (name, r) => `${name.padEnd(52)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`;
    console.log(`\n${''.padEnd(52)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
    console.log(row('API: 5 reports × 24 months (± overlay) + desktop', mix));
    console.log(row(`API: the same, ${writes} writes (1/s)`, mixWrites));
    console.log(row('each report computed on every call (pg)', raw));
    for (const [name, r] of Object.entries(raw.each)) console.log(`   ${name.padEnd(49)} ${''.padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`);
    console.log(row('API: GET /householder/desktop', desk));
    const worst = Math.max(mix.p99, mixWrites.p99, desk.p99);
    console.log(`\nerrors or non-2xx: ${mix.errors + mixWrites.errors + desk.errors}; target p99 ≤ ${TARGET_P99} ms through the API: ${worst <= TARGET_P99 ? 'met' : 'NOT met'}` +
      `; computed on every call: ${raw.p99 <= TARGET_P99 ? 'met' : 'NOT met'}`);
    writeResults(__dirname, { mix, mixWrites, writes, raw, desk });
  } finally {
    child.disconnect();
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
