import type { Browser, Locator, Page } from 'playwright-core';
import { apiCall, launch, newSession, screenshot, signIn } from '../support/browser';

// The money of a cancelled stay and a refund alone (issue 31): the cancel dialog of the list and of the reservation
// page shows the fee and the refund capped by what the guest paid, the host changes the fee, confirms and the stay owes
// nothing; 'Zmień status płatności' records a refund ('Zwrot') with its method.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function iso(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** '1 234,56 zł' with plain spaces, as the tests compare texts. */
const zl = (amount: number) => `${Math.round(amount * 100) / 100 < 0 ? '-' : ''}${Math.abs(amount).toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} zł`;
const plain = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ');

interface Stay {
  id: string;
  grandTotal: number;
}

/** Books a 2-night stay in the first apartment free for it (the demo's calendar is full in places), as the host's API client would. */
async function book(page: Page, fromDays: number, fullName: string): Promise<Stay> {
  for (let day = fromDays; day < fromDays + 60; day += 3) {
    const from = iso(day);
    const to = iso(day + 2);
    const free = await apiCall<{ data: Array<{ attributes: { apartmentId: string } }> }>(page, `/householder/calendar/availability?from=${from}&to=${to}`);
    const apartment = free.data[0]?.attributes;
    if (!apartment) continue;
    const made = await apiCall<{ data: { id: string; attributes: { grandTotal: number } } }>(page, '/householder/reservations', {
      method: 'POST',
      body: { reservation: { apartmentId: apartment.apartmentId, fullName, email: 'anulowanie@example.pl', from, to, adults: 1 } },
    });
    return { id: made.data.id, grandTotal: made.data.attributes.grandTotal };
  }
  throw new Error(`no apartment free for 2 nights from day ${fromDays}`);
}

async function pay(page: Page, id: string, amount: number): Promise<void> {
  await apiCall(page, `/householder/reservations/${id}/payments`, { method: 'POST', body: { amount: amount.toFixed(2), method: 'transfer', kind: 'payment' } });
}

