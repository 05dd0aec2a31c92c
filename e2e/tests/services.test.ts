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

/** An API answer as the signed-in page gets it (its token from localStorage). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return (await res.json()) as T;
  }, `/api/v1${path}`);
}

const pad = (n: number) => String(n).padStart(2, '0');
const polish = (d: Date) => `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

test('a cleaning company with a price list cleans two apartments after each check-out: the work schedule, the calendar and the provider’s page', async () => {
  const { page, context } = await newSession(browser);
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  const stamp = Date.now();
  const name = `Lśniące Okna ${stamp}`;
  const email = `lsniace-${stamp}@example.pl`;

  await signIn(page);
  await page.goto('/services/cleaning-services');
  await page.getByRole('link', { name: 'Dodaj usługodawcę' }).click();
  await page.waitForURL('**/services/cleaning-services/new');
  const form = page.getByRole('form', { name: 'Nowy usługodawca' });
  await form.getByLabel('Nazwa firmy').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefon').fill('601202303');
  await form.getByLabel('Ulica').fill('Długa');
  await form.getByLabel('Nr domu').fill('7');
  await form.getByLabel('Nr lokalu').fill('2');
  await form.getByLabel('Kod pocztowy').fill('80827');
  await form.getByLabel('Miasto').fill('Gdańsk');
  await form.getByLabel('NIP').fill('5260001246');
  await form.getByLabel('Nazwa usługi').fill('Sprzątanie po pobycie');
  await form.getByLabel('Cena brutto').fill('149,99');
  await form.getByLabel('Czas (min)').fill('90');
  await screenshot(page, 'services-new-provider');
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await page.getByText('Udało stworzyć się usługodawcę.').waitFor();
  await page.waitForURL('**/services/cleaning-services');

  // request cooperation: the dialog shows the price list
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Nawiąż współpracę: ${name}` }).click();
  const request = page.getByRole('form', { name: 'Nawiąż współpracę' });
  await request.getByText('149,99 zł').waitFor();
  await request.getByLabel('Wiadomość (opcjonalnie)').fill('Zapraszamy do sprzątania po gościach.');
  await request.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  await page.getByText('udało wysłać się zapytanie o współpracę').waitFor();

  // share two apartments after each check-out (the modal's default)
  await row.getByRole('button', { name: `Udostępnij apartament: ${name}` }).click();
  const share = page.getByRole('form', { name: 'Udostępnij apartament' });
  await share.getByRole('button', { name: 'Udostępnij' }).click();
  await share.getByText('Wybierz apartamenty').waitFor();
  const apartments = share.getByRole('group', { name: 'Apartamenty' });
  await apartments.getByText('Apartament Morski', { exact: true }).click();
  await apartments.getByText('Studio Wawel', { exact: true }).click();
  await expect(share.getByRole('radio', { name: 'Po każdym wymeldowaniu' }).isChecked()).resolves.toBe(true);
  await screenshot(page, 'services-share');
  await share.getByRole('button', { name: 'Udostępnij' }).click();
  await page.getByText('Udało udostępnić się apartament').waitFor();
  await row.getByText('Apartament Morski, Studio Wawel').waitFor();
  await screenshot(page, 'services-cleaning-list');

  // the work schedule, filtered to this provider over the coming month: the demo's check-outs
  await page.goto('/services/task-schedule');
  await page.getByRole('button', { name: 'Filtry' }).click();
  const filters = page.getByRole('form', { name: 'Filtry harmonogramu' });
  const today = new Date();
  await filters.getByLabel('Od', { exact: true }).fill(polish(today));
  await filters.getByLabel('Do', { exact: true }).fill(polish(new Date(today.getTime() + 30 * 86_400_000)));
  await filters.getByLabel('Usługodawca').selectOption({ label: name });
  // the filtered list is asked for once the filters close; wait for its answer, not the list shown before
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/cooperation_orders?') && r.url().includes('serviceProvider=') && r.request().method() === 'GET'),
    filters.getByRole('button', { name: 'Filtruj' }).click(),
  ]);
  const table = page.locator('table[aria-label="Harmonogram prac"]:not([aria-busy])');
  const rows = table.locator('tbody tr').filter({ hasText: name });
  await rows.first().waitFor();
  expect(await rows.count()).toBeGreaterThan(0);
  await screenshot(page, 'services-task-schedule');

  // change the first order's status, then its time
  const first = rows.first();
  const objectName = (await first.locator('td').first().innerText()).split('\n')[0];
  await first.getByRole('button', { name: /^Akcje zlecenia/ }).click();
  await page.getByRole('menuitem', { name: 'Zmień status usługi' }).click();
  const statusForm = page.getByRole('form', { name: 'Zmień status usługi' });
  await statusForm.getByLabel('Status').selectOption({ label: 'w trakcie' });
  await statusForm.getByRole('button', { name: 'Zapisz' }).click();
  await page.getByText('Dane zostały zapisane.').first().waitFor();
  await table.locator('tbody tr').filter({ hasText: name }).first().getByText('w trakcie').waitFor();

  await table.locator('tbody tr').filter({ hasText: name }).first().getByRole('button', { name: /^Akcje zlecenia/ }).click();
  await page.getByRole('menuitem', { name: 'Zmień datę usługi' }).click();
  const dateForm = page.getByRole('form', { name: 'Zmień datę usługi' });
  await dateForm.getByLabel('Godzina').selectOption('09:30');
  await dateForm.getByRole('button', { name: 'Zapisz' }).click();
  await table.locator('tbody tr').filter({ hasText: name }).filter({ hasText: '09:30' }).first().waitFor();
  expect(objectName).not.toBe('');

  // the calendar's window request carries the orders as task markers
  const providers = await apiGet<{ data: Array<{ id: string; attributes: { name: string; cooperation: { id: string } | null } }> }>(page, '/householder/service_providers?servicesPerformed=cleaning&perPage=100');
  const mine = providers.data.find((p) => p.attributes.name === name)!;
  type Task = { id: string; apartmentId: string; day: string; label: string; status: string };
  const window = await apiGet<{ data: { attributes: { tasks: Task[]; apartments: Array<{ id: string; name: string }> } } }>(page, `/householder/calendar?from=${iso(today)}&days=31`);
  const tasks = window.data.attributes.tasks.filter((t) => t.label.includes(name));
  expect(tasks.length).toBeGreaterThan(0);
  expect(tasks.some((t) => t.status === 'in_progress')).toBe(true);
  expect(mine.attributes.cooperation).not.toBeNull();

  // on the calendar, a planned order's marker opens it; it is taken off the schedule only after a second confirmation
  const planned = tasks.find((t) => t.status === 'planned')!;
  expect(planned).toBeDefined();
  const scheduleUrl = page.url();
  await page.goto(`/front-desk/calendar?from=${planned.day}`);
  const apartmentName = window.data.attributes.apartments.find((a) => a.id === planned.apartmentId)!.name;
  const marker = page.getByRole('button', { name: `Zlecenie: ${planned.label}, ${apartmentName}, ${planned.day.split('-').reverse().join('.')}` });
  await marker.click();
  const taskForm = page.getByRole('form', { name: 'Zlecenie usługi' });
  await taskForm.getByText(name, { exact: true }).waitFor();
  await screenshot(page, 'services-calendar-task');
  await taskForm.getByRole('button', { name: 'Usuń zlecenie' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń zlecenie' }).click();
  await page.getByText('Zlecenie zostało usunięte.').waitFor();
  await marker.waitFor({ state: 'detached' });
  const after = await apiGet<{ data: { attributes: { tasks: Task[] } } }>(page, `/householder/calendar?from=${iso(today)}&days=31`);
  expect(after.data.attributes.tasks.map((t) => t.id)).not.toContain(planned.id);

  // the provider opens the link from the request mail on a phone and completes the order under way
  const mail = await latestMailTo(email);
  const link = /https?:\/\/\S+\/provider\?token=[\w%-]+/.exec(mail.attributes.text)?.[0];
  expect(link).toBeDefined();
  const phone = await context.browser()!.newContext({ baseURL: suiteState().url, locale: 'pl-PL', viewport: { width: 390, height: 844 } });
  const providerPage = await phone.newPage();
  const providerErrors: string[] = [];
  providerPage.on('pageerror', (e) => providerErrors.push(e.message));
  await providerPage.goto(new URL(link!).pathname + new URL(link!).search);
  await providerPage.getByRole('heading', { name: `Zlecenia: ${name}` }).waitFor();
  await providerPage.getByRole('button', { name: 'Akceptuję współpracę' }).click();
  await providerPage.getByText('Współpraca przyjęta.').waitFor();
  const underWay = providerPage.locator('article').filter({ hasText: 'w trakcie' }).first();
  await underWay.waitFor();
  await screenshot(providerPage, 'services-provider-page');
  // the order's date is the demo's first check-out: before its window opens the provider cannot finish it, and is
  // told from when they can; once open, they finish it
  const finish = underWay.getByRole('button', { name: 'Zakończ' });
  const early = await finish.isDisabled();
  if (early) await underWay.getByText(/^Zakończysz od .*, po wymeldowaniu gości\.$/).waitFor();
  else {
    await finish.click();
    await providerPage.getByText('Zlecenie zakończone.').waitFor();
    await providerPage.locator('article').filter({ hasText: 'zakończone' }).first().waitFor();
  }
  const text = await providerPage.locator('body').innerText();
  expect(text).not.toMatch(/@|Rezerwacja/);
  await phone.close();

  await page.goto(scheduleUrl);
  await page.locator('table[aria-label="Harmonogram prac"]:not([aria-busy]) tbody tr').filter({ hasText: name }).filter({ hasText: early ? 'w trakcie' : 'zakończone' }).first().waitFor();
  expect(uncaught).toEqual([]);
  expect(providerErrors).toEqual([]);
  await context.close();
});
