import { Type, type Static } from 'typebox';
import { RESERVATION_STATUSES, parseDay, toGrosze } from '@gospodarz/contracts';
import { DayInput, withMessage } from '../../lib/schemas';
import { ValidationError } from '../../lib/errors';
import { pageParams } from '../../lib/resource';

/**
 * The reservations list query → the list's filters. Arrays arrive joined with '|', dates as MM/dd/yyyy (yyyy-MM-dd is
 * read too), payment statuses in the filter's own spelling. The schema checks every value's form; what it cannot
 * say (a day that exists, a range that does not run backwards) is checked here. The repository
 * (`listReservations`) turns the filters into SQL, for one account.
 */
const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** '' or values of `words` joined with '|' (spaces around them allowed) */
const joined = (words: string) => `^\\s*((${words})\\s*(\\|\\s*(${words})\\s*)*)?\\|?\\s*$`;
const anyCase = (word: string) => word.replace(/[a-z]/gi, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`);
const ListDay = (description: string) => DayInput('Podaj poprawną datę (MM/dd/yyyy)', { description, examples: ['03/01/2030'] });
const Nights = withMessage(Type.String({ pattern: '^\\s*(\\d{1,5})?\\s*$', examples: ['3'] }), 'Podaj liczbę dób');
const Amount = withMessage(Type.String({ pattern: '^\\s*(\\d{1,9}([.,]\\d{1,2})?)?\\s*$', examples: ['250'] }), 'Podaj kwotę, np. 250 lub 250,50');
const Values = (values: string[], description: string) =>
  withMessage(Type.String({ pattern: joined(values.join('|')), description, examples: [values.slice(0, 2).join('|')] }), 'Wybierz jedną z dostępnych wartości');
const Ids = (description: string) => withMessage(Type.String({ pattern: joined(UUID_TEXT), description }), 'Nieprawidłowa wartość');

/** The columns the list sorts by (the repository holds each one's SQL). */
export const ORDER_KEYS = [
  'from',
  'to',
  'fullName',
  'email',
  'guestAddress',
  'apartmentName',
  'createdAt',
  'totalPrice',
  'grandTotal',
  'pricePerNight',
  'status',
  'paymentStatus',
  'nights',
  'adults',
  'children',
  'source',
] as const;
export type ListOrderKey = (typeof ORDER_KEYS)[number];
const ORDER_ALIASES: Record<string, ListOrderKey> = {
  from_date: 'from',
  fromDate: 'from',
  to_date: 'to',
  toDate: 'to',
  full_name: 'fullName',
  guest_address: 'guestAddress',
  apartment: 'apartmentName',
  apartment_name: 'apartmentName',
  created_at: 'createdAt',
  total_price: 'totalPrice',
  grand_total: 'grandTotal',
  price_per_night: 'pricePerNight',
  payment_status: 'paymentStatus',
  nightsCount: 'nights',
  nights_count: 'nights',
};

const PAYMENT_FILTER: Record<string, string> = {
  paid: 'paid',
  partialy_paid: 'partly_paid',
  not_paid: 'unpaid',
  // the stored spellings are read too
  partly_paid: 'partly_paid',
  partially_paid: 'partly_paid',
  unpaid: 'unpaid',
};

const ORDER_BY = withMessage(
  Type.Unsafe<string>({ type: 'string', enum: [...ORDER_KEYS, ...Object.keys(ORDER_ALIASES)], description: 'the column to sort by', examples: ['from'] }),
  'Nie można sortować po tej kolumnie',
);

export const ListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, examples: [1] })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 15 })),
  from: Type.Optional(ListDay('stays overlapping the range from this day, MM/dd/yyyy')),
  to: Type.Optional(ListDay('stays overlapping the range up to this day, MM/dd/yyyy')),
  orderBy: Type.Optional(ORDER_BY),
  orderSort: Type.Optional(withMessage(Type.String({ pattern: `^(${anyCase('asc')}|${anyCase('desc')})$`, description: 'asc or desc', examples: ['asc'] }), 'Wybierz asc lub desc')),
  statuses: Type.Optional(Values([...RESERVATION_STATUSES], "statuses joined with '|'")),
  apartmentNames: Type.Optional(Type.String({ description: "apartment names joined with '|'", examples: ['Apartament Morski|Studio Wawel'] })),
  paymentStatus: Type.Optional(Values(Object.keys(PAYMENT_FILTER), "paid|partialy_paid|not_paid joined with '|'")),
  source: Type.Optional(Type.String({ description: "sources joined with '|'", examples: ['booking|airbnb'] })),
  nightsCountFrom: Type.Optional(Nights),
  nightsCountTo: Type.Optional(Nights),
  pricePerNightFrom: Type.Optional(Amount),
  pricePerNightTo: Type.Optional(Amount),
  fullName: Type.Optional(Type.String({ description: 'case-insensitive contains', examples: ['Kowal'] })),
  guestAddress: Type.Optional(Type.String({ description: 'case-insensitive contains', examples: ['Warszawa'] })),
  clientId: Type.Optional(withMessage(Type.String({ pattern: `^(${UUID_TEXT})?$` }), 'Nieprawidłowa wartość')),
  apartmentIds: Type.Optional(Ids("apartment ids joined with '|'")),
  apartmentId: Type.Optional(Ids('one apartment id (or several joined with |)')),
  arrivalOn: Type.Optional(ListDay("stays arriving on this day (the quick view 'Dziś przyjazdy')")),
  departureOn: Type.Optional(ListDay("stays leaving on this day (the quick view 'Dziś wyjazdy')")),
});
export type ListQueryInput = Static<typeof ListQuerySchema>;

/** The list's filters as the repository takes them: values parsed and checked, nothing of SQL. */
export interface ReservationListFilters {
  /** stays overlapping [from, to] (both days included), either end may be open */
  from: string | null;
  to: string | null;
  statuses: string[];
  /** stored spellings (paid, partly_paid, unpaid) */
  paymentStatuses: string[];
  /** the apartments' names, turned into the account's apartment ids by the repository */
  apartmentNames: string[];
  apartmentIds: string[];
  arrivalOn: string | null;
  departureOn: string | null;
  clientId: string | null;
  /** lower case */
  sources: string[];
  nightsFrom: number | null;
  nightsTo: number | null;
  /** grosze */
  pricePerNightFrom: number | null;
  pricePerNightTo: number | null;
  fullName: string | null;
  guestAddress: string | null;
  /** null: the nearest arrivals first (stays not yet over by arrival, then the past ones, latest first) */
  order: { key: ListOrderKey; direction: 'asc' | 'desc' } | null;
  page: number;
  perPage: number;
  offset: number;
}

const split = (value: string | undefined) =>
  (value ?? '')
    .split('|')
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** '%', '_' and '\' typed by a user are matched literally by ILIKE. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The query's filters, or a ValidationError naming what the schema could not say was wrong. */
export function parseListFilters(query: ListQueryInput): ReservationListFilters {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const day = (value: string | undefined) => (value?.trim() ? parseDay(value) : null);

  const from = day(query.from);
  const to = day(query.to);
  if (from && to && to < from) fail('to', 'Data końcowa nie może być wcześniejsza niż początkowa');
  const nights = (value: string | undefined) => (value?.trim() ? Number(value.trim()) : null);
  const price = (value: string | undefined) => (value?.trim() ? toGrosze(value) : null);
  const text = (value: string | undefined) => value?.trim() || null;
  const orderKey = query.orderBy ? (ORDER_ALIASES[query.orderBy] ?? (query.orderBy as ListOrderKey)) : 'from';
  const direction = (query.orderSort ?? (query.orderBy ? 'asc' : 'desc')).toLowerCase() === 'asc' ? 'asc' : 'desc';

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    from,
    to,
    statuses: split(query.statuses),
    paymentStatuses: [...new Set(split(query.paymentStatus).map((s) => PAYMENT_FILTER[s]))],
    apartmentNames: split(query.apartmentNames),
    apartmentIds: [...split(query.apartmentIds), ...split(query.apartmentId)],
    arrivalOn: day(query.arrivalOn),
    departureOn: day(query.departureOn),
    clientId: query.clientId || null,
    sources: split(query.source).map((s) => s.toLowerCase()),
    nightsFrom: nights(query.nightsCountFrom),
    nightsTo: nights(query.nightsCountTo),
    pricePerNightFrom: price(query.pricePerNightFrom),
    pricePerNightTo: price(query.pricePerNightTo),
    fullName: text(query.fullName),
    guestAddress: text(query.guestAddress),
    order: !query.orderBy && !query.orderSort ? null : { key: orderKey, direction },
    ...pageParams(query),
  };
}
