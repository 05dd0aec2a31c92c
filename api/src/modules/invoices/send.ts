import { INVOICE_PAYMENT_METHOD_LABELS, parseExactDecimal, refundOf, type InvoiceAttributes } from '@gospodarz/contracts';
import { invoiceFileName } from '@gospodarz/contracts/invoice-pdf';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { CONTROL_CHARACTERS, hasControlCharacters } from '../../lib/controlCharacters';
import type { Scope } from '../../lib/scope';
import { enqueueEmail } from '../mail';
import { formatGrosze, polishDay } from '../../lib/values';
import type { Config } from '../../config';
import { invoicePdf } from './pdf';
import { ksefQrCode, qrMailLines } from '../ksef';
import { findInvoice, markSent, type InvoiceRow } from './repository';
import { toInvoiceAttributes } from './serialize';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const amount = (decimal: string, currency: string) => formatGrosze(parseExactDecimal(decimal, 2) ?? 0, currency);

/** The e-mail that carries an invoice's PDF to the buyer. */
export function invoiceMail(invoice: InvoiceAttributes): { subject: string; text: string } {
  const title = invoice.kind === 'correction' ? 'Faktura korygująca' : 'Faktura';
  const due = invoice.correction ? invoice.correction.difference.gross : invoice.totals.gross;
  const refund = refundOf(invoice) !== null;
  const partly = invoice.settlement && invoice.paymentStatus !== 'paid' && invoice.settlement.paid !== '0.00' ? invoice.settlement : null;
  const lines = [
    `Dzień dobry${invoice.buyer.name ? ` ${invoice.buyer.name}` : ''},`,
    '',
    `w załączniku przesyłamy dokument: ${title.toLowerCase()} nr ${invoice.number} z dnia ${polishDay(invoice.issueDate)}.`,
    invoice.correction ? `Koryguje on fakturę nr ${invoice.correction.invoiceNumber}. Przyczyna: ${invoice.correction.reason}.` : '',
    '',
    `Kwota ${refund ? 'do zwrotu' : 'brutto'}: ${amount(due.replace('-', ''), invoice.currency)}`,
    partly ? `Zapłacono: ${amount(partly.paid, invoice.currency)}, pozostało do zapłaty: ${amount(partly.remaining, invoice.currency)}.` : '',
    refund
      ? invoice.paymentStatus === 'paid'
        ? 'Kwota została zwrócona.'
        : `Zwrot: ${INVOICE_PAYMENT_METHOD_LABELS[invoice.paymentMethod].toLowerCase()}, termin: ${polishDay(invoice.dueDate)}.`
      : invoice.paymentStatus === 'paid'
        ? 'Faktura została opłacona. Dziękujemy!'
        : `Sposób płatności: ${INVOICE_PAYMENT_METHOD_LABELS[invoice.paymentMethod]}, termin: ${polishDay(invoice.dueDate)}.`,
    // a refund goes to the buyer: no account of the seller's to pay to
    !refund && invoice.paymentStatus !== 'paid' && invoice.paymentMethod === 'transfer' && invoice.seller.bankAccount ? `Numer rachunku: ${invoice.seller.bankAccount}` : '',
    '',
    'Pozdrawiamy,',
    invoice.seller.name,
  ];
  return { subject: `${title} ${invoice.number} – ${invoice.seller.name}`, text: lines.filter((l, i, all) => l !== '' || all[i - 1] !== '').join('\n') };
}

/**
 * E-mails the invoice's PDF through the outbox (in the same transaction that marks it sent, so either both happen or
 * neither). Once sent it can no longer be edited: only a correction changes it.
 */
export async function sendInvoice(db: Database, scope: Scope, id: string, email?: string, config?: Config): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const row = await findInvoice(tx, scope.accountId, scope.apartmentIds, id, true);
    if (!row) throw new NotFoundError('Nie znaleziono faktury.');
    const to = (email ?? '').trim() || row.buyer_email;
    if (!to) throw new ValidationError({ email: ['Podaj adres e-mail nabywcy'] }, 'Faktura nie ma adresu e-mail nabywcy: podaj go, aby wysłać.');
    if (hasControlCharacters(to)) throw new ValidationError({ email: [CONTROL_CHARACTERS] });
    if (!EMAIL.test(to)) throw new ValidationError({ email: ['Podaj poprawny adres e-mail'] });
    if (!row.seller.nip) throw new ConflictError('Faktura nie ma danych sprzedawcy.');
    const invoice = toInvoiceAttributes(row);
    const mail = invoiceMail(invoice);
    // sent to KSeF: KOD I on the PDF, and its link in the text
    const qr = await ksefQrCode(tx, scope.accountId, id, invoice.seller.nip, invoice.issueDate, config);
    await enqueueEmail(tx, {
      accountId: scope.accountId,
      to,
      subject: mail.subject,
      text: [mail.text, ...qrMailLines(qr)].join('\n'),
      kind: 'invoice',
      attachments: [{ filename: invoiceFileName(invoice.number, 'pdf'), contentType: 'application/pdf', content: invoicePdf(invoice, qr) }],
    });
    await markSent(tx, scope.accountId, id, to);
    return (await findInvoice(tx, scope.accountId, scope.apartmentIds, id))!;
  });
}
