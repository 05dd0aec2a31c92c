import type { Queryable } from '../../db/database';

export interface InvoiceSettingsRow {
  currency: string;
  vat_rate: number;
  payment_term_days: number;
  place_of_issue: string;
  service_name: string;
  seller_name: string;
  seller_street: string;
  seller_zip_code: string;
  seller_city: string;
  seller_nip: string;
  numbering_pattern: string;
  bank_account: string;
  /** the legal basis of 'zw' invoices: null for a VAT payer */
  vat_exemption: 'art113' | 'art43' | null;
  updated_at: Date | null;
}

const COLUMNS = `currency, vat_rate, payment_term_days, place_of_issue, service_name, seller_name, seller_street, seller_zip_code,
  seller_city, seller_nip, numbering_pattern, bank_account, vat_exemption, updated_at`;

/** The account's settings, or the defaults (seller named after the account) while none are saved. */
export async function findInvoiceSettings(db: Queryable, accountId: string): Promise<InvoiceSettingsRow | null> {
  const rows = await db.query<InvoiceSettingsRow>(`select ${COLUMNS} from invoice_settings where account_id = $1`, [accountId]);
  if (rows[0]) return rows[0];
  const defaults = await db.query<InvoiceSettingsRow>(
    `select 'PLN' as currency, 8 as vat_rate, 14 as payment_term_days, '' as place_of_issue, 'Usługa noclegowa' as service_name,
            a.name as seller_name, '' as seller_street, '' as seller_zip_code, '' as seller_city, '' as seller_nip,
            'FV/{NR}/{MM}/{RRRR}' as numbering_pattern, '' as bank_account, null::text as vat_exemption, null::timestamptz as updated_at
       from accounts a where a.id = $1`,
    [accountId],
  );
  return defaults[0] ?? null;
}

export async function saveInvoiceSettingsRow(db: Queryable, accountId: string, s: Omit<InvoiceSettingsRow, 'updated_at'>): Promise<InvoiceSettingsRow> {
  const rows = await db.query<InvoiceSettingsRow>(
    `insert into invoice_settings (account_id, currency, vat_rate, payment_term_days, place_of_issue, service_name, seller_name, seller_street,
       seller_zip_code, seller_city, seller_nip, numbering_pattern, bank_account, vat_exemption)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     on conflict (account_id) do update set currency = excluded.currency, vat_rate = excluded.vat_rate,
       payment_term_days = excluded.payment_term_days, place_of_issue = excluded.place_of_issue, service_name = excluded.service_name,
       seller_name = excluded.seller_name, seller_street = excluded.seller_street, seller_zip_code = excluded.seller_zip_code,
       seller_city = excluded.seller_city, seller_nip = excluded.seller_nip, numbering_pattern = excluded.numbering_pattern,
       bank_account = excluded.bank_account, vat_exemption = excluded.vat_exemption, updated_at = now()
     returning ${COLUMNS}`,
    [
      accountId,
      s.currency,
      s.vat_rate,
      s.payment_term_days,
      s.place_of_issue,
      s.service_name,
      s.seller_name,
      s.seller_street,
      s.seller_zip_code,
      s.seller_city,
      s.seller_nip,
      s.numbering_pattern,
      s.bank_account,
      s.vat_exemption,
    ],
  );
  return rows[0];
}
