import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { launch, screenshot, signIn } from '../support/browser';
import { freePort } from '../support/suite';

// KSeF end to end: a suite of its own (as `npm start` runs it) whose TEST environment is the KSeF test server, so the
// host's token, the sending job and the Ministry's answers are real HTTP; the demo host connects in the settings,
// issues an invoice from a stay, sees it 'Przyjęta' with its KSeF number, and prints it with its QR code.

const ROOT = path.resolve(__dirname, '..', '..');

/** The KSeF test server of the API's test support (api/src/test/ksefServer.ts), loaded at run time: e2e's type-check stays within e2e. */
interface KsefTestServer {
  url: string;
  addToken(token: string, nip: string): void;
  invoices: { ksefNumber: string | null }[];
  close(): Promise<void>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startKsefTestServer } = require(path.join(ROOT, 'api', 'src', 'test', 'ksefServer')) as { startKsefTestServer(): Promise<KsefTestServer> };
const NIP = '5260001246';
const TOKEN = '20261127-EC-E2E0000000-E2E0000000-00|nip-5260001246|e2e-token-0001';

let browser: Browser;
let ksef: KsefTestServer;
let suite: { url: string; child: ChildProcess; dataDir: string };

async function startKsefSuite(): Promise<typeof suite> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-e2e-ksef-'));
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(dataDir, 'suite.log'), 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js'), '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'development',
      DEV_OUTBOX: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '20',
      KSEF_SECRET_KEY: 'e2e-ksef-secret-key-0123456789abcdefgh',
      KSEF_TEST_URL: ksef.url,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the KSeF suite stopped: ${fs.readFileSync(path.join(dataDir, 'suite.log'), 'utf8').slice(-2000)}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return { url, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the KSeF suite did not start');
}

/** The first page of a PDF drawn by pdftoppm and read by jsQR. */
function qrOfPdf(file: string): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-ksef-pdf-'));
  try {
    execFileSync('pdftoppm', ['-r', '150', '-gray', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const pgm = fs.readFileSync(path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith('.pgm'))!));
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 50).toString('latin1'))!;
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = pgm.subarray(header[0].length);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) rgba.set([pixels[i], pixels[i], pixels[i], 255], i * 4);
    return jsQR(rgba, width, height)?.data ?? null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** 'MM/dd/yyyy' days from today, as the reservations list reads its range from the URL. */
function queryDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

beforeAll(async () => {
  ksef = await startKsefTestServer();
  ksef.addToken(TOKEN, NIP);
  suite = await startKsefSuite();
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  try {
    if (suite?.child.pid) process.kill(-suite.child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await ksef?.close();
});

test("the host connects to KSeF, issues an invoice from a stay, sees it 'Przyjęta' with its KSeF number and prints it with its QR code", async () => {
  const context = await browser.newContext({ baseURL: suite.url, locale: 'pl-PL', viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page: Page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await signIn(page);

  // Administracja › Ustawienia faktur › KSeF: the token, sending on issue, 'Sprawdź połączenie'
  await page.goto('/administration/invoices-settings');
  await page.getByRole('tab', { name: 'KSeF' }).click();
  const settings = page.getByTestId('ksef-settings');
  await settings.waitFor();
  await settings.getByLabel('Token KSeF').fill(TOKEN);
  const auto = settings.getByLabel('Wysyłaj faktury i korekty do KSeF automatycznie przy wystawieniu');
  if (!(await auto.isChecked())) await auto.check({ force: true });
  await settings.getByRole('button', { name: 'Zapisz' }).click();
  await settings.getByText('Token: zapisany').waitFor();
  await settings.getByRole('button', { name: 'Sprawdź połączenie' }).click();
  await expect(settings.getByRole('status').textContent()).resolves.toBe(`Połączenie z KSeF działa: token jest ważny dla NIP ${NIP} w środowisku Testowe (TEST).`);
  await screenshot(page, 'ksef-settings');

  // an invoice from a finished stay, issued from the reservations list
  await page.goto(`/front-desk/reservations?from=${encodeURIComponent(queryDay(-20))}&to=${encodeURIComponent(queryDay(-3))}&statuses=confirmed`);
  const actions = page.locator('table[aria-label="Rezerwacje"]:not([aria-busy])').getByRole('button', { name: /^Akcje rezerwacji: / }).first();
  await actions.waitFor();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Wystaw fakturę' }).click();
  const form = page.getByRole('form', { name: 'Nowa faktura' });
  await form.waitFor();
  await form.getByRole('button', { name: 'Wystaw fakturę' }).click();
  await page.waitForURL(/\/front-desk\/invoices\/[0-9a-f-]{36}$/);

  // sent by the job: 'Przyjęta' with its KSeF number, the UPO, and KOD I's link
  const panel = page.getByTestId('invoice-ksef');
  await panel.getByText('Przyjęta', { exact: true }).waitFor({ timeout: 60_000 });
  const text = (await panel.textContent())!;
  const ksefNumber = /Numer KSeF: (\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2})/.exec(text)![1];
  expect(ksefNumber.startsWith(`${NIP}-`)).toBe(true);
  expect(ksef.invoices.some((i) => i.ksefNumber === ksefNumber)).toBe(true);
  await panel.getByRole('button', { name: 'Pobierz UPO' }).waitFor();
  // the detail takes the number in: the field for a number typed by hand shows it
  await page.waitForFunction((n) => (document.getElementById('ksef-number') as HTMLInputElement | null)?.value === n, ksefNumber);
  const link = (await panel.getByRole('link').textContent())!;
  expect(link).toMatch(new RegExp(`^https://qr-test\\.ksef\\.mf\\.gov\\.pl/invoice/${NIP}/\\d{2}-\\d{2}-\\d{4}/[A-Za-z0-9_-]{43}$`));
  await screenshot(page, 'invoice-ksef-accepted');

  // 'Drukuj (PDF)': the QR code on the printout holds the same link
  await page.getByRole('button', { name: 'Opcje' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Drukuj (PDF)' }).click()]);
  const file = path.join(suite.dataDir, 'invoice.pdf');
  await download.saveAs(file);
  expect(qrOfPdf(file)).toBe(link);
  expect(pageErrors).toEqual([]);
  await context.close();
});
