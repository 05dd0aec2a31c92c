import type crypto from 'node:crypto';
import { aesEncrypt, encryptKsefToken, newSessionKey, publicKeyOfCertificate, rsaOaepEncrypt, sha256Base64 } from './crypto';
import { PacedOutError, pacerFor, type RequestPacer } from './limits';
import { ksefNumberProblem } from './number';

/**
 * The product's KSeF client (KSeF API 2.0 of the Ministry of Finance), behind one interface, `KsefClient`:
 * authentication with a KSeF token (uwierzytelnianie.md: challenge; `token|timestampMs` encrypted RSA-OAEP SHA-256
 * with the Ministry's key for KsefTokenEncryption; polling the operation; redeeming the access and refresh tokens;
 * refreshing the access token when it is refused), the interactive session (sesja-interaktywna.md: an AES-256 key
 * encrypted with the key for SymmetricKeyEncryption; the invoice encrypted AES-256-CBC and sent with the SHA-256 and
 * size of both forms; the invoice's status polled; the session closed; the UPO fetched), and the invoices others
 * issued to the NIP (metadata query and download).
 *
 * Every request first keeps within KSeF's request limits (limits.ts, limity-api.md): the pacer of the address and
 * NIP pauses it (up to 10 s) or, when that is not enough, fails it as KSeF's 429 would, without sending it.
 *
 * Failures come out as one of the errors below: `KsefUnavailableError` (no answer, a timeout or a 5xx: try later),
 * `KsefRateLimitedError` (429, with the seconds of its Retry-After), `KsefAuthError` (the token or NIP is wrong: a
 * Polish message for the host) and `KsefProtocolError` (an answer the client cannot use).
 */

export class KsefUnavailableError extends Error {
  constructor(message = 'KSeF nie odpowiada (środowisko niedostępne). Spróbuj ponownie później.') {
    super(message);
  }
}

export class KsefRateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`KSeF ogranicza liczbę zapytań: kolejna próba za ${retryAfterSeconds} s.`);
  }
}

export class KsefAuthError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export class KsefProtocolError extends Error {}

export interface KsefConnection {
  /** the API's address, e.g. https://api-test.ksef.mf.gov.pl/v2 */
  baseUrl: string;
  nip: string;
  token: string;
  /** how long one request may take (default 20 s) */
  timeoutMs?: number;
  /** the pause between two looks at an asynchronous operation (default 1 s) and how many looks (default 20) */
  pollMs?: number;
  polls?: number;
  /**
   * keeps the requests within KSeF's limits (limits.ts); by default the process's pacer of this address and NIP,
   * null: no pacing (a test that counts on the server's 429 alone)
   */
  pacer?: RequestPacer | null;
}

export interface KsefInvoiceToSend {
  xml: string;
  /** sent in an offline mode (offline24, unavailability): KSeF takes its issue date as given */
  offline?: boolean;
  /** a correction of an invoice sent offline: the SHA-256 (Base64) of the corrected document */
  hashOfCorrectedInvoice?: string | null;
}

export type KsefSendResult =
  | { status: 'accepted'; hash: string; ksefNumber: string; acquiredAt: string; sessionReference: string; invoiceReference: string; upo: string | null }
  | { status: 'rejected'; hash: string; code: number; description: string; details: string[]; sessionReference: string; invoiceReference: string; originalKsefNumber: string | null }
  | { status: 'pending'; hash: string; sessionReference: string; invoiceReference: string };

export interface KsefCostInvoiceMetadata {
  ksefNumber: string;
  invoiceNumber: string;
  issueDate: string;
  acquisitionDate: string;
  sellerNip: string;
  sellerName: string | null;
  net: number;
  vat: number;
  gross: number;
  currency: string;
}

export interface KsefClient {
  /** authenticates (the settings' 'Sprawdź połączenie'): resolves when the token opens the NIP's context */
  authenticate(): Promise<void>;
  /** sends one invoice in an interactive session and waits for its verification (or says it is still pending) */
  sendInvoice(invoice: KsefInvoiceToSend): Promise<KsefSendResult>;
  /** the verification of an invoice sent earlier (a 'pending' result looked at again) */
  invoiceStatus(sessionReference: string, invoiceReference: string, hash: string): Promise<KsefSendResult>;
  /** invoices issued to the NIP, taken by KSeF in [from, to] */
  receivedInvoices(from: Date, to: Date): Promise<KsefCostInvoiceMetadata[]>;
  /** the FA(3) XML of an invoice by its KSeF number */
  downloadInvoice(ksefNumber: string): Promise<string>;
}

