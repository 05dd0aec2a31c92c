import type { Browser } from 'playwright-core';
import { apiCall, launch, screenshot, signIn } from '../support/browser';
import { PHONE, offenders, overflow } from '../support/layout';
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

test('every screen fits a 390 px phone, with the navigation and the user menu within reach', async () => {
  const context = await browser.newContext({ baseURL: suiteState().url, locale: 'pl-PL', viewport: PHONE });
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  await signIn(page);

  const reservations = await apiCall<{ data: Array<{ id: string }> }>(page, '/householder/reservations?perPage=1');
  const clients = await apiCall<{ data: Array<{ id: string }> }>(page, '/householder/clients?perPage=1');
  const listings = await apiCall<{ data: Array<{ id: string }> }>(page, '/householder/accommodations?perPage=1');
  const invoices = await apiCall<{ data: Array<{ id: string }> }>(page, '/householder/invoices?perPage=1');

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
