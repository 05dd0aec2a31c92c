import type { Browser } from 'playwright-core';
import { accessibilityViolations } from '../support/accessibility';
import { launch, screenshot, signIn } from '../support/browser';
import { PHONE, offenders, overflow } from '../support/layout';
import { EVERY_SCREEN_TIMEOUT, builtScreens, screenReady } from '../support/screens';
import { suiteState } from '../support/suite';

// Every built screen on a 390×844 phone: nothing makes the page scroll sideways (a wide table scrolls inside its
// own box), the section's current tab is in view, axe-core finds no serious or critical violation, the header's
// navigation and the user's menu are reachable, and the screen shows its heading.

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

  const screens = await builtScreens(page);

  const problems: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    await screenReady(page, screen);
    const past = await overflow(page);
    if (past > 0) problems.push(`${screen.path}: ${past} px too wide: ${(await offenders(page)).join('; ')}`);
    for (const violation of await accessibilityViolations(page)) problems.push(`${screen.path}: ${violation}`);
    // the section's tab row scrolls sideways on a phone; the current tab is brought into view
    const currentTab = page.getByRole('navigation', { name: 'Zakładki sekcji' }).locator('[aria-current="page"]');
    if ((await currentTab.count()) > 0) {
      const tab = (await currentTab.first().boundingBox())!;
      if (tab.x < 0 || tab.x + tab.width > PHONE.width) problems.push(`${screen.path}: the current tab is off screen (x ${Math.round(tab.x)}, ${Math.round(tab.width)} px wide)`);
    }
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
}, EVERY_SCREEN_TIMEOUT);

test("a phone's first screen: the reservations table above the fold with the filters under 'Filtry', the calendar open on today", async () => {
  const context = await browser.newContext({ baseURL: suiteState().url, locale: 'pl-PL', viewport: PHONE, timezoneId: 'Europe/Warsaw' });
  const page = await context.newPage();
  await signIn(page);

  await page.goto('/front-desk/reservations');
  const table = page.getByRole('table', { name: 'Rezerwacje' });
  const firstRow = table.locator('tbody tr').first();
  await firstRow.getByRole('link').first().waitFor();
  // the table's first booking is on the first screen, not ~1 600 px down below the filters
  const row = (await firstRow.boundingBox())!;
  expect(row.y + row.height).toBeLessThanOrEqual(PHONE.height);
  const filtersForm = page.getByRole('form', { name: 'Filtry rezerwacji' });
  expect(await filtersForm.isVisible()).toBe(false);
  const toggle = page.getByRole('button', { name: 'Filtry', exact: true });
  await toggle.click();
  await filtersForm.waitFor();
  expect(await page.getByRole('button', { name: 'Ukryj filtry' }).getAttribute('aria-expanded')).toBe('true');
  await screenshot(page, 'phone-reservations-filters', { fullPage: false });

  // the calendar's window starts on a Monday; today's column is in view all the same
  await page.goto('/front-desk/calendar');
  const today = page.getByRole('grid', { name: 'Kalendarz' }).locator('[role="columnheader"][aria-current="date"]');
  await today.waitFor();
  await page.waitForTimeout(200);
  const day = (await today.boundingBox())!;
  // not under the apartments' names, which stay in place while the days scroll
  const names = (await page.getByRole('grid', { name: 'Kalendarz' }).getByRole('columnheader', { name: 'Apartament' }).boundingBox())!;
  expect(day.x).toBeGreaterThanOrEqual(names.x + names.width - 1);
  expect(day.x + day.width).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'phone-calendar-today', { fullPage: false });
  await context.close();
}, EVERY_SCREEN_TIMEOUT);

