import type { Queryable } from '../../db/database';
import { withinApartments, type ApartmentScope } from '../../lib/scope';

/**
 * SQL of the host's legal duties (issue 38, second half): tourist-tax settings and statement, the KT-1 prefill, the
 * nights report and RODO. Every statement names the account, and the reports keep a co-host to their apartments.
 */

// ---- tourist tax

export interface TouristTaxListingRow {
  id: string;
  name: string;
  city: string;
  tourist_tax_municipality: string;
  tourist_tax: string;
  tourist_tax_exempt_age: number | null;
  tourist_tax_collector: boolean;
}

const LISTING_TAX = `select ac.id, ac.name, ac.city, ac.tourist_tax_municipality, ac.tourist_tax::text as tourist_tax,
  ac.tourist_tax_exempt_age, ac.tourist_tax_collector from accommodations ac`;

export async function touristTaxListings(db: Queryable, accountId: string): Promise<TouristTaxListingRow[]> {
  return db.query<TouristTaxListingRow>(`${LISTING_TAX} where ac.account_id = $1 and ac.archived_at is null order by ac.name, ac.id`, [accountId]);
}

export async function touristTaxListing(db: Queryable, accountId: string, id: string): Promise<TouristTaxListingRow | null> {
  const rows = await db.query<TouristTaxListingRow>(`${LISTING_TAX} where ac.account_id = $1 and ac.id = $2`, [accountId, id]);
  return rows[0] ?? null;
}

export async function updateTouristTaxListing(
  db: Queryable,
  accountId: string,
  id: string,
  s: { municipality: string; rate: string; exemptAge: number | null; collector: boolean },
): Promise<void> {
  await db.query(
    `update accommodations set tourist_tax_municipality = $3, tourist_tax = $4::numeric, tourist_tax_exempt_age = $5, tourist_tax_collector = $6, updated_at = now()
      where account_id = $1 and id = $2`,
    [accountId, id, s.municipality, s.rate, s.exemptAge, s.collector],
  );
}

/** A stay with its listing's tourist-tax settings (the statement's and the exemptions' source). */
export interface TaxedStayRow extends Omit<TouristTaxListingRow, 'id' | 'name'> {
  id: string;
  accommodation_id: string;
  apartment_name: string;
  from_date: string;
  to_date: string;
  status: string;
  full_name: string;
  adults: number;
  children: number;
  children_ages: string;
  stay_tourist_tax: string;
  tourist_tax_exemptions: unknown;
}

const TAXED_STAY = `select r.id, ac.id as accommodation_id, a.name as apartment_name, to_char(r.from_date, 'YYYY-MM-DD') as from_date,
    to_char(r.to_date, 'YYYY-MM-DD') as to_date, r.status, r.full_name, r.adults, r.children, r.children_ages,
    r.tourist_tax::text as stay_tourist_tax, r.tourist_tax_exemptions, ac.city, ac.tourist_tax_municipality,
    ac.tourist_tax::text as tourist_tax, ac.tourist_tax_exempt_age, ac.tourist_tax_collector
  from reservations r join apartments a on a.id = r.apartment_id join accommodations ac on ac.id = a.accommodation_id`;

export async function taxedStay(db: Queryable, accountId: string, apartments: ApartmentScope, id: string): Promise<TaxedStayRow | null> {
  const rows = await db.query<TaxedStayRow>(
    `${TAXED_STAY} where r.account_id = $1 and ${withinApartments('r.apartment_id', '$2')} and r.id = $3 and r.kind = 'reservation' for update of r`,
    [accountId, apartments, id],
  );
  return rows[0] ?? null;
}

export async function setStayExemptions(db: Queryable, accountId: string, id: string, exemptions: unknown[], touristTax: string): Promise<void> {
  await db.query(`update reservations set tourist_tax_exemptions = $3::jsonb, tourist_tax = $4::numeric, updated_at = now() where account_id = $1 and id = $2`, [
    accountId,
    id,
    JSON.stringify(exemptions),
    touristTax,
  ]);
}

