import { Type } from 'typebox';
import { ValidationError } from '../../lib/errors';
import { pageParams } from '../../lib/resource';
import { UUID, groszeToDecimal, parseDay, toGrosze } from '../quotes/values';

/**
 * The reservations list query (spec 000 §7) → SQL conditions. Arrays arrive joined with '|', dates as MM/dd/yyyy
 * (yyyy-MM-dd is read too), payment statuses in the filter's own spelling. Every value reaches SQL as a parameter;
 * column names only ever come from the whitelists below.
 */
export const ListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 15 })),
  from: Type.Optional(Type.String({ description: 'stays overlapping the range from this day, MM/dd/yyyy' })),
  to: Type.Optional(Type.String({ description: 'stays overlapping the range up to this day, MM/dd/yyyy' })),
  orderBy: Type.Optional(Type.String()),
  orderSort: Type.Optional(Type.String({ description: 'asc or desc' })),
  statuses: Type.Optional(Type.String({ description: "new|confirmed|canceled|recent|no_show joined with '|'" })),
  apartmentNames: Type.Optional(Type.String({ description: "apartment names joined with '|'" })),
  paymentStatus: Type.Optional(Type.String({ description: "paid|partialy_paid|not_paid joined with '|'" })),
  source: Type.Optional(Type.String({ description: "sources joined with '|'" })),
  nightsCountFrom: Type.Optional(Type.String()),
  nightsCountTo: Type.Optional(Type.String()),
  pricePerNightFrom: Type.Optional(Type.String()),
  pricePerNightTo: Type.Optional(Type.String()),
  fullName: Type.Optional(Type.String({ description: 'case-insensitive contains' })),
  guestAddress: Type.Optional(Type.String({ description: 'case-insensitive contains' })),
  clientId: Type.Optional(Type.String()),
  apartmentIds: Type.Optional(Type.String({ description: "apartment ids joined with '|'" })),
  apartmentId: Type.Optional(Type.String()),
});
export type ListQueryInput = { page?: number; perPage?: number } & Partial<Record<Exclude<keyof typeof ListQuerySchema.properties, 'page' | 'perPage'>, string>>;

const ORDER_COLUMNS: Record<string, string> = {
  from: 'r.from_date',
  to: 'r.to_date',
  fullName: 'r.full_name',
  email: 'r.email',
  guestAddress: 'r.guest_address',
  apartmentName: 'a.name',
  createdAt: 'r.created_at',
  totalPrice: 'r.total_price',
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
  price_per_night: 'pricePerNight',
  payment_status: 'paymentStatus',
  nightsCount: 'nights',
  nights_count: 'nights',
};

const STATUSES = new Set(['new', 'confirmed', 'canceled', 'recent', 'no_show']);
const PAYMENT_FILTER: Record<string, string> = {
  paid: 'paid',
  partialy_paid: 'partly_paid',
  not_paid: 'unpaid',
  // the stored spellings are read too
  partly_paid: 'partly_paid',
  partially_paid: 'partly_paid',
  unpaid: 'unpaid',
};

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