interface Tokens {
  access: string;
  refresh: string;
}

interface StatusInfo {
  code: number;
  description: string;
  details?: string[] | null;
  extensions?: Record<string, string | null> | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What KSeF's authentication statuses mean for the host. */
function authMessage(status: StatusInfo): string {
  const details = (status.details ?? []).join(' ');
  if (status.code === 415) return 'Token KSeF nie daje uprawnień do tego NIP-u: sprawdź, czy token wygenerowano dla NIP-u sprzedawcy z ustawień faktur.';
  if (status.code === 450) return `Token KSeF jest nieprawidłowy lub unieważniony (${details || status.description}): wygeneruj nowy token w KSeF i zapisz go w ustawieniach.`;
  if (status.code === 425) return 'Uwierzytelnienie w KSeF zostało unieważnione: zapisz token ponownie.';
  if (status.code === 480) return 'KSeF zablokował uwierzytelnienie (podejrzenie incydentu bezpieczeństwa): skontaktuj się z Ministerstwem Finansów.';
  return `KSeF odmówił uwierzytelnienia (kod ${status.code}: ${status.description}${details ? `, ${details}` : ''}).`;
}

export function createKsefClient(connection: KsefConnection): KsefClient {
  const base = connection.baseUrl.replace(/\/+$/, '');
  const timeoutMs = connection.timeoutMs ?? 20_000;
  const pollMs = connection.pollMs ?? 1_000;
  const polls = connection.polls ?? 20;
  let keys: { token: crypto.KeyObject; symmetric: crypto.KeyObject } | null = null;
  let tokens: Tokens | null = null;
  const pacer = connection.pacer === undefined ? pacerFor(base, connection.nip) : connection.pacer;

  async function request(method: string, path: string, options: { bearer?: string; body?: unknown; accept?: string } = {}): Promise<{ status: number; text: string; json: () => unknown }> {
    let res: Response | null = null;
    // a kept-alive connection the server has just closed fails at once: that one is tried again on a new connection
    // (a timeout is not: KSeF did not answer)
    for (let attempt = 0; !res; attempt++) {
      // within KSeF's limits: a pause here, or (a long one) the 429 KSeF would answer, without asking
      try {
        await pacer?.take(method, path);
      } catch (error) {
        if (error instanceof PacedOutError) throw new KsefRateLimitedError(error.retryAfterSeconds);
        throw error;
      }
      try {
        res = await fetch(`${base}${path}`, {
          method,
          headers: {
            accept: options.accept ?? 'application/json',
            ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
          },
          body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = (error as { name?: string } | null)?.name;
        if (attempt > 0 || name === 'TimeoutError' || name === 'AbortError') throw new KsefUnavailableError();
      }
    }
    let text: string;
    try {
      text = await res.text();
    } catch {
      throw new KsefUnavailableError();
    }
    if (res.status === 429) {
      const header = res.headers.get('retry-after') ?? '';
      const seconds = /^\d+$/.test(header.trim()) ? Number(header) : Math.max(1, Math.ceil((Date.parse(header) - Date.now()) / 1000)) || 30;
      throw new KsefRateLimitedError(seconds);
    }
    if (res.status >= 500) throw new KsefUnavailableError();
    return {
      status: res.status,
      text,
      json: () => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new KsefProtocolError(`KSeF odpowiedział niezrozumiale na ${method} ${path}`);
        }
      },
    };
  }

  function refused(path: string, res: { status: number; text: string }): never {
    let description = res.text.slice(0, 300);
    try {
      const body = JSON.parse(res.text) as { exception?: { exceptionDetailList?: { exceptionCode?: number; exceptionDescription?: string; details?: string[] }[] }; detail?: string };
      const first = body.exception?.exceptionDetailList?.[0];
      if (first) description = `${first.exceptionCode ?? ''} ${first.exceptionDescription ?? ''} ${(first.details ?? []).join(' ')}`.trim();
      else if (body.detail) description = body.detail;
    } catch {
      // the text as it came
    }
    throw new KsefProtocolError(`KSeF odrzucił zapytanie ${path} (HTTP ${res.status}): ${description}`);
  }

  async function publicKeys() {
    if (keys) return keys;
    const res = await request('GET', '/security/public-key-certificates');
    if (res.status !== 200) refused('/security/public-key-certificates', res);
    const list = res.json() as { certificate: string; usage: string[]; validFrom: string; validTo: string }[];
    const now = Date.now();
    const current = list.filter((c) => Date.parse(c.validFrom) <= now && now <= Date.parse(c.validTo));
    const pick = (usage: string) => {
      const found = current.find((c) => c.usage.includes(usage));
      if (!found) throw new KsefProtocolError(`KSeF nie podał klucza publicznego do ${usage}`);
      return publicKeyOfCertificate(found.certificate);
    };
    keys = { token: pick('KsefTokenEncryption'), symmetric: pick('SymmetricKeyEncryption') };
    return keys;
  }

  async function authenticate(): Promise<Tokens> {
    const { token: key } = await publicKeys();
    const challengeRes = await request('POST', '/auth/challenge');
    if (challengeRes.status !== 200) refused('/auth/challenge', challengeRes);
    const challenge = challengeRes.json() as { challenge: string; timestampMs: number };
    const init = await request('POST', '/auth/ksef-token', {
      body: {
        challenge: challenge.challenge,
        contextIdentifier: { type: 'Nip', value: connection.nip },
        encryptedToken: encryptKsefToken(key, connection.token, challenge.timestampMs),
      },
    });
    if (init.status !== 202) refused('/auth/ksef-token', init);
    const operation = init.json() as { referenceNumber: string; authenticationToken: { token: string } };
    const authToken = operation.authenticationToken.token;
    for (let i = 0; ; i++) {
      const res = await request('GET', `/auth/${encodeURIComponent(operation.referenceNumber)}`, { bearer: authToken });
      if (res.status !== 200) refused('/auth/{referenceNumber}', res);
      const { status } = res.json() as { status: StatusInfo };
      if (status.code === 200) break;
      if (status.code !== 100) throw new KsefAuthError(status.code, authMessage(status));
      if (i >= polls) throw new KsefUnavailableError('KSeF nie zakończył uwierzytelniania w oczekiwanym czasie. Spróbuj ponownie później.');
      await sleep(pollMs);
    }
    const redeemed = await request('POST', '/auth/token/redeem', { bearer: authToken });
    if (redeemed.status !== 200) refused('/auth/token/redeem', redeemed);
    const pair = redeemed.json() as { accessToken: { token: string }; refreshToken: { token: string } };
    tokens = { access: pair.accessToken.token, refresh: pair.refreshToken.token };
    return tokens;
  }

  /** A request with the access token; refused as unauthorised, the token is refreshed (or authentication redone) once. */
  async function authorized(method: string, path: string, options: { body?: unknown; accept?: string } = {}) {
    const current = tokens ?? (await authenticate());
    const res = await request(method, path, { ...options, bearer: current.access });
    if (res.status !== 401) return res;
    const refreshed = await request('POST', '/auth/token/refresh', { bearer: current.refresh });
    if (refreshed.status === 200) tokens = { ...current, access: (refreshed.json() as { accessToken: { token: string } }).accessToken.token };
    else await authenticate();
    return request(method, path, { ...options, bearer: tokens!.access });
  }

  function result(sessionReference: string, invoiceReference: string, hash: string, body: { ksefNumber?: string | null; acquisitionDate?: string | null; status: StatusInfo }): KsefSendResult {
    const { status } = body;
    if (status.code === 200) {
      const number = body.ksefNumber ?? '';
      const problem = ksefNumberProblem(number);
      if (problem) throw new KsefProtocolError(`KSeF podał numer ${number}, który nie jest poprawnym numerem KSeF: ${problem}`);
      return { status: 'accepted', hash, ksefNumber: number, acquiredAt: body.acquisitionDate ?? new Date().toISOString(), sessionReference, invoiceReference, upo: null };
    }
    if (status.code === 100 || status.code === 150) return { status: 'pending', hash, sessionReference, invoiceReference };
    return {
      status: 'rejected',
      hash,
      code: status.code,
      description: status.description,
      details: status.details ?? [],
      sessionReference,
      invoiceReference,
      originalKsefNumber: status.extensions?.originalKsefNumber ?? null,
    };
  }

  async function lookAt(sessionReference: string, invoiceReference: string, hash: string): Promise<KsefSendResult> {
    const path = `/sessions/${encodeURIComponent(sessionReference)}/invoices/${encodeURIComponent(invoiceReference)}`;
    const res = await authorized('GET', path);
    if (res.status !== 200) refused('/sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}', res);
    const found = result(sessionReference, invoiceReference, hash, res.json() as { ksefNumber?: string | null; acquisitionDate?: string | null; status: StatusInfo });
    if (found.status !== 'accepted') return found;
    const upo = await authorized('GET', `${path}/upo`, { accept: 'application/xml' });
    return { ...found, upo: upo.status === 200 ? upo.text : null };
  }

  return {
    async authenticate() {
      await authenticate();
    },

    async sendInvoice({ xml, offline = false, hashOfCorrectedInvoice = null }) {
      const { symmetric } = await publicKeys();
      const sessionKey = newSessionKey();
      const opened = await authorized('POST', '/sessions/online', {
        body: {
          formCode: { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' },
          encryption: { encryptedSymmetricKey: rsaOaepEncrypt(symmetric, sessionKey.key).toString('base64'), initializationVector: sessionKey.iv.toString('base64') },
        },
      });
      if (opened.status !== 201) refused('/sessions/online', opened);
      const session = (opened.json() as { referenceNumber: string }).referenceNumber;
      const plain = Buffer.from(xml, 'utf8');
      const encrypted = aesEncrypt(sessionKey, plain);
      const hash = sha256Base64(plain);
      const sent = await authorized('POST', `/sessions/online/${encodeURIComponent(session)}/invoices`, {
        body: {
          invoiceHash: hash,
          invoiceSize: plain.length,
          encryptedInvoiceHash: sha256Base64(encrypted),
          encryptedInvoiceSize: encrypted.length,
          encryptedInvoiceContent: encrypted.toString('base64'),
          offlineMode: offline,
          ...(hashOfCorrectedInvoice ? { hashOfCorrectedInvoice } : {}),
        },
      });
      if (sent.status !== 202) refused('/sessions/online/{referenceNumber}/invoices', sent);
      const invoiceReference = (sent.json() as { referenceNumber: string }).referenceNumber;
      let found: KsefSendResult = { status: 'pending', hash, sessionReference: session, invoiceReference };
      for (let i = 0; i < polls && found.status === 'pending'; i++) {
        if (i > 0) await sleep(pollMs);
        found = await lookAt(session, invoiceReference, hash);
      }
      // the session's UPO is made when it is closed; a failure to close loses nothing already taken
      await authorized('POST', `/sessions/online/${encodeURIComponent(session)}/close`).catch(() => undefined);
      return found;
    },

    invoiceStatus: lookAt,

    async receivedInvoices(from, to) {
      const found: KsefCostInvoiceMetadata[] = [];
      for (let page = 0; page < 100; page++) {
        const res = await authorized('POST', `/invoices/query/metadata?pageOffset=${page}&pageSize=100`, {
          body: { subjectType: 'Subject2', dateRange: { dateType: 'PermanentStorage', from: from.toISOString(), to: to.toISOString() } },
        });
        if (res.status !== 200) refused('/invoices/query/metadata', res);
        const body = res.json() as {
          hasMore: boolean;
          invoices: {
            ksefNumber: string;
            invoiceNumber: string;
            issueDate: string;
            acquisitionDate: string;
            seller: { nip: string; name?: string | null };
            netAmount: number;
            vatAmount: number;
            grossAmount: number;
            currency: string;
          }[];
        };
        for (const i of body.invoices) {
          found.push({
            ksefNumber: i.ksefNumber,
            invoiceNumber: i.invoiceNumber,
            issueDate: i.issueDate,
            acquisitionDate: i.acquisitionDate,
            sellerNip: i.seller.nip,
            sellerName: i.seller.name ?? null,
            net: i.netAmount,
            vat: i.vatAmount,
            gross: i.grossAmount,
            currency: i.currency,
          });
        }
        if (!body.hasMore) break;
      }
      return found;
    },

    async downloadInvoice(ksefNumber) {
      const res = await authorized('GET', `/invoices/ksef/${encodeURIComponent(ksefNumber)}`, { accept: 'application/xml' });
      if (res.status !== 200) refused('/invoices/ksef/{ksefNumber}', res);
      return res.text;
    },
  };
}
