// What the Chromium phases share: the browser, a page signed in as the bench account, and a click measured as an
// interaction with Event Timing (input delay + handlers + the next paint).
/* global document, window, localStorage, requestAnimationFrame -- the callbacks given to page.evaluate and waitForFunction run in the page */
const fs = require('node:fs');
const path = require('node:path');
const { root } = require('./api');

/** Whether the apps the browser phase opens are built (npm run build). */
const appsBuilt = () => ['host', 'mfe-front-desk'].every((app) => fs.existsSync(path.join(root, app, 'dist')));

function launchChromium() {
  const { chromium } = require('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** A fresh 1440×900 page signed in with `token` (the session the app keeps in localStorage). */
async function signedInPage(browser, base, token) {
  const me = await (await fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } })).json();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/remotes.json`);
  await page.evaluate(([t, u]) => {
    localStorage.setItem('token', t);
    localStorage.setItem('user', JSON.stringify(u));
  }, [token, me.data]);
  return { context, page };
}

/** When the first element matching `selector` is painted, in the page's clock (0 = navigation start). */
async function paintedAt(page, selector) {
  const painted = await page.waitForFunction(
    (s) => (document.querySelector(s) ? new Promise((r) => requestAnimationFrame(() => r(performance.now()))) : null),
    selector,
    { polling: 'raf', timeout: 30_000 },
  );
  return painted.jsonValue();
}

/** When the response of the first request whose URL contains `part` ended, in the page's clock; null if none. */
function responseEnd(page, part) {
  return page.evaluate((p) => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes(p));
    return entry ? entry.responseEnd : null;
  }, part);
}

const CLICK_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click'];

/**
 * Runs `act` (a click and whatever shows its effect) and answers the click's interaction duration, Event Timing's
 * longest entry among its events. Event Timing reports only events of 16 ms or more: 0 means under 16 ms.
 */
async function clickInteraction(page, act) {
  await page.evaluate(() => {
    window.__events = [];
    new PerformanceObserver((list) => window.__events.push(...list.getEntries().map((e) => ({ name: e.name, duration: e.duration })))).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: false,
    });
  });
  const before = await page.evaluate(() => performance.now());
  const doneAt = await act();
  // entries arrive after the paint that follows the events; one of under 16 ms never does, hence the time limit
  await page.waitForFunction(() => window.__events.some((e) => e.name === 'click'), null, { timeout: 1000 }).catch(() => undefined);
  const events = await page.evaluate(() => window.__events);
  const clicks = events.filter((e) => CLICK_EVENTS.includes(e.name));
  return { interaction: clicks.length ? Math.max(...clicks.map((e) => e.duration)) : 0, untilShown: Math.round(doneAt - before) };
}

module.exports = { appsBuilt, launchChromium, signedInPage, paintedAt, responseEnd, clickInteraction };
