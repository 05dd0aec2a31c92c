import type { PaymentSummary } from '@gospodarz/contracts';
import { todayInPoland } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { asActor } from '../../lib/actor';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import { enqueueEmail, paymentRequestMail } from '../mail';
import { decimalToNumber, polishDay } from '../../lib/values';
import type { Bill } from '../folio';
import { billOfRow, currentBill, findOwn, operationValues, recordOperation } from '../folio';
import type { ReservationRow } from '../reservations';
import { deletePayment, recordEvent, transferDetails, type PaymentRow } from './repository';
import type { PaymentInput } from './schemas';

function toPaymentDto(row: PaymentRow) {
  return resource('payment', row.id, {
    paidOn: row.paid_on,
    amount: decimalToNumber(row.amount),
    method: row.method,
    kind: row.kind,
    createdAt: new Date(row.created_at).toISOString(),
  });
}

/** The bill's figures as the payments' answers give them (`meta`). */
function summary(bill: Bill): PaymentSummary {
  return {
    totalPrice: bill.totalGrosze / 100,
    paid: bill.paidGrosze / 100,
    balance: bill.balanceGrosze / 100,
    paymentStatus: bill.paymentStatus,
    currency: bill.currency,
  };
}

/** The reservation's money operations, oldest first, and what they leave against its bill. */
export async function getPayments(db: Queryable, scope: Scope, reservationId: string) {
  const { bill } = await currentBill(db, scope, reservationId);
  return {
    data: bill.operations.map((o) =>
      resource('payment', o.id, { paidOn: o.paidOn, amount: o.grosze / 100, method: o.method, kind: o.kind, createdAt: o.createdAt }),
    ),
    meta: summary(bill),
  };
}

/**
 * Records a payment, a refund ('Zwrot') or a security deposit held or returned, in one transaction with the
 * reservation locked (two desks recording at once add up): a payment over the balance, a refund over what was paid,
 * a return over the deposit held are refused. The database moves the payment status.
 */
export async function addPayment(db: Database, scope: Scope, reservationId: string, body: PaymentInput) {
  const values = operationValues(body, todayInPoland());
  return asActor(db, scope, async (tx) => {
    const row = await recordOperation(tx, scope, reservationId, values);
    const { bill } = await currentBill(tx, scope, reservationId);
    return { data: toPaymentDto(row), meta: summary(bill) };
  });
}

const REMOVED: Record<PaymentRow['kind'], string> = {
  payment: 'payment_removed',
  refund: 'refund_removed',
  security_deposit: 'security_deposit_removed',
  security_deposit_return: 'security_deposit_return_removed',
};

/** Removes an operation recorded by mistake; the payment status follows the operations left. */
export async function removePayment(db: Database, scope: Scope, reservationId: string, paymentId: string) {
  return asActor(db, scope, async (tx) => {
    const r = await findOwn(tx, scope, reservationId, true);
    const removed = await deletePayment(tx, scope.accountId, r.id, paymentId);
    if (!removed) throw new NotFoundError('Nie znaleziono płatności.');
    const { bill } = await currentBill(tx, scope, reservationId);
    if (bill.paidGrosze < 0 || bill.securityDeposit.toReturnGrosze < 0) {
      const message = 'Najpierw usuń zwrot: bez tej wpłaty zwrócono by więcej, niż wpłacono.';
      throw new ValidationError({ paymentId: [message] }, message);
    }
    await recordEvent(tx, scope.accountId, r.id, scope.userId, REMOVED[removed.kind], {
      amount: [decimalToNumber(removed.amount), null],
      method: [removed.method, null],
      paidOn: [removed.paid_on, null],
    });
    return { meta: summary(bill) };
  });
}

/** The short reference a transfer title and the screens use: the reservation id's first 8 characters. */
export function reservationNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** The payment request e-mail for the amount still due: its recipient, text, due date, account and transfer title. */
async function composeRequest(db: Queryable, scope: Scope, r: ReservationRow) {
  if (r.status === 'canceled') throw new ConflictError('Rezerwacja jest anulowana.');
  if (!r.email) throw new ValidationError({ email: ['Gość nie ma adresu e-mail'] }, 'Gość nie ma adresu e-mail. Uzupełnij go w rezerwacji.');
  const due = (await billOfRow(db, r)).balanceGrosze;
  if (due <= 0) throw new ConflictError('Rezerwacja jest już opłacona.');
  const transfer = await transferDetails(db, scope.accountId);
  const today = todayInPoland();
  // the payment term of the invoice settings, but never after the arrival day, nor before today
  const termEnd = new Date(Date.parse(`${today}T00:00:00Z`) + transfer.payment_term_days * 86_400_000).toISOString().slice(0, 10);
  const dueDate = [termEnd, r.from_date].sort()[0] < today ? today : [termEnd, r.from_date].sort()[0];
  const transferTitle = `Rezerwacja ${reservationNumber(r.id)}, ${polishDay(r.from_date)}–${polishDay(r.to_date)}, ${r.full_name}`.trim();
  const mail = paymentRequestMail({
    fullName: r.full_name,
    apartmentName: r.apartment_name,
    apartmentAddress: r.apartment_address,
    from: r.from_date,
    to: r.to_date,
    nights: r.nights,
    amountDueGrosze: due,
    currency: r.currency,
    dueDate,
    bankAccount: transfer.bank_account,
    transferTitle,
    recipientName: transfer.seller_name,
  });
  return {
    reservationId: r.id,
    to: r.email,
    subject: mail.subject,
    text: mail.text,
    amountDue: due / 100,
    currency: r.currency,
    dueDate,
    bankAccount: transfer.bank_account,
    transferTitle,
  };
}

/** What the e-mail would say, for the preview before sending. */
export async function previewPaymentRequest(db: Queryable, scope: Scope, reservationId: string) {
  const r = await findOwn(db, scope, reservationId);
  return resource('payment_request', r.id, await composeRequest(db, scope, r));
}

/** Queues the e-mail (sent by the outbox worker) and notes the request in the reservation's history. */
export async function sendPaymentRequest(db: Database, scope: Scope, reservationId: string) {
  return asActor(db, scope, async (tx) => {
    const r = await findOwn(tx, scope, reservationId);
    const request = await composeRequest(tx, scope, r);
    const emailId = await enqueueEmail(tx, { accountId: scope.accountId, to: request.to, kind: 'payment_request', subject: request.subject, text: request.text });
    await recordEvent(tx, scope.accountId, r.id, scope.userId, 'payment_requested', { amountDue: [null, request.amountDue], to: [null, request.to] });
    return resource('payment_request', emailId, request);
  });
}
