#!/usr/bin/env node
// Benchmark of channel imports (issue 36): 1,000 calendar feeds of one account (100 apartments × 10 channels) read
// by runs of the job (`ical.poll` queues the feeds due, `ical.import` reads each) against a local feed server that
// answers conditional requests (ETag / If-None-Match, 304 when unchanged), as Booking.com's and Airbnb's servers do.
//
//   1. the first run: every feed read in full (200, 5 events each) and its stays written;
//   2. the run 5 minutes later: every feed due again, 2 % of them changed (one event more), the rest answer 304.
//
// Target: the second run (the one that repeats every 5 minutes) under a minute for the 1,000 feeds.
//
//   BENCH_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/test
//   BENCH_SCHEMA        default bench_channel_import (dropped and made again)
//   BENCH_FEEDS         default 1000
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { buildApi, dist } = require('../lib/api');
const { writeResults } = require('../lib/results');

const FEEDS = Number(process.env.BENCH_FEEDS || 1000);
const PER_APARTMENT = 10;
const url = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const schema = process.env.BENCH_SCHEMA || 'bench_channel_import';

const pad = (n) => String(n).padStart(2, '0');
function day(offset) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}
/** Feed `i`, version `v`: 5 stays (6 with v > 1), spread so that the apartment's channels do not overlap. */
function feedText(i, v) {
  const slot = i % PER_APARTMENT;
  const events = [];
  for (let k = 0; k < 5 + (v > 1 ? 1 : 0); k++) {
    const from = 10 + k * 60 + slot * 5;
    events.push('BEGIN:VEVENT', `UID:bench-${i}-${k}@channel.example`, `DTSTART;VALUE=DATE:${day(from)}`, `DTEND;VALUE=DATE:${day(from + 2)}`, 'SUMMARY:Reserved', 'END:VEVENT');
  }
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bench//PL', ...events, 'END:VCALENDAR', ''].join('\r\n');
}

