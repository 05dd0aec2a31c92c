import type { Queryable } from '../../db/database';

/** The KSeF module's cost-invoice queries, each for one account. */

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

export async function costInvoiceDocument(db: Queryable, accountId: string, id: string): Promise<{ invoice_number: string; xml: string } | null> {
  const rows = await db.query<{ invoice_number: string; xml: string }>('select invoice_number, xml from ksef_cost_invoices where account_id = $1 and id = $2', [accountId, id]);
  return rows[0] ?? null;
}
