#!/usr/bin/env node
// Bundle and page-speed benchmark (not a test): builds for production, starts the suite as `npm start` does, and in
// Chromium measures
//   - /login: gzip bytes of JavaScript, requests, FCP, and Lighthouse's desktop performance and accessibility;
//   - each signed-in page of pages.js alone, on a cold load (a fresh browser that holds the session): JS (gzip),
//     scripts, requests, FCP and the time until its data is painted (median of BENCH_RUNS, 3 by default);
//   - moving between sections by their links after the first page: what each step loads;
//   - Lighthouse (desktop) on the desktop, reservations and calendar pages, signed in;
//   - what federation costs: the same suite built as one bundle, /login and the reservations page side by side.
// `--only=federation` runs the last phase alone.
// Targets (issue 20): /login ≤ 200 KiB gzip of JS, Lighthouse 100/100; every signed-in page ≤ 300 KiB; the
// reservations table's rows within 1.0 s; Lighthouse ≥ 95 and accessibility 100 signed in; Victory and jsPDF never
// loaded outside the reports and invoice printing.
const { spawnSync } = require('child_process');
const os = require('os');
const path = require('path');
const { launchChromium, signedInPage } = require('../lib/browser');
const { federationCost } = require('./federationCost');
const { lighthouseScores } = require('./lighthouse');
const { measureLoad, measureStep, median } = require('./measure');
const { PAGES, NAVIGATION } = require('./pages');
const { ROOT, startSuite } = require('./suite');
const { writeResults } = require('../lib/results');

const BUDGET_LOGIN_KIB = 200;
const BUDGET_PAGE_KIB = 300;
const RUNS = Number(process.env.BENCH_RUNS || 3);
const HEAVY = /victory|jspdf/i;
const ONLY_FEDERATION = process.argv.includes('--only=federation');

async function main() {
  // BENCH_URL measures a suite that is already running (e.g. a deployment) instead of building and starting one.
  const external = process.env.BENCH_URL;
  const build = external ? { status: 0 } : spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.js'), '--if-needed'], { stdio: 'inherit', cwd: ROOT });
  if (build.status !== 0) process.exit(1);
  const suite = await startSuite({ external });
  const { base, token, user } = suite;
  const browser = await launchChromium();
  const results = { date: new Date().toISOString(), loadAverage: os.loadavg().map((l) => +l.toFixed(1)), pages: [], navigation: [], lighthouse: {}, federation: [] };
  try {
    if (!ONLY_FEDERATION) await measureSuite(browser, { base, token, user }, results);
    // the single bundle is built from this checkout: there is none to compare with a suite elsewhere
    if (!external) {
      results.federation = await federationCost(browser, suite, RUNS);
      console.table(results.federation);
    }
    writeResults(__dirname, results, ONLY_FEDERATION ? 'results-federation.json' : 'results.json');
  } finally {
    await browser.close();
    suite.stop();
  }
}

async function measureSuite(browser, { base, token, user }, results) {
  // the sign-in page, signed out
  const loginPage = await (await browser.newContext()).newPage();
  const login = await measureLoad(loginPage, `${base}/login`, 'form');
  results.pages.push(row('/login', login, BUDGET_LOGIN_KIB));
  await loginPage.context().close();

  // each signed-in page alone, cold: bytes of the first run, the median of the times
  for (const { name, path: pagePath, data } of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { context, page } = await signedInPage(browser, base, token);
      runs.push(await measureLoad(page, `${base}${pagePath}`, data));
      await context.close();
    }
    results.pages.push(row(`${name} (${pagePath})`, { ...runs[0], fcpMs: median(runs.map((r) => r.fcpMs)), dataMs: median(runs.map((r) => r.dataMs)) }, BUDGET_PAGE_KIB));
  }
  console.table(results.pages);

  // between sections after the first page
  const { context, page } = await signedInPage(browser, base, token);
  const [first, ...steps] = NAVIGATION;
  const start = await measureLoad(page, `${base}${first.from}`, first.data);
  results.navigation.push({ step: first.from, jsGzipKiB: start.jsGzipKiB, scripts: start.scripts, dataMs: start.dataMs });
  for (const step of steps) {
    const [label, kind] = step.link;
    const link = kind === 'section' ? page.getByRole('navigation', { name: 'Sekcje' }).getByRole('link', { name: label }) : page.getByRole('link', { name: label, exact: true });
    const measured = await measureStep(page, () => link.click(), step.data);
    results.navigation.push({ step: step.name, jsGzipKiB: measured.jsGzipKiB, scripts: measured.scripts, dataMs: measured.dataMs });
  }
  await context.close();
  console.table(results.navigation);

  // Lighthouse, desktop preset: signed out on /login, signed in on three pages
  results.lighthouse['/login'] = await lighthouseScores(`${base}/login`);
  for (const pagePath of ['/front-desk/desktop', '/front-desk/reservations', '/front-desk/calendar']) {
    results.lighthouse[pagePath] = await lighthouseScores(`${base}${pagePath}`, { token, user });
  }
  console.table(Object.fromEntries(Object.entries(results.lighthouse).map(([k, v]) => [k, { performance: v.performance, accessibility: v.accessibility, ...v.metrics, failing: v.failing.join(' ') }])));

  for (const p of results.pages.filter((p) => p.verdict !== 'OK')) console.log(`${p.page}: ${p.verdict}`);
  if (process.argv.includes('--verbose')) {
    for (const s of login.files.sort((a, b) => b.gzip - a.gzip)) console.log(`${(s.gzip / 1024).toFixed(1).padStart(7)} KiB  ${s.url}`);
  }
}

/** One line of the pages' table, with its budget verdict and any heavy library it loaded. */
function row(page, load, budgetKiB) {
  const heavy = load.files.filter((s) => HEAVY.test(s.url)).map((s) => path.basename(s.url));
  const allowed = /reports/.test(page);
  const verdict = [load.jsGzipKiB > budgetKiB ? `OVER BUDGET (${budgetKiB} KiB)` : null, heavy.length && !allowed ? `NARUSZENIE: ${heavy.join(', ')}` : null]
    .filter(Boolean)
    .join('; ');
  return { page, jsGzipKiB: load.jsGzipKiB, scripts: load.scripts, requests: load.requests, fcpMs: load.fcpMs, dataMs: load.dataMs, verdict: verdict || 'OK' };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
