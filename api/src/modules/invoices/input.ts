import {
  INVOICE_CURRENCIES,
  INVOICE_PAYMENT_METHODS,
  INVOICE_PAYMENT_STATUSES,
  INVOICE_PRICE_BASES,
  INVOICE_PRICE_BASIS_LABELS,
  INVOICE_VAT_RATES,
  groszeToDecimal,
  invoiceTotals,
  isValidNip,
  parseExactDecimal,
  priceBasisOf,
  quantityToDecimal,
  type InvoicePriceBasis,
  parseDay,
  addDays,
  nightsBetween,
} from '@gospodarz/contracts';
import { FieldErrors, MESSAGES } from '../../lib/fields';
import type { StayRow, StoredLine } from './repository';
import type { InvoiceInput } from './schemas';

/**
 * What a form sends → the values of an invoice, checked the way the VAT act wants them, every wrong field named at
 * once with its Polish message (lines as `lines[0].quantity`). The schema has checked types and lengths.
 */
export const MAX_LINES = 100;
/** A sale date may lie this many days before the stay's first day or after its last. */
export const SALE_DATE_SLACK_DAYS = 31;
/** An invoice may be issued at most 60 days before the sale (art. 106i ust. 7). */
export const ISSUE_BEFORE_SALE_DAYS = 60;
const MAX_QUANTITY = 100_000 * 1000;
const MAX_PRICE = 10_000_000 * 100;

export interface CheckedInvoice {
  issueDate: string;
  saleDate: string;
  dueDate: string;
  placeOfIssue: string;
  currency: string;
  buyerName: string;
  buyerAddress: string;
  buyerNip: string;
  buyerEmail: string;
  paymentMethod: string;
  paymentStatus: string;
  priceBasis: InvoicePriceBasis;
  lines: StoredLine[];
  exempt: boolean;
  totals: { net: string; vat: string; gross: string };
}

export interface InputContext {
  /** today, 'yyyy-MM-dd' */
  today: string;
  paymentTermDays: number;
  defaultPlace: string;
  defaultCurrency: string;
  vatExemption: string | null;
  stay: StayRow | null;
  /** the values an edit starts from */
  current?: CheckedInvoice;
  /** a correction is issued after the sale: the 60 days before it do not apply */
  correction?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const PRICE_MESSAGES: Record<InvoicePriceBasis, string> = {
  net: 'Podaj kwotę netto, np. 250 lub 250,50',
  gross: 'Podaj kwotę brutto, np. 250 lub 250,50',
};

function checkLines(lines: InvoiceInput['lines'], basis: InvoicePriceBasis, errors: FieldErrors): StoredLine[] {
  if (!lines || lines.length === 0) {
    errors.add('lines', 'Dodaj co najmniej jedną pozycję');
    return [];
  }
  if (lines.length > MAX_LINES) errors.add('lines', `Faktura może mieć najwyżej ${MAX_LINES} pozycji`);
  return lines.slice(0, MAX_LINES).map((line, i) => {
    const at = (field: string) => `lines[${i}].${field}`;
    const description = (line.description ?? '').trim();
    if (!description) errors.add(at('description'), 'Podaj nazwę usługi');
    const quantity = parseExactDecimal(line.quantity ?? '', 3);
    if (quantity === null) errors.add(at('quantity'), 'Podaj ilość, np. 2 lub 1,5');
    else if (quantity <= 0) errors.add(at('quantity'), 'Ilość musi być większa od zera');
    else if (quantity > MAX_QUANTITY) errors.add(at('quantity'), 'Ilość jest zbyt duża');
    const priceField = basis === 'gross' ? 'grossPrice' : 'netPrice';
    const price = parseExactDecimal(line[priceField] ?? '', 2);
    if (price === null) errors.add(at(priceField), PRICE_MESSAGES[basis]);
    else if (price < 0) errors.add(at(priceField), 'Kwota nie może być ujemna');
    else if (price > MAX_PRICE) errors.add(at(priceField), 'Kwota jest zbyt duża');
    const sentRate = String(line.vatRate ?? '').replace('%', '').trim().toLowerCase();
    const vatRate = INVOICE_VAT_RATES.find((rate) => rate === sentRate);
    if (!vatRate) errors.add(at('vatRate'), MESSAGES.choice);
    const unit = (line.unit ?? '').trim() || 'usł.';
    return {
      description,
      quantity: quantity === null ? '0' : quantityToDecimal(quantity),
      unit,
      [priceField]: price === null ? '0.00' : groszeToDecimal(price),
      // a wrong rate has been named above: the invoice is refused
      vatRate: vatRate ?? INVOICE_VAT_RATES[0],
    };
  });
}

function choice<T extends string>(value: string | undefined, allowed: readonly T[], field: string, errors: FieldErrors, fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    errors.add(field, MESSAGES.choice);
    return fallback;
  }
  return value as T;
}