/**
 * The stays of the statement: the account's sold stays (not cancelled, not no-shows, not blocks or imported channel
 * stays, whose bills are not ours) checking in within [from, to), of listings whose host collects the tax, and any
 * other whose bill charged it.
 */
export async function statementStays(db: Queryable, accountId: string, apartments: ApartmentScope, from: string, to: string): Promise<TaxedStayRow[]> {
  return db.query<TaxedStayRow>(
    `${TAXED_STAY}
      where r.account_id = $1 and ${withinApartments('r.apartment_id', '$2')} and r.kind = 'reservation'
        and r.status not in ('canceled', 'no_show') and r.from_date >= $3::date and r.from_date < $4::date
        and (ac.tourist_tax_collector or r.tourist_tax > 0)
      order by r.from_date, a.name, r.id`,
    [accountId, apartments, from, to],
  );
}

// ---- KT-1 and the nights report

export interface CapacityRow {
  units: number;
  bed_places: number;
}

/** The apartments in scope that are let (not archived, in listings not archived): their count and bed places. */
export async function capacity(db: Queryable, accountId: string, apartments: ApartmentScope): Promise<CapacityRow> {
  const rows = await db.query<CapacityRow>(
    `select count(*)::int as units, coalesce(sum(a.guest_number), 0)::int as bed_places
       from apartments a join accommodations ac on ac.id = a.accommodation_id
      where a.account_id = $1 and ${withinApartments('a.id', '$2')} and a.archived_at is null and ac.archived_at is null and ac.status <> 'draft'`,
    [accountId, apartments],
  );
  return rows[0];
}

export interface OccupiedStayRow {
  id: string;
  kind: string;
  apartment_id: string;
  apartment_name: string;
  from_date: string;
  to_date: string;
  full_name: string;
  adults: number;
  children: number;
  source: string;
  feed_name: string | null;
  feed_url: string | null;
  /** the online check-in's guests (migration 942), null when not filled */
  check_in_guests: unknown;
}

/** The stays (sold and imported from channels, not cancelled, no-shows or blocks) with a night in [from, to). */
export async function occupiedStays(db: Queryable, accountId: string, apartments: ApartmentScope, from: string, to: string, apartmentId?: string): Promise<OccupiedStayRow[]> {
  return db.query<OccupiedStayRow>(
    `select r.id, r.kind, r.apartment_id, a.name as apartment_name, to_char(r.from_date, 'YYYY-MM-DD') as from_date,
            to_char(r.to_date, 'YYYY-MM-DD') as to_date, r.full_name, r.adults, r.children, r.source,
            f.name as feed_name, f.url as feed_url, ci.guests as check_in_guests
       from reservations r join apartments a on a.id = r.apartment_id
       left join calendar_feeds f on f.id = r.feed_id and f.account_id = r.account_id
       left join online_check_ins ci on ci.reservation_id = r.id and ci.account_id = r.account_id
      where r.account_id = $1 and ${withinApartments('r.apartment_id', '$2')} and r.kind in ('reservation', 'channel')
        and r.status not in ('canceled', 'no_show') and r.from_date < $4::date and r.to_date > $3::date
        and ($5::uuid is null or r.apartment_id = $5::uuid)
      order by r.from_date, a.name, r.id`,
    [accountId, apartments, from, to, apartmentId ?? null],
  );
}

export interface ApartmentNameRow {
  id: string;
  name: string;
}

export async function apartmentsInScope(db: Queryable, accountId: string, apartments: ApartmentScope, apartmentId?: string): Promise<ApartmentNameRow[]> {
  return db.query<ApartmentNameRow>(
    `select a.id, a.name from apartments a join accommodations ac on ac.id = a.accommodation_id
      where a.account_id = $1 and ${withinApartments('a.id', '$2')} and a.archived_at is null and ac.archived_at is null
        and ($3::uuid is null or a.id = $3::uuid)
      order by ac.name, a.position, a.name, a.id`,
    [accountId, apartments, apartmentId ?? null],
  );
}

