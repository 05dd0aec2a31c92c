import type { Queryable } from '../db/database';
import { findInvoiceSettings } from '../modules/invoice-settings';
import { checkInvoice } from '../modules/invoices';
import { formatNumber, periodOf } from '../modules/invoices';
import { allocateNumber, findStay, insertInvoice, refreshInvoiceFlag } from '../modules/invoices';
import { stayLines } from '../modules/invoices';
import { nightsBetween, todayInPoland } from '@gospodarz/contracts';

/**
 * A dozen invoices over the demo's last months: one per finished stay (issued on the check-out day, numbered in
 * order as a host would have issued them, totalling the stay's price as the new-invoice form does), some with
 * parking at 23 %, two thirds paid, the older ones already
 * e-mailed to the guest (so they show the correction path), a few for companies with a NIP.
 */
const COMPANIES = [
  { name: 'Bałtycka Agencja Eventowa Sp. z o.o.', address: 'ul. Grunwaldzka 82, 80-244 Gdańsk', nip: '5840001234' },
  { name: 'Żuraw Consulting Łukasz Żak', address: 'ul. Świętojańska 15, 81-368 Gdynia', nip: '5861003244' },
];

export async function seedDemoInvoices(db: Queryable, accountId: string): Promise<void> {
  const settings = await findInvoiceSettings(db, accountId);
  if (!settings?.seller_nip) return;
  if (!settings.bank_account) {
    await db.query(`update invoice_settings set bank_account = 'PL61109010140000071219812874' where account_id = $1 and bank_account = ''`, [accountId]);
    settings.bank_account = 'PL61109010140000071219812874';
  }
  const today = todayInPoland();
  const stays = await db.query<{ id: string }>(
    `select id from reservations
      where account_id = $1 and kind = 'reservation' and status not in ('canceled', 'no_show') and total_price > 0
        and to_date between $2::date - 120 and $2::date - 1
      order by to_date, id`,
    [accountId, today],
  );
  // twelve stays spread over the months, counted back from the latest: the invoice list opens on this month
  const step = Math.max(1, Math.floor(stays.length / 12));
  const chosen = stays.filter((_, i) => (stays.length - 1 - i) % step === 0).slice(-12);
  const seller = {
    name: settings.seller_name,
    street: settings.seller_street,
    zipCode: settings.seller_zip_code,
    city: settings.seller_city,
    nip: settings.seller_nip,
    bankAccount: settings.bank_account,
  };
  for (const [i, { id }] of chosen.entries()) {
    const stay = (await findStay(db, accountId, null, id))!;
    const { priceBasis, lines } = stayLines(stay, settings.service_name, '8');
    const company = i % 5 === 1 ? COMPANIES[i % 2] : null;
    // 36,90 zł a day (30,00 zł net)
    if (i % 3 === 2) lines.push({ description: 'Parking', quantity: String(nightsBetween(stay.from_date, stay.to_date)), unit: 'doba', grossPrice: '36.90', vatRate: '23' });
    const paid = i % 3 !== 0;
    const v = checkInvoice(
      {
        issueDate: stay.to_date,
        saleDate: stay.to_date,
        buyerName: company?.name ?? stay.full_name,
        buyerAddress: company?.address ?? (stay.guest_address || 'Polska'),
        buyerNip: company?.nip ?? '',
        buyerEmail: stay.email,
        paymentMethod: i % 4 === 3 ? 'cash' : 'transfer',
        paymentStatus: paid ? 'paid' : 'unpaid',
        priceBasis,
        lines,
      },
      { today, paymentTermDays: settings.payment_term_days, defaultPlace: settings.place_of_issue, defaultCurrency: 'PLN', vatExemption: null, stay },
    );
    const period = periodOf(settings.numbering_pattern, v.issueDate);
    const seq = await allocateNumber(db, accountId, settings.numbering_pattern, period);
    const invoiceId = await insertInvoice(db, accountId, {
      kind: 'invoice',
      series: settings.numbering_pattern,
      period,
      seq,
      number: formatNumber(settings.numbering_pattern, v.issueDate, seq),
      reservation_id: stay.id,
      apartment_id: stay.apartment_id,
      corrected_invoice_id: null,
      correction_reason: null,
      lines_before: null,
      issue_date: v.issueDate,
      sale_date: v.saleDate,
      due_date: v.dueDate,
      place_of_issue: v.placeOfIssue,
      currency: 'PLN',
      payment_method: v.paymentMethod,
      payment_status: v.paymentStatus,
      seller,
      buyer_name: v.buyerName,
      buyer_address: v.buyerAddress,
      buyer_nip: v.buyerNip,
      buyer_email: v.buyerEmail,
      vat_exemption: null,
      lines: v.lines,
      net_total: v.totals.net,
      vat_total: v.totals.vat,
      gross_total: v.totals.gross,
    });
    // the older ones went to the guest already, paid ones on their due day
    if (v.issueDate < today && i < chosen.length - 4 && stay.email) {
      await db.query(`update invoices set sent_at = ($2::date + time '10:00') at time zone 'Europe/Warsaw', sent_to = $3 where id = $1`, [invoiceId, v.issueDate, stay.email]);
    }
    if (paid) await db.query('update invoices set paid_at = least(due_date, $2::date) where id = $1', [invoiceId, today]);
    await refreshInvoiceFlag(db, accountId, stay.id);
  }
}
