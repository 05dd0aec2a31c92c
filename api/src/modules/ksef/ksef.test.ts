import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import jsQR from 'jsqr';
import { todayInPoland } from '@gospodarz/contracts';
import { loadConfig } from '../../config';
import { buildServer } from '../../server';
import { UPO_SCHEMA, startKsefTestServer, type KsefTestServer } from '../../test/ksefServer';
import { signedInOwner, startTestApi, type TestApi } from '../../test/harness';
import { createKsefClient } from './client';
import { sha256Base64, sha256Base64Url } from './crypto';
import { isValidKsefNumber } from './number';
import { KSEF_SEND_JOB, findInvoiceKsef, sendToKsef, useKsefClientFactory } from './service';
import { KSEF_COST_INVOICES_JOB } from './costInvoices';
import { fa3Sample } from '../../test/fa3Sample';
import { nextWorkingDay } from './workingDays';
import { workingDaysAfter } from './offlineModes';

jest.setTimeout(120_000);

const SECRET = 'test-ksef-secret-key-0123456789-abcdefgh';
const NIP = '5260001246';
const OTHER_NIP = '7010001453';
const TOKEN = '20261127-EC-2C3E6C8000-B675CF5D68-07|nip-5260001246|4f7b2c1d9e';
const H = '/api/v1/householder';

let ksef: KsefTestServer;
let api: TestApi;

beforeAll(async () => {
  ksef = await startKsefTestServer();
  ksef.addToken(TOKEN, NIP);
  api = await startTestApi({ KSEF_SECRET_KEY: SECRET, KSEF_TEST_URL: ksef.url });
  // the real client, with short pauses between its looks at KSeF's asynchronous answers
  // (unpaced: many hosts of one NIP in a minute; the pacing is limits.test.ts's)
  useKsefClientFactory((connection) => createKsefClient({ ...connection, pollMs: 20, timeoutMs: 2_000, pacer: null }));
});

afterEach(() => {
  expect(ksef.violations).toEqual([]);
});

afterAll(async () => {
  useKsefClientFactory(null);
  await api?.close();
  await ksef?.close();
});

type Owner = Awaited<ReturnType<typeof signedInOwner>>;

async function host(options: { nip?: string; token?: string | null; autoSend?: boolean } = {}): Promise<Owner> {
  const owner = await signedInOwner(api);
  const settings = await api.app.inject({
    method: 'PUT',
    url: `${H}/invoice_settings`,
    headers: owner.auth,
    payload: { invoiceSettings: { sellerName: 'Apartamenty Bałtyckie', sellerStreet: 'Morska 1', sellerZipCode: '81-701', sellerCity: 'Sopot', sellerNip: options.nip ?? NIP, placeOfIssue: 'Sopot' } },
  });
  expect(settings.statusCode).toBe(200);
  if (options.token !== null) {
    const saved = await api.app.inject({ method: 'PUT', url: `${H}/ksef_settings`, headers: owner.auth, payload: { environment: 'TEST', token: options.token ?? TOKEN, autoSend: options.autoSend ?? true } });
    expect(saved.statusCode).toBe(200);
  }
  return owner;
}

