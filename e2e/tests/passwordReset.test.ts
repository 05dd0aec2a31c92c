import type { Browser } from 'playwright-core';
import { launch, newSession, screenshot, signIn } from '../support/browser';
import { DEMO, suiteState } from '../support/suite';

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

test('a host who forgot the password gets a link by e-mail, sets a new password and signs in with it', async () => {
  const { page, context } = await newSession(browser);
  const newPassword = 'Nowe-Haslo-Gospodarza-7';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await page.waitForURL('**/forgot-password');
  // the sign-in form, with its own 'E-mail', stays on screen until the screen's code is here
  await page.getByRole('heading', { level: 1, name: 'Nie pamiętasz hasła?' }).waitFor();
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await page.waitForURL('**/login?sentLink');
  await page.getByText('Link został wysłany do maila.').waitFor();

  const mail = await latestMailTo(DEMO.email);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.attributes.text)?.[0];
  expect(link).toBeDefined();

  await page.goto(link!);
  await page.getByLabel('Hasło', { exact: true }).fill(newPassword);
  await page.getByLabel('Powtórz hasło').fill(newPassword);
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await page.waitForURL('**/login?passwordSuccess');
  await page.getByText('Hasło zostało zmienione.').waitFor();

  // The old password no longer works; the new one does.
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Hasło', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByText('Nieprawidłowy e-mail lub hasło.').waitFor();
  await signIn(page, DEMO.email, newPassword);

  // The link was single-use (checked from another browser, where nobody is signed in).
  const stranger = await newSession(browser);
  const second = stranger.page;
  await second.goto(link!);
  await second.getByLabel('Hasło', { exact: true }).fill('Jeszcze-Inne-Haslo-9');
  await second.getByLabel('Powtórz hasło').fill('Jeszcze-Inne-Haslo-9');
  await second.getByRole('button', { name: 'Wyślij' }).click();
  await second.getByRole('alert').first().waitFor();
  expect(second.url()).toContain('/reset-password');
  await screenshot(second, 'reset-password-used-link');
  await stranger.context.close();

  // Back to the demo password through the account screen, so other tests can sign in.
  await page.goto('/me/change-password');
  await page.getByLabel('Stare hasło').fill(newPassword);
  await page.getByLabel('Nowe hasło', { exact: true }).fill(DEMO.password);
  await page.getByLabel('Powtórz nowe hasło').fill(DEMO.password);
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await page.getByText('Sukces').first().waitFor();
  await context.close();

  const again = await newSession(browser);
  await signIn(again.page);
  await again.context.close();
});
