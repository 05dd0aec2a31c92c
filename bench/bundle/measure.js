// What one page load costs: the JavaScript it transferred (gzip), its requests, its first contentful paint and when
// its data was painted.
const zlib = require('node:zlib');
const { paintedAt } = require('../lib/browser');

/** Counts the responses of `page` until stop() is called: { stop() → { scripts, requests } }. */
function countResponses(page) {
  const scripts = [];
  let requests = 0;
  const pending = [];
  const onResponse = (response) => {
    requests += 1;
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => scripts.push({ url: response.url(), gzip: zlib.gzipSync(body, { level: 9 }).length }),
        () => undefined, // a redirect or a response the page dropped has no body to count
      ),
    );
  };
  page.on('response', onResponse);
  return {
    async stop() {
      page.off('response', onResponse);
      await Promise.all(pending);
      return { scripts, requests };
    },
  };
}

const kib = (bytes) => +(bytes / 1024).toFixed(1);
const gzipOf = (scripts) => kib(scripts.reduce((sum, s) => sum + s.gzip, 0));

/** A cold load of `url`: the page's data painted (the `data` selector), then what it transferred. */
async function measureLoad(page, url, data) {
  const counter = countResponses(page);
  await page.goto(url);
  const dataMs = data ? Math.round(await paintedAt(page, data)) : null;
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  // what arrives just after the data (chunks asked for by the painted page) belongs to the load too
  await page.waitForTimeout(500);
  const { scripts, requests } = await counter.stop();
  return { jsGzipKiB: gzipOf(scripts), scripts: scripts.length, requests, fcpMs: fcp && Math.round(fcp), dataMs, files: scripts };
}

/** A step within the app (a click): the JavaScript it loaded until its data was painted. */
async function measureStep(page, act, data) {
  const counter = countResponses(page);
  const start = await page.evaluate(() => performance.now());
  await act();
  const dataAt = await paintedAt(page, data);
  await page.waitForTimeout(500);
  const { scripts, requests } = await counter.stop();
  return { jsGzipKiB: gzipOf(scripts), scripts: scripts.length, requests, dataMs: Math.round(dataAt - start) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

module.exports = { measureLoad, measureStep, median, kib };
