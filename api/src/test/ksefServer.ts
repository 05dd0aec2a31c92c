import crypto from 'node:crypto';
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import addFormats from 'ajv-formats';
import OpenAPIBackend, { type Document, type Operation } from 'openapi-backend';
import { aesDecrypt, sha256Base64 } from '../modules/ksef';
import { ksefNumber } from '../modules/ksef';
import { SlidingWindowCounter, limitRuleOf, type LimitRule } from '../modules/ksef';

/**
 * A KSeF test server: real HTTP speaking the Ministry's KSeF API 2.0 (`../shared/ksef/api/open-api.json`) for the
 * paths the product's client uses, with real cryptography. It makes its own RSA key pair and a self-signed certificate
 * published through `/security/public-key-certificates`; decrypts each KSeF token (RSA-OAEP SHA-256) and each
 * session's AES key, and each invoice (AES-256-CBC); checks the declared hashes and sizes; validates the invoice against
 * the FA(3) schema with xmllint; rejects what KSeF rejects (a document breaking the schema: 450, a duplicate by hash:
 * 440, a seller other than the context's NIP: 410); gives KSeF numbers in the official format with their CRC-8; answers
 * UPOs of the schema upo-v4-3.xsd; serves invoices others issued to a NIP (metadata query and download).
 *
 * Every request and every answer is validated against open-api.json with openapi-backend (Ajv): a request that breaks
 * the contract is answered 400 and, like an answer that would break it, kept in `violations`, which tests expect empty.
 * It can be told to answer 503, 429 with Retry-After, or hang (`fault`).
 */

const KSEF_API_DIR = process.env.KSEF_API_DIR ?? path.resolve(__dirname, '../../../../shared/ksef/api');
const FA3_SCHEMA = process.env.KSEF_FA3_SCHEMA ?? path.resolve(__dirname, '../../../../shared/ksef/FA3/schemat.xsd');
export const UPO_SCHEMA = path.join(KSEF_API_DIR, 'faktury/upo/schemy/upo-v4-3.xsd');

export type KsefFault = { status: 503 } | { status: 500 } | { status: 429; retryAfter: number } | { hang: true };

export interface ReceivedInvoice {
  sessionReference: string;
  reference: string;
  ordinal: number;
  nip: string;
  xml: string;
  hash: string;
  invoiceNumber: string | null;
  issueDate: string | null;
  offlineMode: boolean;
  hashOfCorrectedInvoice: string | null;
  status: { code: number; description: string; details?: string[]; extensions?: Record<string, string> };
  ksefNumber: string | null;
  receivedAt: Date;
  acquiredAt: Date | null;
  polls: number;
}

export interface CostInvoice {
  ksefNumber: string;
  xml: string;
  sellerNip: string;
  sellerName: string;
  buyerNip: string;
  invoiceNumber: string;
  issueDate: string;
  net: number;
  vat: number;
  gross: number;
  currency: string;
  acquiredAt: Date;
}

export interface KsefTestServer {
  /** the API's address, as the environments' (`…/v2`) */
  url: string;
  /** tokens the server knows: a KSeF token and the NIP it was generated for */
  addToken(token: string, nip: string): void;
  /** the next `times` requests (to paths containing `pathPart`, when given) are answered with this fault */
  fault(fault: KsefFault, options?: { times?: number; pathPart?: string }): void;
  /** an invoice issued by someone else to `buyerNip` (FA(3) XML), found by the metadata query */
  addCostInvoice(xml: string): CostInvoice;
  /** access tokens stop working (the client must refresh them) */
  expireAccessTokens(): void;
  invoices: ReceivedInvoice[];
  requests: { method: string; path: string; status: number }[];
  violations: string[];
  close(): Promise<void>;
}

interface Pending {
  challenge: string;
  timestampMs: number;
  used: boolean;
}

interface AuthOperation {
  reference: string;
  authenticationToken: string;
  nip: string;
  startDate: Date;
  status: { code: number; description: string; details?: string[] };
  polls: number;
  redeemed: boolean;
}

interface Session {
  reference: string;
  nip: string;
  key: Buffer;
  iv: Buffer;
  created: Date;
  updated: Date;
  closed: boolean;
  invoices: ReceivedInvoice[];
  polls: number;
}

