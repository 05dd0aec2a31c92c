import type { Queryable } from '../../db/database';
import type { InvoicePaymentPart, InvoiceVatRate } from '@gospodarz/contracts';
import { withinApartments, type ApartmentScope } from '../../lib/scope';
import { likeContains } from '../reservations';
import type { InvoiceListFilters, InvoiceOrderKey } from './listQuery';

/**
 * SQL of the account's invoices. Every function takes the account; the reads take the apartments the caller may see
 * (null: all). A co-host sees the invoices of the shared apartments' stays, and never an invoice made without one.
 */
/** A line as issued: its unit price is net or, on an invoice priced by gross, gross (never both). */
export interface StoredLine {
  description: string;
  quantity: string;
  unit: string;
  netPrice?: string;
  grossPrice?: string;
  /** written only from the body's schema (the contract's rates) */
  vatRate: InvoiceVatRate;
}

export interface StoredSeller {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  nip: string;
  bankAccount: string;
}

export interface InvoiceRow {
  id: string;
  kind: 'invoice' | 'correction';
  series: string;
  period: string;
  seq: number;
  number: string;
  reservation_id: string | null;
  apartment_id: string | null;
  apartment_name: string | null;
  stay_from: string | null;
  stay_to: string | null;
  corrected_invoice_id: string | null;
  correction_reason: string | null;
  lines_before: StoredLine[] | null;
  issue_date: string;
  sale_date: string;
  due_date: string;
  place_of_issue: string;
  currency: string;
  payment_method: 'cash' | 'transfer';
  payment_status: 'paid' | 'unpaid';
  paid_at: string | null;
  seller: StoredSeller;
  buyer_name: string;
  buyer_address: string;
  buyer_nip: string;
  buyer_email: string;
  vat_exemption: 'art113' | 'art43' | null;
  lines: StoredLine[];
  /** the stay's payments counted toward the invoice when issued */
  payments: InvoicePaymentPart[];
  net_total: string;
  vat_total: string;
  gross_total: string;
  ksef_number: string | null;
  /** invoice_ksef's status and offline deadline (null: never queued for KSeF) */
  ksef_status: 'pending' | 'sent' | 'accepted' | 'rejected' | 'offline' | null;
  ksef_offline_until: string | null;
  sent_at: Date | null;
  sent_to: string | null;
  exported_at: Date | null;
  created_at: Date;
  /** the corrected invoice (for a correction) */
  corrected: { id: string; number: string; issue_date: string; ksef_number: string | null } | null;
  /** corrections of this invoice, oldest first */
  corrections: Array<{ id: string; number: string; issue_date: string }>;
  /** the last number given in this invoice's series and period */
  last_seq: number;
}

const COLUMNS = `i.id, i.kind, i.series, i.period, i.seq, i.number, i.reservation_id, i.apartment_id, a.name as apartment_name,
  r.from_date as stay_from, r.to_date as stay_to, i.corrected_invoice_id, i.correction_reason, i.lines_before, i.issue_date, i.sale_date,
  i.due_date, i.place_of_issue, i.currency, i.payment_method, i.payment_status, i.paid_at, i.seller, i.buyer_name, i.buyer_address,
  i.buyer_nip, i.buyer_email, i.vat_exemption, i.lines, i.payments, i.net_total::text, i.vat_total::text, i.gross_total::text, i.ksef_number,
  i.sent_at, i.sent_to, i.exported_at, i.created_at, ik.status as ksef_status, ik.offline_until::text as ksef_offline_until,
  (select json_build_object('id', o.id, 'number', o.number, 'issue_date', o.issue_date, 'ksef_number', o.ksef_number)
     from invoices o where o.id = i.corrected_invoice_id and o.account_id = i.account_id) as corrected,
  coalesce((select json_agg(json_build_object('id', k.id, 'number', k.number, 'issue_date', k.issue_date) order by k.created_at)
     from invoices k where k.corrected_invoice_id = i.id and k.account_id = i.account_id), '[]'::json) as corrections,
  coalesce((select c.last_number from invoice_counters c
     where c.account_id = i.account_id and c.series = i.series and c.period = i.period), 0) as last_seq`;

const FROM = `invoices i
  left join apartments a on a.id = i.apartment_id and a.account_id = i.account_id
  left join reservations r on r.id = i.reservation_id and r.account_id = i.account_id
  left join invoice_ksef ik on ik.invoice_id = i.id and ik.account_id = i.account_id`;

export interface TotalsRow {
  currency: string;
  net: string;
  vat: string;
  gross: string;
  count: number;
}