// ---- RODO

export async function retentionMonths(db: Queryable, accountId: string): Promise<number> {
  const rows = await db.query<{ retention_months: number }>('select retention_months from accounts where id = $1', [accountId]);
  return rows[0]?.retention_months ?? 36;
}

export async function setRetentionMonths(db: Queryable, accountId: string, months: number): Promise<void> {
  await db.query('update accounts set retention_months = $2 where id = $1', [accountId, months]);
}

export interface PrivacyLogRow {
  id: string;
  action: string;
  client_id: string | null;
  details: Record<string, number>;
  created_at: Date | string;
}

export async function privacyLog(db: Queryable, accountId: string, limit: number): Promise<PrivacyLogRow[]> {
  return db.query<PrivacyLogRow>(
    'select id, action, client_id, details, created_at from privacy_log where account_id = $1 order by created_at desc, id limit $2',
    [accountId, limit],
  );
}

/** A record of what was done: ids and counts only, never a name, an address or a message. */
export async function logPrivacy(db: Queryable, accountId: string, action: string, clientId: string | null, userId: string | null, details: Record<string, number>): Promise<void> {
  await db.query('insert into privacy_log (account_id, action, client_id, user_id, details) values ($1, $2, $3, $4, $5::jsonb)', [
    accountId,
    action,
    clientId,
    userId,
    JSON.stringify(details),
  ]);
}

export interface ClientRow {
  id: string;
  full_name: string;
  email: string;
  phone_number: string;
  address: string;
  created_at: Date | string;
  updated_at: Date | string;
  anonymised_at: Date | string | null;
}

export async function clientOf(db: Queryable, accountId: string, id: string): Promise<ClientRow | null> {
  const rows = await db.query<ClientRow>(
    'select id, full_name, email, phone_number, address, created_at, updated_at, anonymised_at from clients where account_id = $1 and id = $2',
    [accountId, id],
  );
  return rows[0] ?? null;
}

/** Everything the account holds about one client, table by table (the guest's data on request). */
export async function clientData(db: Queryable, accountId: string, clientId: string): Promise<Record<string, unknown[]>> {
  const stays = `select id from reservations where account_id = $1 and client_id = $2`;
  const q = (sql: string) => db.query<Record<string, unknown>>(sql, [accountId, clientId]);
  return {
    reservations: await q(
      `select r.id, a.name as apartment, to_char(r.from_date, 'YYYY-MM-DD') as "from", to_char(r.to_date, 'YYYY-MM-DD') as "to", r.status,
              r.full_name, r.email, r.phone_number, r.guest_address, r.adults, r.children, r.children_ages, r.comments, r.source,
              r.guest_language, r.grand_total::text as grand_total, r.paid::text as paid, r.currency, r.tourist_tax_exemptions, r.created_at
         from reservations r join apartments a on a.id = r.apartment_id
        where r.account_id = $1 and r.client_id = $2 order by r.from_date, r.id`,
    ),
    payments: await q(
      `select p.id, p.reservation_id, p.kind, to_char(p.paid_on, 'YYYY-MM-DD') as paid_on, p.amount::text as amount, p.method
         from reservation_payments p where p.account_id = $1 and p.reservation_id in (${stays}) order by p.paid_on, p.id`,
    ),
    messages: await q(
      `select m.id, m.reservation_id, m.author, m.subject, m.body, m.via, m.created_at
         from messages m where m.account_id = $1 and m.reservation_id in (${stays}) order by m.created_at, m.id`,
    ),
    reviews: await q(
      `select v.id, v.reservation_id, v.guest_name, v.rating, v.pros, v.cons, v.reply, v.reviewed_on
         from reviews v where v.account_id = $1 and v.reservation_id in (${stays}) order by v.reviewed_on, v.id`,
    ),
    invoices: await q(
      `select i.id, i.number, i.kind, to_char(i.issue_date, 'YYYY-MM-DD') as issue_date, i.buyer_name, i.buyer_address, i.buyer_nip,
              i.buyer_email, i.gross_total::text as gross_total, i.currency
         from invoices i where i.account_id = $1 and i.reservation_id in (${stays}) order by i.issue_date, i.number`,
    ),
    checkIns: await q(
      `select c.reservation_id, c.arrival_time::text as arrival_time, c.guests, c.company, c.filled_at
         from online_check_ins c where c.account_id = $1 and c.reservation_id in (${stays}) order by c.filled_at`,
    ),
    houseRulesAcceptances: await q(
      `select h.reservation_id, h.guest_name, h.accepted_at from house_rules_acceptances h
        where h.account_id = $1 and h.reservation_id in (${stays}) order by h.accepted_at`,
    ),
  };
}