let issued = 0;
/** An invoice of its own buyer (KSeF takes two identical documents of one seller as a duplicate). */
async function issue(owner: Owner): Promise<string> {
  issued += 1;
  const today = todayInPoland();
  const res = await api.app.inject({
    method: 'POST',
    url: `${H}/invoices`,
    headers: owner.auth,
    payload: {
      invoice: {
        buyerName: `Jan Kowalski ${issued}`,
        buyerAddress: 'ul. Długa 5, 80-001 Gdańsk',
        issueDate: today,
        saleDate: today,
        paymentMethod: 'transfer',
        lines: [{ description: 'Usługa noclegowa', quantity: '2', unit: 'doba', netPrice: '200.00', vatRate: '8' }],
      },
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

const status = async (owner: Owner, id: string) => (await api.app.inject({ method: 'GET', url: `${H}/invoices/${id}/ksef`, headers: owner.auth })).json().data.attributes;
const runSending = () => api.app.jobs.runDue(KSEF_SEND_JOB);
const ctx = () => ({ db: api.db, jobs: api.app.jobs, config: api.config });

function validAgainst(xml: string, schema: string): boolean {
  const file = path.join(os.tmpdir(), `ksef-${process.pid}-${Math.random().toString(36).slice(2)}.xml`);
  fs.writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', schema, file], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  } finally {
    fs.unlinkSync(file);
  }
}

/** The first page of a PDF drawn by pdftoppm (grey, 150 dpi) and read by jsQR: the QR code's text, or null. */
function qrOfPdf(pdf: Buffer, half: 'left' | 'right' | null = null): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksef-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'invoice.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '150', '-gray', '-f', '1', '-l', '1', path.join(dir, 'invoice.pdf'), path.join(dir, 'page')]);
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.pgm'))!;
    const pgm = fs.readFileSync(path.join(dir, file));
    // P5 <width> <height> <max>, then one byte a pixel
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 50).toString('latin1'))!;
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = pgm.subarray(header[0].length);
    // one half of the page only: KOD I is drawn in the left half, KOD II in the right
    const x0 = half === 'right' ? Math.floor(width / 2) : 0;
    const w = half ? Math.floor(width / 2) : width;
    const rgba = new Uint8ClampedArray(w * height * 4);
    for (let y = 0; y < height; y++) for (let x = 0; x < w; x++) {
      const v = pixels[y * width + x0 + x];
      rgba.set([v, v, v, 255], (y * w + x) * 4);
    }
    return jsQR(rgba, w, height)?.data ?? null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('KSeF settings', () => {
  it('keeps the token encrypted: never answered, not readable in the database, never in the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // the same database, with every request logged at the most verbose level
    const config = { ...loadConfig({ KSEF_SECRET_KEY: SECRET, KSEF_TEST_URL: ksef.url, LOG_LEVEL: 'trace', JOB_WORKERS: 'false', APPS_DIR: '' }), redisUrl: null };
    const logged = await buildServer({ config, db: api.db, logger: true, logStream: stream });
    await logged.ready();
    try {
      const owner = await signedInOwner(api);
      const before = await logged.inject({ method: 'GET', url: `${H}/ksef_settings`, headers: owner.auth });
      expect(before.json().data.attributes).toMatchObject({ environment: 'TEST', tokenSaved: false, autoSend: true, serverReady: true, qrUrl: 'https://qr-test.ksef.mf.gov.pl' });
      const saved = await logged.inject({ method: 'PUT', url: `${H}/ksef_settings`, headers: owner.auth, payload: { environment: 'TEST', token: TOKEN, autoSend: false } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.attributes).toMatchObject({ tokenSaved: true, autoSend: false });
      const again = await logged.inject({ method: 'GET', url: `${H}/ksef_settings`, headers: owner.auth });
      for (const body of [saved.body, again.body]) expect(body).not.toContain('4f7b2c1d9e');
      const [row] = await api.db.query<{ token_encrypted: string }>('select token_encrypted from ksef_settings where account_id = $1', [owner.accountId]);
      expect(row.token_encrypted).toMatch(/^v1\./);
      expect(row.token_encrypted).not.toContain('4f7b2c1d9e');
      // a wrong environment is refused in Polish
      const wrong = await logged.inject({ method: 'PUT', url: `${H}/ksef_settings`, headers: owner.auth, payload: { environment: 'PROD' } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ environment: ['Wybierz jedną z dostępnych wartości'] });
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain('4f7b2c1d9e');
    } finally {
      await logged.close();
    }
  });

  it("'Sprawdź połączenie' says in Polish what is wrong: nothing, a wrong token, a token of another NIP, an environment down", async () => {
    const check = async (owner: Owner) => (await api.app.inject({ method: 'POST', url: `${H}/ksef_settings/check`, headers: owner.auth, payload: {} })).json().data;
    expect(await check(await host())).toEqual({ ok: true, message: `Połączenie z KSeF działa: token jest ważny dla NIP ${NIP} w środowisku Testowe (TEST).` });
    expect(await check(await host({ token: 'zupelnie-zly-token-KSeF-123' }))).toMatchObject({ ok: false, message: expect.stringMatching(/^Token KSeF jest nieprawidłowy/) });
    expect(await check(await host({ nip: OTHER_NIP }))).toMatchObject({ ok: false, message: expect.stringMatching(/nie daje uprawnień do tego NIP-u/) });
    const down = await host();
    ksef.fault({ status: 503 }, { times: 1 });
    expect(await check(down)).toEqual({ ok: false, message: 'Środowisko KSeF Testowe (TEST) nie odpowiada. Spróbuj ponownie później.' });
    expect(await check(await host({ token: null }))).toEqual({ ok: false, message: 'Zapisz token KSeF w ustawieniach faktur (zakładka KSeF).' });
  });

  it("shows the month's invoiced gross against the small-business limit of 10 000 zł, warning from 80 %", async () => {
    const owner = await host({ autoSend: false });
    const today = todayInPoland();
    const res = await api.app.inject({
      method: 'POST',
      url: `${H}/invoices`,
      headers: owner.auth,
      payload: { invoice: { buyerName: 'Firma', buyerAddress: 'Morska 3, 81-701 Sopot', issueDate: today, saleDate: today, paymentMethod: 'transfer', lines: [{ description: 'Apartament', quantity: '1', unit: 'usł.', netPrice: '7500.00', vatRate: '8' }] } },
    });
    expect(res.statusCode).toBe(201);
    const limit = (await api.app.inject({ method: 'GET', url: `${H}/ksef_settings`, headers: owner.auth })).json().data.attributes.smallBusiness;
    expect(limit).toMatchObject({ gross: '8100.00', limit: '10000.00', percent: 81, level: 'warning' });
    expect(limit.message).toMatch(/81 % limitu 10 000 zł brutto/);
  });
});

describe('sending invoices to KSeF', () => {
  it("sends an issued invoice as a job: 'Przyjęta' with a valid KSeF number, the UPO, and KOD I's hash of the exact XML sent", async () => {
    const owner = await host();
    const id = await issue(owner);
    expect(await status(owner, id)).toMatchObject({ status: 'pending', label: 'Oczekuje na wysłanie' });
    await runSending();
    const sent = await status(owner, id);
    expect(sent).toMatchObject({ status: 'accepted', label: 'Przyjęta', hasUpo: true, errorCode: null });
    expect(isValidKsefNumber(sent.ksefNumber)).toBe(true);
    const invoice = (await api.app.inject({ method: 'GET', url: `${H}/invoices/${id}`, headers: owner.auth })).json().data.attributes;
    expect(invoice.ksefNumber).toBe(sent.ksefNumber);
    expect(invoice.editable).toBe(false);
    // the XML KSeF got is the one stored, and KOD I carries its SHA-256
    const row = (await findInvoiceKsef(api.db, owner.accountId, id))!;
    const received = ksef.invoices.find((i) => i.ksefNumber === sent.ksefNumber)!;
    expect(received.xml).toBe(row.xml);
    expect(row.hash).toBe(sha256Base64(received.xml));
    const [d, m, y] = [invoice.issueDate.slice(8, 10), invoice.issueDate.slice(5, 7), invoice.issueDate.slice(0, 4)];
    expect(sent.verificationUrl).toBe(`https://qr-test.ksef.mf.gov.pl/invoice/${NIP}/${d}-${m}-${y}/${sha256Base64Url(received.xml)}`);
    const upo = await api.app.inject({ method: 'GET', url: `${H}/invoices/${id}/upo`, headers: owner.auth });
    expect(upo.statusCode).toBe(200);
    expect(upo.headers['content-type']).toMatch(/application\/xml/);
    expect(upo.body).toContain(sent.ksefNumber);
    expect(validAgainst(upo.body, UPO_SCHEMA)).toBe(true);
  });

  it("prints KOD I on the PDF and in the e-mail: the QR code read back holds the link with the SHA-256 of the XML sent", async () => {
    const owner = await host();
    const id = await issue(owner);
    // before KSeF sends it, the PDF has no code
    expect(qrOfPdf((await api.app.inject({ method: 'GET', url: `${H}/invoices/${id}/pdf`, headers: owner.auth })).rawPayload)).toBeNull();
    await runSending();
    const sent = await status(owner, id);
    expect(sent).toMatchObject({ status: 'accepted' });
    const pdf = (await api.app.inject({ method: 'GET', url: `${H}/invoices/${id}/pdf`, headers: owner.auth })).rawPayload;
    const link = qrOfPdf(pdf);
    const xml = ksef.invoices.find((i) => i.ksefNumber === sent.ksefNumber)!.xml;
    expect(link).toBe(sent.verificationUrl);
    expect(link!.split('/').pop()).toBe(sha256Base64Url(xml));
    expect(link!.startsWith(`https://qr-test.ksef.mf.gov.pl/invoice/${NIP}/`)).toBe(true);
    // the KSeF number and the link are printed under the code
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksef-txt-'));
    fs.writeFileSync(path.join(dir, 'i.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'i.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    fs.rmSync(dir, { recursive: true, force: true });
    expect(text).toContain(sent.ksefNumber);
    expect(text.replace(/ /g, '')).toContain(link!);
    // the e-mail's PDF carries the same code, its text the link
    const mailed = await api.app.inject({ method: 'POST', url: `${H}/invoices/${id}/send`, headers: owner.auth, payload: { email: 'gosc@example.pl' } });
    expect(mailed.statusCode).toBe(200);
    const [mail] = await api.db.query<{ id: string; text_body: string }>(`select id, text_body from outbox_emails where to_address = 'gosc@example.pl' order by created_at desc limit 1`);
    expect(mail.text_body).toContain(`Numer KSeF: ${sent.ksefNumber}. Weryfikacja faktury w KSeF:\n${link}`);
    const [attachment] = await api.db.query<{ content: Buffer }>('select content from outbox_attachments where email_id = $1', [mail.id]);
    expect(qrOfPdf(Buffer.from(attachment.content))).toBe(link);
  });

  it('never sends the same invoice twice: again by hand is refused, a lost answer is looked at, not sent again', async () => {
    const owner = await host();
    const id = await issue(owner);
    await runSending();
    const count = ksef.invoices.length;
    const again = await api.app.inject({ method: 'POST', url: `${H}/invoices/${id}/ksef`, headers: owner.auth, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Faktura jest już przyjęta w KSeF.');
    await sendToKsef(ctx(), { accountId: owner.accountId, invoiceId: id });
    expect(ksef.invoices.length).toBe(count);

    // sent, but the answer was lost: the job looks at the invoice KSeF holds instead of sending it again
    const lost = await issue(owner);
    await runSending();
    const number = (await status(owner, lost)).ksefNumber;
    await api.db.query(`update invoice_ksef set status = 'sent', ksef_number = null where invoice_id = $1`, [lost]);
    const before = ksef.invoices.length;
    await sendToKsef(ctx(), { accountId: owner.accountId, invoiceId: lost });
    expect(ksef.invoices.length).toBe(before);
    expect(await status(owner, lost)).toMatchObject({ status: 'accepted', ksefNumber: number });
  });

  it("keeps a rejection with the Ministry's code and description; 'Wyślij ponownie' sends it afresh", async () => {
    // issued with another seller's NIP than the one the token opens: KSeF refuses it
    const owner = await host({ nip: OTHER_NIP, autoSend: false });
    const id = await issue(owner);
    await api.app.inject({ method: 'PUT', url: `${H}/invoice_settings`, headers: owner.auth, payload: { invoiceSettings: { sellerNip: NIP } } });
    const queued = await api.app.inject({ method: 'POST', url: `${H}/invoices/${id}/ksef`, headers: owner.auth, payload: {} });
    expect(queued.statusCode).toBe(202);
    await runSending();
    const rejected = await status(owner, id);
    expect(rejected).toMatchObject({ status: 'rejected', label: 'Odrzucona', errorCode: 410 });
    expect(rejected.errorDescription).toMatch(/^Nieprawidłowy zakres uprawnień/);
    const invoice = (await api.app.inject({ method: 'GET', url: `${H}/invoices/${id}`, headers: owner.auth })).json().data.attributes;
    expect(invoice.editable).toBe(true);
    const again = await api.app.inject({ method: 'POST', url: `${H}/invoices/${id}/ksef`, headers: owner.auth, payload: {} });
    expect(again.statusCode).toBe(202);
    expect(again.json().data.attributes).toMatchObject({ status: 'pending', errorCode: null });
    await runSending();
    expect(await status(owner, id)).toMatchObject({ status: 'rejected', errorCode: 410 });
  });

  it('retries after a 429 as its Retry-After says, and after a 5xx with growing pauses, offline24 meanwhile, due the next working day', async () => {
    const owner = await host();
    const id = await issue(owner);
    ksef.fault({ status: 429, retryAfter: 120 }, { pathPart: '/sessions/online' });
    const at = Date.now();
    await runSending();
    const limited = (await findInvoiceKsef(api.db, owner.accountId, id))!;
    expect(limited).toMatchObject({ status: 'pending', attempts: 1 });
    expect(limited.error_description).toMatch(/120 s/);
    const schema = (await api.db.query<{ s: string }>('select current_schema() as s'))[0].s;
    const jobsSchema = schema === 'public' ? 'pgboss' : `${schema}_jobs`;
    const waiting = await api.db.query<{ start_after: Date }>(`select start_after from "${jobsSchema}".job where name = $1 and state = 'created' and data->>'invoiceId' = $2`, [KSEF_SEND_JOB, id]);
    expect(waiting).toHaveLength(1);
    expect(waiting[0].start_after.getTime() - at).toBeGreaterThanOrEqual(119_000);

    // KSeF down: the invoice is offline24 until the next working day, and the next try waits longer each time
    ksef.fault({ status: 503 }, { times: 2, pathPart: '/sessions/online' });
    await sendToKsef(ctx(), { accountId: owner.accountId, invoiceId: id });
    const first = (await findInvoiceKsef(api.db, owner.accountId, id))!;
    expect(first).toMatchObject({ status: 'offline', offline_mode: 'offline24', offline_until: nextWorkingDay(todayInPoland()), attempts: 2 });
    const shown = await status(owner, id);
    expect(shown.label).toBe(`Offline do ${nextWorkingDay(todayInPoland()).split('-').reverse().join('.')}`);
    await sendToKsef(ctx(), { accountId: owner.accountId, invoiceId: id });
    const second = (await findInvoiceKsef(api.db, owner.accountId, id))!;
    const pause = (r: typeof first) => r.next_attempt_at!.getTime() - r.last_attempt_at!.getTime();
    expect(pause(second)).toBeGreaterThan(pause(first));

    // back up: sent in the offline mode and accepted
    await sendToKsef(ctx(), { accountId: owner.accountId, invoiceId: id });
    expect(await status(owner, id)).toMatchObject({ status: 'accepted' });
    expect(ksef.invoices.at(-1)!.offlineMode).toBe(true);
  });

  it("an announced failure (KSEF_ANNOUNCEMENTS) puts it in the emergency mode: due 7 working days after the failure's end", async () => {
    const owner = await host();
    const id = await issue(owner);
    const today = todayInPoland();
    const announcements = api.config.ksefAnnouncements;
    try {
      // the failure goes on: offline, no deadline yet
      announcements.push({ environment: 'TEST', kind: 'failure', from: today, until: null }, { environment: 'PRD', kind: 'total_failure', from: today, until: null });
      ksef.fault({ status: 503 }, { times: 2, pathPart: '/sessions/online' });
      await sendToKsef(ctx(), { accountId: owner.accountId, invoiceId: id });
      expect(await findInvoiceKsef(api.db, owner.accountId, id)).toMatchObject({ status: 'offline', offline_mode: 'emergency', offline_until: null });
      expect((await status(owner, id)).label).toBe('Offline');
      // the failure announced over today: 7 working days from its end
      announcements[0].until = today;
      await sendToKsef(ctx(), { accountId: owner.accountId, invoiceId: id });
      const due = workingDaysAfter(today, 7);
      expect(await findInvoiceKsef(api.db, owner.accountId, id)).toMatchObject({ status: 'offline', offline_mode: 'emergency', offline_until: due });
      expect(await status(owner, id)).toMatchObject({ offlineMode: 'emergency', offlineUntil: due, label: `Offline do ${due.split('-').reverse().join('.')}` });
      // KSeF back: sent in the offline mode and accepted
      await sendToKsef(ctx(), { accountId: owner.accountId, invoiceId: id });
      expect(await status(owner, id)).toMatchObject({ status: 'accepted' });
      expect(ksef.invoices.at(-1)!.offlineMode).toBe(true);
    } finally {
      announcements.length = 0;
    }
  });

  it("prints KOD II beside KOD I on an offline invoice once the host has uploaded a KSeF offline certificate", async () => {
    const owner = await host();
    // a certificate of type Offline as the host downloads it from KSeF (here self-signed) and its key
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksef-offline-'));
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    fs.writeFileSync(path.join(dir, 'key.pem'), keyPem);
    execFileSync('openssl', ['req', '-x509', '-key', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '30', '-subj', `/CN=Offline ${NIP}`, '-sha256'], { stdio: 'pipe' });
    const certificatePem = fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    fs.rmSync(dir, { recursive: true, force: true });
    const x509 = new crypto.X509Certificate(certificatePem);

    // a key of another certificate is refused in Polish; the right one is kept encrypted and never answered
    const { privateKey: stranger } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const wrong = await api.app.inject({ method: 'PUT', url: `${H}/ksef_settings`, headers: owner.auth, payload: { offlineCertificate: { certificate: certificatePem, privateKey: stranger.export({ type: 'pkcs8', format: 'pem' }).toString() } } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ offlineCertificate: ['Klucz prywatny nie pasuje do certyfikatu.'] });
    const saved = await api.app.inject({ method: 'PUT', url: `${H}/ksef_settings`, headers: owner.auth, payload: { offlineCertificate: { certificate: certificatePem, privateKey: keyPem } } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.attributes.offlineCertificate).toEqual({ serialNumber: x509.serialNumber.toUpperCase(), validTo: new Date(x509.validTo).toISOString() });
    expect(saved.body).not.toContain('PRIVATE KEY');
    const [stored] = await api.db.query<{ sealed: string }>('select offline_certificate_encrypted as sealed from ksef_settings where account_id = $1', [owner.accountId]);
    expect(stored.sealed).not.toContain('PRIVATE');
    expect(stored.sealed.startsWith('v1.')).toBe(true);

    // KSeF down: the invoice goes offline and its PDF carries both codes
    const id = await issue(owner);
    ksef.fault({ status: 503 }, { pathPart: '/sessions/online' });
    await sendToKsef(ctx(), { accountId: owner.accountId, invoiceId: id });
    expect(await findInvoiceKsef(api.db, owner.accountId, id)).toMatchObject({ status: 'offline' });
    const pdf = (await api.app.inject({ method: 'GET', url: `${H}/invoices/${id}/pdf`, headers: owner.auth })).rawPayload;
    const xml = (await findInvoiceKsef(api.db, owner.accountId, id))!.xml!;
    expect(qrOfPdf(pdf, 'left')).toBe((await status(owner, id)).verificationUrl);
    const kod2 = qrOfPdf(pdf, 'right');
    const match = /^https:\/\/(qr-test\.ksef\.mf\.gov\.pl\/certificate\/Nip\/(\d{10})\/(\d{10})\/([0-9A-F]+)\/([A-Za-z0-9_-]+))\/([A-Za-z0-9_-]+)$/.exec(kod2 ?? '');
    expect(match).not.toBeNull();
    const [, signedPath, context, seller, serial, hash, signature] = match!;
    expect([context, seller, serial, hash]).toEqual([NIP, NIP, x509.serialNumber.toUpperCase(), sha256Base64Url(xml)]);
    expect(
      crypto.verify('sha256', Buffer.from(signedPath), { key: x509.publicKey, padding: crypto.constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }, Buffer.from(signature, 'base64url')),
    ).toBe(true);
    const dirText = fs.mkdtempSync(path.join(os.tmpdir(), 'ksef-txt-'));
    fs.writeFileSync(path.join(dirText, 'i.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-layout', path.join(dirText, 'i.pdf'), '-'], { encoding: 'utf8' });
    fs.rmSync(dirText, { recursive: true, force: true });
    expect(text).toContain('CERTYFIKAT');
    expect(text).toContain('OFFLINE');
    // the detail answers the link too (the screens' 'Drukuj' draws it), and the e-mail's PDF carries it; RSASSA-PSS
    // salts each signature, so each is the same path with a signature of its own, verified with the certificate
    const sameKod2 = (link: string | null) => {
      const at = (link ?? '').lastIndexOf('/');
      expect(link!.slice(0, at)).toBe(`https://${signedPath}`);
      const sig = Buffer.from(link!.slice(at + 1), 'base64url');
      expect(crypto.verify('sha256', Buffer.from(signedPath), { key: x509.publicKey, padding: crypto.constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }, sig)).toBe(true);
    };
    sameKod2((await status(owner, id)).certificateUrl);
    const mailed = await api.app.inject({ method: 'POST', url: `${H}/invoices/${id}/send`, headers: owner.auth, payload: { email: 'kod2@example.pl' } });
    expect(mailed.statusCode).toBe(200);
    const [mail] = await api.db.query<{ id: string }>(`select id from outbox_emails where to_address = 'kod2@example.pl' order by created_at desc limit 1`);
    const [attachment] = await api.db.query<{ content: Buffer }>('select content from outbox_attachments where email_id = $1', [mail.id]);
    sameKod2(qrOfPdf(Buffer.from(attachment.content), 'right'));
    // removed: no KOD II any more
    await api.app.inject({ method: 'PUT', url: `${H}/ksef_settings`, headers: owner.auth, payload: { offlineCertificate: null } });
    expect(qrOfPdf((await api.app.inject({ method: 'GET', url: `${H}/invoices/${id}/pdf`, headers: owner.auth })).rawPayload, 'right')).toBeNull();
    expect((await status(owner, id)).certificateUrl).toBeNull();
  });

  it("sends a correction with the corrected invoice's KSeF number", async () => {
    const owner = await host();
    const id = await issue(owner);
    await runSending();
    const number = (await status(owner, id)).ksefNumber as string;
    const correction = await api.app.inject({
      method: 'POST',
      url: `${H}/invoices/${id}/corrections`,
      headers: owner.auth,
      payload: { correction: { reason: 'Rabat', lines: [{ description: 'Usługa noclegowa', quantity: '2', unit: 'doba', netPrice: '180.00', vatRate: '8' }] } },
    });
    expect(correction.statusCode).toBe(201);
    const correctionId = correction.json().data.id as string;
    await runSending();
    expect(await status(owner, correctionId)).toMatchObject({ status: 'accepted' });
    const sent = ksef.invoices.at(-1)!;
    expect(sent.xml).toContain('<RodzajFaktury>KOR</RodzajFaktury>');
    expect(sent.xml).toContain(`<NrKSeFFaKorygowanej>${number}</NrKSeFFaKorygowanej>`);
  });

  it('warns on the desktop about rejected invoices and offline ones due by tomorrow', async () => {
    const owner = await host({ nip: OTHER_NIP, autoSend: false });
    const id = await issue(owner);
    await api.app.inject({ method: 'PUT', url: `${H}/invoice_settings`, headers: owner.auth, payload: { invoiceSettings: { sellerNip: NIP } } });
    await api.app.inject({ method: 'POST', url: `${H}/invoices/${id}/ksef`, headers: owner.auth, payload: {} });
    await runSending();
    const offline = await issue(owner);
    await api.db.query(`insert into invoice_ksef (invoice_id, account_id, environment, status, offline_mode, offline_until) values ($1, $2, 'TEST', 'offline', 'offline24', $3)`, [
      offline,
      owner.accountId,
      todayInPoland(),
    ]);
    const alerts = (await api.app.inject({ method: 'GET', url: '/api/v1/householder/desktop', headers: owner.auth })).json().data.attributes.alerts;
    expect(alerts).toEqual(
      expect.arrayContaining([
        { kind: 'ksef_rejected', message: 'Faktury odrzucone przez KSeF: 1. Popraw je i wyślij ponownie.', link: '/front-desk/invoices?ksefStatus=rejected' },
        { kind: 'ksef_offline', message: 'Faktury offline, które trzeba przesłać do KSeF najpóźniej jutro: 1.', link: '/front-desk/invoices?ksefStatus=offline' },
      ]),
    );
  });

  it('filters the invoice list by KSeF status, and each row says its status', async () => {
    const owner = await host({ autoSend: false });
    const sent = await issue(owner);
    const kept = await issue(owner);
    await api.app.inject({ method: 'POST', url: `${H}/invoices/${sent}/ksef`, headers: owner.auth, payload: {} });
    await runSending();
    const ids = async (ksefStatus: string) =>
      (await api.app.inject({ method: 'GET', url: `${H}/invoices`, headers: owner.auth, query: { ksefStatus } })).json().data.map((i: { id: string }) => i.id);
    expect(await ids('accepted')).toEqual([sent]);
    expect(await ids('none')).toEqual([kept]);
    expect(await ids('rejected')).toEqual([]);
    const rows = (await api.app.inject({ method: 'GET', url: `${H}/invoices`, headers: owner.auth })).json().data as Array<{ id: string; attributes: { ksefStatus: string | null; ksefOfflineUntil: string | null } }>;
    expect(Object.fromEntries(rows.map((r) => [r.id, r.attributes.ksefStatus]))).toEqual({ [sent]: 'accepted', [kept]: null });
    await api.db.query(`update invoice_ksef set status = 'offline', offline_mode = 'offline24', offline_until = '2026-11-30' where invoice_id = $1`, [sent]);
    const offline = (await api.app.inject({ method: 'GET', url: `${H}/invoices/${sent}`, headers: owner.auth })).json().data.attributes;
    expect(offline).toMatchObject({ ksefStatus: 'offline', ksefOfflineUntil: '2026-11-30' });
    const wrong = await api.app.inject({ method: 'GET', url: `${H}/invoices`, headers: owner.auth, query: { ksefStatus: 'lost' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ ksefStatus: ['Wybierz jedną z dostępnych wartości'] });
  });

  it('leaves invoices alone without a token, and sends by hand only when told', async () => {
    const none = await host({ token: null });
    const id = await issue(none);
    expect(await status(none, id)).toMatchObject({ status: 'none', label: 'Nie wysłano do KSeF' });
    const refused = await api.app.inject({ method: 'POST', url: `${H}/invoices/${id}/ksef`, headers: none.auth, payload: {} });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Zapisz token KSeF w ustawieniach faktur (zakładka KSeF).');

    const byHand = await host({ autoSend: false });
    const manual = await issue(byHand);
    expect(await status(byHand, manual)).toMatchObject({ status: 'none' });
    expect((await api.app.inject({ method: 'POST', url: `${H}/invoices/${manual}/ksef`, headers: byHand.auth, payload: {} })).statusCode).toBe(202);
    await runSending();
    expect(await status(byHand, manual)).toMatchObject({ status: 'accepted' });
  });
});

describe('cost invoices received', () => {
  it("draws a cost invoice's PDF from its FA(3) XML, and matches it to its provider's orders where the dates and amounts fit", async () => {
    const owner = await host({ autoSend: false, token: null });
    const [{ id: provider }] = await api.db.query<{ id: string }>(`insert into service_providers (account_id, name, nip) values ($1, 'Czysto Sp. z o.o.', $2) returning id`, [owner.accountId, OTHER_NIP]);
    const [{ id: accommodation }] = await api.db.query<{ id: string }>(`insert into accommodations (account_id, name) values ($1, 'Willa') returning id`, [owner.accountId]);
    const [{ id: apartment }] = await api.db.query<{ id: string }>(`insert into apartments (account_id, accommodation_id, name) values ($1, $2, 'Apartament 1') returning id`, [owner.accountId, accommodation]);
    const [{ id: cooperation }] = await api.db.query<{ id: string }>(
      `insert into cooperations (account_id, service_provider_id, service_performed, status) values ($1, $2, 'cleaning', 'accepted') returning id`,
      [owner.accountId, provider],
    );
    // three months back from this one: the 15th of each
    const month = (back: number) => {
      const d = new Date(`${todayInPoland().slice(0, 7)}-15T12:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() - back);
      return d.toISOString().slice(0, 7);
    };
    const order = async (day: string, amount: string, status = 'completed') => {
      const [{ id }] = await api.db.query<{ id: string }>(
        `insert into cooperation_orders (account_id, cooperation_id, apartment_id, service_date, service_at, source, status, price_name, price_amount, price_currency)
         values ($1, $2, $3, $4::date, ($4::date + time '10:00') at time zone 'Europe/Warsaw', 'schedule', $5, 'Sprzątanie', $6, 'PLN') returning id`,
        [owner.accountId, cooperation, apartment, day, status, amount],
      );
      return id;
    };
    // the month's invoice: three orders of 82,00 zł make its 246,00 zł (a canceled one does not count)
    const monthly = [await order(`${month(1)}-03`, '82.00'), await order(`${month(1)}-10`, '82.00'), await order(`${month(1)}-17`, '82.00')];
    await order(`${month(1)}-20`, '82.00', 'canceled');
    // an invoice per order: 123,00 zł for the one order of that price
    const single = await order(`${month(2)}-08`, '123.00');
    await order(`${month(2)}-09`, '40.00');
    // orders for another sum than the invoice's
    await order(`${month(3)}-05`, '99.00');
    const cost = async (number: string, issueDate: string, net: string) => {
      const [{ id }] = await api.db.query<{ id: string }>(
        `insert into ksef_cost_invoices (account_id, ksef_number, invoice_number, seller_nip, seller_name, issue_date, acquired_at, net, vat, gross, xml, service_provider_id)
         values ($1, $2, $3, $4, 'Czysto Sp. z o.o.', $5, now(), $6, round($6 * 0.23, 2), $6 + round($6 * 0.23, 2), $7, $8) returning id`,
        [owner.accountId, `${OTHER_NIP}-${issueDate.replace(/-/g, '')}-0100001AF6${issued++ % 10}9-7B`, number, OTHER_NIP, issueDate, net,
          fa3Sample({ sellerNip: OTHER_NIP, buyerNip: NIP, number, issueDate, net }), provider],
      );
      return id;
    };
    const a = await cost('CZ/41/2026', `${month(1)}-28`, '200.00');
    const b = await cost('CZ/42/2026', `${month(2)}-15`, '100.00');
    const c = await cost('CZ/43/2026', `${month(3)}-28`, '50.00');
    const list = (await api.app.inject({ method: 'GET', url: `${H}/cost_invoices`, headers: owner.auth })).json().data as Array<{ id: string; attributes: { orders: { status: string; orderIds: string[]; count: number; gross: string; periodFrom: string } } }>;
    const orders = (id: string) => list.find((r) => r.id === id)!.attributes.orders;
    expect(orders(a)).toMatchObject({ status: 'matched', count: 3, gross: '246.00', periodFrom: `${month(1)}-01` });
    expect([...orders(a).orderIds].sort()).toEqual([...monthly].sort());
    expect(orders(b)).toMatchObject({ status: 'matched', orderIds: [single], count: 1, gross: '123.00' });
    expect(orders(c)).toMatchObject({ status: 'mismatch', orderIds: [], count: 1, gross: '99.00' });

    // its PDF, drawn from the XML: the seller, the buyer, the line, the sums and the KSeF number
    const pdf = await api.app.inject({ method: 'GET', url: `${H}/cost_invoices/${a}/pdf`, headers: owner.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksef-cost-'));
    fs.writeFileSync(path.join(dir, 'c.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'c.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    fs.rmSync(dir, { recursive: true, force: true });
    const [{ ksef_number: ksefNumber }] = await api.db.query<{ ksef_number: string }>('select ksef_number from ksef_cost_invoices where id = $1', [a]);
    expect(text).toContain('Faktura VAT nr CZ/41/2026');
    expect(text).toContain(`Numer KSeF: ${ksefNumber}`);
    expect(text).toContain('Czysto Sp. z o.o.');
    expect(text).toContain('NIP: 701 000145 3');
    expect(text).toContain('Apartamenty Bałtyckie');
    expect(text).toContain('Sprzątanie apartamentu');
    expect(text).toContain('246,00 zł');
    expect(text).toContain(`Data wystawienia: ${`${month(1)}-28`.split('-').reverse().join('.')}`);
    // the screens draw the same from the invoice as read from its XML
    const view = await api.app.inject({ method: 'GET', url: `${H}/cost_invoices/${a}`, headers: owner.auth });
    expect(view.statusCode).toBe(200);
    expect(view.json().data.attributes).toMatchObject({
      number: 'CZ/41/2026',
      ksefNumber,
      seller: { name: 'Czysto Sp. z o.o.', nip: OTHER_NIP },
      buyer: { name: 'Apartamenty Bałtyckie', nip: NIP },
      lines: [{ description: 'Sprzątanie apartamentu', quantity: '1', netPrice: '200.00', vatRate: '23', netValue: '200.00' }],
      totals: { net: '200.00', vat: '46.00', gross: '246.00', rates: [{ vatRate: '23', net: '200.00', vat: '46.00', gross: '246.00' }] },
    });
    // another account gets none of it; a document that is no FA invoice says so
    const other = await host({ autoSend: false, token: null });
    expect((await api.app.inject({ method: 'GET', url: `${H}/cost_invoices/${a}/pdf`, headers: other.auth })).statusCode).toBe(404);
    await api.db.query(`update ksef_cost_invoices set xml = '<Faktura/>' where id = $1`, [c]);
    const broken = await api.app.inject({ method: 'GET', url: `${H}/cost_invoices/${c}/pdf`, headers: owner.auth });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe('Tego dokumentu nie da się pokazać jako faktury: pobierz jego XML.');
    expect((await api.app.inject({ method: 'GET', url: `${H}/cost_invoices/${c}`, headers: owner.auth })).statusCode).toBe(422);
    expect((await api.app.inject({ method: 'GET', url: `${H}/cost_invoices/${a}`, headers: other.auth })).statusCode).toBe(404);
  });

  it("fetches the invoices others issued to the host's NIP (by hand and nightly), once each, matched to the service provider of that NIP", async () => {
    const owner = await host({ autoSend: false });
    const [{ id: provider }] = await api.db.query<{ id: string }>(`insert into service_providers (account_id, name, nip) values ($1, 'Czysto Sp. z o.o.', '701-000-14-53') returning id`, [owner.accountId]);
    const xml = fa3Sample({ sellerNip: OTHER_NIP, buyerNip: NIP, number: 'CZ/41/11/2026', net: '200.00' });
    const cost = ksef.addCostInvoice(xml);
    const fetched = await api.app.inject({ method: 'POST', url: `${H}/cost_invoices/fetch`, headers: owner.auth, payload: {} });
    expect(fetched.json().data).toEqual({ added: 1 });
    const list = (await api.app.inject({ method: 'GET', url: `${H}/cost_invoices`, headers: owner.auth })).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        attributes: expect.objectContaining({ ksefNumber: cost.ksefNumber, invoiceNumber: 'CZ/41/11/2026', sellerNip: OTHER_NIP, net: '200.00', vat: '46.00', gross: '246.00', serviceProviderId: provider, serviceProviderName: 'Czysto Sp. z o.o.' }),
      }),
    ]);
    const file = await api.app.inject({ method: 'GET', url: `${H}/cost_invoices/${list[0].id}/xml`, headers: owner.auth });
    expect(file.body).toBe(xml);
    // the nightly job reads on from where it stopped: the same invoice is not taken twice, a new one is
    const later = ksef.addCostInvoice(fa3Sample({ sellerNip: OTHER_NIP, buyerNip: NIP, number: 'CZ/42/11/2026', net: '100.00' }));
    await api.db.query(`update ksef_settings set cost_invoices_read_until = now() - interval '1 hour' where account_id = $1`, [owner.accountId]);
    await api.app.jobs.send(KSEF_COST_INVOICES_JOB, {});
    await api.app.jobs.runDue(KSEF_COST_INVOICES_JOB);
    const after = (await api.app.inject({ method: 'GET', url: `${H}/cost_invoices`, headers: owner.auth })).json().data;
    expect(after.map((c: { attributes: { ksefNumber: string } }) => c.attributes.ksefNumber).sort()).toEqual([cost.ksefNumber, later.ksefNumber].sort());
    // another account sees none of them
    const other = await host({ autoSend: false, token: null });
    expect((await api.app.inject({ method: 'GET', url: `${H}/cost_invoices`, headers: other.auth })).json().data).toEqual([]);
    expect((await api.app.inject({ method: 'GET', url: `${H}/cost_invoices/${list[0].id}/xml`, headers: other.auth })).statusCode).toBe(404);
  });
});
