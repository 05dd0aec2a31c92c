import { Type, type Static } from 'typebox';
import { RESERVATION_STATUSES, groszeToDecimal, parseDay, toGrosze, todayInPoland } from '@gospodarz/contracts';
import { DayInput, withMessage } from '../../lib/schemas';
import { ValidationError } from '../../lib/errors';
import { pageParams } from '../../lib/resource';
import type { ApartmentScope } from '../../lib/scope';

/**
 * The reservations list query → SQL conditions. Arrays arrive joined with '|', dates as MM/dd/yyyy (yyyy-MM-dd is
 * read too), payment statuses in the filter's own spelling. The schema checks every value's form; what it cannot
 * say (a day that exists, a range that does not run backwards) is checked here. Every value reaches SQL as a
 * parameter; column names only ever come from the whitelists below.
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

const ORDER_COLUMNS: Record<string, string> = {
  from: 'r.from_date',
  to: 'r.to_date',
  fullName: 'r.full_name',
  email: 'r.email',
  guestAddress: 'r.guest_address',
  apartmentName: 'a.name',
  createdAt: 'r.created_at',
  totalPrice: 'r.total_price',
  grandTotal: 'r.grand_total',
  pricePerNight: 'r.price_per_night',
  status: 'r.status',
  paymentStatus: 'r.payment_status',
  nights: '(r.to_date - r.from_date)',
  adults: 'r.adults',
  children: 'r.children',
  source: 'r.source',
};
const ORDER_ALIASES: Record<string, string> = {
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
  Type.Unsafe<string>({ type: 'string', enum: [...Object.keys(ORDER_COLUMNS), ...Object.keys(ORDER_ALIASES)], description: 'the column to sort by', examples: ['from'] }),
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

export interface ListSql {
  /** conditions on `reservations r` alone */
  where: string;
  params: unknown[];
  /** the sort needs the apartment's name, so the join comes before the limit */
  sortsByApartment: boolean;
  orderBy: string;
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

/** `apartments`: what the caller may see (null: the whole account); a co-host's list never holds other apartments. */
export function buildListSql(
  accountId: string,
  apartments: ApartmentScope,
  query: ListQueryInput,
  resolved: { apartmentNameIds?: string[]; today?: string } = {},
): ListSql {
  const errors: Record<string, string[]> = {};
  const params: unknown[] = [accountId];
  const where = ['r.account_id = $1', "r.kind = 'reservation'"];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // added only for a co-host: the owner's list keeps the plain conditions its indexes and benchmarks are built for
  if (apartments !== null) where.push(`r.apartment_id = any(${param(apartments)}::uuid[])`);
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);

  const from = query.from?.trim() ? parseDay(query.from) : null;
  const to = query.to?.trim() ? parseDay(query.to) : null;
  if (from && to && to < from) fail('to', 'Data końcowa nie może być wcześniejsza niż początkowa');
  // stays overlapping the chosen days [from, to] (both days included); the two plain comparisons say the same as
  // the range test and let the planner walk the date indexes when the list is sorted by a date
  else if (from && to) {
    const [f, t] = [param(from), param(to)];
    where.push(`r.stay && daterange(${f}::date, ${t}::date, '[]')`, `r.from_date <= ${t}::date`, `r.to_date > ${f}::date`);
  } else if (from) where.push(`r.to_date > ${param(from)}::date`);
  else if (to) where.push(`r.from_date <= ${param(to)}::date`);

  const statuses = split(query.statuses);
  // compared as an expression on purpose: a plain \`status = any(...)\` lets the planner pick the no-overlap
  // constraint's index (partial on status, led by apartment_id) for date windows, and scan all of it
  if (statuses.length) where.push(`(r.status || '') = any(${param(statuses)}::text[])`);

  const payments = split(query.paymentStatus);
  if (payments.length) where.push(`r.payment_status = any(${param([...new Set(payments.map((s) => PAYMENT_FILTER[s]))])}::text[])`);

  // names arrive already turned into the account's apartment ids (see `apartmentNameIds`), so the planner sees the
  // ids and walks the apartment index
  if (split(query.apartmentNames).length) {
    const ids = resolved.apartmentNameIds ?? [];
    where.push(ids.length ? `r.apartment_id = any(${param(ids)}::uuid[])` : 'false');
  }

  const apartmentIds = [...split(query.apartmentIds), ...split(query.apartmentId)];
  if (apartmentIds.length) where.push(`r.apartment_id = any(${param(apartmentIds)}::uuid[])`);

  const arrivalOn = query.arrivalOn?.trim() ? parseDay(query.arrivalOn) : null;
  if (arrivalOn) where.push(`r.from_date = ${param(arrivalOn)}::date`);
  const departureOn = query.departureOn?.trim() ? parseDay(query.departureOn) : null;
  if (departureOn) where.push(`r.to_date = ${param(departureOn)}::date`);

  if (query.clientId) where.push(`r.client_id = ${param(query.clientId)}::uuid`);

  const sources = split(query.source).map((s) => s.toLowerCase());
  if (sources.length) where.push(`lower(r.source) = any(${param(sources)}::text[])`);

  const nightsFrom = query.nightsCountFrom?.trim();
  const nightsTo = query.nightsCountTo?.trim();
  if (nightsFrom) where.push(`(r.to_date - r.from_date) >= ${param(Number(nightsFrom))}::int`);
  if (nightsTo) where.push(`(r.to_date - r.from_date) <= ${param(Number(nightsTo))}::int`);

  const priceFrom = query.pricePerNightFrom?.trim() ? toGrosze(query.pricePerNightFrom) : null;
  const priceTo = query.pricePerNightTo?.trim() ? toGrosze(query.pricePerNightTo) : null;
  if (priceFrom !== null) where.push(`r.price_per_night >= ${param(groszeToDecimal(priceFrom))}::numeric`);
  if (priceTo !== null) where.push(`r.price_per_night <= ${param(groszeToDecimal(priceTo))}::numeric`);

  const fullName = query.fullName?.trim();
  if (fullName) where.push(`r.full_name ilike ${param(likeContains(fullName))}`);
  const guestAddress = query.guestAddress?.trim();
  if (guestAddress) where.push(`r.guest_address ilike ${param(likeContains(guestAddress))}`);

  const orderKey = query.orderBy ? (ORDER_ALIASES[query.orderBy] ?? query.orderBy) : 'from';
  const column = ORDER_COLUMNS[orderKey];
  const direction = (query.orderSort ?? (query.orderBy ? 'asc' : 'desc')).toLowerCase() === 'asc' ? 'asc' : 'desc';
  // without a chosen sort the nearest arrivals come first: stays not yet over (today's and the next ones) by
  // arrival, then the past ones, latest first
  let orderBy = `${column} ${direction}, r.id ${direction}`;
  if (!query.orderBy && !query.orderSort) {
    // a literal, not a parameter: the count runs the same parameters without the order; the value is a day the
    // server computed, checked to be yyyy-MM-dd
    const day = resolved.today ?? todayInPoland();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
    const today = `'${day}'::date`;
    orderBy = `(r.to_date < ${today}) asc, (case when r.to_date >= ${today} then r.from_date end) asc, r.from_date desc, r.id asc`;
  }

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const { page, perPage, offset } = pageParams(query);
  return {
    where: where.join(' and '),
    params,
    sortsByApartment: orderKey === 'apartmentName',
    // the id breaks ties so that pages never repeat or skip a row
    orderBy,
    page,
    perPage,
    offset,
  };
}