const hex = (n: number) => crypto.randomBytes(n).toString('hex').toUpperCase();
/** A reference number as KSeF makes them: 36 characters, `20250625-SO-2C3E6C8000-B675CF5D68-07`. */
function referenceNumber(kind: string, at = new Date()): string {
  return `${at.toISOString().slice(0, 10).replaceAll('-', '')}-${kind}-${hex(5)}-${hex(5)}-${hex(1)}`;
}

/** The Ministry's document, made checkable by Ajv: operations named, `nullable` beside `allOf` turned into anyOf null. */
function loadDefinition(): Document {
  const doc = JSON.parse(fs.readFileSync(path.join(KSEF_API_DIR, 'open-api.json'), 'utf8')) as Document;
  const fix = (s: unknown): unknown => {
    if (Array.isArray(s)) return s.map(fix);
    if (!s || typeof s !== 'object') return s;
    const o: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(s)) o[k] = fix(v);
    if (o.nullable === true && !o.type) {
      delete o.nullable;
      return { anyOf: [o, { enum: [null] }] };
    }
    return o;
  };
  const fixed = fix(doc) as Document;
  delete (fixed as { servers?: unknown }).servers;
  for (const [p, methods] of Object.entries(fixed.paths ?? {})) {
    for (const [m, op] of Object.entries(methods ?? {})) {
      if (op && typeof op === 'object' && 'responses' in op) (op as { operationId?: string }).operationId = `${m} ${p}`;
    }
  }
  return fixed;
}

let backendPromise: Promise<OpenAPIBackend> | null = null;
function contract(): Promise<OpenAPIBackend> {
  backendPromise ??= (async () => {
    const backend = new OpenAPIBackend({
      definition: loadDefinition(),
      quick: true,
      customizeAjv: (ajv) => {
        addFormats(ajv);
        ajv.addFormat('byte', /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/);
        for (const f of ['int32', 'int64', 'double', 'float']) ajv.addFormat(f, true);
        return ajv;
      },
    });
    await backend.init();
    return backend;
  })();
  return backendPromise;
}

/** The server's key pair and a self-signed certificate of it (openssl makes the certificate). */
function makeCertificate(): { privateKey: crypto.KeyObject; certificateDer: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksef-test-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    fs.writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    execFileSync('openssl', ['req', '-x509', '-key', keyFile, '-out', certFile, '-days', '365', '-subj', '/CN=KSeF test server/O=Gospodarz tests', '-sha256'], { stdio: 'pipe' });
    const der = new crypto.X509Certificate(fs.readFileSync(certFile)).raw;
    return { privateKey, certificateDer: der };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function xmllint(xml: string, schema: string): Promise<{ valid: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = execFile('xmllint', ['--noout', '--nonet', '--schema', schema, '-'], { timeout: 20_000, encoding: 'utf8' }, (error, _out, stderr) =>
      resolve({ valid: !error, output: stderr }),
    );
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(xml, 'utf8');
  });
}

/** The text of the first element of this name (FA(3) documents of the product and of the tests are plain). */
function field(xml: string, name: string, within?: string): string | null {
  const scope = within ? (new RegExp(`<${within}>([\\s\\S]*?)</${within}>`).exec(xml)?.[1] ?? '') : xml;
  return new RegExp(`<${name}>([^<]*)</${name}>`).exec(scope)?.[1] ?? null;
}

const ISO = (d: Date) => d.toISOString();
const warsawIso = (d: Date) => d.toISOString().replace('Z', '+00:00');

/**
 * The UPO of one invoice, as the Ministry's example (faktury/upo/przyklady/v4-3) but valid against upo-v4-3.xsd (the
 * example's 'Ministerstwo Finansów - środowisko testowe (TE)' breaks the schema's fixed 'Ministerstwo Finansów').
 */
