import type { Queryable } from '../../db/database';
import type { KsefEnvironment } from './environments';
import type { KsefStatus } from './service';

/** All the SQL of the KSeF module (settings, invoices' sending, cost invoices); each query for one account, save the jobs' list of accounts. */

export interface CostRow {
  id: string;
  ksef_number: string;
  invoice_number: string;
  seller_nip: string;
  seller_name: string;
  issue_date: string;
  acquired_at: Date;
  net: string;
  vat: string;
  gross: string;
  currency: string;
  service_provider_id: string | null;
  service_provider_name: string | null;
}

export interface CostForMatching {
  id: string;
  service_provider_id: string | null;
  issue_date: string;
  currency: string;
  gross: string;
  xml: string;
}

export interface ProviderOrderRow {
  id: string;
  service_provider_id: string;
  day: string;
  amount: string;
  currency: string;
}

export interface NewCostInvoice {
  ksefNumber: string;
  invoiceNumber: string;
  sellerNip: string;
  sellerName: string;
  issueDate: string;
  acquiredAt: string;
  net: number;
  vat: number;
  gross: number;
  currency: string;
  xml: string;
}

export async function costInvoicesReadUntil(db: Queryable, accountId: string): Promise<Date | null> {
  const [state] = await db.query<{ read_until: Date | null }>('select cost_invoices_read_until as read_until from ksef_settings where account_id = $1', [accountId]);
  return state?.read_until ?? null;
}

export async function setCostInvoicesReadUntil(db: Queryable, accountId: string, until: Date): Promise<void> {
  await db.query('update ksef_settings set cost_invoices_read_until = $2 where account_id = $1', [accountId, until]);
}

export async function hasCostInvoice(db: Queryable, accountId: string, ksefNumber: string): Promise<boolean> {
  return (await db.query('select 1 from ksef_cost_invoices where account_id = $1 and ksef_number = $2', [accountId, ksefNumber])).length > 0;
}

/** Keeps a received invoice once, with the account's service provider of the seller's NIP; true when it was new. */
export async function insertCostInvoice(db: Queryable, accountId: string, c: NewCostInvoice): Promise<boolean> {
  const rows = await db.query(
    `insert into ksef_cost_invoices (account_id, ksef_number, invoice_number, seller_nip, seller_name, issue_date, acquired_at, net, vat, gross, currency, xml, service_provider_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
             (select id from service_providers where account_id = $1 and regexp_replace(nip, '[^0-9]', '', 'g') = $4 order by created_at limit 1))
     on conflict (account_id, ksef_number) do nothing returning id`,
    [accountId, c.ksefNumber, c.invoiceNumber, c.sellerNip, c.sellerName, c.issueDate, c.acquiredAt, c.net, c.vat, c.gross, c.currency, c.xml],
  );
  return rows.length > 0;
}

export async function accountsWithKsefToken(db: Queryable): Promise<string[]> {
  return (await db.query<{ account_id: string }>('select account_id from ksef_settings where token_encrypted is not null')).map((r) => r.account_id);
}

const SELECT = `select c.id, c.ksef_number, c.invoice_number, c.seller_nip, c.seller_name, c.issue_date::text, c.acquired_at, c.net::text, c.vat::text,
    c.gross::text, c.currency, c.service_provider_id, nullif(trim(coalesce(p.name, '')), '') as service_provider_name
  from ksef_cost_invoices c left join service_providers p on p.id = c.service_provider_id and p.account_id = c.account_id`;

export async function costInvoiceRows(db: Queryable, accountId: string): Promise<CostRow[]> {
  return db.query<CostRow>(`${SELECT} where c.account_id = $1 order by c.issue_date desc, c.created_at desc limit 200`, [accountId]);
}

export async function costInvoiceDocument(db: Queryable, accountId: string, id: string): Promise<{ invoice_number: string; ksef_number: string; xml: string } | null> {
  const rows = await db.query<{ invoice_number: string; ksef_number: string; xml: string }>(
    'select invoice_number, ksef_number, xml from ksef_cost_invoices where account_id = $1 and id = $2',
    [accountId, id],
  );
  return rows[0] ?? null;
}

