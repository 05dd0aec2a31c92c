import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, screenshot, signIn } from '../support/browser';
import { startSuite, stopSuiteAt, type SuiteState } from '../support/suite';

// A receptionist's morning on the demo account, at a desk (1440×900) and on a phone (390×844): today's arrivals, a
// payment, a family of four booked with the tourist tax, an over-capacity and an overlapping booking refused where
// the eye is, a stay relocated at its new price, and the list exported to CSV. Twice: with the clocks at noon, and
// at 23:30 UTC, when Warsaw is already on the next day (the suite's clock started there, support/shiftClock.cjs, and
// the browser's set with Playwright's clock): every "today" must be Warsaw's.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// today's date (UTC) at noon and at 23:30, the instants the suite's and the browser's clocks start at
const utcToday = new Date().toISOString().slice(0, 10);
const CLOCKS = [
  { clock: 'noon', now: `${utcToday}T12:00:00Z` },
  { clock: '23:30 UTC', now: `${utcToday}T23:30:00Z` },
];

/** How far the clocks of the suite in use are from the real one (ms). */
let shift = 0;
const clockNow = () => new Date(Date.now() + shift);
const warsawDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Warsaw's day `days` after the suite's today, 'yyyy-MM-dd'. */
function isoDaysFromToday(days: number): string {
  const today = warsawDay.format(clockNow());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
const polish = (iso: string) => iso.split('-').reverse().join('.');
/** '1 234,56 zł' (with any kind of space) → 1234.56 */
const amountOf = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

/** Whether the element is on screen now (at least partly), without scrolling to it. */
const onScreen = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
  });

async function openNewReservation(page: Page) {
  await page.getByRole('button', { name: 'Nowa rezerwacja' }).click();
  const dialog = page.getByRole('form', { name: 'Nowa rezerwacja' });
  await dialog.waitFor();
  return dialog;
}

async function stayFields(dialog: Locator, apartment: string, from: string, to: string) {
  await dialog.getByLabel('Apartament').selectOption({ label: apartment });
  await dialog.getByLabel('Data przyjazdu').fill(polish(from));
  await dialog.getByLabel('Data wyjazdu').fill(polish(to));
}

const MORSKI = 'Apartament Morski (Apartamenty Nadmorskie)';
const WAWEL = 'Studio Wawel (Kamienica pod Wawelem)';

const SIZES = [
  // days no other browser test books (the channel sync test's feed closes days 200–224 of the first apartment)
  { name: 'desk', viewport: { width: 1440, height: 900 }, offset: 240, family: 'Rodzina Porannych' },
  { name: 'phone', viewport: { width: 390, height: 844 }, offset: 270, family: 'Rodzina Telefonicznych' },
];