function upoXml(session: Session, invoice: ReceivedInvoice): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">
	<NazwaPodmiotuPrzyjmujacego>Ministerstwo Finansów</NazwaPodmiotuPrzyjmujacego>
	<NumerReferencyjnySesji>${session.reference}</NumerReferencyjnySesji>
	<Uwierzytelnienie>
		<IdKontekstu>
			<Nip>${session.nip}</Nip>
		</IdKontekstu>
		<SkrotDokumentuUwierzytelniajacego>${sha256Base64(session.reference)}</SkrotDokumentuUwierzytelniajacego>
	</Uwierzytelnienie>
	<NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej>
	<KodFormularza>FA (3)</KodFormularza>
	<Dokument>
		<NipSprzedawcy>${invoice.nip}</NipSprzedawcy>
		<NumerKSeFDokumentu>${invoice.ksefNumber}</NumerKSeFDokumentu>
		<NumerFaktury>${(invoice.invoiceNumber ?? '').replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)}</NumerFaktury>
		<DataWystawieniaFaktury>${invoice.issueDate}</DataWystawieniaFaktury>
		<DataPrzeslaniaDokumentu>${warsawIso(invoice.receivedAt)}</DataPrzeslaniaDokumentu>
		<DataNadaniaNumeruKSeF>${warsawIso(invoice.acquiredAt ?? invoice.receivedAt)}</DataNadaniaNumeruKSeF>
		<SkrotDokumentu>${invoice.hash}</SkrotDokumentu>
		<TrybWysylki>${invoice.offlineMode ? 'Offline' : 'Online'}</TrybWysylki>
	</Dokument>
