#!/usr/bin/env node
// Benchmark of the price list against PostgreSQL, on the calendar benchmark's account (../lib/account.js): 1,000
// apartments with a year of day prices and 100,000 reservations and blocks. The window request
// (GET /api/v1/householder/prices, 20 days) driven by autocannon at 10 connections over windows in rotation, as the
// screen asks for it (its first page of apartments) and for all 1,000 apartments at once; the all-apartments window
// straight through the API's own service; then, in Chromium, the screen: the requests it makes, the grid's first
// render after the data arrives and a 3-day shift (the click's interaction, Event Timing).
//
//   BENCH_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/test
//   BENCH_SCHEMA        default bench_price_list (dropped and seeded again unless BENCH_REUSE=1)
//   BENCH_DURATION      seconds per phase, default 20
//   BENCH_CONNECTIONS   default 10
//   BENCH_POOL          database connections of each side, default 20 (the API's default pool)
//   BENCH_BROWSER       0 skips the Chromium phase (it needs the apps built: npm run build)
/* global document */
const path = require('node:path');
const { dist, settings, buildApi, startApi, driveApi, timeCalls, HEADER, row } = require('../lib/api');
const { APARTMENTS, monday, shift, polish, prepareAccount } = require('../lib/account');
const { appsBuilt, launchChromium, signedInPage, paintedAt, responseEnd, clickInteraction } = require('../lib/browser');
const { writeResults } = require('../lib/results');

const config = settings({ schema: 'bench_price_list' });
const ACCOUNT = { email: 'bench-cennik@gospodarz.pl', password: 'bench-cennik-1' };
const DAYS = 20;
/** The apartments per request the screen asks for (mfe-front-desk/src/features/price-list/slice.ts, PER_PAGE). */
const SCREEN_PER_PAGE = 25;

/** Windows a host looks at: this week and the next ones, each Monday and the 3-day shifts after it. */
const STARTS = [0, 7, 14, 21, 28, 35].flatMap((w) => [0, 3, 6].map((s) => shift(monday(w), s)));
const pathOf = (from, perPage) => `/api/v1/householder/prices?from=${from}&to=${shift(from, DAYS - 1)}&page=1&perPage=${perPage}`;

/** In Chromium: the price list opened signed in, what it asks for, its render after the data, a 3-day shift. */
async function browserPhase(port, token) {
  const base = `http://127.0.0.1:${port}`;
  const browser = await launchChromium();
  const runs = [];
  let requests = [];
  try {
    for (let i = 0; i < 5; i++) {
      const { context, page } = await signedInPage(browser, base, token);
      const start = monday(14);
      await page.goto(`${base}/front-desk/price-list?from=${start}`);
      const firstCells = await paintedAt(page, 'button[data-cell]');
      const dataArrived = await responseEnd(page, '/householder/prices?');
      const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
      requests = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/householder/prices?')).map((e) => e.name.split('?')[1]));
      const lastDay = polish(shift(start, 3 + DAYS - 1));
      const { interaction, untilShown } = await clickInteraction(page, async () => {
        await page.getByRole('button', { name: 'Następne dni (o 3)' }).click();
        await page.waitForURL(`**/front-desk/price-list?from=${shift(start, 3)}`);
        const shown = await page.waitForFunction(
          (day) => (document.querySelector(`button[data-cell][aria-label*=", ${day},"]`) ? performance.now() : null),
          lastDay,
          { polling: 'raf' },
        );
        return shown.jsonValue();
      });
      runs.push({
        firstCells: Math.round(firstCells),
        render: dataArrived === null ? null : Math.round(firstCells - dataArrived),
        shift: interaction,
        shiftToPrices: untilShown,
        dom,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { runs, requests };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  console.log('building the API…');
  buildApi();
  const { db, token, scope } = await prepareAccount(config, ACCOUNT);
  const apps = process.env.BENCH_BROWSER !== '0' && appsBuilt();
  const { child, port } = await startApi(config, { apps });
  const drive = (seconds, paths) => driveApi({ port, token, seconds, connections: config.connections, paths });
  try {
    const sample = await (await fetch(`http://127.0.0.1:${port}${pathOf(STARTS[0], 1000)}`, { headers: { authorization: `Bearer ${token}` } })).json();
    const reserved = sample.data.reduce((n, a) => n + a.attributes.availability.filter((s) => s !== 'available').length, 0);
    console.log(`a window: ${sample.data.length} apartments × ${sample.meta.days.length} days, ${reserved} days taken, ${JSON.stringify(sample).length} bytes of JSON`);
    const screen = STARTS.map((from) => pathOf(from, SCREEN_PER_PAGE));
    const all = STARTS.map((from) => pathOf(from, APARTMENTS));
    console.log('warming up…');
    await drive(3, all);
    console.log(`measuring ${config.duration} s each, ${config.connections} connections, database pool ${config.pool} per side…`);
    const apiScreen = await drive(config.duration, screen);
    const apiAll = await drive(config.duration, all);
    // the same all-apartments windows through the API's own service and pg, none kept: the SQL, the assembling and
    // the JSON of a window computed afresh (what a request costs after each change of the account), no HTTP
    const { priceWindowJson } = require(path.join(dist, 'modules', 'pricing', 'prices.js'));
    const afresh = (i) => priceWindowJson(db, scope, { from: STARTS[i % STARTS.length], to: shift(STARTS[i % STARTS.length], DAYS - 1), page: 1, perPage: APARTMENTS });
    const raw = await timeCalls({ seconds: config.duration, concurrency: config.connections, call: afresh });
    const rawAlone = await timeCalls({ seconds: config.duration, concurrency: 1, call: afresh });
    console.log(`\n${HEADER}`);
    console.log(row(`API, 20 days × ${SCREEN_PER_PAGE} apartments (the screen's page)`, apiScreen));
    console.log(row(`API, 20 days × ${APARTMENTS} apartments`, apiAll));
    console.log(row('the service, 20 days × 1,000 apartments, not kept (no HTTP)', raw));
    console.log(row('the same, one caller at a time', rawAlone));
    const met = (value, target) => (value <= target ? 'met' : 'NOT met');
    console.log(`errors or non-2xx: ${apiScreen.errors + apiAll.errors}; target p99 ≤ 100 ms: the screen's page ${met(apiScreen.p99, 100)}, all apartments ${met(apiAll.p99, 100)}`);
    let browser = null;
    if (apps) {
      console.log('\nChromium, 5 runs (ms; shift = the click’s interaction duration, Event Timing, 0 = under 16 ms):');
      browser = await browserPhase(port, token);
      console.log(`the screen asked for: ${browser.requests.join(', ')}`);
      console.table(browser.runs);
      const render = median(browser.runs.map((r) => r.render));
      const shiftMs = median(browser.runs.map((r) => r.shift));
      console.log(`medians: render ${render} ms (target ≤ 300: ${met(render, 300)}), shift ${shiftMs} ms (target ≤ 50: ${met(shiftMs, 50)})`);
    } else {
      console.log('\n(the browser phase needs host/dist and mfe-front-desk/dist: npm run build)');
    }
    writeResults(__dirname, { apiScreen, apiAll, raw, rawAlone, browser });
  } finally {
    child.disconnect();
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
