import {
  ACCOMMODATION_VAT_RATE,
  groszeToDecimal,
  parseExactDecimal,
  priceBasisOf,
  type InvoiceAttributes,
  type InvoiceDraft,
  type InvoiceVatRate,
  addDays,
  todayInPoland,
} from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { ConflictError, NotFoundError, PG_UNIQUE_VIOLATION, ValidationError, pgCode } from '../../lib/errors';
import { CONTROL_CHARACTERS, controlCharacterFields } from '../../lib/controlCharacters';
import type { Scope } from '../../lib/scope';
import { notify } from '../notifications';
import { FieldErrors } from '../../lib/fields';
import { findInvoiceSettings, type InvoiceSettingsRow } from '../invoice-settings';
import { checkInvoice, type CheckedInvoice } from './input';
import type { CorrectionInput, InvoiceInput } from './schemas';
import { parseInvoiceListFilters, type InvoiceListQuery } from './listQuery';
import { correctionPattern, formatNumber, periodOf } from './numbering';
import {
  allocateNumber,
  deleteInvoiceRow,
  findInvoice,
  findStay,
  insertInvoice,
  listInvoices,
  markExported,
  peekNumber,
  refreshInvoiceFlag,
  releaseLastNumber,
  setKsefNumber,
  setPaymentStatus,
  updateInvoice,
  type InvoiceRow,
  type InvoiceValues,
  type StayRow,
  type StoredLine,
  type StoredSeller,
} from './repository';
import { checkFa3 } from './fa3Check';
import { invoiceXml } from './ksef';
import { isEditable, deleteRefusal, toInvoiceAttributes, totalsOf } from './serialize';
import { stayLines } from './stayLines';
import { paidGrosze, paymentsToward } from './payments';

const NOT_FOUND = 'Nie znaleziono faktury.';
const RESERVATION_REQUIRED = 'Wybierz rezerwację w udostępnionym Ci apartamencie';
const RESERVATION_REQUIRED_MESSAGE = 'Współgospodarz wystawia faktury tylko do rezerwacji w udostępnionych mu apartamentach: wybierz rezerwację.';

/**
 * An invoice without an apartment (issued without a reservation) is the owner's: a co-host, whose scope is the
 * apartments shared with them, is asked for a reservation before anything is written, rather than issuing an invoice
 * in the owner's series that they could then neither see, correct nor delete.
 */
function requireSharedApartment(scope: Scope, apartmentId: string | null): void {
  if (scope.apartmentIds !== null && !apartmentId) throw new ValidationError({ reservationId: [RESERVATION_REQUIRED] }, RESERVATION_REQUIRED_MESSAGE);
}

