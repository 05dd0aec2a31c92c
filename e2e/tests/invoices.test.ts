import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { apiCall, launch, newSession, screenshot, signIn } from '../support/browser';
import { PHONE, offenders, overflow } from '../support/layout';
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
  // the stay's lines: its nights, and its cleaning fee when the listing charges one
  const stayLines = await form.getByLabel('Opis').count();
  await form.getByRole('button', { name: 'Dodaj usługę' }).click();
  await form.getByLabel('Opis').last().fill('Parking');
  await form.getByLabel('Ilość').last().fill('2');
  // an invoice for a stay is priced by gross, as the guest pays
  await expect(form.getByLabel('Ceny w pozycjach').inputValue()).resolves.toBe('gross');
  await form.getByLabel('Kwota brutto').last().fill('25,50');
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
  // the stay's lines total the reservation's price and its cleaning fee to the grosz (the tourist tax is not a sale)
  const { data: stay } = await apiCall<{ data: { attributes: { totalPrice: number; cleaningFee: number } } }>(page, `/householder/reservations/${reservationId}`);
  const totals = page.getByRole('table', { name: 'Podsumowanie', exact: true });
  const stayGross = (await totals.getByRole('row').filter({ hasText: '8%' }).getByRole('cell').last().innerText()).replace(/[^\d,]/g, '').replace(',', '.');
  expect(Math.round(Number(stayGross) * 100)).toBe(Math.round((Number(stay.attributes.totalPrice) + Number(stay.attributes.cleaningFee)) * 100));

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

  // sent: 'Edytuj' now opens a correction instead of rewriting it; a partial refund: one parking place less
  await page.getByRole('button', { name: 'Opcje' }).click();
  await page.getByRole('menuitem', { name: 'Edytuj (faktura korygująca)' }).click();
  await page.waitForURL(/\/correct$/);
  const correction = page.getByRole('form', { name: `Korekta faktury ${number}` });
  const parking = correction.getByRole('group', { name: `Pozycja ${stayLines + 1}` });
  await expect(parking.getByLabel('Opis').inputValue()).resolves.toBe('Parking');
  await expect(parking.getByLabel('Ilość').inputValue()).resolves.toBe('2');
  await correction.getByLabel('Przyczyna korekty').fill('Zwrot za jedno miejsce parkingowe: gość przyjechał jednym samochodem');
  await parking.getByLabel('Ilość').fill('1');
  await screenshot(page, 'invoice-correction-form');
  await correction.getByRole('button', { name: 'Wystaw korektę' }).click();
  // the correction's own page: its series, the state before and after, the refund
  await page.waitForURL(/\/front-desk\/invoices\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toBe(invoiceUrl);
  const heading = page.getByRole('heading', { level: 1, name: /^Faktura korygująca / });
  await heading.waitFor();
  const correctionNumber = (await heading.textContent())!.replace('Faktura korygująca ', '').trim();
  // the same month and year as the invoice, its own running number
  expect(correctionNumber).toMatch(new RegExp(`^KOR/\\d+/${number.split('/').slice(2).join('/')}$`));
  await page.getByText(`Korekta faktury ${number}`).waitFor();
  await page.getByText('Przyczyna korekty: Zwrot za jedno miejsce parkingowe').waitFor();
  // 23 % parking by gross: 2 × 25,50 = 51,00 with 9,54 VAT in it (51 × 23 / 123) before, 25,50 with 4,77 after
  const difference = page.getByRole('table', { name: 'Różnica' });
  await expect(difference.getByRole('row').filter({ hasText: '23%' }).innerText()).resolves.toMatch(/-20,73 zł\s+-4,77 zł\s+-25,50 zł/);
  await page.getByText('Do zwrotu: 25,50 zł').waitFor();
  await screenshot(page, 'invoice-correction');

  // in the month's list beside the invoice, with the refund as its amount
  await page.goto('/front-desk/invoices');
  const correctionRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: correctionNumber, exact: true }) });
  await correctionRow.getByText('-25,50 zł').waitFor();
  await page.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) }).getByText('Opłacona').waitFor();

  // the reservation's invoice flag
  await page.goto(`/front-desk/reservations/${reservationId}`);
  await page.getByText('Wystawiona').first().waitFor();

  expect(pageErrors).toEqual([]);
});

interface InvoiceItem {
  id: string;
  attributes: { kind: 'invoice' | 'correction'; number: string; reservationId: string | null; lines: unknown[] };
}

test('the invoice screens fit a 390 px phone: the list, a new invoice, an invoice, its correction form and a correction', async () => {
  const { page } = await newSession(browser);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await signIn(page);
  await page.setViewportSize(PHONE);

  // a demo invoice with two lines, and a correction of it (a new buyer address) issued through the API
  const { data } = await apiCall<{ data: InvoiceItem[] }>(page, '/householder/invoices?perPage=100');
  const invoice = data.find((i) => i.attributes.kind === 'invoice' && i.attributes.reservationId && i.attributes.lines.length > 1)!;
  expect(invoice).toBeDefined();
  const { data: correction } = await apiCall<{ data: InvoiceItem }>(page, `/householder/invoices/${invoice.id}/corrections`, {
    method: 'POST',
    body: { correction: { reason: 'Błędny adres nabywcy', buyerAddress: 'ul. Długa 5/3, 80-827 Gdańsk' } },
  });

  const screens = [
    { path: '/front-desk/invoices', heading: 'Faktury', shot: 'phone-invoices' },
    { path: `/front-desk/invoices/new?reservationId=${invoice.attributes.reservationId}`, heading: 'Nowa faktura', shot: 'phone-invoice-new' },
    { path: `/front-desk/invoices/${invoice.id}`, heading: `Faktura ${invoice.attributes.number}`, shot: 'phone-invoice' },
    { path: `/front-desk/invoices/${invoice.id}/correct`, heading: `Korekta faktury ${invoice.attributes.number}`, shot: 'phone-invoice-correction-form' },
    { path: `/front-desk/invoices/${correction.id}`, heading: `Faktura korygująca ${correction.attributes.number}`, shot: 'phone-invoice-correction' },
  ];
  const problems: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    await page.getByRole('heading', { level: 1, name: screen.heading, exact: true }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .chakra-spinner, .chakra-skeleton'));
    const past = await overflow(page);
    if (past > 0) problems.push(`${screen.path}: ${past} px too wide: ${(await offenders(page)).join('; ')}`);
    await screenshot(page, screen.shot);
  }
  expect(problems).toEqual([]);

  // the list's filters wait under 'Filtry', the invoices come first
  await page.goto('/front-desk/invoices');
  const filters = page.getByRole('form', { name: 'Filtry faktur' });
  await page.getByRole('table', { name: 'Faktury' }).waitFor();
  await expect(filters.isVisible()).resolves.toBe(false);
  await page.getByRole('button', { name: 'Filtry' }).click();
  await filters.getByLabel('Gość').waitFor();
  await expect(page.getByRole('button', { name: 'Ukryj filtry' }).getAttribute('aria-expanded')).resolves.toBe('true');

  expect(pageErrors).toEqual([]);
});
