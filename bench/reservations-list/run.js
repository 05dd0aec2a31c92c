#!/usr/bin/env node
// Benchmark of GET /api/v1/householder/reservations against PostgreSQL: 1,000 apartments and 100,000
// reservations of one account, mixed filters and sorts, driven by autocannon (50 connections): the mix of list
// views (answered from the API's cache once computed), the mix while a reservation changes every second, and paging
// through pages the API has not kept; the same pages' SQL (built by the API's own query builder) is run straight
// through pg in the same run, so the ratio shows what HTTP, auth and serialisation cost on top of the database.
//
//   BENCH_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/test
//   BENCH_SCHEMA        default bench_reservations (dropped and seeded again unless BENCH_REUSE=1)
//   BENCH_DURATION      seconds per phase, default 20
//   BENCH_CONNECTIONS   default 50
//   BENCH_POOL          database connections of each side, default 20 (the API's default pool)
const path = require('node:path');
const { execFileSync, fork } = require('node:child_process');
const autocannon = require('autocannon');
const { writeResults } = require('../lib/results');

const root = path.join(__dirname, '..', '..');
const URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = process.env.BENCH_SCHEMA || 'bench_reservations';
const DURATION = Number(process.env.BENCH_DURATION || 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const POOL = Number(process.env.BENCH_POOL || 20);
const APARTMENTS = 1000;
const PER_APARTMENT = 100;

// The mix: what hosts do with the list (default view, paging deep, each filter, each common sort).
const QUERIES = [
  {},
  { page: '40', orderBy: 'fullName', orderSort: 'asc' },
  { statuses: 'confirmed|new', orderBy: 'from', orderSort: 'desc' },
  { fullName: 'kowal' },
  { guestAddress: 'krak', orderBy: 'createdAt', orderSort: 'desc' },
  { from: '03/01/2025', to: '03/31/2025' },
  { apartmentNames: 'Apartament 0007|Apartament 0420', orderBy: 'from', orderSort: 'asc' },
  { paymentStatus: 'not_paid|partialy_paid', orderBy: 'totalPrice', orderSort: 'desc' },
  { nightsCountFrom: '3', nightsCountTo: '4', pricePerNightFrom: '200', pricePerNightTo: '400' },
  { source: 'booking', orderBy: 'createdAt', orderSort: 'desc', page: '3' },
  { from: '06/01/2025', to: '06/07/2025', statuses: 'confirmed', orderBy: 'pricePerNight', orderSort: 'asc' },
  { fullName: 'anna nowak', paymentStatus: 'paid' },
];

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
  const accountId = await createAccount(db, { name: 'Benchmark', email: 'bench@gospodarz.pl', passwordHash: null });
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
  await db.query(
    `insert into apartment_prices (account_id, apartment_id, position, guest_count, base_price)
     select $1, a.id, t.p, t.guests, 150 + t.p * 100 from apartments a cross join (values (0, 2), (1, 4), (2, 6)) t(p, guests) where a.account_id = $1`,
    [accountId],
  );
  // 100 stays per apartment, one per 7-day slot, so none overlap; the values cycle through names, cities, statuses…
  await db.query(
    `with a as (select id, name, row_number() over (order by name) as n, (select city from accommodations ac where ac.id = apartments.accommodation_id) as city
                  from apartments where account_id = $1),
          s as (select a.id as apartment_id, a.n, k, a.city,
                       (date '2025-01-01' + k * 7 + ((a.n + k) % 3)::int) as from_date,
                       1 + ((a.n * 7 + k) % 4)::int as nights,
                       100 + ((a.n * 37 + k * 11) % 80) * 10 as price
                  from a cross join generate_series(0, $2::int - 1) k)
     insert into reservations (account_id, apartment_id, from_date, to_date, status, payment_status, full_name, email, phone_number,
                               guest_address, adults, children, price_per_night, total_price, apartment_address, source, created_at)
     select $1, s.apartment_id, s.from_date, s.from_date + s.nights,
            (array['confirmed','confirmed','confirmed','confirmed','confirmed','new','recent','canceled','no_show','confirmed'])[1 + ((s.n + s.k) % 10)::int],
            (array['paid','partly_paid','unpaid'])[1 + ((s.n * 3 + s.k) % 3)::int],
            f.first || ' ' || l.last,
            lower(translate(f.first || '.' || l.last, 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzACELNOSZZ')) || (s.n * 100 + s.k) || '@example.pl',
            '5' || lpad(((s.n * 7919 + s.k * 104729) % 100000000)::text, 8, '0'),
            (array['Warszawa','Kraków','Poznań','Gdańsk','Wrocław','Łódź','Lublin','Szczecin','Katowice','Berlin'])[1 + ((s.n * 5 + s.k * 3) % 10)::int],
            1 + (s.k % 4)::int, (s.n % 3)::int, s.price, s.price * s.nights, 'Długa ' || s.n || ', ' || s.city,
            (array['booking','airbnb','website','phone','email'])[1 + ((s.n + s.k * 7) % 5)::int],
            timestamptz '2024-06-01' + ((s.n * 13 + s.k * 17) % 600) * interval '1 day' + (s.n % 24) * interval '1 hour'
       from s
       cross join lateral (select (array['Jan','Anna','Piotr','Maria','Tomasz','Katarzyna','Paweł','Magdalena','Michał','Agnieszka','Krzysztof','Ewa'])[1 + ((s.n * 7 + s.k * 3) % 12)::int] as first) f
       cross join lateral (select (array['Kowalski','Nowak','Wiśniewski','Wójcik','Kowalczyk','Kamiński','Lewandowski','Zieliński','Szymański','Woźniak','Dąbrowski','Kozłowski','Jankowski','Mazur'])[1 + ((s.n * 11 + s.k * 5) % 14)::int] as last) l`,
    [accountId, PER_APARTMENT],
  );
  // what autovacuum does on a live database: statistics and the visibility map (index-only scans)
  await db.query('vacuum analyze reservations');
  await db.query('vacuum analyze apartments');
  const [{ count }] = await db.query(`select count(*)::int as count from reservations where account_id = $1`, [accountId]);
  console.log(`seeded ${APARTMENTS} apartments and ${count} reservations in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
    [{ account_id: accountId }] = await db.query(`select account_id from users where email = 'bench@gospodarz.pl'`);
    const { migrate } = require(path.join(dist, 'db', 'migrate.js'));
    const applied = await migrate(db);
    console.log(`reusing the seeded schema${applied.length ? ` (migrations applied now: ${applied.join(', ')})` : ''}`);
  } else {
    accountId = await seed(db);
  }
  const [{ id: userId }] = await db.query('select id from users where account_id = $1', [accountId]);
  const { openSession } = require(path.join(dist, 'modules', 'session', 'service.js'));
  const token = await openSession(db, userId);
  return { db, accountId, token };
}

function startApi() {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'server.js'), [], {
      env: { ...process.env, BENCH_DATABASE_URL: URL, BENCH_SCHEMA: SCHEMA, BENCH_POOL: String(POOL) },
    });
    child.once('message', ({ port }) => resolve({ child, port }));
    child.once('exit', (code) => reject(new Error(`API exited with ${code}`)));
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Pages the API has not kept: each query of the mix at pages 1–8 with 15–40 rows a page, 2,496 distinct pages
 * requested in rotation, more than the 2,000 the API keeps, so every request runs its page query (counts are kept).
 */
const PAGING = QUERIES.flatMap((q) =>
  Array.from({ length: 26 * 8 }, (_, i) => ({ ...q, perPage: String(15 + (i % 26)), page: String(1 + Math.floor(i / 26)) })),
);
const pathOf = (q) => `/api/v1/householder/reservations?${new URLSearchParams(q)}`;

/**
 * The SQL the API runs for a page it has not kept, straight through pg, CONNECTIONS at a time for DURATION seconds:
 * the API's own `searchReservations` (same query builder, page query and count), counts kept as the API keeps them.
 */
async function rawSql(db, accountId, seconds, queries) {
  const { searchReservations } = require(path.join(dist, 'modules', 'reservations', 'service.js'));
  const { ScopedCache } = require(path.join(dist, 'lib', 'scopedCache.js'));
  const live = () => true;
  const counts = new ScopedCache({ maxEntries: 5000, maxAgeMs: 3_600_000, isLive: live });
  // pages are never kept here: every call runs the page query
  const pages = { get: (_scope, _key, compute) => compute() };
  const latencies = [];
  const end = Date.now() + seconds * 1000;
  let next = 0;
  async function worker() {
    while (Date.now() < end) {
      const query = queries[next++ % queries.length];
      const t = process.hrtime.bigint();
      await searchReservations(db, { accountId, apartmentIds: null }, query, { pages, counts });
      latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), count: latencies.length };
}

async function driveApi(port, token, seconds, paths = QUERIES.map(pathOf)) {
  // one rotation through `paths` shared by all connections (autocannon's own `requests` would walk each connection
  // through the same sequence side by side, and the later ones would find the page the first one just computed)
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    count: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

/** A receptionist at work: one reservation changed every `everyMs` through the API while the list is read. */
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

async function checkAnswers(port, token) {
  for (const q of QUERIES) {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/householder/reservations?${new URLSearchParams(q)}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${JSON.stringify(q)} → ${res.status} ${JSON.stringify(body)}`);
    console.log(`  ${JSON.stringify(q).padEnd(100)} ${String(body.pagination.count).padStart(6)} rows`);
  }
}

