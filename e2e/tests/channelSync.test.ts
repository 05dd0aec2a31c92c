import http from 'node:http';
import type net from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launch, newSession, screenshot, signIn } from '../support/browser';

/**
 * Channel sync as a host uses it: a calendar served by this test (as Airbnb would) is added to a demo apartment on the
 * listing's page, read at once and on 'Synchronizuj teraz', its stay appears on the calendar; then the feed overlaps
 * a reservation made here, and the conflict shows on the feed, on the calendar and on the desktop.
 */
let browser: Browser;
let server: http.Server;
let feedUrl: string;
let feedBody = '';

const pad = (n: number) => String(n).padStart(2, '0');
function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const polish = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
const compact = (date: string) => date.replace(/-/g, '');
const event = (uid: string, from: string, to: string) =>
  ['BEGIN:VEVENT', `UID:${uid}`, `DTSTART;VALUE=DATE:${compact(from)}`, `DTEND;VALUE=DATE:${compact(to)}`, 'SUMMARY:Reserved', 'END:VEVENT'].join('\r\n');
const calendar = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//E2E//Airbnb//PL', ...events, 'END:VCALENDAR', ''].join('\r\n');

beforeAll(async () => {
  browser = await launch();
  server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(feedBody));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/airbnb.ics`;
});
afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function apiCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, path, body },
  );
}

test('a feed added to an apartment closes its dates on the calendar, and a clash with a stay here shows as a conflict', async () => {
  const { page, errors } = await newSession(browser);
  await signIn(page);
  const listings = await apiCall<{ data: Array<{ id: string; attributes: { apartmentsAttributes: Array<{ id: string; name: string }> } }> }>(
    page,
    'GET',
    '/householder/accommodations?perPage=100&page=1',
  );
  const listing = listings.data.find((l) => l.attributes.apartmentsAttributes.length > 0)!;
  const apartment = listing.attributes.apartmentsAttributes[0];
  const [importedFrom, importedTo] = [day(200), day(203)];
  feedBody = calendar(event('e2e-1@airbnb.com', importedFrom, importedTo));

  await page.goto(`/administration/accommodations/${listing.id}`);
  const section = page.getByTestId(`calendar-sync-${apartment.id}`);
  await section.getByLabel('Nazwa kalendarza').fill('Airbnb E2E');
  await section.getByLabel('Link do kalendarza (iCal)').fill(feedUrl);
  await section.getByRole('button', { name: 'Dodaj kalendarz' }).click();
  const feed = section.getByTestId('calendar-feed').filter({ hasText: 'Airbnb E2E' });
  await feed.getByText('Zsynchronizowano').waitFor({ timeout: 20_000 });
  await feed.getByText(/wydarzeń: 1/).waitFor();
  await screenshot(page, 'channel-sync-detail');

  await page.goto(`/front-desk/calendar?from=${day(198)}`);
  await page.locator(`[aria-label^="Airbnb E2E, ${polish(importedFrom)} – ${polish(importedTo)}"]`).first().waitFor({ timeout: 20_000 });
  await screenshot(page, 'channel-sync-calendar');

  // a stay booked here, then the channel reports a stay over it
  const [oursFrom, oursTo] = [day(220), day(223)];
  await apiCall(page, 'POST', '/householder/reservations', {
    reservation: { apartmentId: apartment.id, from: oursFrom, to: oursTo, fullName: 'Jan Tutejszy', email: 'jan.tutejszy@example.pl', phoneNumber: '600700800', adults: 1, pricePerNight: '300' },
  });
  feedBody = calendar(event('e2e-1@airbnb.com', importedFrom, importedTo), event('e2e-2@airbnb.com', day(221), day(224)));
  await page.goto(`/administration/accommodations/${listing.id}`);
  await feed.getByRole('button', { name: 'Synchronizuj teraz' }).click();
  await feed.getByText(/Konflikty z pobytami w Gospodarzu: 1/).waitFor({ timeout: 20_000 });

  await page.goto(`/front-desk/calendar?from=${day(219)}`);
  await page.locator(`[aria-label*="Jan Tutejszy"][aria-label*="Konflikt synchronizacji"]`).first().waitFor({ timeout: 20_000 });
  await page.goto('/front-desk/desktop');
  await page.getByRole('region', { name: 'Alerty' }).or(page.locator('section[aria-label="Alerty"]')).getByText(/Konflikt synchronizacji: Airbnb E2E/).first().waitFor({ timeout: 20_000 });
  await screenshot(page, 'channel-sync-desktop-alert');
  expect(errors).toEqual([]);
});
