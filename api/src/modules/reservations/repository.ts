import type { PaymentStatus, ReservationStatus } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { groszeToDecimal, todayInPoland } from '@gospodarz/contracts';
import { withinApartments, type ApartmentScope } from '../../lib/scope';
import { likeContains, type ListOrderKey, type ReservationListFilters } from './listQuery';
import type { ListTotals } from './listCache';

/**
 * SQL of reservations. Every function takes the account and the apartments the caller may see (null: all) and
 * scopes by both; blocks (kind 'block') are never touched.
 */
export interface ReservationRow {
  id: string;
  account_id: string;
  apartment_id: string;
  apartment_name: string;
  client_id: string | null;
  from_date: string;
  to_date: string;
  nights: number;
  /** the columns' CHECKs hold the contract's statuses */
  status: ReservationStatus;
  payment_status: PaymentStatus;
  full_name: string;
  email: string;
  phone_number: string;
  guest_address: string;
  adults: number;
  children: number;
  price_per_night: string;
  total_price: string;
  currency: string;
  apartment_address: string;
  comments: string;
  source: string;
  payment_source: string;
  invoice_issued: boolean;
  created_at: Date | string;
  price_overridden: boolean;
  cleaning_fee: string;
  tourist_tax: string;
  deposit: string;
  deposit_due: string | null;
  /** the bill's parts beyond the nights and fees (migration 980) */
  night_prices: unknown;
  cancellation_fee: string | null;
  children_ages: string;
  security_deposit: string;
  /** the extras taken and the discount (migration 982) */
  extras: unknown;
  discount: string;
  discount_reason: string;
  /** the guests exempt from the tourist tax by statute, each with the reason (migration 948) */
  tourist_tax_exemptions: unknown;
  /** derived by the database: the bill's total and payments less refunds */
  grand_total: string;
  paid: string;
  /** the stay's invoices (corrections too): ids and numbers */
  invoices: Array<{ id: string; number: string; kind: string }>;
}

const COLUMNS = `r.id, r.account_id, r.apartment_id, a.name as apartment_name, r.client_id, r.from_date, r.to_date,
  (r.to_date - r.from_date) as nights, r.status, r.payment_status, r.full_name, r.email, r.phone_number, r.guest_address,
  r.adults, r.children, r.price_per_night, r.total_price, r.currency, r.apartment_address, r.comments, r.source,
  r.payment_source, r.invoice_issued, r.created_at,
  r.price_overridden, r.cleaning_fee, r.tourist_tax, r.deposit, to_char(r.deposit_due, 'YYYY-MM-DD') as deposit_due,
  r.night_prices, r.cancellation_fee, r.children_ages, r.security_deposit, r.grand_total, r.paid, r.extras, r.discount, r.discount_reason, r.tourist_tax_exemptions,
  coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'number', i.number, 'kind', i.kind) order by i.issue_date, i.number)
              from invoices i where i.account_id = r.account_id and i.reservation_id = r.id), '[]'::jsonb) as invoices`;

