import type { Browser, Page } from 'playwright-core';
import { accessibilityViolations } from '../support/accessibility';
import { launch, newSession, signIn } from '../support/browser';
import { EVERY_SCREEN_TIMEOUT, builtScreens, screenReady } from '../support/screens';

// Accessibility at 1440×900: axe-core (WCAG 2.1 A and AA) finds no serious or critical violation on the public
// screens and on every built screen of the signed-in suite; a dialog keeps the focus inside until it closes and then
// gives it back; a table's row menu is opened, walked and closed from the keyboard.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The accessible name (or the text) of the element holding the focus, and whether it is inside `selector`. */
const focused = (page: Page, selector: string) =>
  page.evaluate((inside) => {
    const el = document.activeElement as HTMLElement | null;
    return { name: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '', inside: Boolean(el?.closest(inside)) };
  }, selector);

test('the public screens have no serious accessibility violation', async () => {
  const { page, context } = await newSession(browser);
  const problems: string[] = [];
  for (const [path, heading] of [
    ['/login', 'Logowanie'],
    ['/register', 'Załóż konto'],
    ['/forgot-password', 'Nie pamiętasz hasła?'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
    for (const violation of await accessibilityViolations(page)) problems.push(`${path}: ${violation}`);
  }
  expect(problems).toEqual([]);
  await context.close();
});

test('every built screen has no serious accessibility violation', async () => {
  const { page, context } = await newSession(browser);
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  await signIn(page);
  const problems: string[] = [];
  for (const screen of await builtScreens(page)) {
    await page.goto(screen.path);
    await screenReady(page, screen);
    for (const violation of await accessibilityViolations(page)) problems.push(`${screen.path}: ${violation}`);
  }
  expect(problems).toEqual([]);
  expect(uncaught).toEqual([]);
  await context.close();
}, EVERY_SCREEN_TIMEOUT);

/** Opens a dialog from its button by keyboard: twenty Tabs stay inside it, Escape closes it, the focus is on the button. */
async function expectDialogKeepsFocus(page: Page, button: string) {
  const open = page.getByRole('button', { name: button, exact: true });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect(accessibilityViolations(page)).resolves.toEqual([]);
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    await expect(focused(page, '[role="dialog"]')).resolves.toMatchObject({ inside: true });
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect(focused(page, 'body')).resolves.toMatchObject({ name: button });
}

/** The first row's menu: opened with Enter, walked with the arrows, closed with Escape back onto its button. */
async function expectRowMenuByKeyboard(page: Page, menuLabel: RegExp) {
  const trigger = page.getByRole('button', { name: menuLabel }).first();
  await trigger.waitFor();
  const label = (await trigger.getAttribute('aria-label'))!;
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await page.keyboard.press('ArrowDown');
  await expect(page.evaluate(() => document.querySelector('[role="menu"] [data-highlighted]') !== null)).resolves.toBe(true);
  await expect(accessibilityViolations(page)).resolves.toEqual([]);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  await expect(focused(page, 'body')).resolves.toMatchObject({ name: label });
}

test('every dialog opened from a button keeps the focus until it closes and gives it back', async () => {
  const { page, context } = await newSession(browser);
  await signIn(page);
  for (const [path, heading, buttons] of [
    ['/front-desk/reservations', 'Rezerwacje', ['Nowa rezerwacja']],
    ['/front-desk/calendar', 'Kalendarz', ['Nowa rezerwacja', 'Zablokuj', 'Sprawdź dostępność']],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    for (const button of buttons) await expectDialogKeepsFocus(page, button);
  }
  await context.close();
});

test("every list's row menu opens, moves and closes from the keyboard", async () => {
  const { page, context } = await newSession(browser);
  await signIn(page);
  for (const [path, menuLabel] of [
    ['/front-desk/reservations', /^Akcje rezerwacji: /],
    ['/front-desk/clients', /^Akcje klienta: /],
    ['/front-desk/invoices', /^Akcje faktury /],
    ['/front-desk/price-list/rules', /^Akcje reguły /],
    ['/services/task-schedule', /^Akcje zlecenia: /],
    ['/services/cleaning-services', /^Akcje usługodawcy: /],
    ['/services/co-hosts', /^Akcje współgospodarza: /],
    ['/administration/messages-settings', /^Akcje szablonu /],
  ] as const) {
    await page.goto(path);
    await expectRowMenuByKeyboard(page, menuLabel);
  }
  await context.close();
});