/** Cost invoices of the account (by id) with what matching them to orders needs: the provider, the date, the gross and the document. */
export async function costInvoicesForMatching(db: Queryable, accountId: string, ids: string[]): Promise<CostForMatching[]> {
  if (ids.length === 0) return [];
  return db.query<CostForMatching>(
    'select id, service_provider_id, issue_date::text, currency, gross::text, xml from ksef_cost_invoices where account_id = $1 and id = any($2::uuid[])',
    [accountId, ids],
  );
}

/** The account's orders of these service providers that count for their invoices (neither canceled nor rejected, priced), by the day done (Warsaw). */
export async function providerOrdersForMatching(db: Queryable, accountId: string, providers: string[]): Promise<ProviderOrderRow[]> {
  if (providers.length === 0) return [];
  return db.query<ProviderOrderRow>(
    `select o.id, c.service_provider_id, (o.service_at at time zone 'Europe/Warsaw')::date::text as day, o.price_amount::text as amount,
            coalesce(o.price_currency, 'PLN') as currency
       from cooperation_orders o join cooperations c on c.id = o.cooperation_id and c.account_id = o.account_id
      where o.account_id = $1 and c.service_provider_id = any($2::uuid[]) and o.status not in ('canceled', 'rejected') and o.price_amount is not null
      order by o.service_at, o.id`,
    [accountId, providers],
  );
}

// ---- settings and sending: the account's KSeF settings and its invoices' way to KSeF ---------------------------------

export interface KsefSettingsRow {
  environment: KsefEnvironment;
  token_encrypted: string | null;
  /** the offline certificate and its key, sealed as the token (KOD II) */
  offline_certificate_encrypted: string | null;
  auto_send: boolean;
  updated_at: Date | null;
}

export interface InvoiceKsefRow {
  invoice_id: string;
  account_id: string;
  environment: KsefEnvironment;
  status: KsefStatus;
  xml: string | null;
  hash: string | null;
  offline_mode: 'offline24' | 'offline' | 'emergency' | null;
  offline_until: string | null;
  session_reference: string | null;
  invoice_reference: string | null;
  ksef_number: string | null;
  accepted_at: Date | null;
  upo: string | null;
  error_code: number | null;
  error_description: string | null;
  attempts: number;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
}

/** The account's settings, or the defaults (TEST, no token, sending on issue) while it has saved none. */
export async function ksefSettingsRow(db: Queryable, accountId: string): Promise<KsefSettingsRow> {
  const rows = await db.query<KsefSettingsRow>('select environment, token_encrypted, offline_certificate_encrypted, auto_send, updated_at from ksef_settings where account_id = $1', [accountId]);
  return rows[0] ?? { environment: 'TEST', token_encrypted: null, offline_certificate_encrypted: null, auto_send: true, updated_at: null };
}

export async function saveKsefSettingsRow(
  db: Queryable,
  accountId: string,
  s: { environment: KsefEnvironment; tokenEncrypted: string | null; offlineCertificateEncrypted: string | null; autoSend: boolean },
): Promise<void> {
  await db.query(
    `insert into ksef_settings (account_id, environment, token_encrypted, offline_certificate_encrypted, auto_send) values ($1, $2, $3, $4, $5)
     on conflict (account_id) do update set environment = excluded.environment, token_encrypted = excluded.token_encrypted,
       offline_certificate_encrypted = excluded.offline_certificate_encrypted, auto_send = excluded.auto_send, updated_at = now()`,
    [accountId, s.environment, s.tokenEncrypted, s.offlineCertificateEncrypted, s.autoSend],
  );
}