test('cancelling a part-paid stay from the list: the refund is capped by what was paid, the host changes the fee, the stay owes nothing', async () => {
  const { page, context, errors } = await newSession(browser);
  await signIn(page);
  const tag = Date.now().toString(36);
  const name = `Anna Anulująca ${tag}`;
  const stay = await book(page, 500, name);
  const paid = 150;
  expect(stay.grandTotal).toBeGreaterThan(paid);
  await pay(page, stay.id, paid);

  await page.goto(`/front-desk/reservations?fullName=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await row.waitFor();
  await page.getByRole('button', { name: `Akcje rezerwacji: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Anuluj rezerwację' }).click();
  const dialog = page.getByRole('alertdialog');
  const money = dialog.getByTestId('cancellation-refund');
  await money.getByLabel('Opłata za anulowanie').waitFor();
  // what the guest paid, not what the stay costs, is what can come back
  await expect(plain(money)).resolves.toContain(`Wpłacono: ${zl(paid)}`);
  await expect(plain(money)).resolves.toContain('Według zasad:');
  const proposedFee = Number((await money.getByLabel('Opłata za anulowanie').inputValue()).replace(',', '.'));
  expect(proposedFee).toBeLessThanOrEqual(paid);
  await expect(plain(money)).resolves.toContain(`Zwrot przy anulowaniu dziś: ${zl(paid - proposedFee)}`);

  // the host keeps 50 zł and gives the rest back in cash
  await money.getByLabel('Opłata za anulowanie').fill('50,00');
  await money.getByText(`Zwrot przy anulowaniu dziś: ${zl(100)}`).waitFor();
  await money.getByLabel('Forma zwrotu').selectOption({ label: 'Gotówka' });
  await screenshot(page, 'cancellation-dialog-list', { fullPage: false });
  await dialog.getByRole('button', { name: 'Anuluj rezerwację' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row.getByText('Anulowana').waitFor();

  await row.getByRole('link', { name, exact: true }).click();
  await page.waitForURL(`**/front-desk/reservations/${stay.id}`);
  const summary = page.getByTestId('payment-summary');
  await summary.getByText('Do zapłaty').waitFor();
  // the fee is the bill; 150 paid less 100 given back leaves nothing to pay
  await expect(plain(summary)).resolves.toContain(`Razem: ${zl(50)}`);
  await expect(plain(summary)).resolves.toContain(`Zapłacono: ${zl(50)}`);
  await expect(plain(summary)).resolves.toContain(`Do zapłaty: ${zl(0)}`);
  const payments = page.getByRole('table', { name: 'Płatności' });
  const refundRow = payments.getByRole('row').filter({ hasText: 'Zwrot' });
  await expect(plain(refundRow)).resolves.toContain('Gotówka');
  await expect(plain(refundRow)).resolves.toContain(zl(-100));
  const details = page.locator('dl').first();
  await expect(plain(details)).resolves.toContain(`Opłata za anulowanie${zl(50)}`);
  expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  await context.close();
});

test("cancelling a paid stay from its page with the fee waived gives back all that was paid", async () => {
  const { page, context } = await newSession(browser);
  await signIn(page);
  const name = `Piotr Rezygnujący ${Date.now().toString(36)}`;
  const stay = await book(page, 520, name);
  await pay(page, stay.id, stay.grandTotal);

  await page.goto(`/front-desk/reservations/${stay.id}`);
  await page.getByTestId('payment-summary').getByText('Zapłacona').waitFor();
  await page.getByRole('navigation', { name: 'Akcje rezerwacji' }).getByRole('button', { name: 'Anuluj rezerwację' }).click();
  const dialog = page.getByRole('alertdialog');
  const money = dialog.getByTestId('cancellation-refund');
  await money.getByLabel('Opłata za anulowanie').waitFor();
  await expect(plain(money)).resolves.toContain(`Wpłacono: ${zl(stay.grandTotal)}`);
  // a goodwill refund: no fee kept
  await money.getByLabel('Opłata za anulowanie').fill('0');
  await money.getByText(`Zwrot przy anulowaniu dziś: ${zl(stay.grandTotal)}`).waitFor();
  await money.getByLabel('Forma zwrotu').selectOption({ label: 'Przelew' });
  await dialog.getByRole('button', { name: 'Anuluj rezerwację' }).click();
  await dialog.waitFor({ state: 'detached' });

  const details = page.locator('dl').first();
  await details.getByText('Anulowana').waitFor();
  await expect(plain(details)).resolves.toContain(`Razem${zl(0)}`);
  await expect(plain(details)).resolves.toContain(`Do zapłaty${zl(0)}`);
  const summary = page.getByTestId('payment-summary');
  await expect(plain(summary)).resolves.toContain(`Do zapłaty: ${zl(0)}`);
  const refundRow = page.getByRole('table', { name: 'Płatności' }).getByRole('row').filter({ hasText: 'Zwrot' });
  await refundRow.waitFor();
  await expect(plain(refundRow)).resolves.toContain('Przelew');
  await expect(plain(refundRow)).resolves.toContain(zl(-stay.grandTotal));
  await context.close();
});

test("a refund alone: 'Zmień status płatności' records a 'Zwrot' by card and the stay owes it again", async () => {
  const { page, context } = await newSession(browser);
  await signIn(page);
  const name = `Ewa Zwrotna ${Date.now().toString(36)}`;
  const stay = await book(page, 540, name);
  await pay(page, stay.id, stay.grandTotal);

  await page.goto(`/front-desk/reservations/${stay.id}`);
  await page.getByTestId('payment-summary').getByText('Zapłacona').waitFor();
  await page.getByRole('navigation', { name: 'Akcje rezerwacji' }).getByRole('button', { name: 'Zmień status płatności' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zmień status płatności' });
  await dialog.getByLabel('Rodzaj').selectOption({ label: 'Zwrot' });
  // what was paid is proposed; a refund of more is refused with the server's message
  await expect(dialog.getByLabel('Kwota').inputValue()).resolves.toBe(stay.grandTotal.toFixed(2).replace('.', ','));
  await dialog.getByLabel('Kwota').fill((stay.grandTotal + 1).toFixed(2).replace('.', ','));
  await dialog.getByRole('button', { name: 'Zapisz zwrot' }).click();
  await dialog.getByRole('alert').waitFor();
  await dialog.getByLabel('Kwota').fill('40,00');
  await dialog.getByLabel('Forma płatności').selectOption({ label: 'Karta' });
  await screenshot(page, 'refund-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Zapisz zwrot' }).click();
  await dialog.waitFor({ state: 'detached' });

  const summary = page.getByTestId('payment-summary');
  await summary.getByText('Zapłacona częściowo').waitFor();
  await expect(plain(summary)).resolves.toContain(`Zapłacono: ${zl(stay.grandTotal - 40)}`);
  await expect(plain(summary)).resolves.toContain(`Do zapłaty: ${zl(40)}`);
  const refundRow = page.getByRole('table', { name: 'Płatności' }).getByRole('row').filter({ hasText: 'Zwrot' });
  await expect(plain(refundRow)).resolves.toContain('Karta');
  await expect(plain(refundRow)).resolves.toContain(zl(-40));
  await context.close();
});
