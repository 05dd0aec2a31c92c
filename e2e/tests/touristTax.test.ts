import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ARTIFACTS, launch, newSession, screenshot, signIn } from '../support/browser';

/**
 * The tourist tax's collector's statement (issue 38): the owner opens Raporty › 'Opłata miejscowa' on the last whole
 * month (the demo's Sopot stays), sees the gmina's table and downloads its CSV, which carries the same stays.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

test('the owner opens last month’s tourist-tax statement and downloads its CSV', async () => {
  const { page } = await newSession(browser);
  await signIn(page);
  await page.goto('/reports/tourist-tax');
  await page.getByRole('heading', { name: /^Opłata miejscowa: zestawienie inkasenta, / }).waitFor();
  const table = page.getByRole('table', { name: /^Gmina Miasta Sopot/ });
  await table.getByText('Hans Müller').first().waitFor();
  await screenshot(page, 'tourist-tax-statement');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Pobierz CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^oplata-miejscowa-\d{4}-\d{2}\.csv$/);
  const file = path.join(ARTIFACTS, download.suggestedFilename());
  await download.saveAs(file);
  const csv = fs.readFileSync(file, 'utf8');
  expect(csv.startsWith('\uFEFFGmina;Apartament;Przyjazd;Wyjazd;Gość')).toBe(true);
  expect(csv).toContain('Gmina Miasta Sopot;');
  expect(csv).toContain('Hans Müller');
  expect(csv).toMatch(/\r\nRazem;;;;;;;;;;;\d+,\d\d\r\n$/);
});