const ORDER_COLUMNS: Record<ListOrderKey, string> = {
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

interface ListSql {
  /** conditions on `reservations r` alone */
  where: string;
  params: unknown[];
  /** the sort needs the apartment's name, so the join comes before the limit */
  sortsByApartment: boolean;
  orderBy: string;
  perPage: number;
  offset: number;
}

/**
 * The list's SQL for the account's reservations in scope (`apartments`: null for the whole account; a co-host's list
 * never holds other apartments). Every value reaches SQL as a parameter; column names only come from ORDER_COLUMNS.
 * `apartmentNameIds`: the ids the names filter resolved to; `today`: the day the default order starts from.
 */
function listSql(accountId: string, apartments: ApartmentScope, f: ReservationListFilters, apartmentNameIds: string[], today: string): ListSql {
  const params: unknown[] = [accountId];
  const where = ['r.account_id = $1', "r.kind = 'reservation'"];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // added only for a co-host: the owner's list keeps the plain conditions its indexes and benchmarks are built for
  if (apartments !== null) where.push(`r.apartment_id = any(${param(apartments)}::uuid[])`);

  // stays overlapping the chosen days [from, to] (both days included); the two plain comparisons say the same as
  // the range test and let the planner walk the date indexes when the list is sorted by a date
  if (f.from && f.to) {
    const [from, to] = [param(f.from), param(f.to)];
    where.push(`r.stay && daterange(${from}::date, ${to}::date, '[]')`, `r.from_date <= ${to}::date`, `r.to_date > ${from}::date`);
  } else if (f.from) where.push(`r.to_date > ${param(f.from)}::date`);
  else if (f.to) where.push(`r.from_date <= ${param(f.to)}::date`);

  // compared as an expression on purpose: a plain \`status = any(...)\` lets the planner pick the no-overlap
  // constraint's index (partial on status, led by apartment_id) for date windows, and scan all of it
  if (f.statuses.length) where.push(`(r.status || '') = any(${param(f.statuses)}::text[])`);
  if (f.paymentStatuses.length) where.push(`r.payment_status = any(${param(f.paymentStatuses)}::text[])`);

  // names arrive already turned into the account's apartment ids, so the planner sees the ids and walks the
  // apartment index
  if (f.apartmentNames.length) where.push(apartmentNameIds.length ? `r.apartment_id = any(${param(apartmentNameIds)}::uuid[])` : 'false');
  if (f.apartmentIds.length) where.push(`r.apartment_id = any(${param(f.apartmentIds)}::uuid[])`);

  if (f.arrivalOn) where.push(`r.from_date = ${param(f.arrivalOn)}::date`);
  if (f.departureOn) where.push(`r.to_date = ${param(f.departureOn)}::date`);
  if (f.clientId) where.push(`r.client_id = ${param(f.clientId)}::uuid`);
  if (f.sources.length) where.push(`lower(r.source) = any(${param(f.sources)}::text[])`);
  if (f.nightsFrom !== null) where.push(`(r.to_date - r.from_date) >= ${param(f.nightsFrom)}::int`);
  if (f.nightsTo !== null) where.push(`(r.to_date - r.from_date) <= ${param(f.nightsTo)}::int`);
  if (f.pricePerNightFrom !== null) where.push(`r.price_per_night >= ${param(groszeToDecimal(f.pricePerNightFrom))}::numeric`);
  if (f.pricePerNightTo !== null) where.push(`r.price_per_night <= ${param(groszeToDecimal(f.pricePerNightTo))}::numeric`);
  if (f.fullName) where.push(`r.full_name ilike ${param(likeContains(f.fullName))}`);
  if (f.guestAddress) where.push(`r.guest_address ilike ${param(likeContains(f.guestAddress))}`);

  const key = f.order?.key ?? 'from';
  // the id breaks ties so that pages never repeat or skip a row
  let orderBy = f.order ? `${ORDER_COLUMNS[key]} ${f.order.direction}, r.id ${f.order.direction}` : '';
  if (!f.order) {
    // a literal, not a parameter: the count runs the same parameters without the order; the value is a day the
    // server computed, checked to be yyyy-MM-dd
    if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`not a day: ${today}`);
    const day = `'${today}'::date`;
    orderBy = `(r.to_date < ${day}) asc, (case when r.to_date >= ${day} then r.from_date end) asc, r.from_date desc, r.id asc`;
  }
  return { where: where.join(' and '), params, sortsByApartment: key === 'apartmentName', orderBy, perPage: f.perPage, offset: f.offset };
}

/**
 * One page of the account's reservations in scope that pass the filters, and the count of every matching row, run
 * side by side. The page's ids are chosen first (often from the index alone, however deep the page) and only those
 * rows are read and joined to their apartments; a list sorted by apartment name joins before it limits. `countOf`
 * runs the count (or answers it from a cache), given a key that names the count's conditions and values.
 */
export async function listReservations(
  db: Queryable,
  accountId: string,
  apartments: ApartmentScope,
  filters: ReservationListFilters,
  countOf: (key: string, compute: () => Promise<ListTotals>) => Promise<ListTotals>,
  today = todayInPoland(),
): Promise<{ rows: ReservationRow[]; totals: ListTotals }> {
  const apartmentNameIds = filters.apartmentNames.length ? await apartmentIdsByName(db, accountId, apartments, filters.apartmentNames) : [];
  const sql = listSql(accountId, apartments, filters, apartmentNameIds, today);
  const limit = sql.params.length + 1;
  const pageSql = sql.sortsByApartment
    ? `select ${COLUMNS} from reservations r join apartments a on a.id = r.apartment_id
        where ${sql.where} order by ${sql.orderBy} limit $${limit} offset $${limit + 1}`
    : `select ${COLUMNS}
         from (select r.id from reservations r where ${sql.where} order by ${sql.orderBy} limit $${limit} offset $${limit + 1}) page
         join reservations r on r.id = page.id
         join apartments a on a.id = r.apartment_id
        order by ${sql.orderBy}`;
  // per currency: the rows' count and nights, and their amounts, which are only added up within one currency
  const countSql = `select r.currency, count(*)::int as count, coalesce(sum(r.to_date - r.from_date), 0)::int as nights,
      coalesce(sum(r.grand_total), 0)::numeric(16,2)::text as amount,
      coalesce(sum(r.grand_total - r.paid), 0)::numeric(16,2)::text as balance
    from reservations r where ${sql.where} group by r.currency`;
  const [rows, totals] = await Promise.all([
    db.query<ReservationRow>(pageSql, [...sql.params, sql.perPage, sql.offset]),
    countOf(`${sql.where}\u0000${JSON.stringify(sql.params)}`, async () => {
      const groups = await db.query<{ currency: string; count: number; nights: number; amount: string; balance: string }>(countSql, sql.params);
      return {
        count: groups.reduce((sum, g) => sum + g.count, 0),
        nights: groups.reduce((sum, g) => sum + g.nights, 0),
        amounts: Object.fromEntries(groups.map((g) => [g.currency, g.amount])),
        balances: Object.fromEntries(groups.map((g) => [g.currency, g.balance])),
      };
    }),
  ]);
  return { rows, totals };
}

