import type { Resource } from './common.ts';

/**
 * Invoices: the value lists, the DTO, and the arithmetic both the API and the screens use (one place, so the totals a
 * host sees while typing are the totals the API stores and prints).
 *
 * Money is exact: amounts travel as decimal text ('1234.50') and are computed in integer grosze, quantities in
 * thousandths. Rounding (art. 106e ust. 11 of the VAT act): half a grosz and more rounds up, less is dropped.
 * An invoice's lines are priced by net (the act's rule) or, all of them, by gross (art. 106e ust. 7 i 8):
 * - a line's value = quantity × its unit price, rounded to the grosz: its net value, or its gross value;
 * - by net, per VAT rate: net = the sum of that rate's line values; VAT = net × rate / 100, rounded once on that sum
 *   (not per line); gross = net + VAT;
 * - by gross, per VAT rate: gross = the sum of that rate's line values; VAT = gross × rate / (100 + rate), rounded
 *   once on that sum; net = gross − VAT. The gross the lines add up to is the gross due, to the grosz: an invoice
 *   for a stay is priced so, since no net sum at 8 % makes, for example, exactly 200,00 zł (185,18 → 199,99 zł;
 *   185,19 → 200,01 zł);
 * - the invoice's totals are the sums over the rates.
 */

/** The VAT rates of a line: 23, 8, 5, 0 % or 'zw' (exempt, with its legal basis from the invoice settings). */
export const INVOICE_VAT_RATES = ['23', '8', '5', '0', 'zw'] as const;
export type InvoiceVatRate = (typeof INVOICE_VAT_RATES)[number];
export const INVOICE_VAT_RATE_LABELS: Record<InvoiceVatRate, string> = { '23': '23%', '8': '8%', '5': '5%', '0': '0%', zw: 'zw' };

/** Why a host exempt from VAT invoices 'zw': the legal basis printed on the invoice and sent to KSeF. */
export const VAT_EXEMPTIONS = ['art113', 'art43'] as const;
export type VatExemption = (typeof VAT_EXEMPTIONS)[number];
export const VAT_EXEMPTION_LABELS: Record<VatExemption, string> = {
  art113: 'Zwolnienie podmiotowe (art. 113 ust. 1 ustawy o VAT)',
  art43: 'Zwolnienie przedmiotowe (art. 43 ust. 1 ustawy o VAT)',
};
/** The basis as printed after 'Podstawa zwolnienia z VAT:' and sent as P_19A. */
export const VAT_EXEMPTION_BASIS: Record<VatExemption, string> = {
  art113: 'art. 113 ust. 1 ustawy z dnia 11 marca 2004 r. o podatku od towarów i usług',
  art43: 'art. 43 ust. 1 ustawy z dnia 11 marca 2004 r. o podatku od towarów i usług',
};

export const INVOICE_PAYMENT_METHODS = ['transfer', 'cash'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];
export const INVOICE_PAYMENT_METHOD_LABELS: Record<InvoicePaymentMethod, string> = { transfer: 'Przelew', cash: 'Gotówka' };

export const INVOICE_PAYMENT_STATUSES = ['paid', 'unpaid'] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];
export const INVOICE_PAYMENT_STATUS_LABELS: Record<InvoicePaymentStatus, string> = { paid: 'Opłacona', unpaid: 'Nieopłacona' };

/** An invoice's way to KSeF (issue 37): waiting for the job, taken and being verified, accepted, rejected, or issued offline. */
export const KSEF_STATUSES = ['pending', 'sent', 'accepted', 'rejected', 'offline'] as const;
export type KsefStatus = (typeof KSEF_STATUSES)[number];
export const KSEF_STATUS_LABELS: Record<KsefStatus, string> = {
  pending: 'Oczekuje na wysłanie',
  sent: 'Wysłana',
  accepted: 'Przyjęta',
  rejected: 'Odrzucona',
  offline: 'Offline',
};

/** The KSeF status as the detail and the list say it: an offline invoice with its deadline ('Offline do 30.11.2026'). */
export function ksefStatusLabel(status: KsefStatus | null, offlineUntil: string | null = null): string {
  if (!status) return 'Nie wysłano do KSeF';
  if (status === 'offline' && offlineUntil) return `Offline do ${offlineUntil.slice(0, 10).split('-').reverse().join('.')}`;
  return KSEF_STATUS_LABELS[status];
}

