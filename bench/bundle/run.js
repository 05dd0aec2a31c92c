#!/usr/bin/env node
// Bundle and page-speed benchmark (not a test): builds for production, starts the suite as `npm start` does, and in
// Chromium measures
//   - /login: gzip bytes of JavaScript, requests, FCP, and Lighthouse's desktop performance and accessibility;
//   - each signed-in page of pages.js alone, on a cold load (a fresh browser that holds the session): JS (gzip),
//     scripts, requests, FCP and the time until its data is painted (median of BENCH_RUNS, 3 by default);
//   - moving between sections by their links after the first page: what each step loads;
//   - Lighthouse (desktop) on the desktop, reservations and calendar pages, signed in.
// Targets (issue 20): /login ≤ 200 KiB gzip of JS, Lighthouse 100/100; every signed-in page ≤ 300 KiB; the
// reservations table's rows within 1.0 s; Lighthouse ≥ 95 and accessibility 100 signed in; Victory and jsPDF never
// loaded outside the reports and invoice printing.
const { spawn, spawnSync } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');
const { launchChromium, signedInPage } = require('../lib/browser');
const { lighthouseScores } = require('./lighthouse');
const { measureLoad, measureStep, median } = require('./measure');
const { PAGES, NAVIGATION } = require('./pages');

const ROOT = path.resolve(__dirname, '..', '..');
const BUDGET_LOGIN_KIB = 200;
const BUDGET_PAGE_KIB = 300;
const RUNS = Number(process.env.BENCH_RUNS || 3);
const HEAVY = /victory|jspdf/i;

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet: ask again
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${url}`);
}

async function main() {
  // BENCH_URL measures a suite that is already running (e.g. a deployment) instead of building and starting one.
  const external = process.env.BENCH_URL;
  const build = external ? { status: 0 } : spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.js'), '--if-needed'], { stdio: 'inherit', cwd: ROOT });
  if (build.status !== 0) process.exit(1);
  const port = await freePort();
  const base = external || `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-bench-'));
  const suite = external
    ? null
    : spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js'), '--no-build'], {
        cwd: ROOT,
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '100' },
        stdio: 'ignore',
        detached: true,
      });
  const browser = await launchChromium();
  try {
    await waitFor(`${base}/remotes.json`);
    const res = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'demo@gospodarz.pl', password: process.env.DEMO_PASSWORD || 'demo1234' } }),
    });
    const token = res.headers.get('authorization').replace(/^Bearer /, '');
    const user = (await res.json()).data;
    const results = { date: new Date().toISOString(), loadAverage: os.loadavg().map((l) => +l.toFixed(1)), pages: [], navigation: [], lighthouse: {} };

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

    const over = results.pages.filter((p) => p.verdict !== 'OK');
    for (const p of over) console.log(`${p.page}: ${p.verdict}`);
    if (process.argv.includes('--verbose')) {
      for (const s of login.files.sort((a, b) => b.gzip - a.gzip)) console.log(`${(s.gzip / 1024).toFixed(1).padStart(7)} KiB  ${s.url}`);
    }
    fs.writeFileSync(path.join(__dirname, 'results.json'), JSON.stringify(results, null, 2));
  } finally {
    await browser.close();
    try {
      if (suite) process.kill(-suite.pid, 'SIGTERM');
    } catch {
      // the suite has already exited
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
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
