import { groszeToDecimal, parseExactDecimal, type InvoicePaymentPart, type InvoiceSettlement } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { stayPaymentOperations, otherInvoicesPayments } from './repository';

/**
 * What an invoice counts as paid toward it: the stay's payments less its refunds (a refund takes back the latest
 * payments first), less what the stay's other invoices already counted (the earliest money is theirs), at most the
 * invoice's gross. Read when the invoice is issued or edited and kept with it, so that its printout and FA(3) file
 * say what was paid then ('Zapłacono', 'Pozostało do zapłaty'; ZaplataCzesciowa in the file).
 */
export async function paymentsToward(
  db: Queryable,
  accountId: string,
  reservationId: string | null,
  grossGrosze: number,
  invoiceId: string | null = null,
): Promise<InvoicePaymentPart[]> {
  if (!reservationId || grossGrosze <= 0) return [];
  const [operations, others] = await Promise.all([
    stayPaymentOperations(db, accountId, reservationId),
    otherInvoicesPayments(db, accountId, reservationId, invoiceId),
  ]);
  const kept: Array<{ date: string; grosze: number; method: string }> = [];
  for (const o of operations) {
    const grosze = parseExactDecimal(o.amount, 2) ?? 0;
    if (o.kind === 'payment') {
      kept.push({ date: o.paid_on, grosze, method: o.method });
      continue;
    }
    let left = grosze;
    for (let i = kept.length - 1; i >= 0 && left > 0; i -= 1) {
      const taken = Math.min(kept[i].grosze, left);
      kept[i].grosze -= taken;
      left -= taken;
    }
  }
  let counted = others.reduce((sum, o) => sum + o.payments.reduce((s, p) => s + (parseExactDecimal(p.amount, 2) ?? 0), 0), 0);
  let room = grossGrosze;
  const parts: InvoicePaymentPart[] = [];
  for (const p of kept) {
    const skipped = Math.min(p.grosze, counted);
    counted -= skipped;
    const amount = Math.min(p.grosze - skipped, room);
    if (amount <= 0) continue;
    room -= amount;
    parts.push({ date: p.date, amount: groszeToDecimal(amount), method: p.method });
  }
  return parts;
}

/** The sum of the parts, in grosze. */
export function paidGrosze(parts: InvoicePaymentPart[]): number {
  return parts.reduce((sum, p) => sum + (parseExactDecimal(p.amount, 2) ?? 0), 0);
}

/** 'Zapłacono' and 'Pozostało do zapłaty' of an invoice: its parts, or the whole gross once marked as paid. */
export function settlementOf(parts: InvoicePaymentPart[], grossGrosze: number, status: 'paid' | 'unpaid'): InvoiceSettlement {
  const paid = status === 'paid' ? grossGrosze : Math.min(paidGrosze(parts), grossGrosze);
  return { paid: groszeToDecimal(paid), remaining: groszeToDecimal(grossGrosze - paid), payments: parts };
}
