import type { Browser, Page } from 'playwright-core';
import { launch, newSession, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const LISTING = 'Willa Testowa E2E';
const NEXT = 'Następny krok';

async function next(page: Page, expectedPath: string) {
  // The step's form settles (values from the store, lazily loaded parts) before the user moves on. The bell's live
  // stream keeps one request open for good, so 'networkidle' never comes: wait for the button, then a moment.
  await page.waitForLoadState('load');
  await page.getByRole('button', { name: NEXT }).waitFor();
  await page.waitForTimeout(300);
  const button = page.getByRole('button', { name: NEXT });
  await button.click();
  try {
    await page.waitForURL(`**${expectedPath}`, { timeout: 5_000 });
  } catch {
    // Seen on a busy CI machine: a click landing while the step re-renders is lost. A person clicks again;
    // a second click that overshoots the step fails the wait below, so this cannot hide a wrong step.
    await screenshot(page, `wizard-click-repeated-before-${expectedPath.replace(/\W+/g, '-')}`);
    if (!page.url().endsWith(expectedPath)) await button.click();
    await page.waitForURL(`**${expectedPath}`, { timeout: 10_000 });
  }
}

/** Forgets the wizard's kept progress, so that the edit wizard opens at its first step instead of resuming. */
async function forgetWizardProgress(page: Page) {
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gospodarz:accommodation-wizard:')).forEach((k) => localStorage.removeItem(k)));
}

/** The rates step starts with one row for two guests and no price: type it (and the guests, as a host would check). */
async function setRate(page: Page, price: string) {
  const rates = page.getByRole('list', { name: 'Stawki' });
  await rates.getByLabel('Liczba gości').first().fill('2');
  await rates.getByLabel('Cena podstawowa').first().fill(price);
}

test('a host creates a listing with two apartments, keeps a draft, finishes it and edits a rate', async () => {
  const { page, context } = await newSession(browser);
  await signIn(page);
  await page.getByRole('navigation', { name: 'Sekcje' }).getByRole('link', { name: 'Administracja' }).click();
  await page.getByRole('heading', { name: 'Moje obiekty' }).waitFor();

  await page.getByRole('button', { name: 'Dodaj obiekt' }).click();
  await page.getByRole('menuitem', { name: 'Utwórz nowy obiekt' }).click();
  await page.waitForURL('**/administration/accommodations/new/type');

  await page.getByText('Wiele apartamentów').click();
  await page.getByLabel('Liczba apartamentów').fill('2');
  await next(page, '/new/name');
  await page.getByLabel('Nazwa obiektu').fill(LISTING);
  await next(page, '/new/location');
  await page.getByLabel('Województwo').selectOption('pomorskie');
  await page.getByLabel('Ulica').fill('Długa');
  await page.getByLabel('Numer domu').fill('7');
  await page.getByLabel('Kod pocztowy').pressSequentially('80001');
  await expect(page.getByLabel('Kod pocztowy').inputValue()).resolves.toBe('80-001');
  await page.getByLabel('Miasto').fill('Gdańsk');
  await next(page, '/new/stay-conditions');
  await next(page, '/new/apartmentName/1');
  await page.getByLabel('Nazwa apartamentu').fill('Apartament Zielony');
  await next(page, '/new/description/1');
  await next(page, '/new/amenities/1');
  // A price field is enabled only with its checkbox.
  await expect(page.getByLabel('Cena śniadania (zł za osobę)').isDisabled()).resolves.toBe(true);
  await page.getByText('Śniadanie', { exact: true }).click();
  await expect(page.getByLabel('Cena śniadania (zł za osobę)').isEnabled()).resolves.toBe(true);
  await page.getByLabel('Cena śniadania (zł za osobę)').fill('35');
  await next(page, '/new/photos/1');
  await next(page, '/new/rates/1');
  await setRate(page, '320');

  // Saved as a draft midway: the detail page, and the list's drafts.
  await page.getByRole('button', { name: 'Zapisz jako roboczy' }).click();
  await page.waitForURL(/\/administration\/accommodations\/[0-9a-f-]{36}$/);
  const detailUrl = page.url();
  await page.goto('/administration/accommodations');
  const drafts = page.getByRole('heading', { name: 'Wersje robocze' });
  await drafts.waitFor();
  await page.getByRole('article', { name: LISTING }).waitFor();

  // Finish it through the edit wizard, from its first step (a draft would otherwise resume where it was left).
  await forgetWizardProgress(page);
  await page.goto(`${detailUrl}/edit/type`);
  await page.waitForURL('**/edit/type');
  const steps = ['name', 'location', 'stay-conditions', 'apartmentName/1', 'description/1', 'amenities/1', 'photos/1', 'rates/1'];
  for (const step of steps) await next(page, `/edit/${step}`);
  await expect(page.getByLabel('Cena podstawowa').first().inputValue()).resolves.toBe('320');
  for (const step of ['synchronization/1', 'apartmentName/2']) await next(page, `/edit/${step}`);
  await page.getByLabel('Nazwa apartamentu').fill('Apartament Niebieski');
  for (const step of ['description/2', 'amenities/2', 'photos/2', 'rates/2']) await next(page, `/edit/${step}`);
  await setRate(page, '280');
  for (const step of ['synchronization/2', 'summary']) await next(page, `/edit/${step}`);
  await page.getByText('Apartament Niebieski').first().waitFor();
  await page.getByRole('button', { name: 'Zakończ' }).click();
  await page.waitForURL('**/administration/accommodations');
  await page.getByRole('article', { name: LISTING }).first().waitFor();

  // The detail page shows both apartments and the rates.
  await page.goto(detailUrl);
  await page.getByText('Apartament Zielony').first().waitFor();
  await page.getByText('Apartament Niebieski').first().waitFor();
  await page.getByText('320,00 zł').first().waitFor();

  // Edit a rate, reload, see the change.
  await forgetWizardProgress(page);
  await page.goto(`${detailUrl}/edit/type`);
  for (const step of ['name', 'location', 'stay-conditions', 'apartmentName/1', 'description/1', 'amenities/1', 'photos/1', 'rates/1']) {
    await next(page, `/edit/${step}`);
  }
  await page.getByLabel('Cena podstawowa').first().fill('345.50');
  for (const step of ['synchronization/1', 'apartmentName/2', 'description/2', 'amenities/2', 'photos/2', 'rates/2', 'synchronization/2', 'summary']) {
    await next(page, `/edit/${step}`);
  }
  await page.getByRole('button', { name: 'Zakończ' }).click();
  await page.waitForURL('**/administration/accommodations');
  await page.goto(detailUrl);
  await page.reload();
  await page.getByText('345,50 zł').first().waitFor();
  await screenshot(page, 'accommodation-detail');
  await context.close();
});
