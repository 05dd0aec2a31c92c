import { addDays, todayInPoland } from '@gospodarz/contracts';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import type { JobSender } from '../../jobs/runner';
import { CONTROL_CHARACTERS, hasControlCharacters } from '../../lib/controlCharacters';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { findInvoiceSettings } from '../invoice-settings';
import { invoiceXml } from '../invoices';
import { findInvoice, setKsefNumber } from '../invoices';
import { toInvoiceAttributes } from '../invoices';
import { KsefAuthError, KsefRateLimitedError, KsefUnavailableError, createKsefClient, type KsefClient, type KsefConnection, type KsefSendResult } from './client';
import { sha256Base64, sha256Base64Url } from './crypto';
import { KSEF_ADDRESSES, isKsefEnvironment, type KsefEnvironment } from './environments';
import { openToken, sealToken } from './secret';
import {
  acceptedKsefNumberOfHash,
  findInvoiceKsef,
  insertInvoiceKsef,
  invoicedGrossInMonth,
  ksefSettingsRow,
  ksefWarningCounts,
  markInvoiceExported,
  releaseRejectedInvoice,
  requeueInvoiceKsef,
  saveKsefSettingsRow,
  updateInvoiceKsef,
  type InvoiceKsefRow,
} from './repository';
import { decideOffline } from './offlineModes';
import { certificateUrl, readOfflineCertificate, type OfflineCertificate } from './kod2';

export { findInvoiceKsef, type InvoiceKsefRow };

/** The job that sends one invoice to KSeF (and looks again at one KSeF is still verifying). */
export const KSEF_SEND_JOB = 'ksef-send';

/** Small-business relief (art. 145l ustawy o VAT as amended): up to 10 000 zł gross of invoices a month outside KSeF until 31.12.2026. */
export const SMALL_BUSINESS_LIMIT_GROSZE = 1_000_000;

export type KsefStatus = 'pending' | 'sent' | 'accepted' | 'rejected' | 'offline';

export const KSEF_STATUS_LABELS: Record<KsefStatus, string> = {
  pending: 'Oczekuje na wysłanie',
  sent: 'Wysłana',
  accepted: 'Przyjęta',
  rejected: 'Odrzucona',
  offline: 'Offline',
};

// ---- the small-business limit -------------------------------------------------------------------------------------

/** The month's invoiced gross in PLN (corrections count as their differences) against 10 000 zł; warned from 80 %. */
export async function smallBusinessLimit(db: Queryable, accountId: string, today = todayInPoland()) {
  const month = today.slice(0, 7);
  const grosze = Math.round(Number(await invoicedGrossInMonth(db, accountId, `${month}-01`)) * 100);
  const percent = Math.floor((grosze * 100) / SMALL_BUSINESS_LIMIT_GROSZE);
  const level = grosze > SMALL_BUSINESS_LIMIT_GROSZE ? 'exceeded' : percent >= 80 ? 'warning' : 'ok';
  const message =
    level === 'exceeded'
      ? 'Sprzedaż fakturowana w tym miesiącu przekroczyła 10 000 zł brutto: od przekroczenia faktury trzeba wystawiać w KSeF (zwolnienie dla małych podatników przestaje obowiązywać).'
      : level === 'warning'
        ? `Sprzedaż fakturowana w tym miesiącu to ${percent} % limitu 10 000 zł brutto: po jego przekroczeniu faktury trzeba wystawiać w KSeF.`
        : 'Do 31 grudnia 2026 r. mały podatnik może wystawiać faktury poza KSeF, dopóki jego sprzedaż fakturowana nie przekroczy 10 000 zł brutto w miesiącu.';
  return { month, gross: (grosze / 100).toFixed(2), limit: (SMALL_BUSINESS_LIMIT_GROSZE / 100).toFixed(2), percent, level, message };
}

// ---- settings -----------------------------------------------------------------------------------------------------