describe.each(CLOCKS)('at $clock', ({ clock, now }) => {
  let suite: SuiteState;
  beforeAll(async () => {
    suite = await startSuite(now);
    shift = Date.parse(now) - Date.now();
  }, 300_000);
  afterAll(() => {
    if (suite) stopSuiteAt(suite);
  });

  describe.each(SIZES)('a receptionist’s morning ($name)', ({ name: size, viewport, offset, family }) => {
    const name = `${size}${clock === 'noon' ? '' : '-night'}`;
    test('arrivals, a payment, a family with the tourist tax, two refusals in sight, a relocation and the CSV', async () => {
      const context = await browser.newContext({ baseURL: suite.url, locale: 'pl-PL', timezoneId: 'Europe/Warsaw', viewport, acceptDownloads: true });
      // the browser's clock where the suite's is (and running on from there)
      await context.clock.install({ time: clockNow() });
      const page = await context.newPage();
      const uncaught: string[] = [];
      page.on('pageerror', (e) => uncaught.push(e.message));
      await signIn(page);

      // today's arrivals, one click from the list
      await page.goto('/front-desk/reservations');
      await page.getByRole('button', { name: 'Dziś przyjazdy' }).click();
      await page.getByRole('button', { name: 'Dziś przyjazdy', pressed: true }).waitFor();
      const today = polish(isoDaysFromToday(0));
      const arrivals = page.locator('table:not([aria-busy]) tbody tr');
      await arrivals.first().waitFor();
      for (const text of await arrivals.allInnerTexts()) expect(text).toContain(today);
      await screenshot(page, `morning-${name}-arrivals`);

      // a payment taken at the desk on a stay not yet paid: the balance follows
      await page.getByRole('button', { name: 'Nieopłacone' }).click();
      await page.getByRole('button', { name: 'Nieopłacone', pressed: true }).waitFor();
      const unpaid = page.locator('table:not([aria-busy]) tbody tr').first();
      await unpaid.waitFor();
      await unpaid.getByRole('link').first().click();
      await page.waitForURL(/\/front-desk\/reservations\/[0-9a-f-]{36}$/);
      const paid = page.getByText(/^Zapłacono:/);
      await paid.waitFor();
      const before = amountOf(await paid.innerText());
      const payment = page.getByRole('form', { name: 'Zapisz płatność' });
      await payment.getByLabel('Kwota').fill('100,50');
      await payment.getByLabel('Sposób płatności').selectOption({ label: 'Gotówka' });
      await payment.getByRole('button', { name: 'Zapisz płatność' }).click();
      await page.waitForFunction((expected) => {
        const line = [...document.querySelectorAll('p, div, span')].find((e) => e.textContent?.startsWith('Zapłacono:'));
        return !!line && Number(line.textContent!.replace(/[^\d,]/g, '').replace(',', '.')) === expected;
      }, Math.round((before + 100.5) * 100) / 100);
      await screenshot(page, `morning-${name}-payment`);

      // a family of four (two children, 4 and 12) by the sea: the cleaning fee and the tourist tax are in the total
      await page.goto('/front-desk/reservations');
      let dialog = await openNewReservation(page);
      const from = isoDaysFromToday(offset);
      const to = isoDaysFromToday(offset + 3);
      await stayFields(dialog, MORSKI, from, to);
      await dialog.getByLabel('Dorośli', { exact: true }).fill('2');
      await dialog.getByLabel('Dzieci', { exact: true }).fill('2');
      await dialog.getByLabel('Wiek dzieci').fill('4, 12');
      await dialog.getByLabel('Imię i nazwisko').fill(family);
      const bill = dialog.getByRole('group', { name: 'Rachunek' });
      const tax = bill.getByText('Opłata miejscowa').locator('..');
      await tax.waitFor();
      const lines = await bill.locator(':scope > div').allInnerTexts();
      // the lines above 'Razem' (nights, cleaning, tourist tax) add up to it
      const sum = lines.slice(0, lines.findIndex((l) => /^Razem/.test(l))).reduce((s, l) => s + amountOf(l.split('\n').pop()!), 0);
      const total = amountOf((await bill.getByTestId('reservation-total').innerText()).split('(')[0]);
      expect(total).toBeCloseTo(sum, 2);
      expect(amountOf((await tax.innerText()).split('\n').pop()!)).toBeGreaterThan(0);
      await screenshot(page, `morning-${name}-family`);
      await dialog.getByRole('button', { name: 'Zarezerwuj' }).click();
      await dialog.waitFor({ state: 'detached' });

      // six adults in a studio: the limit is shown under the party, where the receptionist typed
      dialog = await openNewReservation(page);
      await stayFields(dialog, WAWEL, isoDaysFromToday(offset + 10), isoDaysFromToday(offset + 12));
      await dialog.getByLabel('Dorośli', { exact: true }).fill('6');
      const capacity = dialog.getByTestId('capacity-warning');
      await capacity.waitFor();
      await expect(onScreen(capacity)).resolves.toBe(true);
      await screenshot(page, `morning-${name}-capacity`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // the family's nights again: refused next to the dates, before anything is saved
      dialog = await openNewReservation(page);
      await stayFields(dialog, MORSKI, isoDaysFromToday(offset + 1), isoDaysFromToday(offset + 2));
      const taken = dialog.getByText('Apartament jest już zajęty w tym terminie.');
      await taken.waitFor();
      await expect(onScreen(taken)).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // the family moves to another apartment: the new price is shown before confirming
      const filters = page.getByRole('form', { name: 'Filtry rezerwacji' });
      if (!(await filters.isVisible())) await page.getByRole('button', { name: /^Filtry/ }).click();
      await filters.getByLabel('Imię i nazwisko').fill(family);
      await filters.getByRole('button', { name: 'Filtruj' }).click();
      const row = page.getByRole('row').filter({ hasText: family });
      await row.waitFor();
      await page.getByRole('button', { name: `Akcje rezerwacji: ${family}` }).click();
      await page.getByRole('menuitem', { name: 'Przenieś gości' }).click();
      const relocate = page.getByRole('dialog', { name: 'Przenieś gości' });
      const target = relocate.getByLabel('Nowy apartament');
      await target.selectOption({ label: WAWEL });
      // the guest's price and the new one side by side, the guest's chosen until the receptionist takes the new one
      const price = relocate.getByTestId('relocation-price');
      const choice = price.getByRole('radiogroup', { name: 'Cena po przeniesieniu' });
      await choice.waitFor();
      await expect(choice.getByRole('radio', { name: /^Zachowaj cenę gościa/ }).isChecked()).resolves.toBe(true);
      const repriced = await choice.locator('label', { hasText: 'Przyjmij nową cenę' }).locator('strong').innerText();
      await choice.getByRole('radio', { name: /^Przyjmij nową cenę/ }).check();
      const consent = price.getByText('Zgoda na przekroczenie limitu gości');
      if (await consent.isVisible()) await consent.click();
      await screenshot(page, `morning-${name}-relocate`);
      await relocate.getByRole('button', { name: 'Przenieś' }).click();
      await relocate.waitFor({ state: 'detached' });
      await row.getByText(/Studio Wawel/).first().waitFor();
      // and the list shows the stay at the new price taken
      await row.getByText(repriced).first().waitFor();

      // the filtered list, exported
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Eksportuj do CSV' }).click()]);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      expect(csv.split('\n').filter((l) => l.trim()).length).toBe(2);
      expect(csv).toContain(family);

      expect(uncaught).toEqual([]);
      await context.close();
    });
  });
});
