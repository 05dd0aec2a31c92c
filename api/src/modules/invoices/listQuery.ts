import { Type, type Static } from 'typebox';
import { INVOICE_PAYMENT_STATUSES, parseExactDecimal, parseDay } from '@gospodarz/contracts';
import { DayInput, withMessage } from '../../lib/schemas';
import { ValidationError } from '../../lib/errors';
import { pageParams } from '../../lib/resource';

/**
 * The invoices list query → the list's filters (the repository's `listInvoices` turns them into SQL, for one account). Dates as MM/dd/yyyy (yyyy-MM-dd is read too), arrays joined with '|'. `month` and
 * `year` pick the month the screen's switchers show (by issue date); the totals answered beside the page are those of
 * every invoice the filters keep, not only the page's.
 */
const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const ListDay = (description: string) => DayInput('Podaj poprawną datę (MM/dd/yyyy)', { description, examples: ['03/01/2030'] });
const Amount = (description: string) =>
  withMessage(Type.String({ pattern: '^\\s*(\\d{1,12}([.,]\\d{1,2})?)?\\s*$', description, examples: ['250'] }), 'Podaj kwotę, np. 250 lub 250,50');
const Id = (description: string) => withMessage(Type.String({ pattern: `^\\s*(${UUID_TEXT})?\\s*$`, description }), 'Nieprawidłowa wartość');

/** The columns the list sorts by (the repository holds each one's SQL). */
export const INVOICE_ORDER_KEYS = ['booked', 'issueDate', 'createdAt', 'number', 'fullName', 'amountToPay', 'paymentDate', 'status'] as const;
export type InvoiceOrderKey = (typeof INVOICE_ORDER_KEYS)[number];

export const InvoiceListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, examples: [1] })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 15 })),
  month: Type.Optional(withMessage(Type.Integer({ minimum: 1, maximum: 12, description: 'with year: invoices issued in this month' }), 'Podaj miesiąc 1-12')),
  year: Type.Optional(withMessage(Type.Integer({ minimum: 2000, maximum: 2100, examples: [2026] }), 'Podaj rok')),
  fullName: Type.Optional(Type.String({ maxLength: 200, description: "part of the buyer's name" })),
  apartmentIds: Type.Optional(
    withMessage(Type.String({ pattern: `^\\s*((${UUID_TEXT})\\s*(\\|\\s*(${UUID_TEXT})\\s*)*)?$`, description: "apartments' ids joined with '|'" }), 'Nieprawidłowa wartość'),
  ),
  issueDateFrom: Type.Optional(ListDay('issued on or after')),
  issueDateTo: Type.Optional(ListDay('issued on or before')),
  paymentDateFrom: Type.Optional(ListDay('payment deadline on or after')),
  paymentDateTo: Type.Optional(ListDay('payment deadline on or before')),
  rentalFrom: Type.Optional(ListDay('the stay overlaps the range from this day')),
  rentalTo: Type.Optional(ListDay('the stay overlaps the range up to this day')),
  status: Type.Optional(
    withMessage(Type.String({ pattern: `^\\s*(${INVOICE_PAYMENT_STATUSES.join('|')})?\\s*$`, description: 'paid or unpaid' }), 'Wybierz jedną z dostępnych wartości'),
  ),
  ksefStatus: Type.Optional(
    withMessage(
      Type.String({ pattern: `^\\s*(none|pending|sent|accepted|rejected|offline)?\\s*$`, description: "the invoice's way to KSeF: none (not sent), pending, sent, accepted, rejected, offline" }),
      'Wybierz jedną z dostępnych wartości',
    ),
  ),
  grossFrom: Type.Optional(Amount('gross amount from')),
  grossTo: Type.Optional(Amount('gross amount to')),
  reservationId: Type.Optional(Id('invoices of one reservation')),
  clientId: Type.Optional(Id("invoices of one client's stays")),
  orderBy: Type.Optional(
    withMessage(Type.Unsafe<string>({ type: 'string', enum: [...INVOICE_ORDER_KEYS], description: 'booked (the issue date) by default' }), 'Nie można sortować po tej kolumnie'),
  ),
  orderSort: Type.Optional(withMessage(Type.Unsafe<string>({ type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] }), 'Wybierz asc lub desc')),
});
export type InvoiceListQuery = Static<typeof InvoiceListQuerySchema>;