const ORDER_COLUMNS: Record<InvoiceOrderKey, string> = {
  booked: 'i.issue_date',
  issueDate: 'i.issue_date',
  createdAt: 'i.created_at',
  number: 'i.issue_date',
  fullName: 'i.buyer_name',
  amountToPay: 'i.gross_total',
  paymentDate: 'i.due_date',
  status: 'i.payment_status',
};

/**
 * One page of the account's invoices in scope (`apartments`: null for the whole account; a co-host sees only invoices
 * of their apartments) that pass the filters, with the totals per currency of every invoice they keep. Every value
 * reaches SQL as a parameter; column names only come from ORDER_COLUMNS.
 */
export async function listInvoices(db: Queryable, accountId: string, apartments: ApartmentScope, f: InvoiceListFilters) {
  const params: unknown[] = [accountId, apartments];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = ['i.account_id = $1', withinApartments('i.apartment_id', '$2'), '($2::uuid[] is null or i.apartment_id is not null)'];
  if (f.monthStart) conditions.push(`i.issue_date >= ${param(f.monthStart)}::date and i.issue_date < (${param(f.monthStart)}::date + interval '1 month')`);
  if (f.fullName) conditions.push(`i.buyer_name ilike ${param(likeContains(f.fullName))}`);
  if (f.apartmentIds.length) conditions.push(`i.apartment_id = any(${param(f.apartmentIds)}::uuid[])`);
  const range = (from: string | null, to: string | null, column: string) => {
    if (from) conditions.push(`${column} >= ${param(from)}::date`);
    if (to) conditions.push(`${column} <= ${param(to)}::date`);
  };
  range(f.issueDateFrom, f.issueDateTo, 'i.issue_date');
  range(f.paymentDateFrom, f.paymentDateTo, 'i.due_date');
  if (f.rentalFrom) conditions.push(`r.to_date > ${param(f.rentalFrom)}::date`);
  if (f.rentalTo) conditions.push(`r.from_date <= ${param(f.rentalTo)}::date`);
  if (f.paymentStatus) conditions.push(`i.payment_status = ${param(f.paymentStatus)}`);
  if (f.ksefStatus === 'none') conditions.push('not exists (select 1 from invoice_ksef k where k.invoice_id = i.id)');
  else if (f.ksefStatus) conditions.push(`exists (select 1 from invoice_ksef k where k.invoice_id = i.id and k.status = ${param(f.ksefStatus)})`);
  if (f.grossFrom !== null) conditions.push(`i.gross_total >= ${param(f.grossFrom / 100)}::numeric`);
  if (f.grossTo !== null) conditions.push(`i.gross_total <= ${param(f.grossTo / 100)}::numeric`);
  if (f.reservationId) conditions.push(`i.reservation_id = ${param(f.reservationId)}::uuid`);
  if (f.clientId) conditions.push(`r.client_id = ${param(f.clientId)}::uuid`);
  const where = conditions.join(' and ');
  const { key, direction } = f.order;
  const sql = { orderBy: `${ORDER_COLUMNS[key]} ${direction}, i.created_at ${direction}, i.id ${direction}`, perPage: f.perPage, offset: f.offset };
  const limit = params.length + 1;
  const [rows, totals] = await Promise.all([
    db.query<InvoiceRow>(`select ${COLUMNS} from ${FROM} where ${where} order by ${sql.orderBy} limit $${limit} offset $${limit + 1}`, [
      ...params,
      sql.perPage,
      sql.offset,
    ]),
    db.query<TotalsRow>(
      `select i.currency, sum(i.net_total)::text as net, sum(i.vat_total)::text as vat, sum(i.gross_total)::text as gross, count(*)::int as count
         from ${FROM} where ${where} group by i.currency order by i.currency`,
      params,
    ),
  ]);
  return { rows, totals, count: totals.reduce((sum, t) => sum + t.count, 0) };
}

export async function findInvoice(db: Queryable, accountId: string, apartments: ApartmentScope, id: string, lock = false): Promise<InvoiceRow | null> {
  if (lock) await db.query('select 1 from invoices where account_id = $1 and id = $2 for update', [accountId, id]);
  const rows = await db.query<InvoiceRow>(
    `select ${COLUMNS} from ${FROM} where i.account_id = $1 and i.id = $2 and ${withinApartments('i.apartment_id', '$3')}
        and ($3::uuid[] is null or i.apartment_id is not null)`,
    [accountId, id, apartments],
  );
  return rows[0] ?? null;
}

/**
 * Takes the next number of a series and period. The upsert locks the counter row until the transaction ends, so
 * concurrent issues take turns and a rolled-back issue gives its number back: no number is skipped or given twice.
 */
