import type { InvoiceAttributes } from '@gospodarz/contracts';
import type { Config } from '../../config';
import type { Queryable } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { invoicePdf } from '../invoices';
import { KsefAuthError, KsefRateLimitedError, KsefUnavailableError } from './client';
import {
  accountsWithKsefToken,
  costInvoiceDocument,
  costInvoiceRows,
  costInvoicesForMatching,
  costInvoicesReadUntil,
  hasCostInvoice,
  insertCostInvoice,
  setCostInvoicesReadUntil,
  type CostRow,
} from './repository';
import { matchCostInvoices, type CostInvoiceOrders } from './costInvoiceOrders';
import { costInvoiceAttributes } from './costInvoiceView';
import { clientFor } from './service';

/** The nightly job that fetches the invoices others issued to each host's NIP. */
export const KSEF_COST_INVOICES_JOB = 'ksef-cost-invoices';

/** How far back the first reading goes. */
const FIRST_READ_DAYS = 90;

/**
 * Reads one account's received invoices from KSeF since it last read (90 days the first time) up to now: each new one
 * downloaded and kept once (by its KSeF number), matched to the service provider of the seller's NIP. Returns how many
 * were new. KSeF down or limiting: nothing is read, the next night tries again from the same point.
 */
export async function fetchCostInvoices(db: Queryable, config: Config, accountId: string, now = new Date()): Promise<number> {
  const found = await clientFor(db, config, accountId);
  if (!found) return 0;
  const from = (await costInvoicesReadUntil(db, accountId)) ?? new Date(now.getTime() - FIRST_READ_DAYS * 86_400_000);
  const list = await found.client.receivedInvoices(from, now);
  let added = 0;
  for (const meta of list) {
    if (await hasCostInvoice(db, accountId, meta.ksefNumber)) continue;
    const xml = await found.client.downloadInvoice(meta.ksefNumber);
    const fresh = await insertCostInvoice(db, accountId, {
      ksefNumber: meta.ksefNumber,
      invoiceNumber: meta.invoiceNumber,
      sellerNip: meta.sellerNip,
      sellerName: meta.sellerName ?? '',
      issueDate: meta.issueDate,
      acquiredAt: meta.acquisitionDate,
      net: meta.net,
      vat: meta.vat,
      gross: meta.gross,
      currency: meta.currency,
      xml,
    });
    if (fresh) added += 1;
  }
  await setCostInvoicesReadUntil(db, accountId, now);
  return added;
}

/** The nightly pass over every account with a KSeF token; one account's failure never stops the others. */
export async function fetchAllCostInvoices(db: Queryable, config: Config, log: (message: string) => void = () => undefined): Promise<void> {
  for (const accountId of await accountsWithKsefToken(db)) {
    try {
      await fetchCostInvoices(db, config, accountId);
    } catch (error) {
      if (error instanceof KsefUnavailableError || error instanceof KsefRateLimitedError || error instanceof KsefAuthError) log(`KSeF cost invoices of ${accountId}: ${error.message}`);
      else throw error;
    }
  }
}

function toDto(row: CostRow, orders: CostInvoiceOrders | null) {
  return {
    id: row.id,
    type: 'ksef_cost_invoice' as const,
    attributes: {
      ksefNumber: row.ksef_number,
      invoiceNumber: row.invoice_number,
      sellerNip: row.seller_nip,
      sellerName: row.seller_name,
      issueDate: row.issue_date,
      acquiredAt: row.acquired_at.toISOString(),
      net: Number(row.net).toFixed(2),
      vat: Number(row.vat).toFixed(2),
      gross: Number(row.gross).toFixed(2),
      currency: row.currency,
      serviceProviderId: row.service_provider_id,
      serviceProviderName: row.service_provider_name,
      orders,
    },
  };
}

/** Faktury › 'Kosztowe': the account's received invoices, newest first (200 at most). */
export async function listCostInvoices(db: Queryable, scope: Scope) {
  const rows = await costInvoiceRows(db, scope.accountId);
  const matches = await matchCostInvoices(db, scope.accountId, await costInvoicesForMatching(db, scope.accountId, rows.map((r) => r.id)));
  return rows.map((row) => toDto(row, matches.get(row.id) ?? null));
}

const NOT_AN_INVOICE = 'Tego dokumentu nie da się pokazać jako faktury: pobierz jego XML.';

/** The received invoice read from its FA(3) XML as the invoice PDF layout takes it, with its KSeF number. */
export async function costInvoiceDocumentView(db: Queryable, scope: Scope, id: string): Promise<InvoiceAttributes> {
  const row = await costInvoiceDocument(db, scope.accountId, id);
  if (!row) throw new NotFoundError('Nie znaleziono faktury kosztowej.');
  try {
    return costInvoiceAttributes(row.xml, row.ksef_number);
  } catch {
    throw new ValidationError({ xml: [NOT_AN_INVOICE] }, NOT_AN_INVOICE);
  }
}

/** The received invoice drawn from its FA(3) XML in the layout of the host's own invoices. */
export async function costInvoicePdf(db: Queryable, scope: Scope, id: string): Promise<{ number: string; pdf: Buffer }> {
  const invoice = await costInvoiceDocumentView(db, scope, id);
  return { number: invoice.number, pdf: invoicePdf(invoice) };
}

export async function costInvoiceXml(db: Queryable, scope: Scope, id: string): Promise<{ number: string; xml: string }> {
  const row = await costInvoiceDocument(db, scope.accountId, id);
  if (!row) throw new NotFoundError('Nie znaleziono faktury kosztowej.');
  return { number: row.invoice_number, xml: row.xml };
}