async function main() {
  buildApi();
  const { openPostgres } = require(path.join(dist, 'db', 'postgres.js'));
  const { loadConfig } = require(path.join(dist, 'config.js'));
  const { buildServer } = require(path.join(dist, 'server.js'));
  // the job names live in the module's jobs.js (routes.js before the module was split)
  const channelSync = path.join(dist, 'modules', 'channel-sync');
  const { POLL_JOB, IMPORT_JOB } = require(path.join(channelSync, fs.existsSync(path.join(channelSync, 'jobs.js')) ? 'jobs.js' : 'routes.js'));

  // the channels' server: an ETag per feed version, 304 to it
  const versions = new Map();
  const answered = { 200: 0, 304: 0 };
  const server = http.createServer((req, res) => {
    const i = Number(/\/feed\/(\d+)\.ics/.exec(req.url ?? '')?.[1]);
    const v = versions.get(i) ?? 1;
    const etag = `"f${i}-v${v}"`;
    if (req.headers['if-none-match'] === etag) {
      answered[304]++;
      return res.writeHead(304, { etag }).end();
    }
    answered[200]++;
    res.writeHead(200, { 'content-type': 'text/calendar', etag }).end(feedText(i, v));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const feedBase = `http://127.0.0.1:${server.address().port}`;

  const admin = await openPostgres(url, { max: 2 });
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.close();
  const db = await openPostgres(url, { schema, max: 20 });
  const { migrate } = require(path.join(dist, 'db', 'migrate.js'));
  await db.query('create extension if not exists btree_gist with schema public');
  await db.query('create extension if not exists pg_trgm with schema public');
  await migrate(db);
  const config = { ...loadConfig({ LOG_LEVEL: 'warn', NODE_ENV: 'production', ICAL_ALLOW_PRIVATE_NETWORK: 'true', APPS_DIR: '', JOB_WORKERS: 'false' }), redisUrl: null, jobWorkers: false };
  const app = await buildServer({ config, db, ownsDb: true, logger: false });
  await app.ready();

  // one account, 100 apartments, 10 feeds each (as the wizard enters them: the apartment's settings)
  const [{ id: accountId }] = await db.query(`insert into accounts (name) values ('Bench: kanały') returning id`);
  for (let a = 0; a < FEEDS / PER_APARTMENT; a++) {
    const [{ id: listing }] = await db.query(
      `insert into accommodations (account_id, name, city, zip_code, street, house_number) values ($1, $2, 'Gdańsk', '00-001', 'Długa', '1') returning id`,
      [accountId, `Obiekt ${a}`],
    );
    const imports = Array.from({ length: PER_APARTMENT }, (_, c) => ({ name: `Kanał ${c}`, system: 'iCal', url: `${feedBase}/feed/${a * PER_APARTMENT + c}.ics` }));
    await db.query(
      `insert into apartments (account_id, accommodation_id, name, guest_number, settings) values ($1, $2, $3, 2, jsonb_build_object('calendarSynchronization', jsonb_build_object('imports', $4::jsonb)))`,
      [accountId, listing, `Apartament ${a}`, JSON.stringify(imports)],
    );
  }

  /** One run of the job: the poll queues the feeds due, the import job reads them (as the job runner does). */
  async function run() {
    const started = Date.now();
    await app.jobs.send(POLL_JOB, {});
    await app.jobs.runDue(POLL_JOB);
    const pollMs = Date.now() - started;
    let imported = 0;
    for (let n; (n = await app.jobs.runDue(IMPORT_JOB)) > 0; ) imported += n;
    return { ms: Date.now() - started, pollMs, imported };
  }
  const reset = () => Object.assign(answered, { 200: 0, 304: 0 });

  // the poll places feeds never read at once (their first read): every feed is due
  const first = await run();
  const firstAnswers = { ...answered };
  const [{ stays }] = await db.query(`select count(*)::int as stays from reservations where account_id = $1 and kind = 'channel'`, [accountId]);

  // 5 minutes later: every feed due again, 2 % changed
  reset();
  for (let i = 0; i < FEEDS; i += 50) versions.set(i, 2);
  await db.query(`update calendar_feeds set next_import_at = now() - interval '1 second'`);
  const second = await run();
  const secondAnswers = { ...answered };
  const [{ after }] = await db.query(`select count(*)::int as after from reservations where account_id = $1 and kind = 'channel'`, [accountId]);
  const timing = await db.query(
    `select percentile_disc(0.5) within group (order by last_duration_ms) as p50, percentile_disc(0.99) within group (order by last_duration_ms) as p99,
            count(*) filter (where last_not_modified)::int as not_modified from calendar_feeds`,
  );

  const line = (label, r, answers) => `| ${label} | ${r.imported} | ${(r.ms / 1000).toFixed(1)} s (the poll ${(r.pollMs / 1000).toFixed(1)} s) | ${answers[200]} × 200, ${answers[304]} × 304 |`;
  console.log(`\nchannel imports, ${FEEDS} feeds (${FEEDS / PER_APARTMENT} apartments × ${PER_APARTMENT}), PostgreSQL\n`);
  console.log('| run | feeds read | time | answers |');
  console.log('|---|---|---|---|');
  console.log(line('first (every feed in full)', first, firstAnswers));
  console.log(line('5 minutes later (2 % changed)', second, secondAnswers));
  console.log(`\nstays written: ${stays} on the first run, ${after} after the second (${after - stays} new)`);
  console.log(`per-feed read time on the second run: p50 ${timing[0].p50} ms, p99 ${timing[0].p99} ms; answered 304: ${timing[0].not_modified}`);
  console.log(`target: the first and the repeated run each under 60 s: first ${first.ms < 60_000 ? 'met' : 'NOT met'}, repeated ${second.ms < 60_000 ? 'met' : 'NOT met'}\n`);
  writeResults(__dirname, { feeds: FEEDS, first: { ...first, answers: firstAnswers }, second: { ...second, answers: secondAnswers }, staysFirst: stays, staysAfter: after, perFeedSecondRun: timing[0] });

  await app.close();
  server.close();
  if (second.ms >= 60_000) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