/** The ids of the account's apartments in scope with these names (the list's apartment names filter). */
export async function apartmentIdsByName(db: Queryable, accountId: string, apartments: ApartmentScope, names: string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id from apartments where account_id = $1 and name = any($2::text[]) and ${withinApartments('id', '$3')}`,
    [accountId, names, apartments],
  );
  return rows.map((r) => r.id);
}

export async function findReservation(db: Queryable, accountId: string, apartments: ApartmentScope, id: string, lock = false): Promise<ReservationRow | null> {
  const rows = await db.query<ReservationRow>(
    `select ${COLUMNS} from reservations r join apartments a on a.id = r.apartment_id
      where r.account_id = $1 and r.id = $2 and r.kind = 'reservation' and ${withinApartments('r.apartment_id', '$3')}
      ${lock ? 'for update of r' : ''}`,
    [accountId, id, apartments],
  );
  return rows[0] ?? null;
}

export interface ApartmentRow {
  id: string;
  name: string;
  address: string;
  /** how many guests the apartment takes (the listing's 'Liczba gości') */
  guest_number: number;
  /** the listing's fees: per stay, per person per night, and the age up to which children pay no tourist tax */
  cleaning_fee: string;
  tourist_tax: string;
  tourist_tax_exempt_age: number | null;
  /** whether the host collects the tourist tax (inkasent) */
  tourist_tax_collector: boolean;
  /** the listing's extras: offered or not, and the price (null: free) */
  breakfast: boolean;
  breakfast_price: string | null;
  private_parking: boolean;
  private_parking_price: string | null;
  public_parking: boolean;
  public_parking_price: string | null;
  airport_transfer: boolean;
  airport_transfer_price: string | null;
}

const APARTMENT = `select ap.id, ap.name, ap.guest_number, ac.cleaning_fee, ac.tourist_tax, ac.tourist_tax_exempt_age, ac.tourist_tax_collector,
    ap.breakfast, ap.breakfast_price, ap.private_parking, ap.private_parking_price, ap.public_parking, ap.public_parking_price,
    ap.airport_transfer, ap.airport_transfer_price,
    trim(concat_ws(', ',
      nullif(trim(ac.street || ' ' || ac.house_number || case when ac.flat_number <> '' then '/' || ac.flat_number else '' end), ''),
      nullif(trim(ac.zip_code || ' ' || ac.city), ''))) as address
  from apartments ap join accommodations ac on ac.id = ap.accommodation_id`;

export async function findApartment(db: Queryable, accountId: string, apartments: ApartmentScope, id: string): Promise<ApartmentRow | null> {
  const rows = await db.query<ApartmentRow>(`${APARTMENT} where ap.account_id = $1 and ap.id = $2 and ${withinApartments('ap.id', '$3')}`, [
    accountId,
    id,
    apartments,
  ]);
  return rows[0] ?? null;
}

export async function findApartmentByName(db: Queryable, accountId: string, apartments: ApartmentScope, name: string): Promise<ApartmentRow | null> {
  const rows = await db.query<ApartmentRow>(
    `${APARTMENT} where ap.account_id = $1 and lower(ap.name) = lower($2) and ${withinApartments('ap.id', '$3')} order by ap.created_at limit 1`,
    [accountId, name, apartments],
  );
  return rows[0] ?? null;
}

/** The stored values of a reservation, as the service computed them (money as exact decimal text). */
export interface ReservationValues {
  apartmentId: string;
  clientId: string | null;
  from: string;
  to: string;
  status: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  guestAddress: string;
  adults: number;
  children: number;
  pricePerNight: string;
  totalPrice: string;
  currency: string;
  apartmentAddress: string;
  comments: string;
  source: string;
  paymentSource: string;
  invoiceIssued: boolean;
}

const valueList = (v: ReservationValues) => [
  v.apartmentId,
  v.clientId,
  v.from,
  v.to,
  v.status,
  v.fullName,
  v.email,
  v.phoneNumber,
  v.guestAddress,
  v.adults,
  v.children,
  v.pricePerNight,
  v.totalPrice,
  v.currency,
  v.apartmentAddress,
  v.comments,
  v.source,
  v.paymentSource,
  v.invoiceIssued,
];

export async function insertReservation(db: Queryable, accountId: string, v: ReservationValues): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into reservations (account_id, kind, apartment_id, client_id, from_date, to_date, status, full_name, email,
       phone_number, guest_address, adults, children, price_per_night, total_price, currency, apartment_address, comments, source,
       payment_source, invoice_issued)
     values ($1, 'reservation', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     returning id`,
    [accountId, ...valueList(v)],
  );
  return rows[0].id;
}

