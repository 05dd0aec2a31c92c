#!/usr/bin/env node
// Bundle budget benchmark (not a test): builds for production, starts the suite as `npm start` does, opens
// /login and, signed in, /front-desk/reservations in Chromium, and prints per page the gzip bytes of JavaScript
// transferred, the number of requests and the first contentful paint. Target: /login ≤ 200 KiB gzip of JS;
// victory and jspdf never loaded outside the reports and invoice printing.
const { spawn, spawnSync } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '..', '..');
const BUDGET_LOGIN_KIB = 200;

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

async function measure(page, url) {
  const scripts = [];
  let requests = 0;
  const onResponse = async (response) => {
    requests += 1;
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.push({ url: response.url(), gzip: zlib.gzipSync(body, { level: 9 }).length, raw: body.length });
    } catch {
      // a redirect or a response the page dropped has no body to count
    }
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  page.off('response', onResponse);
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  return { url, jsGzipKiB: +(gzip / 1024).toFixed(1), jsFiles: scripts.length, requests, fcpMs: fcp && Math.round(fcp), scripts };
}

async function main() {
  // BENCH_URL measures a suite that is already running (e.g. a deployment) instead of building and starting one.
  const external = process.env.BENCH_URL;
  const build = external ? { status: 0 } : spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.js'), '--if-needed'], { stdio: 'inherit', cwd: ROOT });
  if (build.status !== 0) process.exit(1);
  const port = await freePort();
  const base = external || `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-bench-'));
  const suite = external ? null : spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    await waitFor(`${base}/remotes.json`);
    const page = await (await browser.newContext()).newPage();
    const login = await measure(page, `${base}/login`);
    const res = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'demo@gospodarz.pl', password: process.env.DEMO_PASSWORD || 'demo1234' } }),
    });
    const token = res.headers.get('authorization').replace(/^Bearer /, '');
    const user = (await res.json()).data;
    const fresh = await (await browser.newContext()).newPage();
    await fresh.goto(`${base}/remotes.json`);
    await fresh.evaluate(([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', JSON.stringify(u));
    }, [token, JSON.stringify(user)].map((v, i) => (i === 1 ? JSON.parse(v) : v)));
    const reservations = await measure(fresh, `${base}/front-desk/reservations`);

    const rows = [login, reservations].map(({ scripts, ...row }) => ({
      ...row,
      heavyLibraries: scripts.filter((s) => /victory|jspdf/i.test(s.url)).map((s) => path.basename(s.url)),
    }));
    console.table(rows);
    const loginOk = login.jsGzipKiB <= BUDGET_LOGIN_KIB;
    console.log(`/login: ${login.jsGzipKiB} KiB gzip of JS (budget ${BUDGET_LOGIN_KIB} KiB) → ${loginOk ? 'OK' : 'OVER BUDGET'}`);
    if (process.argv.includes('--verbose')) {
      for (const s of login.scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`${(s.gzip / 1024).toFixed(1).padStart(7)} KiB  ${s.url}`);
    }
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
