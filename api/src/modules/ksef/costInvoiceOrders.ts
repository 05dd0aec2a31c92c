import { addDays, groszeToDecimal, parseExactDecimal } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { costInvoiceDates } from './costInvoiceView';
import { providerOrdersForMatching, type CostForMatching, type ProviderOrderRow } from './repository';

/**
 * A cost invoice matched to its service provider's orders (Usługodawcy › cooperation orders) where the dates and the
 * amounts fit. The invoice's period is its FA(3) OkresFa (P_6_Od–P_6_Do) when it states one, else the calendar month
 * of its sale date (P_6, or the issue date): a cleaning company invoices a month's work, dated within or at the end
 * of it. Taken in the order the invoices were issued, an invoice matches
 *  - every order of the provider done in its period not matched yet, when their prices add up to its gross (the
 *    month's invoice), or
 *  - else the first such order whose price is its gross (an invoice per order);
 * orders canceled or rejected never count, nor orders in another currency. Otherwise it stays unmatched, with the
 * period's orders and their sum to compare.
 */
export interface CostInvoiceOrders {
  status: 'matched' | 'mismatch' | 'none';
  periodFrom: string;
  periodTo: string;
  orderIds: string[];
  /** the orders of the period (matched: those matched) and their sum */
  count: number;
  gross: string;
}

/** The invoice's period: OkresFa, else the month of its sale date. */
export function costInvoicePeriod(xml: string, issueDate: string): { from: string; to: string } {
  let dates: ReturnType<typeof costInvoiceDates> = null;
  try {
    dates = costInvoiceDates(xml);
  } catch {
    // not well-formed: its issue date
  }
  if (dates?.periodFrom && dates.periodTo) return { from: dates.periodFrom, to: dates.periodTo };
  const from = `${(dates?.saleDate || issueDate).slice(0, 7)}-01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

/** The matches of the account's cost invoices (by id), each against its provider's orders. */
export async function matchCostInvoices(db: Queryable, accountId: string, costs: CostForMatching[]): Promise<Map<string, CostInvoiceOrders | null>> {
  const result = new Map<string, CostInvoiceOrders | null>();
  const providers = [...new Set(costs.map((c) => c.service_provider_id).filter((p): p is string => !!p))];
  const orders = await providerOrdersForMatching(db, accountId, providers);
  const taken = new Set<string>();
  const cents = (v: string) => parseExactDecimal(v, 2) ?? 0;
  for (const cost of [...costs].sort((a, b) => a.issue_date.localeCompare(b.issue_date) || a.id.localeCompare(b.id))) {
    if (!cost.service_provider_id) {
      result.set(cost.id, null);
      continue;
    }
    const period = costInvoicePeriod(cost.xml, cost.issue_date);
    const inPeriod = orders.filter(
      (o) => o.service_provider_id === cost.service_provider_id && o.currency === cost.currency && o.day >= period.from && o.day <= period.to && !taken.has(o.id),
    );
    const gross = cents(cost.gross);
    const sum = inPeriod.reduce((s, o) => s + cents(o.amount), 0);
    let matched: ProviderOrderRow[] = [];
    if (inPeriod.length > 0 && sum === gross) matched = inPeriod;
    else {
      const one = inPeriod.find((o) => cents(o.amount) === gross);
      if (one) matched = [one];
    }
    matched.forEach((o) => taken.add(o.id));
    const base = { periodFrom: period.from, periodTo: period.to };
    if (matched.length > 0) {
      result.set(cost.id, {
        ...base,
        status: 'matched',
        orderIds: matched.map((o) => o.id),
        count: matched.length,
        gross: groszeToDecimal(matched.reduce((s, o) => s + cents(o.amount), 0)),
      });
    } else if (inPeriod.length > 0) {
      result.set(cost.id, {
        ...base,
        status: 'mismatch',
        orderIds: [],
        count: inPeriod.length,
        gross: groszeToDecimal(sum),
      });
    } else {
      result.set(cost.id, { ...base, status: 'none', orderIds: [], count: 0, gross: '0.00' });
    }
  }
  return result;
}
