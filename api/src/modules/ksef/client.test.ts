import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fa3Sample } from '../../test/fa3Sample';
import { UPO_SCHEMA, startKsefTestServer, type KsefTestServer } from '../../test/ksefServer';
import { KsefAuthError, KsefRateLimitedError, KsefUnavailableError, createKsefClient } from './client';
import { sha256Base64 } from './crypto';
import { isValidKsefNumber, ksefNumberProblem } from './number';

jest.setTimeout(60_000);

// NIPs with valid check digits (test data, as srodowiska.md asks: never real firms)
const HOST_NIP = '5260001246';
const OTHER_NIP = '7010001453';
const TOKEN = 'test-token-20261127-ABCDEF0123456789';

let server: KsefTestServer;

beforeAll(async () => {
  server = await startKsefTestServer();
  server.addToken(TOKEN, HOST_NIP);
});

afterEach(() => {
  // the server checks every request and answer against the Ministry's open-api.json
  expect(server.violations).toEqual([]);
});

afterAll(async () => {
  await server.close();
});

const client = (options: { token?: string; nip?: string; timeoutMs?: number } = {}) =>
  // no pacing here (these tests are about the protocol; limits.test.ts paces against a server enforcing the limits)
  createKsefClient({ baseUrl: server.url, nip: options.nip ?? HOST_NIP, token: options.token ?? TOKEN, pollMs: 20, timeoutMs: options.timeoutMs, pacer: null });

function validAgainst(xml: string, schema: string): boolean {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upo-'));
  const file = path.join(dir, 'upo.xml');
  fs.writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', schema, file], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('KSeF number', () => {
  it("accepts the Ministry's examples and refuses a wrong checksum, length or date", () => {
    expect(isValidKsefNumber('5265877635-20250826-0100001AF629-AF')).toBe(true);
    expect(isValidKsefNumber('5265877635-20250916-0200A0D6723E-C2')).toBe(true);
    expect(ksefNumberProblem('5265877635-20250826-0100001AF629-AE')).toMatch(/Suma kontrolna/);
    expect(ksefNumberProblem('5265877635-20250826-0100001AF629')).toMatch(/35 znaków/);
    expect(ksefNumberProblem('5265877635-20250231-0100001AF629-AF')).toMatch(/datę/);
  });
});

describe('KSeF client against the test server', () => {
  it('authenticates with a KSeF token: challenge, encrypted token, polling, redeem', async () => {
    await expect(client().authenticate()).resolves.toBeUndefined();
    const paths = server.requests.map((r) => `${r.method} ${r.path.replace(/\/[0-9]{8}-[A-Z]{2}-[^/]+/g, '/{ref}')}`);
    expect(paths).toEqual(
      expect.arrayContaining(['GET /security/public-key-certificates', 'POST /auth/challenge', 'POST /auth/ksef-token', 'GET /auth/{ref}', 'POST /auth/token/redeem']),
    );
  });

  it('says in Polish when the token is wrong or made for another NIP', async () => {
    const wrong = await client({ token: 'not-a-token' }).authenticate().catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(KsefAuthError);
    expect((wrong as Error).message).toMatch(/Token KSeF jest nieprawidłowy/);
    const other = await client({ nip: OTHER_NIP }).authenticate().catch((e: unknown) => e);
    expect(other).toBeInstanceOf(KsefAuthError);
    expect((other as Error).message).toMatch(/nie daje uprawnień do tego NIP-u/);
  });

  it('sends an invoice encrypted, gets its KSeF number and a UPO valid against upo-v4-3.xsd; the same document again is a duplicate', async () => {
    const xml = fa3Sample({ sellerNip: HOST_NIP, buyerNip: null, number: 'FV/7/11/2026' });
    const ksef = client();
    const sent = await ksef.sendInvoice({ xml });
    expect(sent).toMatchObject({ status: 'accepted', hash: sha256Base64(xml) });
    if (sent.status !== 'accepted') throw new Error('not accepted');
    expect(isValidKsefNumber(sent.ksefNumber)).toBe(true);
    expect(sent.ksefNumber.startsWith(`${HOST_NIP}-`)).toBe(true);
    // the server decrypted exactly what was sent
    expect(server.invoices.at(-1)!.xml).toBe(xml);
    expect(sent.upo).toContain(sent.ksefNumber);
    expect(validAgainst(sent.upo!, UPO_SCHEMA)).toBe(true);

    const again = await ksef.sendInvoice({ xml });
    expect(again).toMatchObject({ status: 'rejected', code: 440, description: 'Duplikat faktury', originalKsefNumber: sent.ksefNumber });
  });

  it('gets a rejection with its code for a document breaking the FA(3) schema', async () => {
    const xml = fa3Sample({ sellerNip: HOST_NIP, buyerNip: null, number: 'FV/8/11/2026' }).replace('<P_2>', '<P_2X>').replace('</P_2>', '</P_2X>');
    const sent = await client().sendInvoice({ xml });
    expect(sent).toMatchObject({ status: 'rejected', code: 450, description: 'Błąd weryfikacji semantyki dokumentu faktury' });
  });

  it('refreshes a refused access token', async () => {
    const ksef = client();
    await ksef.authenticate();
    server.expireAccessTokens();
    const sent = await ksef.sendInvoice({ xml: fa3Sample({ sellerNip: HOST_NIP, buyerNip: null, number: 'FV/9/11/2026' }) });
    expect(sent.status).toBe('accepted');
    expect(server.requests.some((r) => r.path === '/auth/token/refresh' && r.status === 200)).toBe(true);
  });

  it('tells an unavailable environment (503, a hang) from a rate limit (429 with Retry-After)', async () => {
    server.fault({ status: 503 });
    await expect(client().authenticate()).rejects.toBeInstanceOf(KsefUnavailableError);
    server.fault({ status: 429, retryAfter: 7 });
    const limited = await client().authenticate().catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(KsefRateLimitedError);
    expect((limited as KsefRateLimitedError).retryAfterSeconds).toBe(7);
    server.fault({ hang: true });
    await expect(client({ timeoutMs: 300 }).authenticate()).rejects.toBeInstanceOf(KsefUnavailableError);
  });

  it('holds its requests to the contract: a body open-api.json refuses is answered 400 and kept as a violation', async () => {
    const res = await fetch(`${server.url}/auth/ksef-token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ challenge: 'short' }) });
    expect(res.status).toBe(400);
    expect(server.violations).toEqual([expect.stringContaining('POST /auth/ksef-token request')]);
    server.violations.length = 0;
  });

  it('finds and downloads the invoices others issued to the NIP', async () => {
    const xml = fa3Sample({ sellerNip: OTHER_NIP, buyerNip: HOST_NIP, number: 'CZ/15/2026', net: '200.00' });
    const cost = server.addCostInvoice(xml);
    const ksef = client();
    const found = await ksef.receivedInvoices(new Date(Date.now() - 86_400_000), new Date(Date.now() + 60_000));
    expect(found).toEqual([expect.objectContaining({ ksefNumber: cost.ksefNumber, sellerNip: OTHER_NIP, invoiceNumber: 'CZ/15/2026', net: 200, vat: 46, gross: 246 })]);
    expect(await ksef.downloadInvoice(cost.ksefNumber)).toBe(xml);
  });
});
