import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from '../support/browser';
import { buildRemote, HOST_ORIGIN, pointRegistry, startDeployment, type Deployment } from '../support/deployment';
import { DEMO, ROOT } from '../support/suite';

// The compose deployment's layout (each app on its own origin, the CSP and CORS of deploy/*.conf), and the promise
// of independent deployments: a remote swapped live, and a remote built against other versions of a shared library.

const REPORTS_ORIGIN = 'http://localhost:8105';
const REPORTS_VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'mfe-reports', 'package.json'), 'utf8')) as { version: string }).version;
const ROUTER_VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'host', 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
  .dependencies['react-router-dom'];
const [ROUTER_MAJOR, ROUTER_MINOR] = ROUTER_VERSION.split('.').map(Number);

let browser: Browser;
let deployment: Deployment;
let builds: string;
beforeAll(async () => {
  builds = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-releases-'));
  browser = await launch();
  deployment = await startDeployment();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await deployment?.stop();
  fs.rmSync(builds, { recursive: true, force: true });
});

interface Visit {
  context: BrowserContext;
  page: Page;
  /** uncaught page errors, console errors and CSP violations */
  problems: string[];
  consoleErrors: string[];
}

/** A fresh browser on the host's origin, signed in through the login screen. */
async function signedIn(): Promise<Visit> {
  const context = await browser.newContext({ baseURL: HOST_ORIGIN, locale: 'pl-PL', viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    consoleErrors.push(m.text());
    if (/CSP|Content Security Policy|Refused to/.test(m.text())) problems.push(m.text());
  });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Hasło', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.waitForURL('**/front-desk/desktop');
  return { context, page, problems, consoleErrors };
}

const section = (page: Page, label: string) => page.getByRole('navigation', { name: 'Sekcje' }).getByRole('link', { name: label }).click();
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const panel = (page: Page, label: string) => page.getByText(`Nie udało się wyświetlić sekcji „${label}”`).waitFor({ timeout: 30_000 });

async function openReports(page: Page) {
  await section(page, 'Raporty');
  await heading(page, 'Rezerwacje a przychód');
}

/** What the host's origin serves and what its dist holds, hashed: the host must not change when a remote does. */
async function hostFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const dist = path.join(ROOT, 'host', 'dist');
  for (const file of fs.readdirSync(dist).sort()) hash.update(file).update(fs.readFileSync(path.join(dist, file)));
  for (const url of ['/', '/main.js', '/front-desk/desktop']) hash.update(Buffer.from(await (await fetch(`${HOST_ORIGIN}${url}`)).arrayBuffer()));
  return hash.digest('hex');
}

test('each app on its own origin: sign-in and every section work under the CSP, and a remote down fails only its section', async () => {
  const { context, page, problems } = await signedIn();
  await heading(page, 'Pulpit');
  await page.getByRole('link', { name: 'Rezerwacje', exact: true }).click();
  await page.locator('tbody tr').first().waitFor();
  await section(page, 'Usługi');
  await heading(page, 'Harmonogram prac');
  await openReports(page);
  await page.getByRole('img', { name: /^Wykres: .*Liczby w tabeli poniżej\.$/ }).waitFor();
  await section(page, 'Administracja');
  await heading(page, 'Obiekty');
  await page.getByRole('button', { name: /menu użytkownika/i }).click();
  await page.getByRole('menuitem', { name: 'Mój profil' }).click();
  await heading(page, 'Mój profil');
  // every script came from the origins of deploy/remotes.json
  const origins = await page.evaluate(() => [...new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).origin))].sort());
  expect(origins).toEqual(expect.arrayContaining([HOST_ORIGIN, 'http://localhost:8101', 'http://localhost:8102', 'http://localhost:8103', 'http://localhost:8104', REPORTS_ORIGIN]));

  // the services' server goes down: its section shows the Polish panel, the others keep working
  await deployment.stopRemote('mfe-services');
  try {
    const other = await signedIn();
    await section(other.page, 'Usługi');
    await panel(other.page, 'Usługi');
    await openReports(other.page);
    await section(other.page, 'Recepcja');
    await heading(other.page, 'Pulpit');
    expect(other.problems).toEqual([]);
    await other.context.close();
  } finally {
    await deployment.startRemote('mfe-services');
  }
  expect(problems).toEqual([]);
  await context.close();
});

/**
 * A test that builds remotes with webpack: each production build of mfe-reports takes about a minute on the 2-core
 * machine (up to 65 s on a slow day), on top of the test's own two minutes.
 */
const BUILDS_TIMEOUT = (builds: number) => 120_000 + builds * 90_000;