export async function allocateNumber(tx: Queryable, accountId: string, series: string, period: string): Promise<number> {
  const rows = await tx.query<{ last_number: number }>(
    `insert into invoice_counters (account_id, series, period, last_number) values ($1, $2, $3, 1)
     on conflict (account_id, series, period) do update set last_number = invoice_counters.last_number + 1
     returning last_number`,
    [accountId, series, period],
  );
  return rows[0].last_number;
}

/** The number the next issue of a series and period would get (for the form; the issue allocates it for real). */
export async function peekNumber(db: Queryable, accountId: string, series: string, period: string): Promise<number> {
  const rows = await db.query<{ last_number: number }>(
    'select last_number from invoice_counters where account_id = $1 and series = $2 and period = $3',
    [accountId, series, period],
  );
  return (rows[0]?.last_number ?? 0) + 1;
}

/** Gives back the last number of a series (its invoice is being deleted); locks the counter row. */
export async function releaseLastNumber(tx: Queryable, accountId: string, series: string, period: string, seq: number): Promise<boolean> {
  const rows = await tx.query(
    `update invoice_counters set last_number = last_number - 1
      where account_id = $1 and series = $2 and period = $3 and last_number = $4 returning 1`,
    [accountId, series, period, seq],
  );
  return rows.length === 1;
}

export interface InvoiceValues {
  kind: 'invoice' | 'correction';
  series: string;
  period: string;
  seq: number;
  number: string;
  reservation_id: string | null;
  apartment_id: string | null;
  corrected_invoice_id: string | null;
  correction_reason: string | null;
  lines_before: StoredLine[] | null;
  issue_date: string;
  sale_date: string;
  due_date: string;
  place_of_issue: string;
  currency: string;
  payment_method: string;
  payment_status: string;
  seller: StoredSeller;
  buyer_name: string;
  buyer_address: string;
  buyer_nip: string;
  buyer_email: string;
  vat_exemption: string | null;
  lines: StoredLine[];
  /** the stay's payments counted toward it (none unless given) */
  payments?: InvoicePaymentPart[];
  /** the day the invoice was paid, when its status is 'paid' (today unless given) */
  paid_at?: string | null;
  net_total: string;
  vat_total: string;
  gross_total: string;
}

