#!/usr/bin/env node
// Benchmark of the hosts' public pages (issue 39): the demo account's published site (api/src/demo/demoDirectSite.ts)
// served by the API in its own process (production settings) over PostgreSQL, and Lighthouse's **mobile** preset
// (its default config: a mid-range phone, 4x CPU slowdown, slow 4G) on an apartment's page /s/{slug}/{apartment}:
// performance, accessibility, SEO and best practices, with the JavaScript and the whole page transferred (from
// Lighthouse's network records). Targets of the issue: ≥ 90 / 100 / 100 / 100 and ≤ 120 KiB of JS (gzip).
//
//   BENCH_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/test
//   BENCH_SCHEMA        default bench_public_pages (dropped and seeded again)
//   BENCH_RUNS          Lighthouse runs (the median of each figure is kept), default 3
const path = require('node:path');
const zlib = require('node:zlib');
const { dist, settings, buildApi, startApi } = require('../lib/api');
const { writeResults } = require('../lib/results');

const config = settings({ schema: 'bench_public_pages' });
const RUNS = Number(process.env.BENCH_RUNS || 3);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

async function seed() {
  const { openPostgres } = require(path.join(dist, 'db', 'postgres.js'));
  const { migrate } = require(path.join(dist, 'db', 'migrate.js'));
  const { seedDemo } = require(path.join(dist, 'demo', 'index.js'));
  const admin = await openPostgres(config.url, {});
  await admin.query(`drop schema if exists "${config.schema}" cascade`);
  await admin.close();
  const db = await openPostgres(config.url, { schema: config.schema, max: 2 });
  await db.query('create extension if not exists btree_gist with schema public');
  await db.query('create extension if not exists pg_trgm with schema public');
  await migrate(db);
  await seedDemo(db, { password: 'bench-strona-1' });
  const [site] = await db.query(
    `select s.slug, sa.apartment_id from direct_sites s join direct_site_apartments sa on sa.site_id = s.id where s.published_at is not null order by sa.position limit 1`,
  );
  await db.close();
  return site;
}

async function lighthouseRun(url) {
  const { launch } = require('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    });
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const requests = lhr.audits['network-requests'].details.items;
    const score = (id) => Math.round(lhr.categories[id].score * 100);
    const failing = Object.values(lhr.categories).flatMap((c) =>
      c.auditRefs.filter((r) => r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1).map((r) => `${c.id}:${r.id}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize || 0), 0),
      pageBytes: requests.reduce((sum, r) => sum + (r.transferSize || 0), 0),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  buildApi();
  const site = await seed();
  const { child, port } = await startApi(config);
  try {
    const base = `http://127.0.0.1:${port}`;
    // Lighthouse opens it as localhost: the canonical and Open Graph addresses name PUBLIC_URL (http://localhost:8080)
    const measured = `http://localhost:${port}`;
    const pagePath = `/s/${site.slug}/${site.apartment_id}`;
    const [html, script] = await Promise.all([fetch(base + pagePath).then((r) => r.text()), fetch(`${base}/s/assets/booking.js`).then((r) => r.text())]);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await lighthouseRun(measured + pagePath);
      console.log(`run ${i + 1}: performance ${run.performance}, accessibility ${run.accessibility}, SEO ${run.seo}, best practices ${run.bestPractices}, JS ${kib(run.jsBytes)} KiB${run.failing.length ? `; failing: ${run.failing.join(', ')}` : ''}`);
      runs.push(run);
    }
    const figures = {
      page: pagePath.replace(site.apartment_id, '{apartment}'),
      runs: RUNS,
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      seo: median(runs.map((r) => r.seo)),
      bestPractices: median(runs.map((r) => r.bestPractices)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      jsKiBTransferred: kib(median(runs.map((r) => r.jsBytes))),
      pageKiBTransferred: kib(median(runs.map((r) => r.pageBytes))),
      htmlKiBGzip: kib(zlib.gzipSync(html).length),
      bookingScriptKiBGzip: kib(zlib.gzipSync(script).length),
      failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
      targets: { performance: 90, accessibility: 100, seo: 100, bestPractices: 100, jsKiB: 120 },
    };
    console.table(figures);
    writeResults(__dirname, figures);
  } finally {
    child.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