/** How an invoice's lines are priced: by net unit prices, or by gross ones (art. 106e ust. 7 i 8). */
export const INVOICE_PRICE_BASES = ['net', 'gross'] as const;
export type InvoicePriceBasis = (typeof INVOICE_PRICE_BASES)[number];
export const INVOICE_PRICE_BASIS_LABELS: Record<InvoicePriceBasis, string> = { net: 'netto', gross: 'brutto' };

export const INVOICE_KINDS = ['invoice', 'correction'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Accommodation is taxed at 8 %; a separately sold service (parking, transfer…) at 23 %. */
export const ACCOMMODATION_VAT_RATE: InvoiceVatRate = '8';
export const SERVICE_VAT_RATE: InvoiceVatRate = '23';

// ---- exact decimals ------------------------------------------------------------------------------------------------

/**
 * A decimal written with a dot or a Polish comma (spaces between thousands allowed) as an integer count of
 * 10^-scale units; null when it is not such a number or has more decimals than `scale`.
 */
export function parseExactDecimal(value: string | number, scale: number): number | null {
  const text = String(value).trim().replace(/[\s\u00a0]/g, '').replace(',', '.');
  const match = /^(-?)(\d{1,13})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) return null;
  const units = Number(match[2]) * 10 ** scale + Number(fraction.padEnd(scale, '0') || '0');
  if (!Number.isSafeInteger(units)) return null;
  return match[1] === '-' && units !== 0 ? -units : units;
}

/** Integer division rounded half away from zero: the grosz rounding of the VAT act. */
export function roundDiv(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const q = Math.floor(n / d);
  const rounded = 2 * (n - q * d) >= d ? q + 1 : q;
  return rounded === 0 ? 0 : sign * rounded;
}

/** Thousandths as the shortest decimal text ('2', '1.5'). */
export function quantityToDecimal(thousandths: number): string {
  const sign = thousandths < 0 ? '-' : '';
  const abs = Math.abs(thousandths);
  const fraction = String(abs % 1000).padStart(3, '0').replace(/0+$/, '');
  return `${sign}${Math.floor(abs / 1000)}${fraction ? `.${fraction}` : ''}`;
}

// ---- totals --------------------------------------------------------------------------------------------------------

export interface InvoiceLineInput {
  quantity: string | number;
  /** the unit price of a line priced by net */
  netPrice?: string | number | null;
  /** the unit price of a line priced by gross */
  grossPrice?: string | number | null;
  vatRate: InvoiceVatRate;
}

export interface RateTotal {
  vatRate: InvoiceVatRate;
  /** grosze */
  net: number;
  vat: number;
  gross: number;
}

export interface InvoiceTotals {
  /** each line's value in grosze (net, or gross when priced by gross), in the order given */
  lineValues: number[];
  /** per rate, in the order of INVOICE_VAT_RATES, only the rates used */
  rates: RateTotal[];
  net: number;
  vat: number;
  gross: number;
}

/** The percentage of a rate ('zw' and '0' carry no VAT). */
export function vatPercent(rate: InvoiceVatRate): number {
  return rate === 'zw' ? 0 : Number(rate);
}

/** How stored lines are priced: by gross when they state gross prices, else by net. */
export function priceBasisOf(lines: ReadonlyArray<Pick<InvoiceLineInput, 'grossPrice'>>): InvoicePriceBasis {
  return lines.some((line) => line.grossPrice !== undefined && line.grossPrice !== null) ? 'gross' : 'net';
}

/**
 * A line's value in grosze: quantity (thousandths) × its unit price of the basis (grosze), rounded half up; null for
 * bad input.
 */
export function lineValue(line: Pick<InvoiceLineInput, 'quantity' | 'netPrice' | 'grossPrice'>, basis: InvoicePriceBasis = 'net'): number | null {
  const quantity = parseExactDecimal(line.quantity, 3);
  const price = parseExactDecimal((basis === 'gross' ? line.grossPrice : line.netPrice) ?? '', 2);
  if (quantity === null || price === null) return null;
  return roundDiv(quantity * price, 1000);
}

/**
 * The invoice's totals, VAT computed per rate once, on the sum of that rate's line values: net ones, or gross ones
 * when the lines are priced by gross. Bad lines count as zero.
 */
