import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expectAccessible } from './accessibility';
import { ARTIFACTS, DEMO, suiteState } from './suite';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export { ARTIFACTS };

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  url: string;
  /** console errors the page printed (a test may assert there were none) */
  errors: string[];
}

export async function newSession(browser: Browser): Promise<Session> {
  const { url } = suiteState();
  const context = await browser.newContext({ baseURL: url, locale: 'pl-PL', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
    else if (m.type() === 'warning' && m.text().startsWith('React recovered')) recordRecovered(page.url(), m.text());
  });
  return { context, page, url, errors };
}

/**
 * A render React recovered from (its error #520) is no page error, but its cause is worth finding: each one is
 * printed and kept in e2e/artifacts/react-recovered.log with the page it happened on.
 */
function recordRecovered(url: string, text: string): void {
  console.warn(`[e2e] ${url}: ${text}`);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.appendFileSync(path.join(ARTIFACTS, 'react-recovered.log'), `${new Date().toISOString()} ${url}\n${text}\n\n`);
}

/** Signs in through the login screen as a person would. */
export async function signIn(page: Page, email = DEMO.email, password = DEMO.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.waitForURL('**/front-desk/desktop');
}

/** A call of the API as the signed-in page makes it (its token), answering the parsed JSON. */
export async function apiCall<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const headers: Record<string, string> = { Authorization: `Bearer ${localStorage.getItem('token')}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    { url: `/api/v1${path}`, method: init.method ?? 'GET', body: init.body },
  );
}

/**
 * The whole page by default; `fullPage: false` keeps to the viewport (a dialog over the screen as it is seen). Every
 * screen a test shows this way is first checked by axe-core: a serious or critical violation fails the test.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await expectAccessible(page, name);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage });
}