/**
 * Anonymises one client and their stays: the client's card, the stays' guest fields, the messages they wrote, their
 * reviews' names, the check-in's names (the countries stay: GUS counts them) and the outbox's copies to them.
 * Invoices keep their buyer (the law keeps them 5 years after their tax year). Answers the counts.
 */
export async function anonymiseClient(db: Queryable, accountId: string, clientId: string, name: string): Promise<Record<string, number>> {
  const stays = `select id from reservations where account_id = $1 and client_id = $2`;
  const count = async (sql: string, params: unknown[] = [accountId, clientId]) => (await db.query<{ n: number }>(`with x as (${sql} returning 1) select count(*)::int as n from x`, params))[0].n;
  const emails = await db.query<{ email: string }>(
    `select distinct lower(email) as email from (select email from clients where account_id = $1 and id = $2
       union select email from reservations where account_id = $1 and client_id = $2) e where email <> ''`,
    [accountId, clientId],
  );
  const outbox = emails.length
    ? await count(`update outbox_emails set to_address = 'anonimizowany@invalid', subject = '-', text_body = '-', html_body = null where account_id = $1 and lower(to_address) = any($2::text[])`, [
        accountId,
        emails.map((e) => e.email),
      ])
    : 0;
  const messages = await count(`update messages set body = '-', subject = '' where account_id = $1 and author = 'guest' and reservation_id in (${stays})`);
  const reviews = await count(`update reviews set guest_name = $3 where account_id = $1 and reservation_id in (${stays})`, [accountId, clientId, name]);
  const checkIns = await count(
    `update online_check_ins set guests = (select coalesce(jsonb_agg(jsonb_build_object('name', $3::text, 'country', g->'country', 'minor', g->'minor')), '[]'::jsonb)
                                             from jsonb_array_elements(case when jsonb_typeof(guests) = 'array' then guests else '[]'::jsonb end) g),
            company = null
      where account_id = $1 and reservation_id in (${stays})`,
    [accountId, clientId, name],
  );
  const reservations = await count(
    `update reservations set full_name = $3, email = '', phone_number = '', guest_address = '', comments = '',
            tourist_tax_exemptions = (select coalesce(jsonb_agg(e - 'guest' - 'note' || jsonb_build_object('guest', '')), '[]'::jsonb)
                                        from jsonb_array_elements(tourist_tax_exemptions) e)
      where account_id = $1 and client_id = $2`,
    [accountId, clientId, name],
  );
  await db.query(`update clients set full_name = $3, email = '', phone_number = '', address = '', anonymised_at = now(), updated_at = now() where account_id = $1 and id = $2`, [
    accountId,
    clientId,
    name,
  ]);
  return { clients: 1, reservations, messages, reviews, checkIns, outbox };
}

/**
 * The clients due for anonymisation: not anonymised yet, with no stay ending after `before` (none at all: created
 * before it), oldest first, at most `limit`.
 */
