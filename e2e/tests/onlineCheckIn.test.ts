import type { Browser, Page } from 'playwright-core';
import { apiCall, launch, newSession, screenshot, signIn } from '../support/browser';
import { suiteState } from '../support/suite';

// Issue 38: a guest fills the online check-in on the guest page on a phone, and the host sees it filled on the
// reservation.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const SEASIDE = ['Apartament Morski', 'Apartament Bursztynowy'];

const iso = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A 2-night stay for one adult in the first seaside apartment free for it, far ahead (other tests book nearer). */
async function book(page: Page, fullName: string, email: string): Promise<string> {
  for (let fromDays = 160; fromDays < 320; fromDays += 3) {
    const [from, to] = [iso(fromDays), iso(fromDays + 2)];
    const free = await apiCall<{ data: Array<{ attributes: { apartmentId: string; name: string } }> }>(page, `/householder/calendar/availability?from=${from}&to=${to}`);
    const apartment = free.data.map((a) => a.attributes).find((a) => SEASIDE.includes(a.name));
    if (!apartment) continue;
    const made = await apiCall<{ data: { id: string } }>(page, '/householder/reservations', {
      method: 'POST',
      body: { reservation: { apartmentId: apartment.apartmentId, fullName, email, from, to, adults: 1 } },
    });
    return made.data.id;
  }
  throw new Error('no seaside apartment free for 2 nights');
}

/** The guest page link of the mail to `address` that carries `text`. */
async function guestLinkFromMail(address: string, text: string): Promise<string> {
  const res = await fetch(`${suiteState().url}/api/v1/dev/outbox?to=${encodeURIComponent(address)}`);
  const { data } = (await res.json()) as { data: Array<{ attributes: { text: string } }> };
  const mail = data.find((m) => m.attributes.text.includes(text));
  const link = mail && /https?:\/\/\S+\/guest\/[a-z2-7]{32}/.exec(mail.attributes.text)?.[0];
  if (!link) throw new Error(`no mail to ${address} with a guest page link`);
  return new URL(link).pathname;
}

test("a guest fills the online check-in on a phone and the host sees 'Odprawa online: wypełniona'", async () => {
  const { page, context } = await newSession(browser);
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  const tag = Date.now().toString(36);
  const guestName = `Olga Odprawna ${tag}`;
  const email = `odprawa-${tag}@example.pl`;
  await signIn(page);
  const id = await book(page, guestName, email);
  const hello = `Prosimy o wypełnienie odprawy online (${tag}).`;
  await apiCall(page, `/householder/conversations/${id}/messages`, { method: 'POST', body: { message: { body: hello } } });

  await page.goto(`/front-desk/reservations/${id}`);
  await page.getByRole('heading', { name: 'Odprawa online: brak' }).waitFor();

  const phone = await browser.newContext({ baseURL: suiteState().url, locale: 'pl-PL', viewport: PHONE });
  const guestPage = await phone.newPage();
  guestPage.on('pageerror', (e) => uncaught.push(`guest page: ${e.message}`));
  await guestPage.goto(await guestLinkFromMail(email, hello));
  const form = guestPage.getByRole('form', { name: 'Odprawa online' });
  await form.waitFor();
  // the arrival instructions wait for the arrival day
  await guestPage.getByText(/Instrukcje przyjazdu i kod dostępu pojawią się tutaj/).waitFor();
  await form.getByLabel('Imię i nazwisko').fill(guestName);
  await form.getByLabel('Kraj zamieszkania').selectOption('PL');
  await form.getByLabel('Godzina przyjazdu').fill('16:30');
  const accept = form.getByText(/Akceptuję regulamin obiektu/);
  if ((await accept.count()) > 0) await accept.click();
  await screenshot(guestPage, 'online-check-in-phone', { fullPage: false });
  await form.getByRole('button', { name: 'Wyślij odprawę' }).click();
  await guestPage.getByText('Dziękujemy! Odprawa online została zapisana.').waitFor();
  // nothing wider than the phone
  expect(await guestPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await phone.close();

  await page.reload();
  await page.getByRole('heading', { name: 'Odprawa online: wypełniona' }).waitFor();
  await page.getByText(new RegExp(`${guestName} \\(Polska\\)`)).waitFor();
  await screenshot(page, 'reservation-online-check-in');
  expect(uncaught).toEqual([]);
  await context.close();
});
