// Lighthouse's desktop performance and accessibility scores of a page, in Debian's Chromium (started by
// chrome-launcher, as the Lighthouse CLI does), optionally signed in: the session's token is put in localStorage
// (through puppeteer-core on the same browser) before the page is measured.
const { launch } = require('chrome-launcher');
const puppeteer = require('puppeteer-core');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

const ATTEMPTS = 3;

/**
 * { performance, accessibility, metrics: {fcp, lcp, tbt, cls, si}, failing: [accessibility audits that fail] }.
 * Lighthouse sometimes fails to record its trace ('NO_NAVSTART … Please run Lighthouse again'): such a run is
 * repeated, in a fresh browser, up to three times.
 */
async function lighthouseScores(url, session) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, session);
    } catch (error) {
      if (attempt >= ATTEMPTS || !/NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test(String(error))) throw error;
      console.warn(`${url}: ${error.message}; again (${attempt + 1}/${ATTEMPTS})`);
    }
  }
}

async function lighthouseRun(url, session) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });
  try {
    if (session) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL('/remotes.json', url).href);
      await page.evaluate(({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }, session);
      await page.close();
      await browser.disconnect();
    }
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: Boolean(session) },
      desktopConfig,
    );
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      metrics: {
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: +(audit('cumulative-layout-shift') ?? 0).toFixed(3),
        siMs: Math.round(audit('speed-index')),
      },
      failing: lhr.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => ref.id),
    };
  } finally {
    chrome.kill();
  }
}

module.exports = { lighthouseScores };