async function main() {
  console.log('building the API…');
  build();
  const { db, accountId, token } = await prepare();
  const { child, port } = await startApi();
  try {
    console.log('the query mix (matching rows):');
    await checkAnswers(port, token);
    const [{ id: reservationId }] = await db.query(`select id from reservations where account_id = $1 order by from_date desc limit 1`, [accountId]);
    console.log(`warming up…`);
    await driveApi(port, token, 3);
    await rawSql(db, accountId, 3, PAGING);
    console.log(`measuring ${DURATION} s each, ${CONNECTIONS} connections, database pool ${POOL} per side…`);
    // 1. the list views of the mix, again and again: answered from the API's cache once computed
    const mix = await driveApi(port, token, DURATION);
    // 2. the same while a reservation changes every second: each change empties the account's cache
    const stopWriting = keepWriting(port, token, reservationId, 1000);
    const mixWrites = await driveApi(port, token, DURATION);
    const writes = stopWriting();
    // 3. paging deep through every list of the mix: pages never seen before, so each request runs the page query
    const paging = await driveApi(port, token, DURATION, PAGING.map(pathOf));
    // 4. the same pages, the same SQL straight through pg
    const raw = await rawSql(db, accountId, DURATION, PAGING);
    // the floor of this machine: the cheapest authenticated endpoint (session and one row)
    const floor = await driveApi(port, token, Math.min(DURATION, 10), ['/api/v1/me']);
    const row = (name, r) => `${name.padEnd(38)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`;
    console.log(`\n${''.padEnd(38)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
    console.log(row('API, the mix of list views', mix));
    console.log(row(`API, the mix, ${writes} writes (1/s)`, mixWrites));
    console.log(row('API, paging (pages not kept)', paging));
    console.log(row('raw SQL, the same pages (pg)', raw));
    console.log(row('GET /me (floor)', floor));
    const ratio = paging.rps / raw.rps;
    const errors = mix.errors + mixWrites.errors + paging.errors;
    console.log(`\nAPI paging / raw SQL: ${(ratio * 100).toFixed(0)} % of the raw req/s; errors or non-2xx: ${errors}`);
    console.log(
      `targets: p99 ≤ 25 ms ${mix.p99 <= 25 ? 'met' : 'NOT met'} for the mix (${mixWrites.p99 <= 25 ? 'met' : 'not met'} with writes, ` +
        `${paging.p99 <= 25 ? 'met' : 'not met'} paging); ≥ 50 % of raw SQL ${ratio >= 0.5 ? 'met' : 'NOT met'}`,
    );
    writeResults(__dirname, { mix, mixWrites, writes, paging, raw, floor, ratio: Number(ratio.toFixed(3)) });
  } finally {
    child.disconnect();
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