export function buildListSql(accountId: string, query: ListQueryInput, resolved: { apartmentNameIds?: string[] } = {}): ListSql {
  const errors: Record<string, string[]> = {};
  const params: unknown[] = [accountId];
  const where = ['r.account_id = $1', "r.kind = 'reservation'"];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);

  const from = query.from ? parseDay(query.from) : null;
  const to = query.to ? parseDay(query.to) : null;
  if (query.from && !from) fail('from', 'Podaj poprawną datę (MM/dd/yyyy)');
  if (query.to && !to) fail('to', 'Podaj poprawną datę (MM/dd/yyyy)');
  if (from && to && to < from) fail('to', 'Data końcowa nie może być wcześniejsza niż początkowa');
  // stays overlapping the chosen days [from, to] (both days included); the two plain comparisons say the same as
  // the range test and let the planner walk the date indexes when the list is sorted by a date
  else if (from && to) {
    const [f, t] = [param(from), param(to)];
    where.push(`r.stay && daterange(${f}::date, ${t}::date, '[]')`, `r.from_date <= ${t}::date`, `r.to_date > ${f}::date`);
  } else if (from) where.push(`r.to_date > ${param(from)}::date`);
  else if (to) where.push(`r.from_date <= ${param(to)}::date`);

  const statuses = split(query.statuses);
  if (statuses.some((s) => !STATUSES.has(s))) fail('statuses', 'Wybierz jedną z dostępnych wartości');
  // compared as an expression on purpose: a plain \`status = any(...)\` lets the planner pick the no-overlap
  // constraint's index (partial on status, led by apartment_id) for date windows, and scan all of it
  else if (statuses.length) where.push(`(r.status || '') = any(${param(statuses)}::text[])`);

  const payments = split(query.paymentStatus);
  if (payments.some((s) => !PAYMENT_FILTER[s])) fail('paymentStatus', 'Wybierz jedną z dostępnych wartości');
  else if (payments.length) where.push(`r.payment_status = any(${param([...new Set(payments.map((s) => PAYMENT_FILTER[s]))])}::text[])`);

  // names arrive already turned into the account's apartment ids (see `apartmentNameIds`), so the planner sees the
  // ids and walks the apartment index
  if (split(query.apartmentNames).length) {
    const ids = resolved.apartmentNameIds ?? [];
    where.push(ids.length ? `r.apartment_id = any(${param(ids)}::uuid[])` : 'false');
  }

  const apartmentIds = [...split(query.apartmentIds), ...split(query.apartmentId)];
  if (apartmentIds.some((id) => !UUID.test(id))) fail('apartmentIds', 'Nieprawidłowa wartość');
  else if (apartmentIds.length) where.push(`r.apartment_id = any(${param(apartmentIds)}::uuid[])`);

  if (query.clientId !== undefined && query.clientId !== '') {
    if (!UUID.test(query.clientId)) fail('clientId', 'Nieprawidłowa wartość');
    else where.push(`r.client_id = ${param(query.clientId)}::uuid`);
  }

  const sources = split(query.source).map((s) => s.toLowerCase());
  if (sources.length) where.push(`lower(r.source) = any(${param(sources)}::text[])`);

  const nights = (field: 'nightsCountFrom' | 'nightsCountTo') => {
    const raw = query[field];
    if (raw === undefined || raw === '') return null;
    if (!/^\d{1,5}$/.test(raw.trim())) {
      fail(field, 'Podaj liczbę dób');
      return null;
    }
    return Number(raw);
  };
  const nightsFrom = nights('nightsCountFrom');
  const nightsTo = nights('nightsCountTo');
  if (nightsFrom !== null) where.push(`(r.to_date - r.from_date) >= ${param(nightsFrom)}::int`);
  if (nightsTo !== null) where.push(`(r.to_date - r.from_date) <= ${param(nightsTo)}::int`);

  const price = (field: 'pricePerNightFrom' | 'pricePerNightTo') => {
    const raw = query[field];
    if (raw === undefined || raw === '') return null;
    const grosze = toGrosze(raw);
    if (grosze === null) fail(field, 'Podaj kwotę, np. 250 lub 250,50');
    return grosze;
  };
  const priceFrom = price('pricePerNightFrom');
  const priceTo = price('pricePerNightTo');
  if (priceFrom !== null) where.push(`r.price_per_night >= ${param(groszeToDecimal(priceFrom))}::numeric`);
  if (priceTo !== null) where.push(`r.price_per_night <= ${param(groszeToDecimal(priceTo))}::numeric`);

  const fullName = query.fullName?.trim();
  if (fullName) where.push(`r.full_name ilike ${param(likeContains(fullName))}`);
  const guestAddress = query.guestAddress?.trim();
  if (guestAddress) where.push(`r.guest_address ilike ${param(likeContains(guestAddress))}`);

  const orderKey = query.orderBy ? (ORDER_ALIASES[query.orderBy] ?? query.orderBy) : 'from';
  const column = ORDER_COLUMNS[orderKey];
  if (!column) fail('orderBy', 'Nie można sortować po tej kolumnie');
  const sort = (query.orderSort ?? (query.orderBy ? 'asc' : 'desc')).toLowerCase();
  if (sort !== 'asc' && sort !== 'desc') fail('orderSort', 'Wybierz asc lub desc');

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const direction = sort === 'asc' ? 'asc' : 'desc';
  const { page, perPage, offset } = pageParams(query);
  return {
    where: where.join(' and '),
    params,
    sortsByApartment: orderKey === 'apartmentName',
    // the id breaks ties so that pages never repeat or skip a row
    orderBy: `${column} ${direction}, r.id ${direction}`,
    page,
    perPage,
    offset,
  };
}
