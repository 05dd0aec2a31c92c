import http from 'node:http';
import type net from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { apiCall, launch, newSession, screenshot, signIn } from '../support/browser';

/**
 * Channel stays and the wizard's channel steps (issue 36): the host completes a stay imported from Airbnb's calendar
 * ('Uzupełnij rezerwację': guest, party, price) and sees it as a full stay that still follows its feed; the listing's
 * wizard says which calendars sync ('Synchronizacja'), gives each channel its export link and steps ('Serwisy
 * rezerwacyjne') and adds a channel's calendar ('Synchronizacja kalendarza'), read once the listing is saved.
 */
let browser: Browser;
let server: http.Server;
let base: string;
const bodies = new Map<string, string>();

const pad = (n: number) => String(n).padStart(2, '0');
function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const polish = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
const compact = (date: string) => date.replace(/-/g, '');
const calendar = (...events: Array<[string, string, string]>) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//E2E//Airbnb//PL', ...events.flatMap(([uid, from, to]) => ['BEGIN:VEVENT', `UID:${uid}`, `DTSTART;VALUE=DATE:${compact(from)}`, `DTEND;VALUE=DATE:${compact(to)}`, 'SUMMARY:Reserved', 'END:VEVENT']), 'END:VCALENDAR', ''].join('\r\n');