export function invoiceTotals(lines: readonly InvoiceLineInput[], basis: InvoicePriceBasis = 'net'): InvoiceTotals {
  const lineValues = lines.map((line) => lineValue(line, basis) ?? 0);
  const rates: RateTotal[] = [];
  for (const rate of INVOICE_VAT_RATES) {
    const used = lines.some((line) => line.vatRate === rate);
    if (!used) continue;
    const sum = lines.reduce((total, line, i) => (line.vatRate === rate ? total + lineValues[i] : total), 0);
    const percent = vatPercent(rate);
    const vat = basis === 'gross' ? roundDiv(sum * percent, 100 + percent) : roundDiv(sum * percent, 100);
    const net = basis === 'gross' ? sum - vat : sum;
    rates.push({ vatRate: rate, net, vat, gross: net + vat });
  }
  return {
    lineValues,
    rates,
    net: rates.reduce((s, r) => s + r.net, 0),
    vat: rates.reduce((s, r) => s + r.vat, 0),
    gross: rates.reduce((s, r) => s + r.gross, 0),
  };
}

/** A correction's differences per rate: after − before (each side already rounded as its own invoice). */
export function totalsDifference(after: InvoiceTotals, before: InvoiceTotals): Omit<InvoiceTotals, 'lineValues'> {
  const rates: RateTotal[] = [];
  for (const rate of INVOICE_VAT_RATES) {
    const a = after.rates.find((r) => r.vatRate === rate);
    const b = before.rates.find((r) => r.vatRate === rate);
    if (!a && !b) continue;
    rates.push({
      vatRate: rate,
      net: (a?.net ?? 0) - (b?.net ?? 0),
      vat: (a?.vat ?? 0) - (b?.vat ?? 0),
      gross: (a?.gross ?? 0) - (b?.gross ?? 0),
    });
  }
  return { rates, net: after.net - before.net, vat: after.vat - before.vat, gross: after.gross - before.gross };
}

// ---- the amount in words -------------------------------------------------------------------------------------------

const UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const TEENS = ['dziesięć', 'jedenaście', 'dwanaście', 'trzynaście', 'czternaście', 'piętnaście', 'szesnaście', 'siedemnaście', 'osiemnaście', 'dziewiętnaście'];
const TENS = ['', '', 'dwadzieścia', 'trzydzieści', 'czterdzieści', 'pięćdziesiąt', 'sześćdziesiąt', 'siedemdziesiąt', 'osiemdziesiąt', 'dziewięćdziesiąt'];
const HUNDREDS = ['', 'sto', 'dwieście', 'trzysta', 'czterysta', 'pięćset', 'sześćset', 'siedemset', 'osiemset', 'dziewięćset'];
const SCALES: Array<[string, string, string]> = [
  ['', '', ''],
  ['tysiąc', 'tysiące', 'tysięcy'],
  ['milion', 'miliony', 'milionów'],
  ['miliard', 'miliardy', 'miliardów'],
];

/** Polish plural form: 1 → one, 2-4 (not 12-14) → few, else many (0, 5-21, 25…). */
function plural(n: number, [one, few, many]: readonly [string, string, string]): string {
  if (n === 1) return one;
  const last = n % 10;
  const lastTwo = n % 100;
  return last >= 2 && last <= 4 && !(lastTwo >= 12 && lastTwo <= 14) ? few : many;
}

function belowThousand(n: number): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)]];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]);
  else words.push(TENS[Math.floor(rest / 10)], UNITS[rest % 10]);
  return words.filter(Boolean);
}

/** A whole number in Polish words: 0 → 'zero', 1000 → 'tysiąc', 2 000 000 → 'dwa miliony'. */
export function numberInWords(value: number): string {
  const n = Math.floor(Math.abs(value));
  if (n === 0) return 'zero';
  const words: string[] = [];
  let rest = n;
  const groups: number[] = [];
  while (rest > 0) {
    groups.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  }
  for (let scale = groups.length - 1; scale >= 0; scale -= 1) {
    const group = groups[scale];
    if (group === 0) continue;
    if (scale === 1 && group === 1) words.push('tysiąc');
    else {
      words.push(...belowThousand(group));
      if (scale > 0) words.push(plural(group, SCALES[scale]));
    }
  }
  return `${value < 0 ? 'minus ' : ''}${words.join(' ')}`;
}

const CURRENCY_WORDS: Record<string, { main: [string, string, string]; minor: [string, string, string] }> = {
  PLN: { main: ['złoty', 'złote', 'złotych'], minor: ['grosz', 'grosze', 'groszy'] },
  EUR: { main: ['euro', 'euro', 'euro'], minor: ['cent', 'centy', 'centów'] },
  USD: { main: ['dolar', 'dolary', 'dolarów'], minor: ['cent', 'centy', 'centów'] },
};