export async function insertInvoice(tx: Queryable, accountId: string, v: InvoiceValues): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into invoices (account_id, kind, series, period, seq, number, reservation_id, apartment_id, corrected_invoice_id, correction_reason,
       lines_before, issue_date, sale_date, due_date, place_of_issue, currency, payment_method, payment_status, paid_at, seller, buyer_name,
       buyer_address, buyer_nip, buyer_email, vat_exemption, lines, net_total, vat_total, gross_total, payments)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15, $16, $17, $18,
       case when $18 = 'paid' then coalesce($30::date, current_date) end, $19::jsonb, $20, $21, $22, $23, $24, $25::jsonb, $26, $27, $28, $29::jsonb)
     returning id`,
    [
      accountId,
      v.kind,
      v.series,
      v.period,
      v.seq,
      v.number,
      v.reservation_id,
      v.apartment_id,
      v.corrected_invoice_id,
      v.correction_reason,
      v.lines_before ? JSON.stringify(v.lines_before) : null,
      v.issue_date,
      v.sale_date,
      v.due_date,
      v.place_of_issue,
      v.currency,
      v.payment_method,
      v.payment_status,
      JSON.stringify(v.seller),
      v.buyer_name,
      v.buyer_address,
      v.buyer_nip,
      v.buyer_email,
      v.vat_exemption,
      JSON.stringify(v.lines),
      v.net_total,
      v.vat_total,
      v.gross_total,
      JSON.stringify(v.payments ?? []),
      v.paid_at ?? null,
    ],
  );
  return rows[0].id;
}

/** Rewrites an invoice never sent nor exported (its number, series and kind stay). */
export async function updateInvoice(tx: Queryable, accountId: string, id: string, v: InvoiceValues): Promise<void> {
  await tx.query(
    `update invoices set reservation_id = $3, apartment_id = $4, issue_date = $5, sale_date = $6, due_date = $7, place_of_issue = $8,
       currency = $9, payment_method = $10,
       paid_at = case when $11 = 'paid' then coalesce(paid_at, $23::date, current_date) end, payment_status = $11,
       buyer_name = $12, buyer_address = $13, buyer_nip = $14, buyer_email = $15, vat_exemption = $16, lines = $17::jsonb,
       net_total = $18, vat_total = $19, gross_total = $20, correction_reason = $21, payments = $22::jsonb, updated_at = now()
     where account_id = $1 and id = $2`,
    [
      accountId,
      id,
      v.reservation_id,
      v.apartment_id,
      v.issue_date,
      v.sale_date,
      v.due_date,
      v.place_of_issue,
      v.currency,
      v.payment_method,
      v.payment_status,
      v.buyer_name,
      v.buyer_address,
      v.buyer_nip,
      v.buyer_email,
      v.vat_exemption,
      JSON.stringify(v.lines),
      v.net_total,
      v.vat_total,
      v.gross_total,
      v.correction_reason,
      JSON.stringify(v.payments ?? []),
      v.paid_at ?? null,
    ],
  );
}

export async function deleteInvoiceRow(tx: Queryable, accountId: string, id: string): Promise<void> {
  await tx.query('delete from invoices where account_id = $1 and id = $2', [accountId, id]);
}

export async function setPaymentStatus(db: Queryable, accountId: string, id: string, status: 'paid' | 'unpaid'): Promise<void> {
  await db.query(
    `update invoices set payment_status = $3, paid_at = case when $3 = 'paid' then coalesce(paid_at, current_date) end, updated_at = now()
      where account_id = $1 and id = $2`,
    [accountId, id, status],
  );
}

export async function markSent(tx: Queryable, accountId: string, id: string, to: string): Promise<void> {
  await tx.query('update invoices set sent_at = now(), sent_to = $3, updated_at = now() where account_id = $1 and id = $2', [accountId, id, to]);
}

export async function markExported(db: Queryable, accountId: string, id: string): Promise<void> {
  await db.query('update invoices set exported_at = coalesce(exported_at, now()) where account_id = $1 and id = $2', [accountId, id]);
}

export async function setKsefNumber(db: Queryable, accountId: string, id: string, ksefNumber: string | null): Promise<void> {
  await db.query('update invoices set ksef_number = $3, updated_at = now() where account_id = $1 and id = $2', [accountId, id, ksefNumber]);
}

// ---- the reservation an invoice is for -------------------------------------------------------------------------------

export interface StayRow {
  id: string;
  apartment_id: string;
  apartment_name: string;
  from_date: string;
  to_date: string;
  full_name: string;
  email: string;
  guest_address: string;
  price_per_night: string;
  total_price: string;
  /** the stay's cleaning fee (0 when the listing charges none) */
  cleaning_fee: string;
  /** the extras taken and the discount off the nights (migration 982) */
  extras: unknown;
  discount: string;
  currency: string;
  payment_status: string;
  status: string;
}

export async function findStay(db: Queryable, accountId: string, apartments: ApartmentScope, id: string): Promise<StayRow | null> {
  const rows = await db.query<StayRow>(
    `select r.id, r.apartment_id, a.name as apartment_name, r.from_date, r.to_date, r.full_name, r.email, r.guest_address,
            r.price_per_night::text, r.total_price::text, r.cleaning_fee::text, r.extras, r.discount::text, r.currency, r.payment_status, r.status
       from reservations r join apartments a on a.id = r.apartment_id
      where r.account_id = $1 and r.id = $2 and r.kind = 'reservation' and ${withinApartments('r.apartment_id', '$3')}`,
    [accountId, id, apartments],
  );
  return rows[0] ?? null;
}

/** The reservation's invoice flag: 'Wystawiona' while any invoice of it exists. */
export async function refreshInvoiceFlag(tx: Queryable, accountId: string, reservationId: string): Promise<void> {
  await tx.query(
    `update reservations r set invoice_issued = exists (select 1 from invoices i where i.account_id = r.account_id and i.reservation_id = r.id),
            updated_at = now()
      where r.account_id = $1 and r.id = $2`,
    [accountId, reservationId],
  );
}

/** The stay's payments and refunds, oldest first (what an invoice counts as paid toward it). */
export function stayPaymentOperations(db: Queryable, accountId: string, reservationId: string) {
  return db.query<{ kind: string; paid_on: string; amount: string; method: string }>(
    `select kind, to_char(paid_on, 'YYYY-MM-DD') as paid_on, amount::text, method from reservation_payments
      where account_id = $1 and reservation_id = $2 and kind in ('payment', 'refund') order by paid_on, created_at, id`,
    [accountId, reservationId],
  );
}

/** The payments the stay's other invoices (all but `invoiceId`) already counted. */
export function otherInvoicesPayments(db: Queryable, accountId: string, reservationId: string, invoiceId: string | null) {
  return db.query<{ payments: InvoicePaymentPart[] }>(
    `select payments from invoices where account_id = $1 and reservation_id = $2 and kind = 'invoice' and ($3::uuid is null or id <> $3::uuid)`,
    [accountId, reservationId, invoiceId],
  );
}