function day(value: string | undefined, field: string, errors: FieldErrors, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  const parsed = parseDay(value);
  if (!parsed) {
    errors.add(field, 'Podaj poprawną datę');
    return fallback;
  }
  return parsed;
}

/** The checked values of an invoice (or a correction's corrected state), or a 422 naming every wrong field. */
export function checkInvoice(input: InvoiceInput, ctx: InputContext, errors = new FieldErrors()): CheckedInvoice {
  const cur = ctx.current;
  const stay = ctx.stay;
  const issueDate = day(input.issueDate, 'issueDate', errors, cur?.issueDate ?? ctx.today);
  const saleDate = day(input.saleDate, 'saleDate', errors, cur?.saleDate ?? (stay ? stay.to_date : issueDate));
  const dueDate = day(input.dueDate, 'dueDate', errors, input.issueDate === undefined && cur ? cur.dueDate : addDays(issueDate, ctx.paymentTermDays));
  if (dueDate < issueDate) errors.add('dueDate', 'Termin płatności nie może być wcześniejszy niż data wystawienia');
  if (!ctx.correction && nightsBetween(issueDate, saleDate) > ISSUE_BEFORE_SALE_DAYS) {
    errors.add('issueDate', `Fakturę można wystawić najwcześniej ${ISSUE_BEFORE_SALE_DAYS} dni przed sprzedażą`);
  }
  if (stay && (saleDate < addDays(stay.from_date, -SALE_DATE_SLACK_DAYS) || saleDate > addDays(stay.to_date, SALE_DATE_SLACK_DAYS))) {
    errors.add('saleDate', 'Data sprzedaży jest zbyt odległa od terminu pobytu');
  }

  const buyerName = input.buyerName !== undefined ? input.buyerName.trim() : (cur?.buyerName ?? '');
  if (!buyerName) errors.add('buyerName', MESSAGES.required);
  const buyerAddress = input.buyerAddress !== undefined ? input.buyerAddress.trim() : (cur?.buyerAddress ?? '');
  if (!buyerAddress) errors.add('buyerAddress', MESSAGES.required);
  const buyerNip = input.buyerNip !== undefined ? input.buyerNip.replace(/[\s-]/g, '') : (cur?.buyerNip ?? '');
  if (buyerNip && !isValidNip(buyerNip)) errors.add('buyerNip', 'Nieprawidłowy NIP');
  const buyerEmail = input.buyerEmail !== undefined ? input.buyerEmail.trim() : (cur?.buyerEmail ?? stay?.email ?? '');
  if (buyerEmail && !EMAIL.test(buyerEmail)) errors.add('buyerEmail', 'Podaj poprawny adres e-mail');

  const currency = choice(input.currency?.toUpperCase(), INVOICE_CURRENCIES, 'currency', errors, (cur?.currency ?? ctx.defaultCurrency) as 'PLN');
  const paymentMethod = choice(input.paymentMethod, INVOICE_PAYMENT_METHODS, 'paymentMethod', errors, (cur?.paymentMethod ?? 'transfer') as 'transfer');
  const paymentStatus = choice(input.paymentStatus, INVOICE_PAYMENT_STATUSES, 'paymentStatus', errors, (cur?.paymentStatus ?? 'unpaid') as 'unpaid');
  const placeOfIssue = input.placeOfIssue !== undefined ? input.placeOfIssue.trim() : (cur?.placeOfIssue ?? ctx.defaultPlace);

  // the basis asked for; else that of the lines sent (gross prices are read by gross), else the current one
  const sentBasis = input.priceBasis ?? (input.lines ? priceBasisOf(input.lines) : undefined);
  const priceBasis = choice(sentBasis, INVOICE_PRICE_BASES, 'priceBasis', errors, cur?.priceBasis ?? 'net');
  if (input.lines === undefined && cur && priceBasis !== cur.priceBasis) errors.add('lines', `Podaj pozycje w cenach ${INVOICE_PRICE_BASIS_LABELS[priceBasis]}`);
  const lines = input.lines !== undefined ? checkLines(input.lines, priceBasis, errors) : (cur?.lines ?? checkLines(undefined, priceBasis, errors));
  const exempt = lines.some((l) => l.vatRate === 'zw');
  if (exempt && !ctx.vatExemption) {
    lines.forEach((l, i) => {
      if (l.vatRate === 'zw') errors.add(`lines[${i}].vatRate`, 'Stawka „zw” wymaga podstawy zwolnienia z VAT w ustawieniach faktur');
    });
  }
  const totals = invoiceTotals(lines, priceBasis);
  return {
    issueDate,
    saleDate,
    dueDate,
    placeOfIssue,
    currency,
    buyerName,
    buyerAddress,
    buyerNip,
    buyerEmail,
    paymentMethod,
    paymentStatus,
    priceBasis,
    lines,
    exempt,
    totals: { net: groszeToDecimal(totals.net), vat: groszeToDecimal(totals.vat), gross: groszeToDecimal(totals.gross) },
  };
}
