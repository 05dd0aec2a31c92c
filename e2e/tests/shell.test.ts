import type { Browser, Page } from 'playwright-core';
import { launch, newSession, screenshot, signIn } from '../support/browser';
import { DEMO } from '../support/suite';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SECTIONS = [
  { nav: 'Recepcja', url: '/front-desk/desktop', tabs: ['Pulpit', 'Kalendarz', 'Cennik', 'Rezerwacje', 'Klienci', 'Komentarze', 'Wiadomości', 'Faktury', 'Raport kasowy'] },
  { nav: 'Usługi', url: '/services/task-schedule', tabs: ['Harmonogram prac', 'Pralnie', 'Sprzątanie', 'Catering', 'Współgospodarze'] },
  { nav: 'Raporty', url: '/reports/reservation-vs-income', tabs: ['Rezerwacje a przychód', 'Obłożenie'] },
  { nav: 'Administracja', url: '/administration/accommodations', tabs: ['Obiekty', 'Szablony wiadomości', 'Ustawienia faktur'] },
];

/** The link marked as the current page (aria-current="page") with exactly this text. */
function currentLink(page: Page, text: string) {
  // a tab may carry a count (Wiadomości: the unread conversations)
  return page.locator('a[aria-current="page"]', { hasText: new RegExp(`^${text}\\s*(\\d+ nieprzeczytanych)?$`) });
}

test('a host signs in, moves through every section and its tabs, and signs out', async () => {
  const { page, context, errors } = await newSession(browser);

  await page.goto('/front-desk/desktop');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Hasło', { exact: true }).fill('zle-haslo-123');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByText('Nieprawidłowy e-mail lub hasło.').waitFor();
  await expect(page.getByRole('button', { name: 'Zaloguj się' }).isEnabled()).resolves.toBe(true);

  await signIn(page);
  await page.getByText('Twój abonament wygasa za 12 dni.').waitFor();
  await page.getByRole('button', { name: 'Przedłuż ważność' }).waitFor();
  await page.getByText('Korzystanie z portalu oznacza akceptację regulaminu.').waitFor();
  // the bell shows the account's unread count (other browser tests may have added to the demo's three)
  const unread = await page.evaluate(async () => {
    const res = await fetch('/api/v1/notifications?perPage=1', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return ((await res.json()) as { meta: { unread: number } }).meta.unread;
  });
  expect(unread).toBeGreaterThanOrEqual(3);
  await page.getByTestId('notifications-badge').filter({ hasText: new RegExp(`^${unread}$`) }).waitFor();

  for (const section of SECTIONS) {
    await page.getByRole('navigation', { name: 'Sekcje' }).getByRole('link', { name: section.nav }).click();
    await page.waitForURL(`**${section.url}`);
    await currentLink(page, section.nav).waitFor();
    for (const tab of section.tabs) {
      // A remote's NavLink inside the host's router: works only with one React and one router on the page.
      await page.getByRole('link', { name: new RegExp(`^${tab}\\s*(\\d+ nieprzeczytanych)?$`) }).click();
      await currentLink(page, tab).waitFor();
    }
  }
  await screenshot(page, 'shell-administration');

  // The reports prefix matches whatever the case.
  await page.goto('/Reports/occupancy');
  await page.getByRole('link', { name: 'Obłożenie', exact: true }).waitFor();

  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  await page.getByRole('menuitem', { name: 'Wyloguj się' }).click();
  await page.getByRole('button', { name: 'Zaloguj się' }).waitFor();
  await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
  // A reload stays signed out: the session is gone on the server too.
  await page.goto('/front-desk/desktop');
  await page.getByRole('button', { name: 'Zaloguj się' }).waitFor();

  expect(errors.filter((e) => /Invalid hook call|Minified React error/.test(e))).toEqual([]);
  await context.close();
});

test('one React instance serves the host and every remote', async () => {
  const { page, context } = await newSession(browser);
  await signIn(page);
  await page.getByRole('link', { name: 'Rezerwacje', exact: true }).waitFor();
  const versions = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> } })
      .__FEDERATION__.__SHARE__;
    const loaded: string[] = [];
    for (const scopes of Object.values(share)) {
      for (const [pkg, versionsOfPkg] of Object.entries(scopes.default ?? {})) {
        if (pkg !== 'react') continue;
        for (const [version, info] of Object.entries(versionsOfPkg)) if (info.loaded) loaded.push(version);
      }
    }
    return [...new Set(loaded)];
  });
  expect(versions).toHaveLength(1);
  await context.close();
});