/** The list's filters as the repository takes them: values parsed and checked, nothing of SQL. */
export interface InvoiceListFilters {
  /** invoices issued in the month starting this day (yyyy-MM-01) */
  monthStart: string | null;
  fullName: string | null;
  apartmentIds: string[];
  issueDateFrom: string | null;
  issueDateTo: string | null;
  paymentDateFrom: string | null;
  paymentDateTo: string | null;
  /** the stay overlaps [rentalFrom, rentalTo] */
  rentalFrom: string | null;
  rentalTo: string | null;
  paymentStatus: string | null;
  /** a KSeF status, or 'none' (never queued for KSeF) */
  ksefStatus: string | null;
  /** grosze */
  grossFrom: number | null;
  grossTo: number | null;
  reservationId: string | null;
  clientId: string | null;
  order: { key: InvoiceOrderKey; direction: 'asc' | 'desc' };
  page: number;
  perPage: number;
  offset: number;
}

/** The query's filters, or a ValidationError naming what the schema could not say was wrong. */
export function parseInvoiceListFilters(query: InvoiceListQuery): InvoiceListFilters {
  const errors: Record<string, string[]> = {};
  const day = (key: keyof InvoiceListQuery) => (query[key] ? parseDay(String(query[key])) : null);
  const range = (fromKey: keyof InvoiceListQuery, toKey: keyof InvoiceListQuery) => {
    const [from, to] = [day(fromKey), day(toKey)];
    if (from && to && to < from) errors[toKey] = ['Data końcowa nie może być wcześniejsza niż początkowa'];
    return [from, to];
  };

  let monthStart: string | null = null;
  if (query.month !== undefined || query.year !== undefined) {
    if (query.month === undefined) errors.month = ['Podaj miesiąc 1-12'];
    else if (query.year === undefined) errors.year = ['Podaj rok'];
    else monthStart = `${query.year}-${String(query.month).padStart(2, '0')}-01`;
  }
  const [issueDateFrom, issueDateTo] = range('issueDateFrom', 'issueDateTo');
  const [paymentDateFrom, paymentDateTo] = range('paymentDateFrom', 'paymentDateTo');
  const [rentalFrom, rentalTo] = range('rentalFrom', 'rentalTo');
  const grossFrom = query.grossFrom?.trim() ? parseExactDecimal(query.grossFrom, 2) : null;
  const grossTo = query.grossTo?.trim() ? parseExactDecimal(query.grossTo, 2) : null;
  if (grossFrom !== null && grossTo !== null && grossTo < grossFrom) errors.grossTo = ['Kwota końcowa nie może być mniejsza niż początkowa'];
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const key = INVOICE_ORDER_KEYS.find((k) => k === query.orderBy) ?? 'booked';
  const text = (value: string | undefined) => value?.trim() || null;
  return {
    monthStart,
    fullName: text(query.fullName),
    apartmentIds: (query.apartmentIds ?? '')
      .split('|')
      .map((a) => a.trim())
      .filter(Boolean),
    issueDateFrom,
    issueDateTo,
    paymentDateFrom,
    paymentDateTo,
    rentalFrom,
    rentalTo,
    paymentStatus: text(query.status),
    ksefStatus: text(query.ksefStatus),
    grossFrom,
    grossTo,
    reservationId: text(query.reservationId),
    clientId: text(query.clientId),
    order: { key, direction: (query.orderSort ?? 'desc').toLowerCase() === 'asc' ? 'asc' : 'desc' },
    ...pageParams(query),
  };
}