/** The invoice just written, as the caller sees it; inside the transaction, so that nothing stays written if not. */
async function written(tx: Queryable, scope: Scope, id: string): Promise<InvoiceRow> {
  const row = await findInvoice(tx, scope.accountId, scope.apartmentIds, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

async function settingsOf(db: Queryable, scope: Scope): Promise<InvoiceSettingsRow> {
  const settings = await findInvoiceSettings(db, scope.accountId);
  if (!settings) throw new NotFoundError();
  return settings;
}

/** The seller as the invoice keeps it: copied from the settings when issued. */
function sellerOf(settings: InvoiceSettingsRow): StoredSeller {
  return {
    name: settings.seller_name,
    street: settings.seller_street,
    zipCode: settings.seller_zip_code,
    city: settings.seller_city,
    nip: settings.seller_nip,
    bankAccount: settings.bank_account,
  };
}

function requireSeller(seller: StoredSeller): void {
  if (!seller.name || !seller.nip || !seller.street || !seller.city) {
    throw new ValidationError(
      { seller: ['Uzupełnij dane sprzedawcy w ustawieniach faktur (nazwa, adres, NIP)'] },
      'Uzupełnij dane sprzedawcy w ustawieniach faktur (nazwa, adres i NIP), aby wystawić fakturę.',
    );
  }
}

async function stayFor(db: Queryable, scope: Scope, reservationId: string | null | undefined): Promise<StayRow | null> {
  if (!reservationId) return null;
  const stay = await findStay(db, scope.accountId, scope.apartmentIds, reservationId);
  if (!stay) throw new ValidationError({ reservationId: ['Nie znaleziono rezerwacji'] });
  return stay;
}

function checked(row: InvoiceRow): CheckedInvoice {
  return {
    issueDate: row.issue_date,
    saleDate: row.sale_date,
    dueDate: row.due_date,
    placeOfIssue: row.place_of_issue,
    currency: row.currency,
    buyerName: row.buyer_name,
    buyerAddress: row.buyer_address,
    buyerNip: row.buyer_nip,
    buyerEmail: row.buyer_email,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    priceBasis: priceBasisOf(row.lines),
    lines: row.lines,
    exempt: row.lines.some((l) => l.vatRate === 'zw'),
    totals: { net: row.net_total, vat: row.vat_total, gross: row.gross_total },
  };
}

function check(
  input: InvoiceInput,
  settings: InvoiceSettingsRow,
  stay: StayRow | null,
  current?: CheckedInvoice,
  errors?: FieldErrors,
  correction = false,
): CheckedInvoice {
  const fieldErrors = errors ?? new FieldErrors();
  for (const field of controlCharacterFields(input)) fieldErrors.add(field, CONTROL_CHARACTERS);
  const values = checkInvoice(
    input,
    {
      today: todayInPoland(),
      paymentTermDays: settings.payment_term_days,
      defaultPlace: settings.place_of_issue,
      defaultCurrency: settings.currency,
      vatExemption: settings.vat_exemption,
      stay,
      current,
      correction,
    },
    fieldErrors,
  );
  if (!fieldErrors.empty) throw new ValidationError(fieldErrors.errors);
  return values;
}

function rowValues(
  v: CheckedInvoice,
  numbering: Pick<InvoiceValues, 'kind' | 'series' | 'period' | 'seq' | 'number'>,
  extra: { stay: StayRow | null; apartmentId?: string | null; seller: StoredSeller; vatExemption: string | null; corrected?: InvoiceRow; reason?: string },
): InvoiceValues {
  return {
    ...numbering,
    reservation_id: extra.stay?.id ?? extra.corrected?.reservation_id ?? null,
    apartment_id: extra.stay?.apartment_id ?? extra.apartmentId ?? extra.corrected?.apartment_id ?? null,
    corrected_invoice_id: extra.corrected?.id ?? null,
    correction_reason: extra.reason ?? null,
    lines_before: extra.corrected ? currentLines(extra.corrected) : null,
    issue_date: v.issueDate,
    sale_date: v.saleDate,
    due_date: v.dueDate,
    place_of_issue: v.placeOfIssue,
    currency: v.currency,
    payment_method: v.paymentMethod,
    payment_status: v.paymentStatus,
    seller: extra.seller,
    buyer_name: v.buyerName,
    buyer_address: v.buyerAddress,
    buyer_nip: v.buyerNip,
    buyer_email: v.buyerEmail,
    vat_exemption: v.exempt ? extra.vatExemption : null,
    lines: v.lines,
    payments: [],
    net_total: v.totals.net,
    vat_total: v.totals.vat,
    gross_total: v.totals.gross,
  };
}

/** An invoice's lines as they stand after its latest correction (set by correctInvoice on the row it reads). */
function currentLines(row: InvoiceRow & { current_lines?: InvoiceRow['lines'] }) {
  return row.current_lines ?? row.lines;
}

/**
 * An invoice for a stay counts the stay's payments made so far (kept with it); once they cover its gross it is paid,
 * on the day of the last of them, whatever the form said.
 */
async function withPayments(tx: Queryable, accountId: string, values: InvoiceValues, invoiceId: string | null = null): Promise<InvoiceValues> {
  const gross = parseExactDecimal(values.gross_total, 2) ?? 0;
  const payments = await paymentsToward(tx, accountId, values.reservation_id, gross, invoiceId);
  const covered = gross > 0 && paidGrosze(payments) >= gross;
  return covered ? { ...values, payments, payment_status: 'paid', paid_at: payments[payments.length - 1].date } : { ...values, payments };
}

function conflictOnNumber(error: unknown): never {
  if (pgCode(error) === PG_UNIQUE_VIOLATION) {
    throw new ConflictError('Ten numer faktury jest już zajęty. Zmień wzorzec numeracji w ustawieniach faktur.');
  }
  throw error;
}

// ---- reads -----------------------------------------------------------------------------------------------------------

export async function searchInvoices(db: Queryable, scope: Scope, query: InvoiceListQuery) {
  const filters = parseInvoiceListFilters(query);
  const { rows, totals, count } = await listInvoices(db, scope.accountId, scope.apartmentIds, filters);
  return { rows, totals, count, page: filters.page, perPage: filters.perPage };
}

export async function getInvoice(db: Queryable, scope: Scope, id: string): Promise<InvoiceRow> {
  const row = await findInvoice(db, scope.accountId, scope.apartmentIds, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

/** What the new-invoice form starts from: the next number, the settings' defaults, and the reservation's data. */
export async function draftInvoice(db: Queryable, scope: Scope, input: { reservationId?: string; issueDate?: string }): Promise<InvoiceDraft & { lines: StoredLine[] }> {
  const settings = await settingsOf(db, scope);
  const stay = await stayFor(db, scope, input.reservationId);
  const today = todayInPoland();
  const issueDate = input.issueDate ?? today;
  const pattern = settings.numbering_pattern;
  const period = periodOf(pattern, issueDate);
  const seq = await peekNumber(db, scope.accountId, pattern, period);
  const vatRate: InvoiceVatRate = settings.vat_exemption ? 'zw' : (String(settings.vat_rate) as InvoiceVatRate) || ACCOMMODATION_VAT_RATE;
  const accommodation = stay ? stayLines(stay, settings.service_name, vatRate) : null;
  return {
    number: formatNumber(pattern, issueDate, seq),
    numberingPattern: pattern,
    issueDate,
    saleDate: stay ? stay.to_date : issueDate,
    dueDate: addDays(issueDate, settings.payment_term_days),
    paymentTermDays: settings.payment_term_days,
    placeOfIssue: settings.place_of_issue,
    currency: stay && ['PLN', 'EUR', 'USD'].includes(stay.currency) ? stay.currency : settings.currency,
    reservationId: stay?.id ?? null,
    reservationLabel: stay ? `${stay.full_name} · ${stay.apartment_name} · ${stay.from_date} – ${stay.to_date}` : null,
    buyerName: stay?.full_name ?? '',
    buyerAddress: stay?.guest_address ?? '',
    buyerNip: '',
    buyerEmail: stay?.email ?? '',
    paymentMethod: 'transfer',
    paymentStatus: stay?.payment_status === 'paid' ? 'paid' : 'unpaid',
    vatExemption: settings.vat_exemption,
    priceBasis: accommodation?.priceBasis ?? 'net',
    lines: accommodation?.lines ?? [],
    seller: sellerOf(settings),
  };
}

// ---- writes ----------------------------------------------------------------------------------------------------------

/** Issues an invoice: its number is allocated inside this transaction; the reservation's flag becomes 'Wystawiona'. */
export async function createInvoice(db: Database, scope: Scope, input: InvoiceInput): Promise<InvoiceRow> {
  const settings = await settingsOf(db, scope);
  const seller = sellerOf(settings);
  requireSeller(seller);
  const stay = await stayFor(db, scope, input.reservationId);
  requireSharedApartment(scope, stay?.apartment_id ?? null);
  const v = check(input, settings, stay);
  try {
    return await db.transaction(async (tx) => {
      const pattern = settings.numbering_pattern;
      const period = periodOf(pattern, v.issueDate);
      const seq = await allocateNumber(tx, scope.accountId, pattern, period);
      const number = formatNumber(pattern, v.issueDate, seq);
      const values = rowValues(v, { kind: 'invoice', series: pattern, period, seq, number }, { stay, seller, vatExemption: settings.vat_exemption });
      const id = await insertInvoice(tx, scope.accountId, await withPayments(tx, scope.accountId, values));
      if (stay) await refreshInvoiceFlag(tx, scope.accountId, stay.id);
      return written(tx, scope, id);
    });
  } catch (error) {
    conflictOnNumber(error);
  }
}

/** Rewrites an invoice never sent nor exported; afterwards only a correction may change it (409). */
export async function editInvoice(db: Database, scope: Scope, id: string, input: InvoiceInput): Promise<InvoiceRow> {
  const settings = await settingsOf(db, scope);
  return db.transaction(async (tx) => {
    const row = await findInvoice(tx, scope.accountId, scope.apartmentIds, id, true);
    if (!row) throw new NotFoundError(NOT_FOUND);
    if (!isEditable(row)) {
      throw new ConflictError('Faktura została wysłana, wyeksportowana lub skorygowana: zmień ją fakturą korygującą.');
    }
    const reservationId = input.reservationId === undefined ? row.reservation_id : input.reservationId;
    const stay = await stayFor(tx, scope, reservationId);
    const errors = new FieldErrors();
    const v = check(input, settings, stay, checked(row), errors);
    if (periodOf(row.series, v.issueDate) !== row.period) {
      throw new ValidationError({ issueDate: ['Data wystawienia musi pozostać w okresie numeru faktury'] });
    }
    // the reservation kept (perhaps deleted since) keeps the apartment; another, or none, brings its own
    const apartmentId = input.reservationId === undefined ? row.apartment_id : null;
    const values = rowValues(v, row, { stay, apartmentId, seller: row.seller, vatExemption: row.vat_exemption ?? settings.vat_exemption });
    requireSharedApartment(scope, values.apartment_id);
    values.correction_reason = row.correction_reason;
    await updateInvoice(tx, scope.accountId, id, row.kind === 'invoice' ? await withPayments(tx, scope.accountId, values, id) : values);
    for (const reservation of new Set([row.reservation_id, stay?.id].filter((r): r is string => !!r))) {
      await refreshInvoiceFlag(tx, scope.accountId, reservation);
    }
    return written(tx, scope, id);
  });
}

/** Deletes the last invoice of its series that was never sent nor exported, giving its number back. */
export async function removeInvoice(db: Database, scope: Scope, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findInvoice(tx, scope.accountId, scope.apartmentIds, id, true);
    if (!row) throw new NotFoundError(NOT_FOUND);
    const refusal = deleteRefusal(row);
    if (refusal) throw new ConflictError(refusal);
    if (!(await releaseLastNumber(tx, scope.accountId, row.series, row.period, row.seq))) {
      throw new ConflictError(deleteRefusal({ ...row, last_seq: row.seq + 1 })!);
    }
    await deleteInvoiceRow(tx, scope.accountId, id);
    if (row.reservation_id) await refreshInvoiceFlag(tx, scope.accountId, row.reservation_id);
  });
}

export async function changePaymentStatus(db: Queryable, scope: Scope, id: string, status: 'paid' | 'unpaid'): Promise<InvoiceRow> {
  const before = await getInvoice(db, scope, id);
  await setPaymentStatus(db, scope.accountId, id, status);
  if (status === 'paid' && before.payment_status !== 'paid') {
    await notify(db, scope, { kind: 'invoice_paid', title: `Faktura ${before.number} opłacona`, body: before.buyer_name, link: `/front-desk/invoices/${id}`, apartmentId: before.apartment_id });
  }
  return getInvoice(db, scope, id);
}

const KSEF_NUMBER = /^\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/;

/** Records the number KSeF gave the invoice (sent through the host's accounting); '' or null clears it. */
export async function recordKsefNumber(db: Queryable, scope: Scope, id: string, value: string | null): Promise<InvoiceRow> {
  await getInvoice(db, scope, id);
  const text = value?.trim().toUpperCase() ?? '';
  if (text && !KSEF_NUMBER.test(text)) {
    throw new ValidationError({ ksefNumber: ['Numer KSeF ma postać NIP-RRRRMMDD-XXXXXXXXXXXX-XX'] });
  }
  await setKsefNumber(db, scope.accountId, id, text || null);
  return getInvoice(db, scope, id);
}

/**
 * The invoice's KSeF FA(3) file, checked against the schema before the invoice is marked exported (from then on only
 * a correction changes it): a file that fails the check is refused (422, or 503 when it cannot be checked) and the
 * invoice stays as it was, editable.
 */
export async function exportInvoice(db: Queryable, scope: Scope, id: string, schema: string | null): Promise<{ invoice: InvoiceAttributes; xml: string }> {
  const invoice = toInvoiceAttributes(await getInvoice(db, scope, id));
  const xml = invoiceXml(invoice);
  await checkFa3(xml, schema);
  await markExported(db, scope.accountId, id);
  return { invoice, xml };
}

/**
 * Issues a correction (faktura korygująca) of an invoice: the corrected state of its lines and buyer, the reason,
 * numbered in the corrections' own series. What it corrects is the invoice as its latest correction left it.
 */
export async function correctInvoice(db: Database, scope: Scope, id: string, input: CorrectionInput & { reason: string }): Promise<InvoiceRow> {
  const settings = await settingsOf(db, scope);
  try {
    return await db.transaction(async (tx) => {
      const original = await findInvoice(tx, scope.accountId, scope.apartmentIds, id, true);
      if (!original) throw new NotFoundError(NOT_FOUND);
      if (original.kind === 'correction') {
        throw new ConflictError('Korektę wystawia się do faktury pierwotnej: otwórz fakturę korygowaną.');
      }
      const latestCorrection = original.corrections.length
        ? await findInvoice(tx, scope.accountId, scope.apartmentIds, original.corrections[original.corrections.length - 1].id)
        : null;
      const base = latestCorrection ?? original;
      const errors = new FieldErrors();
      const reason = (input.reason ?? '').trim();
      if (!reason) errors.add('reason', 'Podaj przyczynę korekty');
      const { issueDate, ...rest } = input;
      const v = check({ ...rest, issueDate: issueDate ?? todayInPoland(), dueDate: input.dueDate }, settings, null, { ...checked(base), dueDate: base.due_date }, errors, true);
      const pattern = correctionPattern(settings.numbering_pattern);
      const period = periodOf(pattern, v.issueDate);
      const seq = await allocateNumber(tx, scope.accountId, pattern, period);
      const number = formatNumber(pattern, v.issueDate, seq);
      const corrected = { ...original, current_lines: base.lines } as InvoiceRow;
      const values = rowValues(
        v,
        { kind: 'correction', series: pattern, period, seq, number },
        { stay: null, seller: original.seller, vatExemption: original.vat_exemption ?? settings.vat_exemption, corrected, reason },
      );
      // A correction's stored totals are its differences, so the monthly sums add up to what was really invoiced.
      const before = totalsOf(base.lines);
      const after = totalsOf(v.lines);
      values.net_total = groszeToDecimal(after.net - before.net);
      values.vat_total = groszeToDecimal(after.vat - before.vat);
      values.gross_total = groszeToDecimal(after.gross - before.gross);
      const newId = await insertInvoice(tx, scope.accountId, values);
      return written(tx, scope, newId);
    });
  } catch (error) {
    conflictOnNumber(error);
  }
}
