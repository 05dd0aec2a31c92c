import type { Browser, Page } from 'playwright-core';
import { launch, newSession, screenshot, signIn } from '../support/browser';
import { suiteState } from '../support/suite';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface OutboxMail {
  attributes: { to: string; subject: string; text: string };
}

async function latestMailTo(address: string): Promise<OutboxMail> {
  const res = await fetch(`${suiteState().url}/api/v1/dev/outbox?to=${encodeURIComponent(address)}`);
  const { data } = (await res.json()) as { data: OutboxMail[] };
  if (!data.length) throw new Error(`no mail to ${address}`);
  return data[0];
}

/** The reservations table once loaded (no spinner row), and the text of each body row's apartment cell. */
async function apartmentCells(page: Page): Promise<string[]> {
  const table = page.locator('table[aria-label="Rezerwacje"]:not([aria-busy])');
  await table.locator('tbody tr td:nth-child(2)').first().waitFor();
  return table.locator('tbody tr td:nth-child(2)').allTextContents();
}

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

test('the owner invites a co-host with reservations on one apartment, who then sees only that apartment and no owner screens', async () => {
  const { page, context } = await newSession(browser);
  // Uncaught errors only: a co-host's screens may meet refusals (403) the console reports as failed loads.
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  await page.setViewportSize(DESKTOP);
  const email = `recepcja-${Date.now()}@example.pl`;
  const password = 'Haslo-Wspolgospodarza-5';

  // The owner picks an apartment that has reservations: the first one the list shows.
  await signIn(page);
  await page.getByRole('link', { name: 'Rezerwacje', exact: true }).click();
  await page.waitForURL('**/front-desk/reservations');
  const apartment = (await apartmentCells(page))[0].trim();
  expect(apartment).not.toBe('');

  await page.goto('/services/co-hosts/new');
  const form = page.getByRole('form', { name: 'Nowy współgospodarz' });
  await form.waitFor();
  await form.getByLabel('Imię').fill('Marta');
  await form.getByLabel('Nazwisko').fill('Recepcyjna');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefon').fill('600100200');
  const apartments = form.getByRole('group', { name: 'Apartamenty' });
  await apartments.getByText(apartment, { exact: true }).click();
  // Reservations only: the form ticks the front desk's daily permissions for a new co-host; untick the others.
  const permissions = form.getByRole('group', { name: 'Uprawnienia' });
  for (const label of ['Wiadomości', 'Komentarze', 'Klienci']) {
    await permissions.getByText(label, { exact: true }).click();
  }
  await expect(permissions.getByRole('checkbox', { checked: true }).count()).resolves.toBe(1);
  await expect(permissions.getByRole('checkbox', { name: 'Rezerwacja' }).isChecked()).resolves.toBe(true);
  await expect(apartments.getByRole('checkbox', { checked: true }).count()).resolves.toBe(1);
  await screenshot(page, 'co-host-form');
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await page.getByText('Udało utworzyć się współgospodarza.').waitFor();
  await page.waitForURL('**/services/co-hosts');
  await page.getByRole('row').filter({ hasText: email }).waitFor();
  await screenshot(page, 'co-hosts-list');

  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  await page.getByRole('menuitem', { name: 'Wyloguj się' }).click();
  await page.getByRole('button', { name: 'Zaloguj się' }).waitFor();

  // The co-host, on the same browser, opens the invitation and sets a password, which signs them in.
  const mail = await latestMailTo(email);
  const link = /https?:\/\/\S+\/confirm_my_registration\?token=[\w%-]+/.exec(mail.attributes.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await page.getByLabel('Nowe hasło', { exact: true }).fill(password);
  await page.getByLabel('Powtórz nowe hasło').fill(password);
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await page.waitForURL('**/front-desk/desktop');

  const sections = page.getByRole('navigation', { name: 'Sekcje' });
  await sections.getByRole('link', { name: 'Recepcja' }).waitFor();
  await expect(sections.getByRole('link', { name: 'Administracja' }).count()).resolves.toBe(0);
  await expect(sections.getByRole('link', { name: 'Raporty' }).count()).resolves.toBe(0);

  await page.getByRole('link', { name: 'Rezerwacje', exact: true }).click();
  await page.waitForURL('**/front-desk/reservations');
  const cells = await apartmentCells(page);
  expect(cells.length).toBeGreaterThan(0);
  expect(cells.map((cell) => cell.trim())).toEqual(cells.map(() => apartment));
  await expect(page.getByRole('link', { name: 'Faktury', exact: true }).count()).resolves.toBe(0);
  await expect(page.getByRole('link', { name: 'Klienci', exact: true }).count()).resolves.toBe(0);
  await screenshot(page, 'co-host-reservations');
  await page.setViewportSize(PHONE);
  await page.locator('table[aria-label="Rezerwacje"]:not([aria-busy])').waitFor();
  await screenshot(page, 'co-host-reservations-phone');
  await page.setViewportSize(DESKTOP);

  // An owner's screen typed by hand: the section answers with its refusal, not a crash.
  await page.goto('/administration/accommodations');
  await page.getByRole('heading', { name: 'Brak dostępu' }).waitFor();
  await expect(sections.getByRole('link', { name: 'Administracja' }).count()).resolves.toBe(0);
  await screenshot(page, 'co-host-access-denied');

  // The co-host signs out and back in with the password they set.
  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  await page.getByRole('menuitem', { name: 'Wyloguj się' }).click();
  await page.getByRole('button', { name: 'Zaloguj się' }).waitFor();
  await signIn(page, email, password);

  expect(uncaught).toEqual([]);
  await context.close();
});
