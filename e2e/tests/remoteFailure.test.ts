import type { Browser, Page, Route } from 'playwright-core';
import { launch, newSession, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const FRONT_DESK = '**/remotes/mfe-front-desk/**';
const PANEL_TITLE = 'Nie udało się wyświetlić sekcji „Recepcja”';

async function expectOtherSectionsWork(page: Page) {
  await page.getByRole('navigation', { name: 'Sekcje' }).getByRole('link', { name: 'Usługi' }).click();
  await page.getByRole('link', { name: 'Harmonogram prac', exact: true }).waitFor();
  await page.getByRole('navigation', { name: 'Sekcje' }).getByRole('link', { name: 'Administracja' }).click();
  await page.getByRole('link', { name: 'Obiekty', exact: true }).waitFor();
}

const failures: Array<[string, (route: Route) => Promise<void>]> = [
  ['is down (connection refused)', (route) => route.abort('connectionrefused')],
  ['answers 500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
  [
    'is too slow',
    async (route) => {
      await new Promise((r) => setTimeout(r, 12_000));
      await route.abort('timedout').catch(() => undefined);
    },
  ],
];

describe.each(failures)('when the front-desk remote %s', (_name, handler) => {
  test('its section shows a Polish error panel, the rest keeps working, and retry recovers', async () => {
    const { page, context } = await newSession(browser);
    // Blocked before signing in: the front desk is the first section a signed-in host sees.
    await page.route(FRONT_DESK, handler);
    await signIn(page);
    await page.getByText(PANEL_TITLE).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Spróbuj ponownie' }).waitFor();
    await page.getByRole('navigation', { name: 'Sekcje' }).waitFor();
    await screenshot(page, `remote-failure-${_name.split(' ')[1]}`);

    await expectOtherSectionsWork(page);

    await page.unroute(FRONT_DESK);
    await page.getByRole('navigation', { name: 'Sekcje' }).getByRole('link', { name: 'Recepcja' }).click();
    const retry = page.getByRole('button', { name: 'Spróbuj ponownie' });
    if (await retry.isVisible()) await retry.click();
    await page.getByRole('link', { name: 'Rezerwacje', exact: true }).waitFor({ timeout: 20_000 });
    await expect(page.getByText(PANEL_TITLE).count()).resolves.toBe(0);
    await context.close();
  });
});