/**
 * The amount in words as a Polish invoice prints it ('słownie'): 123 456 grosze → 'tysiąc dwieście trzydzieści
 * cztery złote pięćdziesiąt sześć groszy'.
 */
export function amountInWords(grosze: number, currency = 'PLN'): string {
  const forms = CURRENCY_WORDS[currency] ?? CURRENCY_WORDS.PLN;
  const abs = Math.abs(grosze);
  const main = Math.floor(abs / 100);
  const minor = abs % 100;
  const sign = grosze < 0 ? 'minus ' : '';
  return `${sign}${numberInWords(main)} ${plural(main, forms.main)} ${numberInWords(minor)} ${plural(minor, forms.minor)}`;
}

// ---- NIP -----------------------------------------------------------------------------------------------------------

/** A NIP as the invoice screens show it: 'NNN NNNNNN N' (digits only in storage). */
export function formatNip(nip: string): string {
  const digits = nip.replace(/\D/g, '');
  if (digits.length !== 10) return nip;
  return `${digits.slice(0, 3)} ${digits.slice(3, 9)} ${digits.slice(9)}`;
}

// ---- the DTO -------------------------------------------------------------------------------------------------------

export interface InvoiceLine {
  description: string;
  /** decimal text, up to 3 decimals */
  quantity: string;
  unit: string;
  /** the unit price, decimal text: net for a line priced by net (grossPrice null), gross for one priced by gross */
  netPrice: string | null;
  grossPrice: string | null;
  vatRate: InvoiceVatRate;
  /** quantity × that price, rounded to the grosz: the net value, or the gross value (the other null) */
  netValue: string | null;
  grossValue: string | null;
}

/** What a line states, as a table, the PDF or FA(3) prints it: its basis, unit price and value. */
export function statedPrice(line: InvoiceLine): { basis: InvoicePriceBasis; price: string; value: string } {
  return line.grossPrice !== null
    ? { basis: 'gross', price: line.grossPrice, value: line.grossValue ?? '0.00' }
    : { basis: 'net', price: line.netPrice ?? '0.00', value: line.netValue ?? '0.00' };
}

export interface InvoiceRateTotal {
  vatRate: InvoiceVatRate;
  net: string;
  vat: string;
  gross: string;
}

export interface InvoiceTotalsDto {
  rates: InvoiceRateTotal[];
  net: string;
  vat: string;
  gross: string;
}

export interface InvoiceSeller {
  name: string;
  /** street and number */
  street: string;
  zipCode: string;
  city: string;
  /** ten digits */
  nip: string;
  /** printed on transfer invoices; '' when the settings hold none */
  bankAccount: string;
}

export interface InvoiceBuyer {
  name: string;
  /** free text: street, zip code and city */
  address: string;
  /** ten digits, or '' for a private guest */
  nip: string;
  email: string;
}

export interface InvoiceCorrectionInfo {
  reason: string;
  invoiceId: string;
  invoiceNumber: string;
  invoiceIssueDate: string;
  invoiceKsefNumber: string | null;
  /** the corrected invoice's lines and totals before this correction */
  linesBefore: InvoiceLine[];
  totalsBefore: InvoiceTotalsDto;
  /** after − before, per rate: what the correction changes */
  difference: InvoiceTotalsDto;
}

export interface InvoiceAttributes {
  kind: InvoiceKind;
  number: string;
  issueDate: string;
  saleDate: string;
  dueDate: string;
  placeOfIssue: string;
  currency: string;
  reservationId: string | null;
  apartmentId: string | null;
  apartmentName: string | null;
  /** the related stay, when the invoice is for a reservation */
  stayFrom: string | null;
  stayTo: string | null;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  paymentMethod: InvoicePaymentMethod;
  paymentStatus: InvoicePaymentStatus;
  paidAt: string | null;
  /** the basis of 'zw' lines (from the settings at issue), null when no line is exempt */
  vatExemption: VatExemption | null;
  /** how the lines are priced (a correction: its lines after the correction) */
  priceBasis: InvoicePriceBasis;
  lines: InvoiceLine[];
  totals: InvoiceTotalsDto;
  /** the gross due (for a correction: the difference) in Polish words */
  amountInWords: string;
  correction: InvoiceCorrectionInfo | null;
  /** the corrections issued for this invoice, oldest first */
  corrections: Array<{ id: string; number: string; issueDate: string }>;
  /**
   * An invoice (not a correction): what the buyer had paid toward it when it was issued, from the stay's payments
   * less its refunds (at most the gross), and what is left; with 'paid' status the whole gross is paid.
   */
  settlement: InvoiceSettlement | null;
  ksefNumber: string | null;
  /** its way to KSeF (null: never queued for KSeF) and, issued offline, the day it must reach KSeF by */
  ksefStatus: KsefStatus | null;
  ksefOfflineUntil: string | null;
  sentAt: string | null;
  sentTo: string | null;
  exportedAt: string | null;
  /** editable in place: never sent nor exported, no KSeF number, not corrected */
  editable: boolean;
  /** why it cannot be deleted (null: it can) */
  deleteRefusal: string | null;
  createdAt: string;
  // the list's names for the same facts (spec: invoice list items carry createdAt, fullName, guestAddress)
  fullName: string;
  guestAddress: string;
  booked: string;
  amountToPay: string;
  paymentDate: string;
  status: string;
}
export type InvoiceDto = Resource<InvoiceAttributes, 'invoice'>;

