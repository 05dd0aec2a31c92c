const { chromium } = require('playwright-core');
const { AxeBuilder } = require('@axe-core/playwright');
(async () => {
  const base = process.argv[2];
  const res = await fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: { email: 'demo@gospodarz.pl', password: 'demo1234' } }) });
  const token = res.headers.get('authorization').replace(/^Bearer /, '');
  const user = (await res.json()).data;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } }); const page = await ctx.newPage();
  await page.goto(base + '/remotes.json');
  await page.evaluate(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('user', JSON.stringify(u)); }, [token, user]);
  await page.goto(base + process.argv[3]);
  await page.waitForSelector('[data-row-bars]');
  await page.waitForTimeout(1500);
  const r = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  for (const v of r.violations) { console.log(v.id, v.impact, v.nodes.length); for (const n of v.nodes.slice(0, 6)) console.log(' ', n.html.slice(0, 200), '\n   ', n.failureSummary.slice(0, 300)); }
  await browser.close();
})();
