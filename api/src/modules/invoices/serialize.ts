import {
  amountInWords,
  invoiceStatusLabel,
  groszeToDecimal,
  invoiceTotals,
  priceBasisOf,
  totalsDifference,
  type InvoiceAttributes,
  type InvoiceLine,
  type InvoiceTotals,
  type InvoiceTotalsDto,
} from '@gospodarz/contracts';
import { resource } from '../../lib/resource';
import { settlementOf } from './payments';
import type { InvoiceRow, StoredLine } from './repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Issued lines' totals, by the basis their prices state. */
export function totalsOf(lines: StoredLine[]): InvoiceTotals {
  return invoiceTotals(
    lines,
    priceBasisOf(lines),
  );
}

function linesDto(lines: StoredLine[], totals: InvoiceTotals): InvoiceLine[] {
  const gross = priceBasisOf(lines) === 'gross';
  return lines.map((l, i) => {
    const value = groszeToDecimal(totals.lineValues[i]);
    return {
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      netPrice: gross ? null : (l.netPrice ?? '0.00'),
      grossPrice: gross ? (l.grossPrice ?? '0.00') : null,
      vatRate: l.vatRate,
      netValue: gross ? null : value,
      grossValue: gross ? value : null,
    };
  });
}

function totalsDto(t: Omit<InvoiceTotals, 'lineValues'>): InvoiceTotalsDto {
  return {
    rates: t.rates.map((r) => ({ vatRate: r.vatRate, net: groszeToDecimal(r.net), vat: groszeToDecimal(r.vat), gross: groszeToDecimal(r.gross) })),
    net: groszeToDecimal(t.net),
    vat: groszeToDecimal(t.vat),
    gross: groszeToDecimal(t.gross),
  };
}

/** Why an invoice cannot be deleted, or null: only the last of its series, never sent nor exported, without corrections. */
export function deleteRefusal(row: InvoiceRow): string | null {
  if (row.sent_at || row.exported_at || row.ksef_number) {
    return 'Faktura została wysłana lub wyeksportowana: zamiast ją usuwać, wystaw fakturę korygującą.';
  }
  if (row.corrections.length > 0) return 'Faktura ma korekty: zmiany wprowadź kolejną fakturą korygującą.';
  if (row.seq !== row.last_seq) {
    return 'Usunąć można tylko ostatnią fakturę w serii, aby numeracja nie miała luk: wystaw fakturę korygującą.';
  }
  return null;
}

/** Editable in place until sent, exported or corrected; after that only a correction changes it. */
export function isEditable(row: InvoiceRow): boolean {
  return !row.sent_at && !row.exported_at && !row.ksef_number && row.corrections.length === 0;
}

export function toInvoiceAttributes(row: InvoiceRow): InvoiceAttributes {
  const after = totalsOf(row.lines);
  const before = row.lines_before ? totalsOf(row.lines_before) : null;
  const difference = before ? totalsDifference(after, before) : null;
  const due = difference ? difference.gross : after.gross;
  const correction =
    row.kind === 'correction' && row.corrected && before && difference && row.lines_before
      ? {
          reason: row.correction_reason ?? '',
          invoiceId: row.corrected.id,
          invoiceNumber: row.corrected.number,
          invoiceIssueDate: row.corrected.issue_date,
          invoiceKsefNumber: row.corrected.ksef_number,
          linesBefore: linesDto(row.lines_before, before),
          totalsBefore: totalsDto(before),
          difference: totalsDto(difference),
        }
      : null;
  return {
    kind: row.kind,
    number: row.number,
    issueDate: row.issue_date,
    saleDate: row.sale_date,
    dueDate: row.due_date,
    placeOfIssue: row.place_of_issue,
    currency: row.currency,
    reservationId: row.reservation_id,
    apartmentId: row.apartment_id,
    apartmentName: row.apartment_name,
    stayFrom: row.stay_from,
    stayTo: row.stay_to,
    seller: { ...row.seller, bankAccount: row.seller.bankAccount ?? '' },
    buyer: { name: row.buyer_name, address: row.buyer_address, nip: row.buyer_nip, email: row.buyer_email },
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    paidAt: row.paid_at,
    vatExemption: row.vat_exemption,
    priceBasis: priceBasisOf(row.lines),
    lines: linesDto(row.lines, after),
    totals: totalsDto(after),
    amountInWords: amountInWords(due, row.currency),
    correction,
    corrections: row.corrections.map((c) => ({ id: c.id, number: c.number, issueDate: c.issue_date })),
    settlement: row.kind === 'invoice' ? settlementOf(row.payments ?? [], after.gross, row.payment_status) : null,
    ksefNumber: row.ksef_number,
    ksefStatus: row.ksef_status ?? null,
    ksefOfflineUntil: row.ksef_offline_until ?? null,
    sentAt: iso(row.sent_at),
    sentTo: row.sent_to,
    exportedAt: iso(row.exported_at),
    editable: isEditable(row),
    deleteRefusal: deleteRefusal(row),
    createdAt: iso(row.created_at)!,
    fullName: row.buyer_name,
    guestAddress: row.buyer_address,
    booked: row.issue_date,
    amountToPay: groszeToDecimal(due),
    paymentDate: row.due_date,
    status: invoiceStatusLabel({ correction, paymentStatus: row.payment_status }),
  };
}

export function toInvoiceDto(row: InvoiceRow) {
  return resource('invoice', row.id, toInvoiceAttributes(row));
}
