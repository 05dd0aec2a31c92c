import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, launch, newSession, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const RECEPTION = { email: 'recepcja@gospodarz.pl', password: 'demo1234' };
const TABS = [
  { path: 'reservation-vs-income', label: 'Rezerwacje a przychód', rows: 12 },
  { path: 'reservation-vs-price', label: 'Rezerwacje a średnia cena', rows: 12 },
  { path: 'reservation-source', label: 'Źródła rezerwacji', rows: 12 },
  { path: 'most-profitable-days', label: 'Najlepsze dni tygodnia', rows: 7 },
  { path: 'occupancy', label: 'Obłożenie', rows: 12 },
];

function isoDaysFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The report's table of numbers (opened), as text per row, once the chart for the current filters is drawn. */
async function tableRows(page: Page, label: string): Promise<string[]> {
  const details = page.locator('details', { hasText: 'Tabela danych' });
  if (!(await details.evaluate((d: HTMLDetailsElement) => d.open))) await details.locator('summary').click();
  const table = page.getByRole('table', { name: `${label}: tabela danych` });
  await table.locator('tbody tr').first().waitFor();
  return table.locator('tbody tr').allInnerTexts();
}

/** The table's rows once `done` holds for them (a report reloading may show another state on the way). */
async function rowsWhen(page: Page, label: string, done: (rows: string[]) => boolean): Promise<string[]> {
  let now: string[] = [];
  for (let i = 0; i < 50; i++) {
    now = await tableRows(page, label);
    if (done(now)) return now;
    await page.waitForTimeout(200);
  }
  throw new Error(`the ${label} table did not reach the state expected; it shows ${JSON.stringify(now)}`);
}
const differs = (before: string[]) => (rows: string[]) => JSON.stringify(rows) !== JSON.stringify(before);

test('the desktop shows the demo, the bell rises live when the reception books, and every report follows its filters and exports', async () => {
  const owner = await newSession(browser);
  const { page } = owner;
  await signIn(page);

  // The desktop's cards, filled from the demo's stays
  const upcoming = page.getByRole('region', { name: 'Nadchodzące rezerwacje' });
  await upcoming.getByRole('link').first().waitFor();
  expect(await upcoming.getByRole('listitem').count()).toBe(10);
  await page.getByRole('region', { name: 'Nieopłacone rezerwacje' }).getByText(/^Do zapłaty: [\d ]+,\d\d zł$/).first().waitFor();
  await page.getByRole('region', { name: 'Nieprzeczytane wiadomości' }).waitFor();
  await page.getByRole('region', { name: 'Dziś' }).getByText('Przyjazdy').waitFor();
  const stats = page.getByRole('complementary', { name: 'Ostatnie 30 dni' });
  await stats.getByRole('link', { name: /^Przychód: [\d ]+,\d\d zł$/ }).waitFor();
  await stats.getByRole('link', { name: /^Obłożenie: [\d,]+%$/ }).waitFor();
  await screenshot(page, 'reports-desktop');

  // The reception books a stay in a second browser; the owner's badge rises without a reload
  const badge = page.getByTestId('notifications-badge');
  await badge.waitFor();
  const before = Number(await badge.textContent());
  const reception = await newSession(browser);
  await signIn(reception.page, RECEPTION.email, RECEPTION.password);
  const created = await reception.page.evaluate(
    async ({ from, to }) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' };
      const listings = await (await fetch('/api/v1/householder/accommodations?perPage=50', { headers })).json();
      const apartmentId = listings.data[0].attributes.apartmentsAttributes[0].id;
      const res = await fetch('/api/v1/householder/reservations', {
        method: 'POST',
        headers,
        body: JSON.stringify({ reservation: { apartmentId, from, to, fullName: 'Gość z recepcji', pricePerNight: 250 } }),
      });
      return res.status;
    },
    { from: isoDaysFromToday(300), to: isoDaysFromToday(302) },
  );
  expect(created).toBe(201);
  await page.waitForFunction((n) => document.querySelector('[data-testid="notifications-badge"]')?.textContent === String(n), before + 1, { timeout: 15_000 });
  await page.getByRole('button', { name: /^Powiadomienia/ }).click();
  await page.getByRole('menuitem', { name: /Gość z recepcji/ }).waitFor();
  await page.keyboard.press('Escape');
  await reception.context.close();

  // Each report: the period and the apartment change the numbers, and both live in the URL
  for (const tab of TABS) {
    await page.goto(`/reports/${tab.path}`);
    await page.getByRole('heading', { name: tab.label, level: 1 }).waitFor();
    await page.locator('svg').filter({ has: page.locator('text') }).first().waitFor();
    const year = await tableRows(page, tab.label);
    expect(year).toHaveLength(tab.rows);
    await page.getByLabel('Okres', { exact: true }).selectOption({ label: 'Ostatnie 6 miesięcy' });
    const months = tab.rows === 7 ? 7 : 6;
    const half = await rowsWhen(page, tab.label, (rows) => differs(year)(rows) && rows.length === months);
    expect(half).toHaveLength(months);
    expect(page.url()).toContain('period=1');
    await page.getByLabel('Apartament', { exact: true }).selectOption({ label: 'Studio Wawel' });
    await rowsWhen(page, tab.label, differs(half));
    expect(page.url()).toMatch(/apartment=[0-9a-f-]{36}/);
  }
  // 'Porównanie' → the year before: a dashed line and a column of the same months a year earlier
  const table = page.getByRole('table', { name: 'Obłożenie: tabela danych' });
  expect(await table.getByRole('columnheader', { name: /rok wcześniej/ }).count()).toBe(0);
  await page.getByLabel('Porównanie', { exact: true }).selectOption({ label: 'Z rokiem wcześniej' });
  await table.getByRole('columnheader', { name: /rok wcześniej/ }).first().waitFor();
  expect(page.url()).toContain('compare=1');
  await page.getByLabel('Porównanie', { exact: true }).selectOption({ label: 'Bez porównania' });
  await table.getByRole('columnheader', { name: /rok wcześniej/ }).first().waitFor({ state: 'detached' });
  expect(page.url()).not.toContain('compare=1');
  await screenshot(page, 'reports-occupancy');

  // 'Eksportuj' → PDF, named after the tab, with the title and the figures of the table
  const rows = await tableRows(page, 'Obłożenie');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByRole('button', { name: 'Eksportuj' }).click();
      await page.getByRole('menuitem', { name: 'PDF (wykres)' }).click();
    })(),
  ]);
  expect(download.suggestedFilename()).toBe('Obłożenie.pdf');
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, 'reports-occupancy.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
  expect(text).toContain('Obłożenie');
  expect(text).toContain('Apartament: Studio Wawel');
  const firstRow = rows[0].split('\t').map((cell) => cell.trim());
  for (const cell of firstRow) expect(text).toContain(cell);

  expect(owner.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  await owner.context.close();
});