export async function getKsefSettings(db: Queryable, config: Config, scope: Scope) {
  const row = await ksefSettingsRow(db, scope.accountId);
  const tokenReadable = !!row.token_encrypted && !!config.ksefSecretKey && openToken(config.ksefSecretKey, row.token_encrypted) !== null;
  return {
    id: scope.accountId,
    type: 'ksef_settings' as const,
    attributes: {
      environment: row.environment,
      environmentLabel: KSEF_ADDRESSES[row.environment].label,
      apiUrl: KSEF_ADDRESSES[row.environment].api,
      qrUrl: KSEF_ADDRESSES[row.environment].qr,
      tokenSaved: tokenReadable,
      autoSend: row.auto_send,
      serverReady: !!config.ksefSecretKey,
      updatedAt: row.updated_at ? row.updated_at.toISOString() : null,
      offlineCertificate: offlineCertificateSummary(config, row.offline_certificate_encrypted),
      smallBusiness: await smallBusinessLimit(db, scope.accountId),
    },
  };
}

/** The stored offline certificate, opened: its serial number and key (null: none, or unreadable with this key). */
export function openOfflineCertificate(config: Config, sealed: string | null): OfflineCertificate | null {
  if (!sealed || !config.ksefSecretKey) return null;
  const opened = openToken(config.ksefSecretKey, sealed);
  if (!opened) return null;
  const { certificate, privateKey } = JSON.parse(opened) as { certificate: string; privateKey: string };
  const read = readOfflineCertificate(certificate, privateKey);
  return 'problem' in read ? null : read;
}

function offlineCertificateSummary(config: Config, sealed: string | null) {
  const read = openOfflineCertificate(config, sealed);
  return read ? { serialNumber: read.serialNumber, validTo: new Date(read.validTo).toISOString() } : null;
}

export interface OfflineCertificateUpload {
  certificate: string;
  privateKey: string;
  password?: string;
}

