import type { Browser, Page } from 'playwright-core';
import { launch, screenshot, signIn } from '../support/browser';
import { suiteState } from '../support/suite';

// Every built screen on a 390×844 phone: nothing makes the page scroll sideways (a wide table scrolls inside its
// own box), the header's navigation and the user's menu are reachable, and the screen shows its heading.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return (await res.json()) as T;
  }, `/api/v1${path}`);
}

/** How far the page reaches past the viewport's right edge, in CSS pixels (0: it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The elements sticking out past the right edge, to name in a failure (a table inside a scroll box does not). */
const offenders = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = el.getBoundingClientRect();
      if (box.right <= width + 1 || box.width === 0) continue;
      // inside something that scrolls or clips sideways: it does not widen the page
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX) && p.getBoundingClientRect().right <= width + 1) {
          clipped = true;
          break;
        }
      }
      if (!clipped) out.push(`${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}.${el.className.toString().slice(0, 40)} → ${Math.round(box.right)}px`);
      if (out.length >= 5) break;
    }
    return out;
  });

test('every screen fits a 390 px phone, with the navigation and the user menu within reach', async () => {
  const context = await browser.newContext({ baseURL: suiteState().url, locale: 'pl-PL', viewport: PHONE });
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  await signIn(page);

  const reservations = await apiGet<{ data: Array<{ id: string }> }>(page, '/householder/reservations?perPage=1');
  const clients = await apiGet<{ data: Array<{ id: string }> }>(page, '/householder/clients?perPage=1');
  const listings = await apiGet<{ data: Array<{ id: string }> }>(page, '/householder/accommodations?perPage=1');
  const invoices = await apiGet<{ data: Array<{ id: string }> }>(page, '/householder/invoices?perPage=1');

  const screens: Array<{ path: string; heading: RegExp | string; shot?: string }> = [
    { path: '/front-desk/desktop', heading: 'Pulpit', shot: 'phone-desktop' },
    { path: '/front-desk/calendar', heading: 'Kalendarz' },
    { path: '/front-desk/price-list', heading: /Cennik|Aktualny cennik/ },
    { path: '/front-desk/price-list/rules', heading: /Zestaw reguł|Reguły/ },
    { path: '/front-desk/reservations', heading: 'Rezerwacje', shot: 'phone-reservations' },
    { path: `/front-desk/reservations/${reservations.data[0].id}`, heading: /Rezerwacja/, shot: 'phone-reservation-details' },
    { path: '/front-desk/clients', heading: 'Klienci' },
    { path: `/front-desk/clients/${clients.data[0].id}`, heading: /.+/ },
    { path: '/front-desk/comments', heading: 'Komentarze' },
    { path: '/front-desk/messages', heading: 'Wiadomości' },
    { path: '/front-desk/invoices', heading: 'Faktury' },
    ...(invoices.data[0] ? [{ path: `/front-desk/invoices/${invoices.data[0].id}`, heading: /Faktura/ }] : []),
    { path: '/services/task-schedule', heading: 'Harmonogram prac', shot: 'phone-task-schedule' },
    { path: '/services/cleaning-services', heading: /Sprzątanie/ },
    { path: '/services/co-hosts', heading: 'Współgospodarze' },
    { path: '/reports/reservation-vs-income', heading: 'Rezerwacje a przychód', shot: 'phone-report' },
    { path: '/reports/occupancy', heading: 'Obłożenie' },
    { path: '/administration/accommodations', heading: 'Obiekty' },
    { path: `/administration/accommodations/${listings.data[0].id}`, heading: /.+/ },
    { path: '/administration/messages-settings', heading: 'Szablony wiadomości' },
    { path: '/administration/invoices-settings', heading: 'Ustawienia faktur' },
    { path: '/me/profile', heading: 'Mój profil' },
  ];

  const problems: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    await page.getByRole('heading', { level: 1, name: screen.heading }).first().waitFor();
    // data arrive after the heading: measure once nothing is loading (the live notifications never idle the network)
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .chakra-spinner, .chakra-skeleton'));
    const past = await overflow(page);
    if (past > 0) problems.push(`${screen.path}: ${past} px too wide: ${(await offenders(page)).join('; ')}`);
    if (screen.shot) await screenshot(page, screen.shot);
  }
  expect(problems).toEqual([]);

  // the navigation and the account's links fold into one menu at the header's right edge
  await page.goto('/front-desk/reservations');
  await page.getByRole('heading', { level: 1, name: 'Rezerwacje' }).waitFor();
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const box = await menu.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('button', { name: 'Wyloguj się' }).waitFor();
  await screenshot(page, 'phone-menu');
  await drawer.getByRole('navigation', { name: 'Sekcje' }).getByRole('link', { name: 'Usługi' }).click();
  await page.waitForURL('**/services/**');
  await page.getByRole('heading', { level: 1, name: 'Harmonogram prac' }).waitFor();

  expect(uncaught).toEqual([]);
  await context.close();
});