/** A payment the invoice counts as paid toward it (FA(3) ZaplataCzesciowa): its day, amount and method. */
export interface InvoicePaymentPart {
  date: string;
  /** decimal text, '200.50' */
  amount: string;
  /** cash, transfer or card */
  method: string;
}

export interface InvoiceSettlement {
  /** 'Zapłacono', decimal text */
  paid: string;
  /** 'Pozostało do zapłaty', decimal text */
  remaining: string;
  payments: InvoicePaymentPart[];
}

/**
 * What a correction that lowers the total gives back to the buyer ('Do zwrotu'), as positive decimal text; null for
 * an invoice or a correction that adds to the total. Such a correction's status reads 'Do zwrotu' / 'Zwrócono' and
 * its printout names no account of the seller's to pay to.
 */
export function refundOf(invoice: Pick<InvoiceAttributes, 'correction'>): string | null {
  const gross = invoice.correction?.difference.gross;
  return gross && gross.startsWith('-') && gross !== '-0.00' ? gross.slice(1) : null;
}

/** The status as the screens and the list say it: a refund correction is 'Do zwrotu' until marked as given back. */
export function invoiceStatusLabel(invoice: Pick<InvoiceAttributes, 'correction' | 'paymentStatus'>): string {
  if (refundOf(invoice)) return invoice.paymentStatus === 'paid' ? 'Zwrócono' : 'Do zwrotu';
  return INVOICE_PAYMENT_STATUS_LABELS[invoice.paymentStatus];
}

/** Monthly (or filtered) sums under the invoices list, per currency. */
export interface InvoiceListTotals {
  currency: string;
  net: string;
  vat: string;
  gross: string;
  count: number;
}

export interface InvoiceLinePayload {
  description: string;
  quantity: string | number;
  unit: string;
  /** the unit price of the invoice's basis: netPrice by net, grossPrice by gross */
  netPrice?: string | number;
  grossPrice?: string | number;
  vatRate: InvoiceVatRate;
}

export interface InvoicePayload {
  reservationId?: string | null;
  placeOfIssue?: string;
  issueDate?: string;
  saleDate?: string;
  dueDate?: string;
  currency?: string;
  buyerName?: string;
  buyerAddress?: string;
  buyerNip?: string;
  buyerEmail?: string;
  paymentMethod?: InvoicePaymentMethod;
  paymentStatus?: InvoicePaymentStatus;
  /** net unless given; lines with gross prices and no basis given are read by gross */
  priceBasis?: InvoicePriceBasis;
  lines?: InvoiceLinePayload[];
}

export interface InvoiceCorrectionPayload extends InvoicePayload {
  reason: string;
}

/** What the new-invoice form starts from: the proposed number, the settings' defaults, and a reservation's data. */
export interface InvoiceDraft {
  number: string;
  numberingPattern: string;
  issueDate: string;
  saleDate: string;
  dueDate: string;
  paymentTermDays: number;
  placeOfIssue: string;
  currency: string;
  reservationId: string | null;
  reservationLabel: string | null;
  buyerName: string;
  buyerAddress: string;
  buyerNip: string;
  buyerEmail: string;
  paymentMethod: InvoicePaymentMethod;
  paymentStatus: InvoicePaymentStatus;
  vatExemption: VatExemption | null;
  /** by gross from a reservation, so that the invoice totals what the stay costs */
  priceBasis: InvoicePriceBasis;
  lines: InvoiceLinePayload[];
  seller: InvoiceSeller;
}
