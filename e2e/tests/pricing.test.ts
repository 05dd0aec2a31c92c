import type { Browser, Locator, Page } from 'playwright-core';
import { addDays } from '@gospodarz/contracts/values';
import { launch, newSession, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const polish = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
function daysFromToday(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return iso(d);
}
/** Grosze as the product writes money: '1 234,56 zł'. */
const money = (grosze: number) => `${String(Math.floor(grosze / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${pad(grosze % 100)} zł`;

const RULE = 'Tydzień taniej';
/** The rule's colour, 'Fioletowy' (#805ad5), as the browser reports a computed background. */
const PURPLE = 'rgb(128, 90, 213)';
const APARTMENT = 'Studio Wawel';
const NIGHTS = 8;
/** The price for 1-2 persons typed into the pricing dialog, in grosze. */
const PRICE = 345_50;
// The engine's rounding: 10% of each night, rounded half up to the grosz; the total is the sum of the nights.
const DISCOUNT = Math.floor((PRICE * 10 + 50) / 100);
const NIGHT = PRICE - DISCOUNT;
const TOTAL = NIGHTS * NIGHT;
/** The Kraków listing's cleaning fee (demo seed): the stay's bill is its nights and this fee. */
const CLEANING_FEE = 60_00;

/** Four months ahead: no demo stay and no other browser test books these nights. */
const ARRIVAL = daysFromToday(120);
const DEPARTURE = addDays(ARRIVAL, NIGHTS);
const LAST_NIGHT = addDays(ARRIVAL, NIGHTS - 1);

/** A day's price cell (1-2 persons) of an apartment in the price list's grid. */
const priceCell = (page: Page, day: string) => page.locator(`button[data-cell][aria-label^="${APARTMENT}, ${polish(day)},"]`);

async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses the mouse on `from`, moves it over the days to `to` and lets go there. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await centre(from);
  const b = await centre(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 12 });
  await page.mouse.up();
}