export async function updateReservation(db: Queryable, accountId: string, apartments: ApartmentScope, id: string, v: ReservationValues): Promise<void> {
  await db.query(
    `update reservations set apartment_id = $3, client_id = $4, from_date = $5, to_date = $6, status = $7,
       full_name = $8, email = $9, phone_number = $10, guest_address = $11, adults = $12, children = $13, price_per_night = $14,
       total_price = $15, currency = $16, apartment_address = $17, comments = $18, source = $19, payment_source = $20,
       invoice_issued = $21, updated_at = now()
     where account_id = $1 and id = $2 and kind = 'reservation' and ${withinApartments('apartment_id', '$22')}`,
    [accountId, id, ...valueList(v), apartments],
  );
}

/** How a reservation was priced and what it adds to the price of its nights (exact decimal text, days yyyy-MM-dd). */
export interface ReservationPricing {
  priceOverridden: boolean;
  cleaningFee: string;
  touristTax: string;
  deposit: string;
  depositDue: string | null;
  /** each night's price in grosze (the engine's), null: the nights' total spread evenly */
  nightPrices: number[] | null;
  /** the children's ages joined with '|' ('' when not given) */
  childrenAges: string;
  securityDeposit: string;
  /** the extras taken (JSON of StayExtra[]) and the discount (exact decimal text) */
  extras: string;
  discount: string;
  discountReason: string;
}

export async function setPricing(db: Queryable, accountId: string, id: string, p: ReservationPricing): Promise<void> {
  await db.query(
    `update reservations set price_overridden = $3, cleaning_fee = $4, tourist_tax = $5, deposit = $6, deposit_due = $7,
       night_prices = $8::jsonb, children_ages = $9, security_deposit = $10, extras = $11::jsonb, discount = $12, discount_reason = $13
      where account_id = $1 and id = $2 and kind = 'reservation'`,
    [
      accountId,
      id,
      p.priceOverridden,
      p.cleaningFee,
      p.touristTax,
      p.deposit,
      p.depositDue,
      p.nightPrices ? JSON.stringify(p.nightPrices) : null,
      p.childrenAges,
      p.securityDeposit,
      p.extras,
      p.discount,
      p.discountReason,
    ],
  );
}

/** Sets a few columns of one reservation; returns false when there is no such reservation in the account. */
export async function patchColumns(
  db: Queryable,
  accountId: string,
  apartments: ApartmentScope,
  id: string,
  columns: Partial<Record<'status' | 'apartment_id' | 'apartment_address' | 'price_per_night' | 'total_price' | 'currency', string>> &
    Partial<Record<'price_overridden', boolean>> &
    Partial<Record<'cancellation_fee', null>>,
): Promise<boolean> {
  const entries = Object.entries(columns);
  const set = entries.map(([column], i) => `${column} = $${i + 4}`).join(', ');
  const rows = await db.query(
    `update reservations set ${set}, updated_at = now()
      where account_id = $1 and id = $2 and kind = 'reservation' and ${withinApartments('apartment_id', '$3')} returning id`,
    [accountId, id, apartments, ...entries.map(([, value]) => value)],
  );
  return rows.length > 0;
}

export async function deleteReservation(db: Queryable, accountId: string, apartments: ApartmentScope, id: string): Promise<boolean> {
  const rows = await db.query(
    `delete from reservations where account_id = $1 and id = $2 and kind = 'reservation' and ${withinApartments('apartment_id', '$3')} returning id`,
    [accountId, id, apartments],
  );
  return rows.length > 0;
}

/** The status a cancelled reservation had before its cancellation (from its history), or null when not recorded. */
export async function statusBeforeCancel(db: Queryable, accountId: string, id: string): Promise<string | null> {
  const rows = await db.query<{ status: string }>(
    `select changes->'status'->>0 as status from reservation_changes
      where account_id = $1 and reservation_id = $2 and changes->'status'->>1 = 'canceled'
      order by changed_at desc, id desc limit 1`,
    [accountId, id],
  );
  return rows[0]?.status ?? null;
}