/** The account's invoiced gross in PLN over the month starting `monthStart` (corrections count as their differences). */
export async function invoicedGrossInMonth(db: Queryable, accountId: string, monthStart: string): Promise<string> {
  const [row] = await db.query<{ gross: string }>(
    `select coalesce(sum(gross_total), 0)::text as gross from invoices
      where account_id = $1 and currency = 'PLN' and issue_date >= $2::date and issue_date < ($2::date + interval '1 month')`,
    [accountId, monthStart],
  );
  return row.gross;
}

export async function findInvoiceKsef(db: Queryable, accountId: string, invoiceId: string): Promise<InvoiceKsefRow | null> {
  const rows = await db.query<InvoiceKsefRow>(
    `select invoice_id, account_id, environment, status, xml, hash, offline_mode, offline_until::text, session_reference, invoice_reference,
            ksef_number, accepted_at, upo, error_code, error_description, attempts, last_attempt_at, next_attempt_at
       from invoice_ksef where account_id = $1 and invoice_id = $2`,
    [accountId, invoiceId],
  );
  return rows[0] ?? null;
}

export async function insertInvoiceKsef(db: Queryable, accountId: string, invoiceId: string, environment: KsefEnvironment): Promise<void> {
  await db.query(`insert into invoice_ksef (invoice_id, account_id, environment, status) values ($1, $2, $3, 'pending')`, [invoiceId, accountId, environment]);
}

/** A rejected invoice queued afresh: its document is written anew at sending. */
export async function requeueInvoiceKsef(db: Queryable, accountId: string, invoiceId: string, environment: KsefEnvironment): Promise<void> {
  await db.query(
    `update invoice_ksef set status = 'pending', environment = $3, xml = null, hash = null, error_code = null, error_description = null,
       session_reference = null, invoice_reference = null, attempts = 0, offline_mode = null, offline_until = null, updated_at = now()
     where account_id = $1 and invoice_id = $2`,
    [accountId, invoiceId, environment],
  );
}

/** Writes columns of invoice_ksef (the sending job's: their names are the code's, never a request's). */
export async function updateInvoiceKsef(db: Queryable, accountId: string, invoiceId: string, fields: Record<string, unknown>): Promise<void> {
  const keys = Object.keys(fields);
  await db.query(
    `update invoice_ksef set ${keys.map((k, i) => `${k} = $${i + 3}`).join(', ')}, updated_at = now() where account_id = $1 and invoice_id = $2`,
    [accountId, invoiceId, ...keys.map((k) => fields[k])],
  );
}

/** The KSeF number of an accepted invoice of the account with the same document (its hash), if any. */
export async function acceptedKsefNumberOfHash(db: Queryable, accountId: string, hash: string): Promise<string | null> {
  const rows = await db.query<{ ksef_number: string }>(`select ksef_number from invoice_ksef where account_id = $1 and hash = $2 and status = 'accepted'`, [accountId, hash]);
  return rows[0]?.ksef_number ?? null;
}

/** Once on its way to KSeF the invoice changes only by a correction. */
export async function markInvoiceExported(db: Queryable, accountId: string, invoiceId: string): Promise<void> {
  await db.query('update invoices set exported_at = coalesce(exported_at, now()) where account_id = $1 and id = $2', [accountId, invoiceId]);
}

/** A rejected invoice is back in the host's hands: editable again (while it has no KSeF number). */
export async function releaseRejectedInvoice(db: Queryable, accountId: string, invoiceId: string): Promise<void> {
  await db.query('update invoices set exported_at = null where account_id = $1 and id = $2 and ksef_number is null', [accountId, invoiceId]);
}

/** Rejected invoices, and offline ones due by `dueBy`, of the account. */
export async function ksefWarningCounts(db: Queryable, accountId: string, dueBy: string): Promise<{ rejected: number; offline_due: number }> {
  const [row] = await db.query<{ rejected: number; offline_due: number }>(
    `select count(*) filter (where status = 'rejected')::int as rejected,
            count(*) filter (where status = 'offline' and offline_until <= $2::date)::int as offline_due
       from invoice_ksef where account_id = $1`,
    [accountId, dueBy],
  );
  return row;
}