test('a host defines a longer-stay rule, prices a week with it and books 8 nights at the discounted total', async () => {
  const { page, context } = await newSession(browser);
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  await signIn(page);

  // 1. the rule set: 10% off a stay of a week or longer, from the 'Zestaw reguł' tab
  await page.goto('/front-desk/price-list');
  await page.getByRole('navigation', { name: 'Cennik' }).getByRole('link', { name: 'Zestaw reguł' }).click();
  await page.waitForURL('**/front-desk/price-list/rules');
  await page.getByRole('button', { name: 'Dodaj regułę' }).click();
  const ruleForm = page.getByRole('form', { name: 'Nowa reguła' });
  await ruleForm.getByLabel('Nazwa').fill(RULE);
  await ruleForm.getByRole('radio', { name: 'Fioletowy' }).check();
  // the nine colours stand side by side without running into each other
  const swatches = await ruleForm.getByRole('group', { name: 'Kolor' }).locator('label').evaluateAll((labels) =>
    labels.map((l) => {
      const r = l.getBoundingClientRect();
      const text = l.querySelector('span')!.getBoundingClientRect();
      return { left: r.left, right: Math.max(r.right, text.right), top: r.top, bottom: r.bottom };
    }),
  );
  expect(swatches).toHaveLength(9);
  const overlapping = swatches.filter((a, i) => swatches.some((b, j) => i !== j && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom));
  expect(overlapping).toEqual([]);
  // the discount's field opens with its checkbox
  await expect(ruleForm.getByLabel('Dłuższy pobyt: rabat (%)').isDisabled()).resolves.toBe(true);
  await ruleForm.getByText('Dłuższy pobyt', { exact: true }).click();
  await expect(ruleForm.getByRole('checkbox', { name: 'Dłuższy pobyt', exact: true }).isChecked()).resolves.toBe(true);
  await ruleForm.getByLabel('Dłuższy pobyt: rabat (%)').fill('10');
  await ruleForm.getByLabel('Długość pobytu').selectOption({ label: 'od 1 tygodnia' });
  await screenshot(page, 'pricing-rule-form');
  await ruleForm.getByRole('button', { name: 'Zapisz' }).click();
  await page.waitForURL('**/front-desk/price-list/rules');
  const ruleRow = page.getByRole('row').filter({ hasText: RULE });
  await ruleRow.getByText('10% od 1 tygodnia').waitFor();

  // 2. the price list: the 8 nights of the stay selected with the mouse, priced with the rule
  await page.getByRole('navigation', { name: 'Cennik' }).getByRole('link', { name: 'Aktualny cennik' }).click();
  await page.waitForURL(/\/front-desk\/price-list$/);
  await page.goto(`/front-desk/price-list?from=${addDays(ARRIVAL, -3)}`);
  // three days on with the arrow: the grid then starts the day before the arrival
  await priceCell(page, ARRIVAL).waitFor();
  await page.getByRole('button', { name: 'Następne dni (o 3)' }).click();
  await page.waitForURL(`**/front-desk/price-list?from=${ARRIVAL}`);
  await priceCell(page, addDays(ARRIVAL, 19)).waitFor();
  await drag(page, priceCell(page, ARRIVAL), priceCell(page, LAST_NIGHT));

  const dialog = page.getByRole('form', { name: 'Ceny' });
  await dialog.getByText(`${polish(ARRIVAL)} – ${polish(LAST_NIGHT)}`).waitFor();
  await expect(dialog.getByLabel('Od').inputValue()).resolves.toBe(polish(ARRIVAL));
  await expect(dialog.getByLabel('Do (włącznie)').inputValue()).resolves.toBe(polish(LAST_NIGHT));
  await dialog.getByLabel('1-2 osoby (zł)').fill('345,50');
  await dialog.getByLabel('3-4 osoby (zł)').fill('420');
  await dialog.getByLabel('5+ osób (zł)').fill('480');
  await dialog.getByLabel('Reguła').selectOption({ label: RULE });
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Ceny zostały zapisane.').waitFor();

  // every priced night shows the new price with the rule's dot; the day after keeps its old price and rule
  for (let i = 0; i < NIGHTS; i++) {
    const cell = priceCell(page, addDays(ARRIVAL, i));
    await page.waitForFunction(
      ([selector, text]) => document.querySelector(selector)?.textContent === text,
      [`button[data-cell][aria-label^="${APARTMENT}, ${polish(addDays(ARRIVAL, i))},"]`, money(PRICE)] as const,
    );
    await expect(cell.getAttribute('aria-label')).resolves.toContain(`reguła ${RULE}`);
    await expect(cell.locator(`span[title="${RULE}"]`).evaluate((dot) => getComputedStyle(dot).backgroundColor)).resolves.toBe(PURPLE);
  }
  await expect(priceCell(page, DEPARTURE).getAttribute('aria-label')).resolves.not.toContain(`reguła ${RULE}`);
  await page.getByRole('group', { name: 'Legenda' }).getByText(RULE).waitFor();
  await screenshot(page, 'pricing-price-list');

  // 3. 8 nights booked from the reservations list: the breakdown takes 10% off every night
  await page.goto('/front-desk/reservations');
  await page.getByRole('button', { name: 'Nowa rezerwacja' }).click();
  const booking = page.getByRole('form', { name: 'Nowa rezerwacja' });
  await booking.getByLabel('Apartament').selectOption({ label: `${APARTMENT} (Kamienica pod Wawelem)` });
  await booking.getByLabel('Data przyjazdu').fill(polish(ARRIVAL));
  await booking.getByLabel('Data wyjazdu').fill(polish(DEPARTURE));
  await booking.getByLabel('Imię i nazwisko').fill('Tydzień Cennikowy');

  const breakdown = booking.getByTestId('price-breakdown');
  await breakdown.getByTestId('breakdown-total').getByText(money(TOTAL), { exact: true }).waitFor();
  const nights = breakdown.getByRole('table', { name: 'Cena każdej doby' }).locator('tbody tr');
  await expect(nights.count()).resolves.toBe(NIGHTS);
  for (let i = 0; i < NIGHTS; i++) {
    await expect(nights.nth(i).locator('td').allInnerTexts()).resolves.toEqual([
      polish(addDays(ARRIVAL, i)),
      '1-2 os.',
      money(PRICE),
      `Dłuższy pobyt −10%: -${money(DISCOUNT)}`,
      money(NIGHT),
    ]);
  }
  await breakdown.getByText('Zastosowane reguły: Dłuższy pobyt (−10%)').waitFor();
  // the engine's price per night fills the price field, typed the Polish way
  await expect(booking.getByLabel('Cena za dobę').inputValue()).resolves.toBe(`${Math.floor(NIGHT / 100)},${pad(NIGHT % 100)}`);
  await booking.getByRole('group', { name: 'Rachunek' }).getByText(money(TOTAL)).first().waitFor();
  await breakdown.getByTestId('breakdown-total').scrollIntoViewIfNeeded();
  await screenshot(page, 'pricing-breakdown');

  // the phone: the dialog and its breakdown in one column, the page no wider than the screen
  await page.setViewportSize({ width: 390, height: 844 });
  await breakdown.getByText('Razem za noclegi').scrollIntoViewIfNeeded();
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(390);
  await screenshot(page, 'pricing-breakdown-phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  await booking.getByRole('button', { name: 'Zarezerwuj' }).click();
  await booking.waitFor({ state: 'detached' });
  const filters = page.getByRole('form', { name: 'Filtry rezerwacji' });
  await filters.getByLabel('Imię i nazwisko').fill('Tydzień Cennikowy');
  await filters.getByRole('button', { name: 'Filtruj' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Tydzień Cennikowy', exact: true }) });
  // the list shows the stay's bill: the nights at the discounted total and the cleaning fee
  await row.getByText(money(TOTAL + CLEANING_FEE)).waitFor();

  expect(uncaught).toEqual([]);
  await context.close();
});
