import type { Browser } from 'playwright-core';
import { launch, newSession, screenshot, signIn } from '../support/browser';
import { PHONE } from '../support/layout';
import { suiteState } from '../support/suite';

// Direct bookings (issue 39), on a phone (390×844): a guest opens the host's public site, picks the dates in the
// availability calendar, sees the price's breakdown with the prepayment, fills in the details and books (the page
// solves the proof of work); the host sees the reservation from 'Strona www' and its notification.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SLUG = 'gospodarz-demo';

test('a guest books the seaside apartment on the host’s own site; the host sees it with its source and notification', async () => {
  const { url } = suiteState();
  const guest = await browser.newContext({ baseURL: url, locale: 'pl-PL', viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await guest.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto(`/s/${SLUG}`);
  await page.getByRole('heading', { level: 1, name: 'Apartamenty nad morzem i pod Wawelem' }).waitFor();
  await page.getByRole('link', { name: 'Apartament Morski' }).click();
  await page.getByRole('heading', { level: 1, name: 'Apartament Morski' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // three free nights within the calendar's six months (two shown, two more at each 'Pokaż kolejne miesiące'): the
  // demo's calendar and the earlier tests fill the coming weeks
  for (let more = 0; more < 2; more++) await page.getByRole('button', { name: 'Pokaż kolejne miesiące' }).click();
  const path = new URL(page.url()).pathname;
  const apartmentId = path.split('/').pop()!;
  const stay = await page.evaluate(
    async ([slug, id]) => {
      const nights: Array<{ date: string; state: string; minStay: number }> = (await (await fetch(`/api/v1/sites/${slug}/apartments/${id}/availability`)).json()).data.attributes.nights;
      const monthEnd = new Date();
      monthEnd.setMonth(monthEnd.getMonth() + 6, 0);
      const last = monthEnd.toISOString().slice(0, 10);
      for (let i = 3; i + 3 < nights.length; i++) {
        const run = nights.slice(i, i + 3);
        if (nights[i + 3].date <= last && run.every((n) => n.state === 'free') && run[0].minStay <= 3) return { from: nights[i].date, to: nights[i + 3].date };
      }
      return null;
    },
    [SLUG, apartmentId],
  );
  expect(stay).not.toBeNull();
  const polish = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
  await page.getByRole('button', { name: new RegExp(`^${polish(stay!.from).replace(/\./g, '\\.')}, wolny`) }).click();
  await page.getByRole('button', { name: new RegExp(`^${polish(stay!.to).replace(/\./g, '\\.')},`) }).click();
  expect(await page.getByLabel('Przyjazd').inputValue()).toBe(stay!.from);
  expect(await page.getByLabel('Wyjazd').inputValue()).toBe(stay!.to);

  // the breakdown from the pricing engine
  const quote = page.locator('#quote');
  await quote.getByText('Razem').waitFor();
  await quote.getByText('Opłata za sprzątanie').waitFor();
  await quote.getByText(/^3 × noc/).waitFor();
  await quote.getByText(/^Przedpłata 30%: .+ zł do \d\d\.\d\d\.\d{4}/).waitFor();
  await quote.getByText(/^Zasady anulowania:/).waitFor();
  await screenshot(page, 'direct-booking-quote');

  const tag = Date.now().toString(36);
  const name = `Gość Strony ${tag}`;
  await page.getByLabel('Imię i nazwisko').fill(name);
  await page.getByLabel('E-mail').fill(`strona-${tag}@example.pl`);
  await page.getByLabel('Telefon').fill('600 700 800');
  await page.getByLabel('Adres').fill('Morska 5, 81-701 Sopot');
  await page.getByLabel('Akceptuję regulamin obiektu i zasady pobytu').check();
  await page.getByLabel(/Zapoznałem\(-am\) się z informacją o przetwarzaniu danych/).check();
  await page.getByRole('button', { name: 'Rezerwuję z obowiązkiem zapłaty' }).click();
  await page.getByText(/^Dziękujemy! Rezerwacja jest potwierdzona\./).waitFor({ timeout: 60_000 });
  await screenshot(page, 'direct-booking-done');
  expect(errors).toEqual([]);
  await guest.close();

  // the host
  const host = await newSession(browser);
  await signIn(host.page);
  await host.page.getByRole('button', { name: /^Powiadomienia/ }).click();
  await host.page.getByRole('menuitem', { name: new RegExp(`Nowa rezerwacja ze strony www.*${name}`) }).waitFor();
  await host.page.keyboard.press('Escape');
  await host.page.goto(`/front-desk/reservations?fullName=${encodeURIComponent(name)}`);
  await host.page.getByRole('link', { name, exact: true }).click();
  await host.page.getByText('Strona www', { exact: true }).waitFor();
  await host.context.close();
});
