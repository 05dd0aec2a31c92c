import { todayInPoland, type InvoiceCorrectionPayload, type InvoiceDraft, type InvoiceDto, type InvoiceTotalsDto } from '@gospodarz/shared';
import {
  INVOICE_PRICE_BASIS_LABELS,
  SERVICE_VAT_RATE,
  addDays,
  groszeToDecimal,
  invoiceTotals,
  isValidNip,
  parseExactDecimal,
  type InvoicePriceBasis,
  type InvoiceVatRate,
} from '@gospodarz/shared/dto';

/**
 * The invoice form's values: text as typed (the decimal comma included), dates 'yyyy-MM-dd'. A line keeps a net and
 * a gross price: the form shows and sends the one of the invoice's basis (switching it back finds what was typed).
 */
export interface InvoiceLineValues {
  description: string;
  quantity: string;
  unit: string;
  netPrice: string;
  grossPrice: string;
  vatRate: InvoiceVatRate;
}

/** The field of a line's price under a basis. */
export const priceField = (basis: InvoicePriceBasis) => (basis === 'gross' ? 'grossPrice' : 'netPrice');

export interface InvoiceFormValues {
  reservationId?: string | null;
  placeOfIssue?: string;
  issueDate?: string;
  saleDate?: string;
  dueDate?: string;
  buyerName?: string;
  buyerAddress?: string;
  buyerNip?: string;
  buyerEmail?: string;
  paymentMethod: 'transfer' | 'cash';
  paymentStatus: 'paid' | 'unpaid';
  priceBasis: InvoicePriceBasis;
  lines: InvoiceLineValues[];
  reason?: string;
}

const nipText = (nip: string) => (nip.length === 10 ? `${nip.slice(0, 3)} ${nip.slice(3, 9)} ${nip.slice(9)}` : nip);
const decimalText = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value).replace('.', ','));

/** A new line: a separately sold service at 23 %, or 'zw' for a host exempt from VAT. */
export function newLine(exempt: boolean): InvoiceLineValues {
  return { description: '', quantity: '1', unit: 'usł.', netPrice: '', grossPrice: '', vatRate: exempt ? 'zw' : SERVICE_VAT_RATE };
}

export function valuesFromDraft(draft: InvoiceDraft): InvoiceFormValues {
  return {
    reservationId: draft.reservationId,
    placeOfIssue: draft.placeOfIssue,
    issueDate: draft.issueDate,
    saleDate: draft.saleDate,
    dueDate: draft.dueDate,
    buyerName: draft.buyerName,
    buyerAddress: draft.buyerAddress,
    buyerNip: nipText(draft.buyerNip),
    buyerEmail: draft.buyerEmail,
    paymentMethod: draft.paymentMethod,
    paymentStatus: draft.paymentStatus,
    priceBasis: draft.priceBasis,
    lines: draft.lines.length
      ? draft.lines.map((l) => ({ ...l, quantity: decimalText(l.quantity), netPrice: decimalText(l.netPrice), grossPrice: decimalText(l.grossPrice) }))
      : [newLine(!!draft.vatExemption)],
  };
}

/**
 * The edit form's values, or a correction's starting point: `invoice` is then the state the new correction changes
 * (the invoice as its latest correction left it), issued `today` (Warsaw's) with the corrected invoice's payment term
 * (its due date as many days after), and the reason left for the host.
 */
export function valuesFromInvoice(invoice: InvoiceDto, correction = false, today = todayInPoland()): InvoiceFormValues {
  const a = invoice.attributes;
  const term = Math.max(0, Math.round((Date.parse(a.dueDate) - Date.parse(a.issueDate)) / 86_400_000)) || 0;
  return {
    reservationId: a.reservationId,
    placeOfIssue: a.placeOfIssue,
    issueDate: correction ? today : a.issueDate,
    saleDate: a.saleDate,
    dueDate: correction ? addDays(today, term) : a.dueDate,
    buyerName: a.buyer.name,
    buyerAddress: a.buyer.address,
    buyerNip: nipText(a.buyer.nip),
    buyerEmail: a.buyer.email,
    paymentMethod: a.paymentMethod,
    paymentStatus: a.paymentStatus,
    priceBasis: a.priceBasis,
    lines: a.lines.map((l) => ({
      description: l.description,
      quantity: decimalText(l.quantity),
      unit: l.unit,
      netPrice: decimalText(l.netPrice),
      grossPrice: decimalText(l.grossPrice),
      vatRate: l.vatRate,
    })),
    reason: correction ? '' : undefined,
  };
}

