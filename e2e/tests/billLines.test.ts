import type { Browser } from 'playwright-core';
import { launch, newSession, screenshot, signIn } from '../support/browser';

// The bill's lines beyond the nights (issue 31): the listing's extras ticked under 'Dodatki' and a discount ('Rabat')
// typed at booking are lines of the bill in the booking form and on the reservation page, in its 'Razem'.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function isoDaysFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
const polish = (iso: string) => iso.split('-').reverse().join('.');
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

test("a booking with the listing's breakfast and a regular guest's discount shows both as lines of its bill", async () => {
  const { page, context, errors } = await newSession(browser);
  await signIn(page);
  await page.goto('/front-desk/calendar?new-reservation');
  const dialog = page.getByRole('form', { name: 'Nowa rezerwacja' });
  await dialog.waitFor();
  // the demo's listings serve breakfast at 40 zł a person (parking free)
  await dialog.getByLabel('Apartament').selectOption({ label: 'Studio Wawel (Kamienica pod Wawelem)' });
  await dialog.getByLabel('Data przyjazdu').fill(polish(isoDaysFromToday(640)));
  await dialog.getByLabel('Data wyjazdu').fill(polish(isoDaysFromToday(642)));
  await dialog.getByLabel('Imię i nazwisko').fill(`Stały Gość ${Date.now().toString(36)}`);
  const extras = dialog.getByTestId('reservation-extras');
  // one adult and one child, two nights: four breakfasts
  await extras.getByText('Śniadanie: 4 × 40,00 zł = 160,00 zł').click();
  await dialog.getByLabel('Rabat', { exact: true }).fill('25');
  await dialog.getByLabel('Powód rabatu').fill('stały gość');
  const bill = dialog.getByRole('group', { name: 'Rachunek' });
  await bill.getByText('Rabat: stały gość').waitFor();
  const formBill = plain(await bill.textContent());
  expect(formBill).toContain('Śniadanie (4 × 40,00 zł)160,00 zł');
  expect(formBill).toContain('Rabat: stały gość-25,00 zł');
  const total = plain(await dialog.getByTestId('reservation-total').textContent()).replace(/ \(.*\)$/, '');
  await screenshot(page, 'booking-extras-discount');
  await dialog.getByRole('button', { name: 'Zarezerwuj' }).click();

  await page.waitForURL(/\/front-desk\/reservations\/[0-9a-f-]{36}$/);
  const details = page.locator('dl').first();
  await details.getByText('Śniadanie (4 × 40,00 zł)').waitFor();
  const shown = plain(await details.textContent());
  expect(shown).toContain('Śniadanie (4 × 40,00 zł)160,00 zł');
  expect(shown).toContain('Rabat: stały gość-25,00 zł');
  // the form's total is the saved bill's
  expect(shown).toContain(`Razem${total}`);
  await expect(page.getByTestId('payment-summary').textContent().then(plain)).resolves.toContain(`Razem: ${total}`);
  expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  await context.close();
});
