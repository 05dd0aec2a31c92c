import { Type, type Static } from 'typebox';
import { INVOICE_PAYMENT_STATUSES, parseExactDecimal, parseDay } from '@gospodarz/contracts';
import { DayInput, withMessage } from '../../lib/schemas';
import { ValidationError } from '../../lib/errors';
import { pageParams } from '../../lib/resource';
import { likeContains } from '../reservations';
import type { InvoiceListSql } from './repository';

/**
 * The invoices list query → SQL. Dates as MM/dd/yyyy (yyyy-MM-dd is read too), arrays joined with '|'. `month` and
 * `year` pick the month the screen's switchers show (by issue date); the totals answered beside the page are those of
 * every invoice the filters keep, not only the page's.
 */
const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const ListDay = (description: string) => DayInput('Podaj poprawną datę (MM/dd/yyyy)', { description, examples: ['03/01/2030'] });
const Amount = (description: string) =>
  withMessage(Type.String({ pattern: '^\\s*(\\d{1,12}([.,]\\d{1,2})?)?\\s*$', description, examples: ['250'] }), 'Podaj kwotę, np. 250 lub 250,50');
const Id = (description: string) => withMessage(Type.String({ pattern: `^\\s*(${UUID_TEXT})?\\s*$`, description }), 'Nieprawidłowa wartość');

const ORDER_COLUMNS: Record<string, string> = {
  booked: 'i.issue_date',
  issueDate: 'i.issue_date',
  createdAt: 'i.created_at',
  number: 'i.issue_date',
  fullName: 'i.buyer_name',
  amountToPay: 'i.gross_total',
  paymentDate: 'i.due_date',
  status: 'i.payment_status',
};

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
    withMessage(Type.Unsafe<string>({ type: 'string', enum: Object.keys(ORDER_COLUMNS), description: 'booked (the issue date) by default' }), 'Nie można sortować po tej kolumnie'),
  ),
  orderSort: Type.Optional(withMessage(Type.Unsafe<string>({ type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] }), 'Wybierz asc lub desc')),
});
export type InvoiceListQuery = Static<typeof InvoiceListQuerySchema>;

export function buildListQuery(query: InvoiceListQuery): InvoiceListSql & { page: number } {
  const errors: Record<string, string[]> = {};
  const where: string[] = [];
  const params: unknown[] = [];
  // $1 the account and $2 the apartments come first (repository)
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length + 2}`;
  };
  const range = (fromKey: keyof InvoiceListQuery, toKey: keyof InvoiceListQuery, column: string) => {
    const from = query[fromKey] ? parseDay(query[fromKey]) : null;
    const to = query[toKey] ? parseDay(query[toKey]) : null;
    if (from && to && to < from) errors[toKey] = ['Data końcowa nie może być wcześniejsza niż początkowa'];
    if (from) where.push(`${column} >= ${param(from)}::date`);
    if (to) where.push(`${column} <= ${param(to)}::date`);
  };

  if (query.month !== undefined || query.year !== undefined) {
    if (query.month === undefined) errors.month = ['Podaj miesiąc 1-12'];
    else if (query.year === undefined) errors.year = ['Podaj rok'];
    else {
      const first = `${query.year}-${String(query.month).padStart(2, '0')}-01`;
      where.push(`i.issue_date >= ${param(first)}::date and i.issue_date < (${param(first)}::date + interval '1 month')`);
    }
  }
  const fullName = query.fullName?.trim();
  if (fullName) where.push(`i.buyer_name ilike ${param(likeContains(fullName))}`);
  const apartments = (query.apartmentIds ?? '')
    .split('|')
    .map((a) => a.trim())
    .filter(Boolean);
  if (apartments.length) where.push(`i.apartment_id = any(${param(apartments)}::uuid[])`);
  range('issueDateFrom', 'issueDateTo', 'i.issue_date');
  range('paymentDateFrom', 'paymentDateTo', 'i.due_date');
  const rentalFrom = query.rentalFrom ? parseDay(query.rentalFrom) : null;
  const rentalTo = query.rentalTo ? parseDay(query.rentalTo) : null;
  if (rentalFrom && rentalTo && rentalTo < rentalFrom) errors.rentalTo = ['Data końcowa nie może być wcześniejsza niż początkowa'];
  if (rentalFrom) where.push(`r.to_date > ${param(rentalFrom)}::date`);
  if (rentalTo) where.push(`r.from_date <= ${param(rentalTo)}::date`);
  const status = query.status?.trim();
  if (status) where.push(`i.payment_status = ${param(status)}`);
  const ksefStatus = query.ksefStatus?.trim();
  if (ksefStatus === 'none') where.push('not exists (select 1 from invoice_ksef k where k.invoice_id = i.id)');
  else if (ksefStatus) where.push(`exists (select 1 from invoice_ksef k where k.invoice_id = i.id and k.status = ${param(ksefStatus)})`);
  const grossFrom = query.grossFrom?.trim() ? parseExactDecimal(query.grossFrom, 2) : null;
  const grossTo = query.grossTo?.trim() ? parseExactDecimal(query.grossTo, 2) : null;
  if (grossFrom !== null && grossTo !== null && grossTo < grossFrom) errors.grossTo = ['Kwota końcowa nie może być mniejsza niż początkowa'];
  if (grossFrom !== null) where.push(`i.gross_total >= ${param(grossFrom / 100)}::numeric`);
  if (grossTo !== null) where.push(`i.gross_total <= ${param(grossTo / 100)}::numeric`);
  const reservationId = query.reservationId?.trim();
  if (reservationId) where.push(`i.reservation_id = ${param(reservationId)}::uuid`);
  const clientId = query.clientId?.trim();
  if (clientId) where.push(`r.client_id = ${param(clientId)}::uuid`);
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const column = ORDER_COLUMNS[query.orderBy ?? 'booked'] ?? ORDER_COLUMNS.booked;
  const sort = (query.orderSort ?? 'desc').toLowerCase() === 'asc' ? 'asc' : 'desc';
  const { page, perPage, offset } = pageParams(query);
  return { where, params, orderBy: `${column} ${sort}, i.created_at ${sort}, i.id ${sort}`, perPage, offset, page };
}