</Potwierdzenie>
`;
}

class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

const exception = (code: number, description: string, details: string[] = []) =>
  new Answer(400, { exception: { exceptionDetailList: [{ exceptionCode: code, exceptionDescription: description, details }], serviceCode: hex(8), timestamp: ISO(new Date()) } });
const unauthorized = () => new Answer(401, { title: 'Unauthorized', status: 401, detail: 'Brak lub nieprawidłowy token dostępu.', timestamp: ISO(new Date()) }, { 'content-type': 'application/problem+json' });

/**
 * `limits`: the server enforces these request limits as KSeF does (limits.ts: sliding windows of 1 s, 60 s and 60 min
 * per endpoint, here per client address), answering 429 with the seconds to wait in Retry-After; without them none.
 */
export async function startKsefTestServer(options: { limits?: readonly LimitRule[] } = {}): Promise<KsefTestServer> {
  const limiter = options.limits ? new SlidingWindowCounter() : null;
  const backend = await contract();
  const { privateKey, certificateDer } = makeCertificate();
  const tokens = new Map<string, string>();
  const challenges = new Map<string, Pending>();
  const operations = new Map<string, AuthOperation>();
  const accessTokens = new Map<string, { nip: string; operation: string }>();
  const refreshTokens = new Map<string, { nip: string; operation: string }>();
  const sessions = new Map<string, Session>();
  const invoices: ReceivedInvoice[] = [];
  const costInvoices: CostInvoice[] = [];
  const requests: KsefTestServer['requests'] = [];
  const violations: string[] = [];
  const faults: { fault: KsefFault; times: number; pathPart?: string }[] = [];
  const sockets = new Set<Socket>();
  const hanging = new Set<http.ServerResponse>();

  const bearer = (req: http.IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
  const decrypt = (data: Buffer) => crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);
  const access = (req: http.IncomingMessage) => accessTokens.get(bearer(req) ?? '') ?? null;

  /** KSeF verifies an invoice after taking it: the schema, a duplicate, the seller. */
  async function verify(invoice: ReceivedInvoice): Promise<void> {
    const check = await xmllint(invoice.xml, FA3_SCHEMA);
    if (!check.valid) {
      invoice.status = {
        code: 450,
        description: 'Błąd weryfikacji semantyki dokumentu faktury',
        details: check.output.split('\n').filter((l) => l.includes('Schemas validity error') || l.includes('parser error')).slice(0, 5),
      };
      return;
    }
    const sellerNip = field(invoice.xml, 'NIP', 'Podmiot1');
    if (sellerNip !== invoice.nip) {
      invoice.status = { code: 410, description: 'Nieprawidłowy zakres uprawnień', details: [`NIP sprzedawcy ${sellerNip} nie odpowiada kontekstowi ${invoice.nip}`] };
      return;
    }
    const original = invoices.find((i) => i !== invoice && i.hash === invoice.hash && i.nip === invoice.nip && i.status.code === 200);
    if (original) {
      invoice.status = {
        code: 440,
        description: 'Duplikat faktury',
        extensions: { originalSessionReferenceNumber: original.sessionReference, originalKsefNumber: original.ksefNumber ?? '' },
      };
      return;
    }
    invoice.acquiredAt = new Date();
    invoice.ksefNumber = ksefNumber(invoice.nip, invoice.acquiredAt.toISOString().slice(0, 10), hex(6));
    invoice.status = { code: 200, description: 'Sukces' };
  }
  const verifications = new Map<ReceivedInvoice, Promise<void>>();

  async function route(method: string, p: string, req: http.IncomingMessage, body: Record<string, unknown> | undefined, clientIp: string): Promise<Answer> {
    let m: RegExpExecArray | null;
    if (method === 'GET' && p === '/security/public-key-certificates') {
      const now = Date.now();
      const certificate = certificateDer.toString('base64');
      const common = { certificate, validFrom: ISO(new Date(now - 86_400_000)), validTo: ISO(new Date(now + 365 * 86_400_000)) };
      return new Answer(200, [
        { ...common, certificateId: sha256Base64(certificateDer), publicKeyId: sha256Base64(certificateDer), usage: ['KsefTokenEncryption', 'SymmetricKeyEncryption'] },
      ]);
    }
    if (method === 'POST' && p === '/auth/challenge') {
      const at = new Date();
      const challenge = referenceNumber('CR', at);
      challenges.set(challenge, { challenge, timestampMs: at.getTime(), used: false });
      return new Answer(200, { challenge, timestamp: ISO(at), timestampMs: at.getTime(), clientIp });
    }
    if (method === 'POST' && p === '/auth/ksef-token') {
      const b = body as { challenge: string; contextIdentifier: { type: string; value: string }; encryptedToken: string };
      const pending = challenges.get(b.challenge);
      if (!pending || pending.used) return exception(21401, 'Nieprawidłowe wyzwanie autoryzacyjne.');
      pending.used = true;
      let status: AuthOperation['status'] = { code: 100, description: 'Uwierzytelnianie w toku' };
      let plain = '';
      try {
        plain = decrypt(Buffer.from(b.encryptedToken, 'base64')).toString('utf8');
      } catch {
        status = { code: 450, description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu', details: ['Nieprawidłowy token'] };
      }
      const [token, stamp] = [plain.slice(0, plain.lastIndexOf('|')), plain.slice(plain.lastIndexOf('|') + 1)];
      if (status.code === 100) {
        const nip = tokens.get(token);
        if (Number(stamp) !== pending.timestampMs) status = { code: 450, description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu', details: ['Nieprawidłowy czas tokena'] };
        else if (!nip) status = { code: 450, description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu', details: ['Nieprawidłowy token'] };
        else if (b.contextIdentifier.type !== 'Nip' || nip !== b.contextIdentifier.value) status = { code: 415, description: 'Uwierzytelnianie zakończone niepowodzeniem', details: ['Brak przypisanych uprawnień'] };
      }
      const operation: AuthOperation = {
        reference: referenceNumber('AU'),
        authenticationToken: `auth.${crypto.randomBytes(24).toString('base64url')}`,
        nip: b.contextIdentifier.value,
        startDate: new Date(),
        status,
        polls: 0,
        redeemed: false,
      };
      operations.set(operation.reference, operation);
      return new Answer(202, { referenceNumber: operation.reference, authenticationToken: { token: operation.authenticationToken, validUntil: ISO(new Date(Date.now() + 15 * 60_000)) } });
    }
    if (method === 'POST' && p === '/auth/token/redeem') {
      const operation = [...operations.values()].find((o) => o.authenticationToken === bearer(req));
      if (!operation) return unauthorized();
      if (operation.status.code !== 200 || operation.redeemed) return exception(21301, 'Brak autoryzacji.', ['Tokeny zostały już pobrane lub uwierzytelnianie nie zakończyło się sukcesem.']);
      operation.redeemed = true;
      const accessToken = `access.${crypto.randomBytes(24).toString('base64url')}`;
      const refreshToken = `refresh.${crypto.randomBytes(24).toString('base64url')}`;
      accessTokens.set(accessToken, { nip: operation.nip, operation: operation.reference });
      refreshTokens.set(refreshToken, { nip: operation.nip, operation: operation.reference });
      return new Answer(200, {
        accessToken: { token: accessToken, validUntil: ISO(new Date(Date.now() + 15 * 60_000)) },
        refreshToken: { token: refreshToken, validUntil: ISO(new Date(Date.now() + 7 * 86_400_000)) },
      });
    }
    if (method === 'POST' && p === '/auth/token/refresh') {
      const refresh = refreshTokens.get(bearer(req) ?? '');
      if (!refresh) return unauthorized();
      const accessToken = `access.${crypto.randomBytes(24).toString('base64url')}`;
      accessTokens.set(accessToken, refresh);
      return new Answer(200, { accessToken: { token: accessToken, validUntil: ISO(new Date(Date.now() + 15 * 60_000)) } });
    }
    if (method === 'GET' && (m = /^\/auth\/([^/]+)$/.exec(p))) {
      const operation = operations.get(m[1]);
      if (!operation || operation.authenticationToken !== bearer(req)) return unauthorized();
      // the first look finds it in progress, as KSeF's asynchronous authentication does
      operation.polls += 1;
      if (operation.polls > 1 && operation.status.code === 100) operation.status = { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' };
      return new Answer(200, {
        startDate: ISO(operation.startDate),
        authenticationMethod: 'Token',
        authenticationMethodInfo: { category: 'Token', code: 'token.ksef', displayName: 'Token KSeF' },
        status: operation.status,
        isTokenRedeemed: operation.redeemed,
      });
    }
    if (method === 'POST' && p === '/sessions/online') {
      const who = access(req);
      if (!who) return unauthorized();
      const b = body as { formCode: { systemCode: string; schemaVersion: string; value: string }; encryption: { encryptedSymmetricKey: string; initializationVector: string } };
      if (b.formCode.systemCode !== 'FA (3)' || b.formCode.schemaVersion !== '1-0E' || b.formCode.value !== 'FA') return exception(21405, 'Błąd walidacji danych wejściowych.', ['Nieobsługiwany kod formularza.']);
      let key: Buffer;
      try {
        key = decrypt(Buffer.from(b.encryption.encryptedSymmetricKey, 'base64'));
      } catch {
        return exception(21405, 'Błąd odszyfrowania dostarczonego klucza.');
      }
      const iv = Buffer.from(b.encryption.initializationVector, 'base64');
      if (key.length !== 32 || iv.length !== 16) return exception(21405, 'Błąd odszyfrowania dostarczonego klucza.');
      const session: Session = { reference: referenceNumber('SO'), nip: who.nip, key, iv, created: new Date(), updated: new Date(), closed: false, invoices: [], polls: 0 };
      sessions.set(session.reference, session);
      return new Answer(201, { referenceNumber: session.reference, validUntil: ISO(new Date(Date.now() + 12 * 3_600_000)) });
    }
    if (method === 'POST' && (m = /^\/sessions\/online\/([^/]+)\/invoices$/.exec(p))) {
      const who = access(req);
      if (!who) return unauthorized();
      const session = sessions.get(m[1]);
      if (!session || session.nip !== who.nip) return exception(21405, 'Sesja nie istnieje.');
      if (session.closed) return exception(21180, 'Sesja jest zamknięta.');
      const b = body as {
        invoiceHash: string;
        invoiceSize: number;
        encryptedInvoiceHash: string;
        encryptedInvoiceSize: number;
        encryptedInvoiceContent: string;
        offlineMode?: boolean;
        hashOfCorrectedInvoice?: string | null;
      };
      const encrypted = Buffer.from(b.encryptedInvoiceContent, 'base64');
      if (sha256Base64(encrypted) !== b.encryptedInvoiceHash || encrypted.length !== b.encryptedInvoiceSize) return exception(21405, 'Skrót lub rozmiar zaszyfrowanej faktury się nie zgadza.');
      let plain: Buffer;
      try {
        plain = aesDecrypt({ key: session.key, iv: session.iv }, encrypted);
      } catch {
        return exception(21405, 'Błąd odszyfrowania pliku.');
      }
      if (sha256Base64(plain) !== b.invoiceHash || plain.length !== b.invoiceSize) return exception(21405, 'Skrót lub rozmiar faktury się nie zgadza.');
      const xml = plain.toString('utf8');
      const invoice: ReceivedInvoice = {
        sessionReference: session.reference,
        reference: referenceNumber('EE'),
        ordinal: session.invoices.length + 1,
        nip: session.nip,
        xml,
        hash: b.invoiceHash,
        invoiceNumber: field(xml, 'P_2'),
        issueDate: field(xml, 'P_1'),
        offlineMode: b.offlineMode ?? false,
        hashOfCorrectedInvoice: b.hashOfCorrectedInvoice ?? null,
        status: { code: 150, description: 'Trwa przetwarzanie' },
        ksefNumber: null,
        receivedAt: new Date(),
        acquiredAt: null,
        polls: 0,
      };
      session.invoices.push(invoice);
      session.updated = new Date();
      invoices.push(invoice);
      verifications.set(invoice, verify(invoice));
      return new Answer(202, { referenceNumber: invoice.reference });
    }
    if (method === 'POST' && (m = /^\/sessions\/online\/([^/]+)\/close$/.exec(p))) {
      const who = access(req);
      if (!who) return unauthorized();
      const session = sessions.get(m[1]);
      if (!session || session.nip !== who.nip) return exception(21405, 'Sesja nie istnieje.');
      session.closed = true;
      session.updated = new Date();
      return new Answer(204, null);
    }
    if (method === 'GET' && (m = /^\/sessions\/([^/]+)\/invoices\/([^/]+)\/upo$/.exec(p))) {
      const who = access(req);
      if (!who) return unauthorized();
      const session = sessions.get(m[1]);
      const invoice = session?.invoices.find((i) => i.reference === m![2]);
      if (!session || !invoice || session.nip !== who.nip || invoice.status.code !== 200) return exception(21405, 'UPO nie istnieje.');
      return new Answer(200, upoXml(session, invoice), { 'content-type': 'application/xml' });
    }
    if (method === 'GET' && (m = /^\/sessions\/([^/]+)\/invoices\/([^/]+)$/.exec(p))) {
      const who = access(req);
      if (!who) return unauthorized();
      const session = sessions.get(m[1]);
      const invoice = session?.invoices.find((i) => i.reference === m![2]);
      if (!session || !invoice || session.nip !== who.nip) return exception(21405, 'Faktura nie istnieje.');
      invoice.polls += 1;
      // the first look finds it being processed; later ones its result
      if (invoice.polls > 1) await verifications.get(invoice);
      const shown = invoice.polls > 1 ? invoice.status : { code: 150, description: 'Trwa przetwarzanie' };
      const done = shown.code === 200;
      const base = `http://${req.headers.host}/v2`;
      return new Answer(200, {
        ordinalNumber: invoice.ordinal,
        invoiceNumber: invoice.invoiceNumber,
        ksefNumber: done ? invoice.ksefNumber : null,
        referenceNumber: invoice.reference,
        invoiceHash: invoice.hash,
        invoicingDate: ISO(invoice.receivedAt),
        acquisitionDate: done ? ISO(invoice.acquiredAt!) : null,
        permanentStorageDate: done ? ISO(invoice.acquiredAt!) : null,
        upoDownloadUrl: done ? `${base}/sessions/${session.reference}/invoices/${invoice.reference}/upo` : null,
        upoDownloadUrlExpirationDate: done ? ISO(new Date(Date.now() + 3_600_000)) : null,
        invoicingMode: invoice.offlineMode ? 'Offline' : 'Online',
        status: shown,
      });
    }
    if (method === 'GET' && (m = /^\/sessions\/([^/]+)$/.exec(p))) {
      const who = access(req);
      if (!who) return unauthorized();
      const session = sessions.get(m[1]);
      if (!session || session.nip !== who.nip) return exception(21405, 'Sesja nie istnieje.');
      await Promise.all(session.invoices.map((i) => verifications.get(i)));
      const ok = session.invoices.filter((i) => i.status.code === 200).length;
      const status = !session.closed
        ? { code: 100, description: 'Sesja interaktywna otwarta' }
        : ok > 0
          ? { code: 200, description: 'Sesja interaktywna przetworzona pomyślnie' }
          : session.invoices.length === 0
            ? { code: 440, description: 'Sesja anulowana', details: ['Nie przesłano faktur'] }
            : { code: 445, description: 'Błąd weryfikacji, brak poprawnych faktur' };
      return new Answer(200, {
        status,
        dateCreated: ISO(session.created),
        dateUpdated: ISO(session.updated),
        validUntil: ISO(new Date(session.created.getTime() + 12 * 3_600_000)),
        upo: null,
        invoiceCount: session.invoices.length,
        successfulInvoiceCount: ok,
        failedInvoiceCount: session.invoices.filter((i) => i.status.code >= 400).length,
      });
    }
    if (method === 'POST' && p === '/invoices/query/metadata') {
      const who = access(req);
      if (!who) return unauthorized();
      const b = body as { subjectType: string; dateRange: { dateType: string; from: string; to?: string | null } };
      const url = new URL(req.url ?? '/', 'http://x');
      const offset = Number(url.searchParams.get('pageOffset') ?? 0);
      const size = Number(url.searchParams.get('pageSize') ?? 10);
      const from = Date.parse(b.dateRange.from);
      const to = b.dateRange.to ? Date.parse(b.dateRange.to) : Infinity;
      const dateOf = (c: CostInvoice) => (b.dateRange.dateType === 'Issue' ? Date.parse(c.issueDate) : c.acquiredAt.getTime());
      const found = costInvoices.filter((c) => (b.subjectType === 'Subject2' ? c.buyerNip === who.nip : c.sellerNip === who.nip) && dateOf(c) >= from && dateOf(c) <= to);
      const page = found.slice(offset * size, offset * size + size);
      return new Answer(200, {
        hasMore: found.length > (offset + 1) * size,
        isTruncated: false,
        permanentStorageHwmDate: ISO(new Date()),
        invoices: page.map((c) => ({
          ksefNumber: c.ksefNumber,
          invoiceNumber: c.invoiceNumber,
          issueDate: c.issueDate,
          invoicingDate: ISO(c.acquiredAt),
          acquisitionDate: ISO(c.acquiredAt),
          permanentStorageDate: ISO(c.acquiredAt),
          seller: { nip: c.sellerNip, name: c.sellerName },
          buyer: { identifier: { type: 'Nip', value: c.buyerNip }, name: null },
          netAmount: c.net,
          grossAmount: c.gross,
          vatAmount: c.vat,
          currency: c.currency,
          invoicingMode: 'Online',
          invoiceType: 'Vat',
          formCode: { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' },
          isSelfInvoicing: false,
          hasAttachment: false,
          invoiceHash: sha256Base64(c.xml),
        })),
      });
    }
    if (method === 'GET' && (m = /^\/invoices\/ksef\/([^/]+)$/.exec(p))) {
      const who = access(req);
      if (!who) return unauthorized();
      const found = costInvoices.find((c) => c.ksefNumber === m![1] && (c.buyerNip === who.nip || c.sellerNip === who.nip));
      if (!found) return exception(21405, 'Faktura nie istnieje.');
      return new Answer(200, found.xml, { 'content-type': 'application/xml', 'x-ms-meta-hash': sha256Base64(found.xml) });
    }
    return exception(21405, 'Ścieżka nie jest obsługiwana przez serwer testowy.');
  }

  function checkResponse(operation: Operation | undefined, answer: Answer, what: string): void {
    if (!operation) return;
    const declared = (operation.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>;
    const response = declared[String(answer.status)];
    if (!response) {
      violations.push(`${what}: answer ${answer.status} not declared`);
      return;
    }
    if (answer.body === null) {
      if (response.content) violations.push(`${what}: answer ${answer.status} without a body`);
      return;
    }
    const contentType = answer.headers['content-type'] ?? 'application/json';
    if (!response.content?.[contentType]) violations.push(`${what}: ${contentType} not declared for ${answer.status}`);
    if (contentType.endsWith('json')) {
      const result = backend.validateResponse(answer.body, operation, answer.status);
      if (result.errors?.length) violations.push(`${what} → ${answer.status}: ${JSON.stringify(result.errors).slice(0, 600)}`);
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://x');
        const method = req.method ?? 'GET';
        const p = url.pathname.replace(/^\/v2/, '');
        const what = `${method} ${p}`;
        const pending = faults.find((f) => f.times > 0 && (!f.pathPart || p.includes(f.pathPart)));
        if (pending) {
          pending.times -= 1;
          const { fault } = pending;
          requests.push({ method, path: p, status: 'hang' in fault ? 0 : fault.status });
          if ('hang' in fault) return void hanging.add(res);
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (fault.status === 429) {
            headers['retry-after'] = String(fault.retryAfter);
            res.writeHead(429, headers).end(JSON.stringify({ status: { code: 429, description: 'Too Many Requests', details: [`Przekroczono limit. Spróbuj ponownie za ${fault.retryAfter} s.`] } }));
          } else res.writeHead(fault.status, headers).end(JSON.stringify({ title: 'Service Unavailable', status: fault.status }));
          return;
        }
        const limited = options.limits ? limitRuleOf(method, p, options.limits) : null;
        if (limiter && limited) {
          const key = `${req.socket.remoteAddress ?? ''}|${limited.name}`;
          const delay = limiter.delayFor(key, limited.limit, Date.now());
          if (delay > 0) {
            const seconds = Math.ceil(delay / 1000);
            requests.push({ method, path: p, status: 429 });
            res
              .writeHead(429, { 'content-type': 'application/json', 'retry-after': String(seconds) })
              .end(JSON.stringify({ status: { code: 429, description: 'Too Many Requests', details: [`Przekroczono limit żądań (${limited.name}). Spróbuj ponownie po ${seconds} sekundach.`] } }));
            return;
          }
          limiter.record(key, Date.now());
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        let body: Record<string, unknown> | undefined;
        let answer: Answer;
        const operation = backend.router.matchOperation({ method, path: p, headers: {} }) as Operation | undefined;
        try {
          body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
          if (!operation) {
            violations.push(`${what}: no such operation in open-api.json`);
            answer = exception(21405, 'Nieznana ścieżka.');
          } else {
            const check = backend.validateRequest({ method, path: p, query: Object.fromEntries(url.searchParams), headers: req.headers as Record<string, string>, body }, operation);
            if (check.errors?.length) {
              violations.push(`${what} request: ${JSON.stringify(check.errors).slice(0, 600)}`);
              answer = exception(21405, 'Błąd walidacji danych wejściowych.', check.errors.map((e) => `${e.instancePath} ${e.message}`));
            } else answer = await route(method, p, req, body, req.socket.remoteAddress ?? '127.0.0.1');
          }
        } catch (error) {
          violations.push(`${what}: ${error instanceof Error ? error.stack : String(error)}`);
          answer = exception(21405, 'Błąd przetwarzania żądania.');
        }
        checkResponse(operation, answer, what);
        requests.push({ method, path: p, status: answer.status });
        if (answer.body === null) return void res.writeHead(answer.status, answer.headers).end();
        const contentType = answer.headers['content-type'] ?? 'application/json';
        res.writeHead(answer.status, { ...answer.headers, 'content-type': contentType });
        res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      })();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v2`,
    addToken: (token, nip) => void tokens.set(token, nip),
    fault: (fault, options = {}) => void faults.push({ fault, times: options.times ?? 1, pathPart: options.pathPart }),
    addCostInvoice(xml) {
      const amount = (name: string) => Number(field(xml, name) ?? 0);
      const issueDate = field(xml, 'P_1') ?? new Date().toISOString().slice(0, 10);
      const sellerNip = field(xml, 'NIP', 'Podmiot1') ?? '';
      const net = ['P_13_1', 'P_13_2', 'P_13_3', 'P_13_6_1', 'P_13_7'].reduce((s, n) => s + amount(n), 0);
      const gross = amount('P_15');
      const acquiredAt = new Date();
      const cost: CostInvoice = {
        ksefNumber: ksefNumber(sellerNip, acquiredAt.toISOString().slice(0, 10), hex(6)),
        xml,
        sellerNip,
        sellerName: field(xml, 'Nazwa', 'Podmiot1') ?? '',
        buyerNip: field(xml, 'NIP', 'Podmiot2') ?? '',
        invoiceNumber: field(xml, 'P_2') ?? '',
        issueDate,
        net: Math.round(net * 100) / 100,
        vat: Math.round((gross - net) * 100) / 100,
        gross,
        currency: field(xml, 'KodWaluty') ?? 'PLN',
        acquiredAt,
      };
      costInvoices.push(cost);
      return cost;
    },
    expireAccessTokens: () => accessTokens.clear(),
    invoices,
    requests,
    violations,
    async close() {
      for (const res of hanging) res.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