export async function saveKsefSettings(
  db: Queryable,
  config: Config,
  scope: Scope,
  body: { environment?: string; token?: string | null; autoSend?: boolean; offlineCertificate?: OfflineCertificateUpload | null },
) {
  const errors: Record<string, string[]> = {};
  const current = await ksefSettingsRow(db, scope.accountId);
  let environment = current.environment;
  if (body.environment !== undefined) {
    if (isKsefEnvironment(body.environment)) environment = body.environment;
    else errors.environment = ['Wybierz jedną z dostępnych wartości'];
  }
  let sealed = current.token_encrypted;
  if (body.token !== undefined) {
    const token = (body.token ?? '').trim();
    if (!token) sealed = null;
    else if (hasControlCharacters(token) || /[\t\n\r]/.test(token)) errors.token = [CONTROL_CHARACTERS];
    else if (token.length < 16 || token.length > 1000) errors.token = ['Token KSeF wygląda na niepełny: skopiuj go w całości z aplikacji KSeF'];
    else if (!config.ksefSecretKey) errors.token = ['Serwer nie ma ustawionego klucza KSEF_SECRET_KEY, więc nie może bezpiecznie przechować tokena: poproś administratora o jego ustawienie'];
    else sealed = sealToken(config.ksefSecretKey, token);
  }
  let certificate = current.offline_certificate_encrypted;
  if (body.offlineCertificate === null) certificate = null;
  else if (body.offlineCertificate) {
    const read = readOfflineCertificate(body.offlineCertificate.certificate, body.offlineCertificate.privateKey, body.offlineCertificate.password || undefined);
    if ('problem' in read) errors.offlineCertificate = [read.problem];
    else if (!config.ksefSecretKey) errors.offlineCertificate = ['Serwer nie ma ustawionego klucza KSEF_SECRET_KEY, więc nie może bezpiecznie przechować certyfikatu: poproś administratora o jego ustawienie'];
    else {
      // kept with its key unencrypted inside the seal (the key's own password is not stored)
      const privateKey = read.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      certificate = sealToken(config.ksefSecretKey, JSON.stringify({ certificate: body.offlineCertificate.certificate, privateKey }));
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  await saveKsefSettingsRow(db, scope.accountId, { environment, tokenEncrypted: sealed, offlineCertificateEncrypted: certificate, autoSend: body.autoSend ?? current.auto_send });
  return getKsefSettings(db, config, scope);
}

/** What connecting needs: the token, the seller's NIP, the environment's address; or why it cannot be had (Polish). */
async function connectionOf(db: Queryable, config: Config, accountId: string): Promise<{ connection: KsefConnection; environment: KsefEnvironment } | { problem: string }> {
  const row = await ksefSettingsRow(db, accountId);
  if (!config.ksefSecretKey) return { problem: 'Serwer nie ma ustawionego klucza KSEF_SECRET_KEY: wysyłka do KSeF jest wyłączona.' };
  const token = row.token_encrypted ? openToken(config.ksefSecretKey, row.token_encrypted) : null;
  if (!token) return { problem: 'Zapisz token KSeF w ustawieniach faktur (zakładka KSeF).' };
  const nip = (await findInvoiceSettings(db, accountId))?.seller_nip ?? '';
  if (!nip) return { problem: 'Uzupełnij NIP sprzedawcy w ustawieniach faktur.' };
  return { connection: { baseUrl: config.ksefApiUrls[row.environment], nip, token }, environment: row.environment };
}

/** Which client a connection gets: the real one, or (tests) one made by the harness. */
export type KsefClientFactory = (connection: KsefConnection) => KsefClient;
let clientFactory: KsefClientFactory = createKsefClient;
export function useKsefClientFactory(factory: KsefClientFactory | null) {
  clientFactory = factory ?? createKsefClient;
}

/** A client for the account's connection, or null while it has none (no token, no seller NIP, no KSEF_SECRET_KEY). */
export async function clientFor(db: Queryable, config: Config, accountId: string): Promise<{ client: KsefClient; environment: KsefEnvironment } | null> {
  const found = await connectionOf(db, config, accountId);
  if ('problem' in found) return null;
  return { client: clientFactory(found.connection), environment: found.environment };
}

/** 'Sprawdź połączenie': authenticates with the saved token and says in Polish what is wrong, if anything. */
export async function checkKsefConnection(db: Queryable, config: Config, scope: Scope): Promise<{ ok: boolean; message: string }> {
  const found = await connectionOf(db, config, scope.accountId);
  if ('problem' in found) return { ok: false, message: found.problem };
  const label = KSEF_ADDRESSES[found.environment].label;
  try {
    await clientFactory(found.connection).authenticate();
    return { ok: true, message: `Połączenie z KSeF działa: token jest ważny dla NIP ${found.connection.nip} w środowisku ${label}.` };
  } catch (error) {
    if (error instanceof KsefAuthError) return { ok: false, message: error.message };
    if (error instanceof KsefRateLimitedError) return { ok: false, message: `${error.message} Spróbuj ponownie za chwilę.` };
    if (error instanceof KsefUnavailableError) return { ok: false, message: `Środowisko KSeF ${label} nie odpowiada. Spróbuj ponownie później.` };
    return { ok: false, message: `KSeF odpowiedział nieoczekiwanie: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** A failure of KSeF during a request a person made, as the API answers it (Polish). */
export function asHttpError(error: unknown): unknown {
  if (error instanceof KsefAuthError) return new ValidationError({ base: [error.message] }, error.message);
  if (error instanceof KsefRateLimitedError) return new AppError(503, `${error.message} Spróbuj ponownie za chwilę.`);
  if (error instanceof KsefUnavailableError) return new AppError(503, 'KSeF nie odpowiada. Spróbuj ponownie później.');
  return error;
}

// ---- sending ------------------------------------------------------------------------------------------------------

/** Whether issuing sends by itself: a readable token and 'auto' chosen. */
export async function sendsOnIssue(db: Queryable, config: Config, accountId: string): Promise<boolean> {
  const row = await ksefSettingsRow(db, accountId);
  return row.auto_send && !!row.token_encrypted && !!config.ksefSecretKey;
}

/**
 * Queues the invoice for KSeF ('Wyślij do KSeF', 'Wyślij ponownie', or its issue with sending on): a row 'pending' and
 * a job. One accepted is never queued again; one rejected is queued afresh (its document written anew at sending).
 */
export async function queueForKsef(db: Queryable, jobs: JobSender, config: Config, accountId: string, invoiceId: string, tx?: Queryable): Promise<void> {
  const q = tx ?? db;
  const row = await ksefSettingsRow(q, accountId);
  const existing = await findInvoiceKsef(q, accountId, invoiceId);
  if (existing?.status === 'accepted') throw new ConflictError('Faktura jest już przyjęta w KSeF.');
  if (existing && existing.status !== 'rejected') {
    // pending, sent or offline: the job already holds it; another push only hurries it
    await jobs.send(KSEF_SEND_JOB, { accountId, invoiceId }, { singletonKey: invoiceId }, tx);
    return;
  }
  if (!existing) {
    await insertInvoiceKsef(q, accountId, invoiceId, row.environment);
  } else {
    await requeueInvoiceKsef(q, accountId, invoiceId, row.environment);
  }
  // once on its way to KSeF the invoice changes only by a correction
  await markInvoiceExported(q, accountId, invoiceId);
  await jobs.send(KSEF_SEND_JOB, { accountId, invoiceId }, { singletonKey: invoiceId }, tx);
  void config;
}

/** The pause before the n-th attempt after a network failure or a 5xx: 30 s doubling, at most an hour. */
export const retryDelaySeconds = (attempt: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));

interface SendContext {
  db: Database;
  jobs: JobSender;
  config: Config;
  now?: () => Date;
}

/** A rejection as the detail says it: the Ministry's description, and its details. */
function rejection(result: Extract<KsefSendResult, { status: 'rejected' }>): string {
  return [result.description, ...result.details].filter(Boolean).join(': ').slice(0, 2000);
}

/**
 * The job: sends the invoice (its document written now, so a correction names its invoice's KSeF number), or looks
 * again at one sent; stores the KSeF number, its date and the UPO, or the rejection with its code; on a network
 * failure or a 5xx tries again later with growing pauses, on a 429 after its Retry-After; while KSeF does not answer
 * the invoice is in the offline24 mode, due by the next working day after its issue date.
 */
export async function sendToKsef(ctx: SendContext, data: { accountId: string; invoiceId: string }): Promise<void> {
  const { db, jobs, config } = ctx;
  const now = ctx.now?.() ?? new Date();
  const { accountId, invoiceId } = data;
  const row = await findInvoiceKsef(db, accountId, invoiceId);
  if (!row || row.status === 'accepted' || row.status === 'rejected') return;
  const invoiceRow = await findInvoice(db, accountId, null, invoiceId);
  if (!invoiceRow) return;
  const invoice = toInvoiceAttributes(invoiceRow);
  const found = await connectionOf(db, config, accountId);
  if ('problem' in found) {
    await updateInvoiceKsef(db, accountId, invoiceId, { error_description: found.problem, last_attempt_at: now });
    return;
  }
  const client = clientFactory({ ...found.connection, baseUrl: config.ksefApiUrls[row.environment] });
  const again = (seconds: number) => jobs.send(KSEF_SEND_JOB, data, { startAfter: new Date(now.getTime() + seconds * 1000), singletonKey: `${invoiceId}:${now.getTime()}` });

  // a correction goes to KSeF after the invoice it corrects has its KSeF number
  const correctedId = invoiceRow.corrected?.id ?? null;
  if (correctedId && !invoiceRow.corrected?.ksef_number) {
    const corrected = await findInvoiceKsef(db, accountId, correctedId);
    if (corrected && corrected.status !== 'rejected') {
      await updateInvoiceKsef(db, accountId, invoiceId, { error_description: 'Czeka na numer KSeF faktury korygowanej.', last_attempt_at: now });
      await again(60);
      return;
    }
  }

  const xml = row.xml ?? invoiceXml(invoice);
  const hash = row.hash ?? sha256Base64(xml);
  if (!row.xml) await updateInvoiceKsef(db, accountId, invoiceId, { xml, hash });
  const attempts = row.attempts + 1;
  let result: KsefSendResult;
  try {
    // the same document is never sent twice: one sent is only looked at again
    if (row.status === 'sent' && row.session_reference && row.invoice_reference) result = await client.invoiceStatus(row.session_reference, row.invoice_reference, hash);
    else {
      const sameAccepted = await acceptedKsefNumberOfHash(db, accountId, hash);
      if (sameAccepted) {
        await accept(db, accountId, invoiceId, { ksefNumber: sameAccepted, acquiredAt: now.toISOString(), upo: null, sessionReference: null, invoiceReference: null });
        return;
      }
      result = await client.sendInvoice({ xml, offline: row.status === 'offline' });
    }
  } catch (error) {
    if (error instanceof KsefRateLimitedError) {
      await updateInvoiceKsef(db, accountId, invoiceId, { attempts, last_attempt_at: now, error_description: error.message });
      await again(error.retryAfterSeconds);
      return;
    }
    if (error instanceof KsefUnavailableError) {
      const delay = retryDelaySeconds(attempts);
      // offline: the mode and deadline the Ministry's announcements give (offline24 when none), decided afresh at each try
      const decided = decideOffline(invoice.issueDate, config.ksefAnnouncements.filter((a) => a.environment === row.environment));
      const offline = row.status === 'pending' || row.status === 'offline' ? { status: 'offline', offline_mode: decided.mode, offline_until: decided.until } : {};
      await updateInvoiceKsef(db, accountId, invoiceId, {
        ...offline,
        attempts,
        last_attempt_at: now,
        next_attempt_at: new Date(now.getTime() + delay * 1000),
        error_description: 'KSeF nie odpowiada: kolejna próba wkrótce.',
      });
      await again(delay);
      return;
    }
    if (error instanceof KsefAuthError) {
      await updateInvoiceKsef(db, accountId, invoiceId, { attempts, last_attempt_at: now, error_description: error.message });
      return;
    }
    await updateInvoiceKsef(db, accountId, invoiceId, { attempts, last_attempt_at: now, error_description: error instanceof Error ? error.message.slice(0, 2000) : String(error) });
    await again(retryDelaySeconds(attempts));
    return;
  }
  if (result.status === 'accepted') {
    await accept(db, accountId, invoiceId, result);
    return;
  }
  if (result.status === 'rejected' && result.code === 440 && result.originalKsefNumber) {
    // KSeF already holds this very document (sent before an answer was lost): its number is this invoice's
    await accept(db, accountId, invoiceId, { ...result, ksefNumber: result.originalKsefNumber, acquiredAt: now.toISOString(), upo: null });
    return;
  }
  if (result.status === 'rejected') {
    await updateInvoiceKsef(db, accountId, invoiceId, {
      status: 'rejected',
      attempts,
      last_attempt_at: now,
      session_reference: result.sessionReference,
      invoice_reference: result.invoiceReference,
      error_code: result.code,
      error_description: rejection(result),
    });
    // a rejected invoice is back in the host's hands: editable again
    await releaseRejectedInvoice(db, accountId, invoiceId);
    return;
  }
  await updateInvoiceKsef(db, accountId, invoiceId, {
    status: 'sent',
    attempts,
    last_attempt_at: now,
    session_reference: result.sessionReference,
    invoice_reference: result.invoiceReference,
    error_description: null,
  });
  await again(30);
}

async function accept(
  db: Queryable,
  accountId: string,
  invoiceId: string,
  result: { ksefNumber: string; acquiredAt: string; upo: string | null; sessionReference: string | null; invoiceReference: string | null },
) {
  await updateInvoiceKsef(db, accountId, invoiceId, {
    status: 'accepted',
    ksef_number: result.ksefNumber,
    accepted_at: new Date(result.acquiredAt),
    upo: result.upo,
    session_reference: result.sessionReference,
    invoice_reference: result.invoiceReference,
    error_code: null,
    error_description: null,
    offline_until: null,
  });
  await setKsefNumber(db, accountId, invoiceId, result.ksefNumber);
}

// ---- what the detail shows ----------------------------------------------------------------------------------------

/** KOD I (kody-qr.md): the environment's QR address, the seller's NIP, the issue date DD-MM-RRRR, SHA-256 of the XML in Base64URL. */
export function verificationUrl(environment: KsefEnvironment, sellerNip: string, issueDate: string, xml: string): string {
  const [y, m, d] = issueDate.split('-');
  return `${KSEF_ADDRESSES[environment].qr}/invoice/${sellerNip}/${d}-${m}-${y}/${sha256Base64Url(Buffer.from(xml, 'utf8'))}`;
}

export function ksefStatusOf(row: InvoiceKsefRow | null, sellerNip: string, issueDate: string) {
  if (!row) return null;
  const label =
    row.status === 'offline' && row.offline_until
      ? `Offline do ${row.offline_until.split('-').reverse().join('.')}`
      : KSEF_STATUS_LABELS[row.status];
  return {
    status: row.status,
    label,
    environment: row.environment,
    ksefNumber: row.ksef_number,
    acceptedAt: row.accepted_at ? row.accepted_at.toISOString() : null,
    errorCode: row.error_code,
    errorDescription: row.error_description,
    offlineMode: row.offline_mode,
    offlineUntil: row.offline_until,
    attempts: row.attempts,
    hasUpo: !!row.upo,
    verificationUrl: row.xml ? verificationUrl(row.environment, sellerNip, issueDate, row.xml) : null,
  };
}

export async function invoiceKsefStatus(db: Queryable, scope: Scope, invoiceId: string, config?: Config) {
  const invoice = await findInvoice(db, scope.accountId, scope.apartmentIds, invoiceId);
  if (!invoice) throw new NotFoundError('Nie znaleziono faktury.');
  const attributes = toInvoiceAttributes(invoice);
  const row = await findInvoiceKsef(db, scope.accountId, invoiceId);
  // KOD II of an invoice issued offline, where the host has an offline certificate (the screens print it beside KOD I)
  let certificateLink: string | null = null;
  if (row?.xml && row.offline_mode && config) {
    const offline = openOfflineCertificate(config, (await ksefSettingsRow(db, scope.accountId)).offline_certificate_encrypted);
    if (offline) certificateLink = certificateUrl(row.environment, attributes.seller.nip, attributes.seller.nip, offline, row.xml);
  }
  return {
    id: invoiceId,
    type: 'invoice_ksef' as const,
    attributes: { ...(ksefStatusOf(row, attributes.seller.nip, attributes.issueDate) ?? notQueued()), certificateUrl: certificateLink },
  };
}

const notQueued = () => ({
  status: 'none' as const,
  label: 'Nie wysłano do KSeF',
  environment: null,
  ksefNumber: null,
  acceptedAt: null,
  errorCode: null,
  errorDescription: null,
  offlineMode: null,
  offlineUntil: null,
  attempts: 0,
  hasUpo: false,
  verificationUrl: null,
});

export async function invoiceUpo(db: Queryable, scope: Scope, invoiceId: string): Promise<{ number: string; upo: string }> {
  const invoice = await findInvoice(db, scope.accountId, scope.apartmentIds, invoiceId);
  if (!invoice) throw new NotFoundError('Nie znaleziono faktury.');
  const row = await findInvoiceKsef(db, scope.accountId, invoiceId);
  if (!row?.upo) throw new NotFoundError('Ta faktura nie ma jeszcze UPO z KSeF.');
  return { number: invoice.number, upo: row.upo };
}

/** 'Wyślij do KSeF' / 'Wyślij ponownie' by hand. */
export async function sendByHand(db: Database, jobs: JobSender, config: Config, scope: Scope, invoiceId: string) {
  const invoice = await findInvoice(db, scope.accountId, scope.apartmentIds, invoiceId);
  if (!invoice) throw new NotFoundError('Nie znaleziono faktury.');
  const found = await connectionOf(db, config, scope.accountId);
  if ('problem' in found) throw new ValidationError({ base: [found.problem] }, found.problem);
  await queueForKsef(db, jobs, config, scope.accountId, invoiceId);
  return invoiceKsefStatus(db, scope, invoiceId);
}

/** Offline invoices due within `days` days and rejected ones, for the desktop's warning. */
export async function ksefWarnings(db: Queryable, accountId: string, days = 1) {
  const soon = addDays(todayInPoland(), days);
  return ksefWarningCounts(db, accountId, soon);
}
