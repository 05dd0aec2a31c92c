// What federation costs (issue 20): the same apps and routes built as one bundle (single/webpack.config.js: the
// host's configuration without the federation plugin, each section imported from its source) and served by a
// second suite, measured beside the federated suite in one run. Cold loads alternate between the two, so that the
// machine's load falls on both alike: /login (the form) and /front-desk/reservations signed in (the table's rows).
const { spawnSync } = require('child_process');
const path = require('path');
const { signedInPage } = require('../lib/browser');
const { measureLoad, median } = require('./measure');
const { ROOT, startSuite } = require('./suite');
const { DATA_ROW } = require('./pages');

const SINGLE_ROOT = path.join(__dirname, 'single', 'dist');

function buildSingleBundle() {
  const webpack = path.join(ROOT, 'node_modules', '.bin', 'webpack');
  const built = spawnSync(webpack, ['--config', path.join(__dirname, 'single', 'webpack.config.js')], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the single bundle did not build');
}

const LOADS = [
  { name: '/login', path: '/login', data: 'form', signedIn: false },
  { name: 'reservations', path: '/front-desk/reservations', data: DATA_ROW, signedIn: true },
];

async function coldLoad(browser, suite, load) {
  const { context, page } = load.signedIn
    ? await signedInPage(browser, suite.base, suite.token)
    : await (async () => {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        return { context, page: await context.newPage() };
      })();
  try {
    return await measureLoad(page, `${suite.base}${load.path}`, load.data);
  } finally {
    await context.close();
  }
}

const percent = (federated, single) => (single ? `${federated >= single ? '+' : ''}${(((federated - single) / single) * 100).toFixed(1)} %` : '–');

/** Measures both builds: one row per page and build, and the overhead of federation. */
async function federationCost(browser, federated, runs) {
  buildSingleBundle();
  const single = await startSuite({ appsDir: SINGLE_ROOT });
  try {
    const rows = [];
    for (const load of LOADS) {
      const measured = { federated: [], single: [] };
      for (let i = 0; i < runs; i++) {
        measured.federated.push(await coldLoad(browser, federated, load));
        measured.single.push(await coldLoad(browser, single, load));
      }
      const summary = Object.fromEntries(
        Object.entries(measured).map(([build, list]) => [
          build,
          { jsGzipKiB: list[0].jsGzipKiB, scripts: list[0].scripts, requests: list[0].requests, fcpMs: median(list.map((r) => r.fcpMs)), dataMs: median(list.map((r) => r.dataMs)) },
        ]),
      );
      for (const build of ['federated', 'single']) rows.push({ page: load.name, build, ...summary[build] });
      rows.push({
        page: load.name,
        build: 'federation costs',
        jsGzipKiB: percent(summary.federated.jsGzipKiB, summary.single.jsGzipKiB),
        scripts: summary.federated.scripts - summary.single.scripts,
        requests: summary.federated.requests - summary.single.requests,
        fcpMs: percent(summary.federated.fcpMs, summary.single.fcpMs),
        dataMs: percent(summary.federated.dataMs, summary.single.dataMs),
      });
    }
    return rows;
  } finally {
    single.stop();
  }
}

module.exports = { federationCost };