test('a new release of mfe-reports swapped in live: new pages run it, an open page keeps working, the host is untouched', async () => {
  const release = path.join(builds, 'reports-2');
  buildRemote('mfe-reports', release, '2.0.0-e2e');
  deployment.publish('mfe-reports', '/r2/', release);

  const before = await signedIn();
  await openReports(before.page);
  await before.page.locator(`[data-section-release="${REPORTS_VERSION}"]`).waitFor();
  const host = await hostFingerprint();

  pointRegistry(deployment.registryFile, 'mfe_reports', `${REPORTS_ORIGIN}/r2/remoteEntry.js`);

  // a fresh page load runs the new release
  const after = await signedIn();
  await openReports(after.page);
  await after.page.locator('[data-section-release="2.0.0-e2e"]').waitFor();
  await after.page.getByRole('link', { name: 'Obłożenie' }).click();
  await heading(after.page, 'Obłożenie');

  // the page open during the swap goes on with the release it loaded, across the section and out and back
  await before.page.getByRole('link', { name: 'Obłożenie' }).click();
  await heading(before.page, 'Obłożenie');
  await section(before.page, 'Recepcja');
  await heading(before.page, 'Pulpit');
  await openReports(before.page);
  await before.page.locator(`[data-section-release="${REPORTS_VERSION}"]`).waitFor();
  // until it reloads
  await before.page.reload();
  await before.page.locator('[data-section-release="2.0.0-e2e"]').waitFor();

  expect(await hostFingerprint()).toBe(host);
  expect(before.problems).toEqual([]);
  expect(after.problems).toEqual([]);
  await before.context.close();
  await after.context.close();
  pointRegistry(deployment.registryFile, 'mfe_reports', `${REPORTS_ORIGIN}/remoteEntry.js`);
}, BUILDS_TIMEOUT(1));

/**
 * The router's entries of the page's share scope ('@gospodarz/shared/router', which carries react-router-dom and declares
 * its version): which versions are offered, by whom, and which one runs.
 */
const routerShares = (page: Page) =>
  page.evaluate(() => {
    type Share = { from: string; loaded?: boolean; useIn?: string[] };
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>> } })
      .__FEDERATION__.__SHARE__;
    const found: Record<string, { from: string; loaded: boolean; usedBy: string[] }> = {};
    for (const scope of Object.values(scopes)) {
      for (const [version, share] of Object.entries(scope.default?.['@gospodarz/shared/router'] ?? {})) {
        found[version] = { from: share.from, loaded: Boolean(found[version]?.loaded || share.loaded), usedBy: [...new Set([...(found[version]?.usedBy ?? []), ...(share.useIn ?? [])])] };
      }
    }
    return found;
  });

test("a remote built against a newer minor of a shared library runs on the page's copy; a newer major fails in its section only", async () => {
  const newerMinor = `${ROUTER_MAJOR}.${ROUTER_MINOR + 1}.0`;
  const newerMajor = `${ROUTER_MAJOR + 1}.0.0`;
  const minor = path.join(builds, 'reports-minor');
  const major = path.join(builds, 'reports-major');
  buildRemote('mfe-reports', minor, 'minor-skew', { 'react-router-dom': newerMinor });
  buildRemote('mfe-reports', major, 'major-skew', { 'react-router-dom': newerMajor });
  deployment.publish('mfe-reports', '/minor/', minor);
  deployment.publish('mfe-reports', '/major/', major);

  // newer minor: the section loads and works, on the host's react-router-dom
  pointRegistry(deployment.registryFile, 'mfe_reports', `${REPORTS_ORIGIN}/minor/remoteEntry.js`);
  const skewed = await signedIn();
  await openReports(skewed.page);
  await skewed.page.locator('[data-section-release="minor-skew"]').waitFor();
  await skewed.page.getByRole('link', { name: 'Obłożenie' }).click();
  await heading(skewed.page, 'Obłożenie');
  const shares = await routerShares(skewed.page);
  expect(shares[ROUTER_VERSION]).toMatchObject({ from: 'host', loaded: true });
  expect(shares[newerMinor]).toMatchObject({ from: 'mfe_reports', loaded: false });
  expect(skewed.problems).toEqual([]);
  await skewed.context.close();

  // newer major: the reports section shows the Polish panel and the console names the library and both versions
  pointRegistry(deployment.registryFile, 'mfe_reports', `${REPORTS_ORIGIN}/major/remoteEntry.js`);
  const broken = await signedIn();
  await section(broken.page, 'Raporty');
  await panel(broken.page, 'Raporty');
  // the panel's words, read whole: a failure shows which of the section's errors the page met, and the console's lines
  const said = await broken.page.getByRole('alert').filter({ hasText: 'Nie udało się wyświetlić sekcji „Raporty”' }).innerText();
  expect({ said, console: broken.consoleErrors }).toEqual({
    said: expect.stringContaining('Ta wersja sekcji nie pasuje do wersji aplikacji (wspólnej biblioteki).'),
    console: broken.consoleErrors,
  });
  expect(broken.consoleErrors.join('\n')).toContain(
    `Version ${ROUTER_VERSION} from host of shared singleton module @gospodarz/shared/router does not satisfy the requirement of mfe_reports which needs ^${newerMajor}`,
  );
  await section(broken.page, 'Administracja');
  await heading(broken.page, 'Obiekty');
  await section(broken.page, 'Recepcja');
  await heading(broken.page, 'Pulpit');
  expect(broken.problems).toEqual([]);
  await broken.context.close();
  pointRegistry(deployment.registryFile, 'mfe_reports', `${REPORTS_ORIGIN}/remoteEntry.js`);
}, BUILDS_TIMEOUT(2));