export function toPayload(values: InvoiceFormValues): InvoiceCorrectionPayload {
  return {
    reservationId: values.reservationId || null,
    placeOfIssue: values.placeOfIssue ?? '',
    issueDate: values.issueDate,
    saleDate: values.saleDate,
    dueDate: values.dueDate,
    buyerName: values.buyerName ?? '',
    buyerAddress: values.buyerAddress ?? '',
    buyerNip: (values.buyerNip ?? '').replace(/\D/g, ''),
    buyerEmail: values.buyerEmail ?? '',
    paymentMethod: values.paymentMethod,
    paymentStatus: values.paymentStatus,
    priceBasis: values.priceBasis,
    lines: values.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity.trim(),
      unit: l.unit,
      [priceField(values.priceBasis)]: (l[priceField(values.priceBasis)] ?? '').trim(),
      vatRate: l.vatRate,
    })),
    reason: values.reason ?? '',
  };
}

/** The totals as the API will compute them, while the host types. */
export function liveTotals(lines: InvoiceLineValues[], basis: InvoicePriceBasis): InvoiceTotalsDto {
  const field = priceField(basis);
  const t = invoiceTotals(
    lines.map((l) => ({
      quantity: parseExactDecimal(l.quantity || '0', 3) === null ? '0' : l.quantity,
      [field]: parseExactDecimal(l[field] || '0', 2) === null ? '0' : l[field],
      vatRate: l.vatRate,
    })),
    basis,
  );
  return {
    rates: t.rates.map((r) => ({ vatRate: r.vatRate, net: groszeToDecimal(r.net), vat: groszeToDecimal(r.vat), gross: groszeToDecimal(r.gross) })),
    net: groszeToDecimal(t.net),
    vat: groszeToDecimal(t.vat),
    gross: groszeToDecimal(t.gross),
  };
}

/** The checks the API makes too, shown before sending: required fields, the NIP's check digit, the lines. */
export function validateInvoice(values: InvoiceFormValues, correction: boolean): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  if (!values.buyerName?.trim()) errors.buyerName = 'Pole jest wymagane';
  if (!values.buyerAddress?.trim()) errors.buyerAddress = 'Pole jest wymagane';
  const nip = (values.buyerNip ?? '').replace(/\D/g, '');
  if (nip && !isValidNip(nip)) errors.buyerNip = 'Nieprawidłowy NIP';
  if (correction && !values.reason?.trim()) errors.reason = 'Podaj przyczynę korekty';
  const lineErrors = values.lines.map((l) => {
    const e: Record<string, string> = {};
    if (!l.description?.trim()) e.description = 'Podaj nazwę usługi';
    const q = parseExactDecimal(l.quantity ?? '', 3);
    if (q === null) e.quantity = 'Podaj ilość, np. 2 lub 1,5';
    else if (q <= 0) e.quantity = 'Ilość musi być większa od zera';
    const field = priceField(values.priceBasis);
    const p = parseExactDecimal(l[field] ?? '', 2);
    if (p === null) e[field] = `Podaj kwotę ${INVOICE_PRICE_BASIS_LABELS[values.priceBasis]}, np. 250 lub 250,50`;
    else if (p < 0) e[field] = 'Kwota nie może być ujemna';
    return e;
  });
  if (lineErrors.some((e) => Object.keys(e).length)) errors.lines = lineErrors;
  return errors;
}