export async function clientsDue(db: Queryable, accountId: string, before: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select c.id from clients c
      where c.account_id = $1 and c.anonymised_at is null
        and coalesce((select max(r.to_date) from reservations r where r.account_id = c.account_id and r.client_id = c.id), c.created_at::date) < $2::date
      order by c.created_at, c.id limit $3`,
    [accountId, before, limit],
  );
  return rows.map((r) => r.id);
}

/** Invoices of anonymised clients' stays whose keeping ended (5 years after their tax year): their buyer anonymised. */
export async function anonymiseExpiredInvoices(db: Queryable, accountId: string, lastKeptYear: number, name: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with x as (
       update invoices i set buyer_name = $3, buyer_address = '', buyer_nip = '', buyer_email = '', updated_at = now()
        where i.account_id = $1 and extract(year from i.issue_date) < $2 and i.buyer_name <> $3
          and i.reservation_id in (select r.id from reservations r join clients c on c.id = r.client_id
                                    where r.account_id = $1 and c.anonymised_at is not null)
       returning 1) select count(*)::int as n from x`,
    [accountId, lastKeptYear, name],
  );
  return rows[0].n;
}

export async function accountsWithClients(db: Queryable): Promise<Array<{ id: string; retention_months: number }>> {
  return db.query('select a.id, a.retention_months from accounts a where exists (select 1 from clients c where c.account_id = a.id and c.anonymised_at is null) order by a.id');
}

/** One batch of a table's rows of the account, for the account's export (keyset on id). */
export async function exportBatch(db: Queryable, accountId: string, table: ExportTable, afterId: string | null, limit: number): Promise<Array<Record<string, unknown>>> {
  return db.query<Record<string, unknown>>(
    `select ${EXPORT_TABLES[table]} from ${table} t where t.account_id = $1 and ($2::uuid is null or t.id > $2::uuid) order by t.id limit $3`,
    [accountId, afterId, limit],
  );
}

/** The tables of an account's export and their columns (no secrets: no tokens, keys, passwords or sessions). */
export const EXPORT_TABLES = {
  accommodations: 't.id, t.name, t.kind, t.status, t.country, t.city, t.zip_code, t.street, t.house_number, t.flat_number, t.cleaning_fee, t.tourist_tax, t.tourist_tax_exempt_age, t.tourist_tax_municipality, t.tourist_tax_collector, t.created_at',
  apartments: 't.id, t.accommodation_id, t.name, t.description, t.guest_number, t.bedroom_count, t.single_bed_count, t.double_bed_count, t.created_at',
  clients: 't.id, t.full_name, t.email, t.phone_number, t.address, t.anonymised_at, t.created_at',
  reservations:
    "t.id, t.apartment_id, t.client_id, t.kind, to_char(t.from_date, 'YYYY-MM-DD') as from_date, to_char(t.to_date, 'YYYY-MM-DD') as to_date, t.status, t.payment_status, t.full_name, t.email, t.phone_number, t.adults, t.children, t.total_price, t.cleaning_fee, t.tourist_tax, t.grand_total, t.paid, t.currency, t.source, t.comments, t.created_at",
  reservation_payments: "t.id, t.reservation_id, t.kind, to_char(t.paid_on, 'YYYY-MM-DD') as paid_on, t.amount, t.method, t.created_at",
  invoices: "t.id, t.kind, t.number, t.reservation_id, to_char(t.issue_date, 'YYYY-MM-DD') as issue_date, to_char(t.sale_date, 'YYYY-MM-DD') as sale_date, t.buyer_name, t.buyer_address, t.buyer_nip, t.net_total, t.vat_total, t.gross_total, t.currency, t.payment_status, t.ksef_number, t.lines",
  messages: 't.id, t.reservation_id, t.author, t.subject, t.body, t.via, t.created_at',
  reviews: "t.id, t.apartment_id, t.reservation_id, t.source, t.guest_name, t.rating, t.pros, t.cons, t.reply, to_char(t.reviewed_on, 'YYYY-MM-DD') as reviewed_on",
} as const;
export type ExportTable = keyof typeof EXPORT_TABLES;
