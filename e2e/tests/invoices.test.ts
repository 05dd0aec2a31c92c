import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { launch, newSession, screenshot, signIn } from '../support/browser';
import { suiteState } from '../support/suite';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** 'MM/dd/yyyy' days from today, as the reservations list reads its range from the URL. */
function queryDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

test('a host issues an invoice from a reservation, finds it, prints it, marks it paid, sends it and corrects it', async () => {
  const { page } = await newSession(browser);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await signIn(page);

  // a stay that ended in the last weeks, from the reservations list's row action
  await page.goto(`/front-desk/reservations?from=${encodeURIComponent(queryDay(-20))}&to=${encodeURIComponent(queryDay(-3))}&statuses=confirmed`);
  const actions = page.locator('table[aria-label="Rezerwacje"]:not([aria-busy])').getByRole('button', { name: /^Akcje rezerwacji: / }).first();
  await actions.waitFor();
  const guest = (await actions.getAttribute('aria-label'))!.replace('Akcje rezerwacji: ', '');
  await actions.click();
  await page.getByRole('menuitem', { name: 'Wystaw fakturę' }).click();
  await page.waitForURL(/\/front-desk\/invoices\/new\?reservationId=[0-9a-f-]{36}/);
  const reservationId = new URL(page.url()).searchParams.get('reservationId')!;

  const form = page.getByRole('form', { name: 'Nowa faktura' });
  await form.waitFor();
  await expect(form.getByLabel('Nazwa nabywcy').inputValue()).resolves.toBe(guest);
  await expect(form.getByLabel('Opis').first().inputValue()).resolves.toMatch(/^Usługa noclegowa/);
  const number = (await form.getByTestId('invoice-number').textContent())!.trim();
  expect(number).toMatch(/^FV\/\d+\/\d{2}\/\d{4}$/);

  // a company buyer: the NIP is masked and its check digit checked before sending
  await form.getByLabel('Nazwa nabywcy').fill('Żuraw Consulting Łukasz Żak');
  await form.getByRole('button', { name: 'Dodaj usługę' }).click();
  await form.getByLabel('Opis').nth(1).fill('Parking');
  await form.getByLabel('Ilość').nth(1).fill('2');
  await form.getByLabel('Kwota netto').nth(1).fill('25,50');
  await form.getByLabel('NIP').fill('5260001247');
  await expect(form.getByLabel('NIP').inputValue()).resolves.toBe('526 000124 7');
  // leaving the field shows the message (the layout moves: click only afterwards)
  await form.getByLabel('NIP').press('Tab');
  await form.getByText('Nieprawidłowy NIP').waitFor();
  await form.getByLabel('NIP').fill('5260001246');
  await form.getByLabel('NIP').press('Tab');
  await form.getByText('Nieprawidłowy NIP').waitFor({ state: 'detached' });
  await screenshot(page, 'invoice-new');
  await form.getByRole('button', { name: 'Wystaw fakturę' }).click();
  await page.waitForURL(/\/front-desk\/invoices\/[0-9a-f-]{36}$/);
  const invoiceUrl = page.url();
  await page.getByRole('heading', { name: `Faktura ${number}` }).waitFor();
  await page.getByText('Parking').waitFor();

  // in the month's list, with the month's sums under the table
  await page.goto('/front-desk/invoices');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });
  await row.waitFor();
  await row.getByText('Nieopłacona').waitFor();
  await page.getByRole('region', { name: 'Suma miesiąca' }).getByText(/brutto/).waitFor();
  await screenshot(page, 'invoices-list');

  // print: the PDF downloads
  await page.goto(invoiceUrl);
  await page.getByRole('button', { name: 'Opcje' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Drukuj (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Faktura ${number.replace(/\//g, '-')}.pdf`);
  const saved = await file.path();
  expect(fs.readFileSync(saved!).subarray(0, 5).toString()).toBe('%PDF-');

  // paid, in green
  await page.getByRole('button', { name: 'Oznacz jako opłaconą' }).click();
  const badge = page.locator('[data-status="paid"]').first();
  await badge.waitFor();
  const color = await badge.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = color.match(/\d+/g)!.map(Number);
  expect(g).toBeGreaterThan(r);
  expect(g).toBeGreaterThan(b);

  // sent by e-mail through the outbox
  await page.getByRole('button', { name: 'Opcje' }).click();
  await page.getByRole('menuitem', { name: /Wyślij prośbę o płatność/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Wyślij' }).click();
  await page.getByText(/Wysłana \d{2}\.\d{2}\.\d{4}/).waitFor();
  const outbox = await fetch(`${suiteState().url}/api/v1/dev/outbox`);
  const { data } = (await outbox.json()) as { data: Array<{ attributes: { subject: string } }> };
  expect(data.some((m) => m.attributes.subject.startsWith(`Faktura ${number}`))).toBe(true);

  // sent: 'Edytuj' now opens a correction instead of rewriting the invoice (issuing it is tested in the API's tests)
  await page.getByRole('button', { name: 'Opcje' }).click();
  await page.getByRole('menuitem', { name: 'Edytuj (faktura korygująca)' }).click();
  await page.waitForURL(/\/correct$/);
  await page.getByRole('form', { name: `Korekta faktury ${number}` }).getByLabel('Przyczyna korekty').waitFor();
  await screenshot(page, 'invoice-correction-form');

  // the reservation's invoice flag
  await page.goto(`/front-desk/reservations/${reservationId}`);
  await page.getByText('Wystawiona').first().waitFor();

  expect(pageErrors).toEqual([]);
});