beforeAll(async () => {
  browser = await launch();
  server = http.createServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    if (body) res.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

interface Listing {
  id: string;
  attributes: { name: string; apartmentsAttributes: Array<{ id: string; name: string }> };
}
interface Feed {
  id: string;
  attributes: { name: string; url: string; status: string };
}

/** Waits for a bar of the calendar, reloading the window while the change has not reached it yet. */
async function shown(page: Page, bar: ReturnType<Page['locator']>) {
  for (let i = 0; i < 10 && (await bar.count()) === 0; i++) {
    await page.waitForTimeout(1000);
    if ((await bar.count()) === 0) await page.reload();
  }
  await bar.waitFor({ timeout: 10_000 });
}

const listings = async (page: Page) => (await apiCall<{ data: Listing[] }>(page, '/householder/accommodations?perPage=100&page=1')).data;

/** Waits for the job runner to read the apartment's feed named `name`. */
async function synchronized(page: Page, apartmentId: string, name: string): Promise<Feed> {
  for (let i = 0; ; i++) {
    const feed = (await apiCall<{ data: Feed[] }>(page, `/householder/apartments/${apartmentId}/calendar_feeds`)).data.find((f) => f.attributes.name === name);
    if (feed?.attributes.status === 'synchronized') return feed;
    if (i >= 40) throw new Error(`feed ${name}: ${feed?.attributes.status ?? 'missing'}`);
    await page.waitForTimeout(500);
  }
}

test("the host completes a channel's stay: a full stay with its guest and price, still moved by its channel", async () => {
  const { page, errors } = await newSession(browser);
  await signIn(page);
  const apartment = (await listings(page)).find((l) => l.attributes.apartmentsAttributes.length > 0)!.attributes.apartmentsAttributes[0];
  const path = '/airbnb-complete.ics';
  bodies.set(path, calendar(['e2e-complete@airbnb.com', day(260), day(263)]));
  const current = await apiCall<{ data: Feed[] }>(page, `/householder/apartments/${apartment.id}/calendar_feeds`);
  await apiCall(page, `/householder/apartments/${apartment.id}/calendar_feeds`, {
    method: 'PUT',
    body: { feeds: [...current.data.map((f) => ({ name: f.attributes.name, url: f.attributes.url })), { name: 'Airbnb Pobyt', url: `${base}${path}` }] },
  });
  const feed = await synchronized(page, apartment.id, 'Airbnb Pobyt');

  await page.goto(`/front-desk/calendar?from=${day(258)}`);
  // opened from the keyboard (Enter), as a pointer's press and release opens it too
  await shown(page, page.locator(`[data-testid="stay-bar"][aria-label^="Airbnb Pobyt, ${polish(day(260))} – ${polish(day(263))}"]`).first());
  await page.locator(`[data-testid="stay-bar"][aria-label^="Airbnb Pobyt, ${polish(day(260))} – ${polish(day(263))}"]`).first().press('Enter');
  const dialog = page.getByRole('dialog');
  const form = dialog.getByRole('form', { name: 'Uzupełnij rezerwację' });
  await form.getByLabel('Imię i nazwisko gościa').fill('Marta Pełna');
  await form.getByLabel('Dorośli').fill('2');
  await form.getByLabel('Dzieci').fill('1');
  await form.getByLabel('Cena pobytu (zł)').fill('1 250,50');
  await screenshot(page, 'channel-stay-complete', { fullPage: false });
  await form.getByRole('button', { name: 'Uzupełnij rezerwację' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // the grid shows the guest; the stay's dialog has the party and the price, and keeps it the channel's
  const completed = page.locator(`[data-testid="stay-bar"][aria-label^="Marta Pełna, ${polish(day(260))} – ${polish(day(263))}"][aria-label*="Airbnb Pobyt"]`).first();
  await shown(page, completed);
  await completed.press('Enter');
  await dialog.getByText(/Goście: 3 · 1\s250,50\szł/).waitFor();
  await dialog.getByRole('button', { name: 'Zapisz zmiany' }).waitFor();
  await dialog.getByRole('button', { name: 'Zamknij' }).first().click();

  // Airbnb moves the stay a day later and a night longer: the completed stay follows, its guest kept
  bodies.set(path, calendar(['e2e-complete@airbnb.com', day(261), day(265)]));
  await apiCall(page, `/householder/calendar_feeds/${feed.id}/sync`, { method: 'POST', body: {} });
  await shown(page, page.locator(`[data-testid="stay-bar"][aria-label^="Marta Pełna, ${polish(day(261))} – ${polish(day(265))}"]`).first());
  await screenshot(page, 'channel-stay-completed-moved');
  expect(errors).toEqual([]);
});

test("the wizard's channel steps: which calendars sync, each channel's export link and steps, a channel's calendar added", async () => {
  const { page, errors } = await newSession(browser);
  await signIn(page);
  // a listing of one apartment, so that its synchronisation step is the last before the summary
  const single = (await listings(page)).filter((l) => l.attributes.apartmentsAttributes.length === 1);
  const listing = single.find((l) => l.attributes.name === 'Kamienica pod Wawelem') ?? single[0];
  const apartment = listing.attributes.apartmentsAttributes[0];
  const path = '/noclegowo-wizard.ics';
  bodies.set(path, calendar(['e2e-wizard@noclegowo.pl', day(270), day(272)]));
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gospodarz:accommodation-wizard:')).forEach((k) => localStorage.removeItem(k)));

  await page.goto(`/administration/accommodations/${listing.id}/edit/synchronization/1`);
  await page.getByRole('heading', { name: 'Serwisy rezerwacyjne', level: 3 }).waitFor();
  // 'Synchronizacja': the apartment's calendar syncs
  await expect(page.getByRole('checkbox', { name: 'Synchronizuj kalendarz z serwisami rezerwacyjnymi' }).isChecked()).resolves.toBe(true);
  // 'Serwisy rezerwacyjne': each channel connects by iCal, with the apartment's export link and where to paste it
  for (const [channel, step] of [
    ['Booking.com', '„Synchronizacja kalendarzy”'],
    ['Airbnb', '„Połącz z innym serwisem”'],
    ['Nocowanie.pl', '„Synchronizacja iCal”'],
    ['Noclegowo', '„Synchronizacja (iCal)”'],
  ]) {
    const card = page.getByRole('article', { name: channel, exact: true });
    await expect(card.getByLabel(`Link eksportu dla ${channel}`).inputValue()).resolves.toMatch(/^https?:\/\/.+\/api\/v1\/calendars\/[^/]+\.ics$/);
    await card.getByText(step, { exact: false }).first().waitFor();
  }
  expect(await page.getByRole('button', { name: 'Połącz', exact: true }).count()).toBe(0);

  // 'Synchronizacja kalendarza': Noclegowo's calendar added from its card, its link pasted
  const noclegowo = page.getByRole('article', { name: 'Noclegowo', exact: true });
  await noclegowo.getByRole('button', { name: 'Dodaj kalendarz Noclegowo' }).click();
  await noclegowo.getByText('Kalendarz dodany (iCal)').waitFor();
  const imported = page.getByRole('list', { name: 'Importowane kalendarze' }).getByRole('listitem').last();
  await expect(imported.getByLabel('Nazwa kalendarza').inputValue()).resolves.toBe('Noclegowo');
  await imported.getByLabel('Link do kalendarza').fill(`${base}${path}`);
  await screenshot(page, 'wizard-channel-steps');
  await page.waitForTimeout(300);
  await page.getByRole('button', { name: 'Następny krok' }).click();
  await page.waitForURL('**/edit/summary');
  await page.waitForTimeout(300);
  await page.getByRole('button', { name: 'Zakończ' }).click();
  // saved, the wizard goes back to the listings
  await page.waitForURL('**/administration/accommodations');
  await page.goto(`/administration/accommodations/${listing.id}`);

  // saved, the calendar is on the listing's page, read at the next poll or at once with 'Synchronizuj teraz'
  const feed = page.getByTestId(`calendar-sync-${apartment.id}`).getByTestId('calendar-feed').filter({ hasText: 'Noclegowo' });
  await feed.getByRole('button', { name: 'Synchronizuj teraz' }).click();
  await feed.getByText('Zsynchronizowano').waitFor({ timeout: 20_000 });
  await feed.getByText(/wydarzeń: 1/).waitFor();
  expect(errors).toEqual([]);
});
