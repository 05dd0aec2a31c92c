#!/usr/bin/env node
// The invoices list's time to its rows in Chromium, beside the reservations list's, on the demo account: the suite
// built (`npm run build`) and started as `npm start` starts it (PGlite, fresh demo data), or the one at BENCH_URL.
// Each page is loaded cold BENCH_RUNS times (5) in a new context; printed: the median time from navigation to the
// first data row painted, and when the list's request left (the page's own clock, 0 = navigation start).
/* global document, localStorage, location, performance, requestAnimationFrame -- the callbacks given to page.evaluate run in the page */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { writeResults } = require('../lib/results');

const ROOT = path.join(__dirname, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS || 5);
const DATA_ROW = 'tbody tr:not(:has(td[colspan]))';
const PAGES = [
  { name: 'invoices', path: '/front-desk/invoices', request: '/api/v1/householder/invoices?' },
  { name: 'reservations', path: '/front-desk/reservations', request: '/api/v1/householder/reservations?' },
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function startSuite() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-bench-invoices-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js'), '--no-build'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', NODE_ENV: 'development', DEV_OUTBOX: 'true', LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '20' },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/remotes.json`)).ok) return { url, stop: () => process.kill(-child.pid, 'SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the suite did not start');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const suite = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: () => undefined } : await startSuite();
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const login = await fetch(`${suite.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: { email: 'demo@gospodarz.pl', password: 'demo1234' } }) });
    const token = login.headers.get('authorization').split(' ')[1];
    const user = (await login.json()).data;
    const figures = Object.fromEntries(PAGES.map((p) => [p.name, { rows: [], request: [] }]));
    // alternating the pages, so that the machine's load weighs on both alike
    for (let run = 0; run < RUNS; run++) {
      for (const page of PAGES) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const tab = await context.newPage();
        await tab.goto(`${suite.url}/remotes.json`);
        await tab.evaluate(([t, u]) => {
          localStorage.setItem('token', t);
          localStorage.setItem('user', JSON.stringify(u));
        }, [token, user]);
        await tab.goto(`${suite.url}${page.path}`);
        const painted = await tab.waitForFunction((s) => (document.querySelector(s) ? new Promise((r) => requestAnimationFrame(() => r(performance.now()))) : null), DATA_ROW, { polling: 'raf', timeout: 30_000 });
        figures[page.name].rows.push(await painted.jsonValue());
        const sent = await tab.evaluate((prefix) => performance.getEntriesByType('resource').find((e) => e.name.replace(location.origin, '').startsWith(prefix))?.startTime ?? null, page.request);
        figures[page.name].request.push(sent);
        await context.close();
      }
    }
    console.log(`${RUNS} cold loads each, medians (ms from navigation start):`);
    for (const page of PAGES) {
      const f = figures[page.name];
      console.log(`  ${page.name.padEnd(13)} rows ${Math.round(median(f.rows))} ms (all: ${f.rows.map(Math.round).join(', ')}), list request sent at ${Math.round(median(f.request))} ms`);
    }
    writeResults(__dirname, { runs: RUNS, pages: Object.fromEntries(PAGES.map((p) => [p.name, { rowsMedianMs: Math.round(median(figures[p.name].rows)), requestMedianMs: Math.round(median(figures[p.name].request)), ...figures[p.name] }])) });
  } finally {
    await browser.close();
    suite.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
