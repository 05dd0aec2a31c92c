#!/usr/bin/env node
// Benchmark of the calendar against PostgreSQL: 1,000 apartments, 100,000 reservations and blocks and a year of day
// prices of one account (../lib/account.js). The window request (GET /api/v1/householder/calendar, 21 days × 1,000
// apartments) driven by autocannon at 10 connections over windows in rotation, the same windows' SQL straight
// through the API's own service, then, in Chromium, the screen: first rows painted, the grid's render after the
// data arrives, a 3-day shift and the DOM's size.
//
//   BENCH_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/test
//   BENCH_SCHEMA        default bench_calendar (dropped and seeded again unless BENCH_REUSE=1)
//   BENCH_DURATION      seconds per phase, default 20
//   BENCH_CONNECTIONS   default 10
//   BENCH_POOL          database connections of each side, default 20 (the API's default pool)
//   BENCH_BROWSER       0 skips the Chromium phase (it needs the apps built: npm run build)
/* global document */
const path = require('node:path');
const { dist, settings, buildApi, startApi, driveApi, timeCalls, HEADER, row } = require('../lib/api');
const { monday, shift, polish, prepareAccount } = require('../lib/account');
const { appsBuilt, launchChromium, signedInPage, paintedAt, responseEnd, clickInteraction } = require('../lib/browser');
const { writeResults } = require('../lib/results');

const config = settings({ schema: 'bench_calendar' });
const ACCOUNT = { email: 'bench-calendar@gospodarz.pl', password: 'bench-kalendarz-1' };

/** Windows a receptionist looks at: this week and the next ones, each Monday and the 3-day shifts after it. */
const STARTS = [0, 7, 14, 21, 28, 35].flatMap((w) => [0, 3, 6].map((s) => shift(monday(w), s)));
const pathOf = (from) => `/api/v1/householder/calendar?from=${from}&days=21`;

/** In Chromium: the calendar opened signed in, its first rows, the render after the data, a 3-day shift, the DOM. */
async function browserPhase(port, token) {
  const base = `http://127.0.0.1:${port}`;
  const browser = await launchChromium();
  const runs = [];
  try {
    for (let i = 0; i < 5; i++) {
      const { context, page } = await signedInPage(browser, base, token);
      const start = monday(14);
      await page.goto(`${base}/front-desk/calendar?from=${start}`);
      const firstRows = await paintedAt(page, '[data-testid="stay-bar"]');
      // the window's answer handed to the page (the saga's mark); it may have arrived earlier, asked for ahead of the
      // page's code
      const dataArrived = (await page.evaluate(() => performance.getEntriesByName('calendar:window-loaded')[0]?.startTime ?? null)) ?? (await responseEnd(page, '/householder/calendar?'));
      const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
      // the windows 3 days either side are fetched ahead: the shift is measured once they are in
      await page.waitForFunction((n) => performance.getEntriesByType('resource').filter((e) => e.name.includes('/householder/calendar?')).length >= n, 3);
      const lastDay = polish(shift(start, 23));
      const { interaction, untilShown } = await clickInteraction(page, async () => {
        await page.getByRole('button', { name: 'Następne dni (o 3)' }).click();
        await page.waitForURL(`**/front-desk/calendar?from=${shift(start, 3)}`);
        const shown = await page.waitForFunction(
          (day) => ([...document.querySelectorAll('[role="columnheader"]')].some((h) => h.getAttribute('aria-label') === day) ? performance.now() : null),
          lastDay,
          { polling: 'raf' },
        );
        return shown.jsonValue();
      });
      runs.push({
        firstRows: Math.round(firstRows),
        render: dataArrived === null ? null : Math.round(firstRows - dataArrived),
        shift: interaction,
        shiftToHeader: untilShown,
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
  buildApi();
  const { db, token, scope } = await prepareAccount(config, ACCOUNT);
  const apps = process.env.BENCH_BROWSER !== '0' && appsBuilt();
  const { child, port } = await startApi(config, { apps });
  try {
    const sample = await (await fetch(`http://127.0.0.1:${port}${pathOf(STARTS[0])}`, { headers: { authorization: `Bearer ${token}` } })).json();
    const w = sample.data.attributes;
    console.log(`a window: ${w.apartments.length} apartments × ${w.days.length} days, ${w.stays.length} stays, ${w.blocks.length} blocks, ${w.warnings.length} warnings, ${JSON.stringify(sample).length} bytes of JSON`);
    const paths = STARTS.map(pathOf);
    // as Chromium asks (the API sends a kept window compressed to a client that takes gzip)
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    console.log('warming up…');
    await driveApi({ port, token, seconds: 3, connections: config.connections, paths, headers });
    console.log(`measuring ${config.duration} s each, ${config.connections} connections, database pool ${config.pool} per side…`);
    const api = await driveApi({ port, token, seconds: config.duration, connections: config.connections, paths, headers });
    // the same windows through the API's own service and pg, none kept: the SQL, the assembling and the JSON, no HTTP
    const { calendarWindowJson } = require(path.join(dist, 'modules', 'calendar', 'window.js'));
    const raw = await timeCalls({
      seconds: config.duration,
      concurrency: config.connections,
      call: (i) => calendarWindowJson(db, scope, { from: STARTS[i % STARTS.length], days: 21 }),
    });
    console.log(`\n${HEADER}`);
    console.log(row('API, window 21 days × 1,000 apartments', api));
    console.log(row('the service, windows not kept (no HTTP)', raw));
    console.log(`errors or non-2xx: ${api.errors}; target p99 ≤ 100 ms: ${api.p99 <= 100 ? 'met' : 'NOT met'}`);
    let browser = null;
    if (apps) {
      console.log('\nChromium, 5 runs (ms; shift = the click’s interaction duration, Event Timing, 0 = under 16 ms):');
      browser = await browserPhase(port, token);
      console.table(browser);
    } else {
      console.log('\n(the browser phase needs host/dist and mfe-front-desk/dist: npm run build)');
    }
    writeResults(__dirname, { api, raw, browser });
  } finally {
    child.disconnect();
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
