import { PAYMENT_METHODS, type PaymentStatus, type PaymentSummary } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { asActor } from '../../lib/actor';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { resource } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import { todayInPoland } from '../../lib/today';
import { enqueueEmail, paymentRequestMail } from '../mail';
import { decimalToNumber, groszeToDecimal, parseDay, polishDay, toGrosze } from '../quotes/values';
import { findReservation, type ReservationRow } from '../reservations/repository';
import { grandTotalGrosze } from '../reservations/pricing';
import { deletePayment, insertPayment, listPayments, paidSum, recordEvent, setPaymentStatus, transferDetails, type PaymentRow } from './repository';
import type { PaymentInput } from './schemas';

const NOT_FOUND = 'Nie znaleziono rezerwacji.';

/** The rule: nothing paid is unpaid, less than the total is partly paid, the total or more is paid. */
export function paymentStatusOf(totalGrosze: number, paidGrosze: number): PaymentStatus {
  if (paidGrosze <= 0) return 'unpaid';
  return paidGrosze >= totalGrosze ? 'paid' : 'partly_paid';
}

async function findOwn(db: Queryable, scope: Scope, id: string, lock = false): Promise<ReservationRow> {
  const row = await findReservation(db, scope.accountId, scope.apartmentIds, id, lock);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

function toPaymentDto(row: PaymentRow) {
  return resource('payment', row.id, {
    paidOn: row.paid_on,
    amount: decimalToNumber(row.amount),
    method: row.method,
    createdAt: new Date(row.created_at).toISOString(),
  });
}

function summary(r: ReservationRow, paid: string, status: string): PaymentSummary {
  const total = grandTotalGrosze(r);
  const paidGrosze = toGrosze(paid) ?? 0;
  return {
    totalPrice: total / 100,
    paid: paidGrosze / 100,
    balance: (total - paidGrosze) / 100,
    paymentStatus: status as PaymentStatus,
    currency: r.currency,
  };
}

/** The reservation's payments, oldest first, and what they add up to against its total. */
export async function getPayments(db: Queryable, scope: Scope, reservationId: string) {
  const r = await findOwn(db, scope, reservationId);
  const [rows, paid] = await Promise.all([listPayments(db, scope.accountId, r.id), paidSum(db, scope.accountId, r.id)]);
  return { data: rows.map(toPaymentDto), meta: summary(r, paid, r.payment_status) };
}

function paymentValues(body: PaymentInput, today: string): { paidOn: string; grosze: number; method: string } {
  const errors: Record<string, string[]> = {};
  const paidOnText = body.paidOn?.trim() ?? '';
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(paidOnText);
  const paidOn = paidOnText === '' ? today : parseDay(dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : paidOnText);
  if (!paidOn) errors.paidOn = ['Podaj poprawną datę'];
  else if (paidOn > today) errors.paidOn = ['Data wpłaty nie może być w przyszłości'];
  const amountText = body.amount === undefined ? '' : String(body.amount).trim().replace(/\s/g, '');
  const grosze = toGrosze(amountText);
  if (amountText === '') errors.amount = ['Pole jest wymagane'];
  else if (grosze === null) errors.amount = ['Podaj kwotę, np. 250 lub 250,50'];
  else if (grosze === 0) errors.amount = ['Kwota musi być większa od zera'];
  if (!body.method) errors.method = ['Pole jest wymagane'];
  else if (!(PAYMENT_METHODS as readonly string[]).includes(body.method)) errors.method = ['Wybierz jedną z dostępnych wartości'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { paidOn: paidOn!, grosze: grosze!, method: body.method! };
}

/** Sets the reservation's payment status from the sum of its payments; returns the sum. */
async function settle(tx: Queryable, scope: Scope, r: ReservationRow): Promise<{ paid: string; status: PaymentStatus }> {
  const paid = await paidSum(tx, scope.accountId, r.id);
  const status = paymentStatusOf(grandTotalGrosze(r), toGrosze(paid) ?? 0);
  await setPaymentStatus(tx, scope.accountId, r.id, status);
  return { paid, status };
}

/**
 * Records a payment and sets the reservation's payment status from all its payments, in one transaction with the
 * reservation locked (two desks recording at once add up). More than the balance is refused: a refund is not a
 * payment.
 */
export async function addPayment(db: Database, scope: Scope, reservationId: string, body: PaymentInput) {
  const values = paymentValues(body, todayInPoland());
  return asActor(db, scope, async (tx) => {
    const { row, r, paid, status } = await recordPayment(tx, scope, reservationId, values);
    return { data: toPaymentDto(row), meta: summary(r, paid, status) };
  });
}

/**
 * Inside the caller's transaction: records a payment on the reservation (locked), refusing more than its balance
 * (the refusal names `amountField`), and sets its payment status. Also records the amount paid at booking.
 */
export async function recordPayment(
  tx: Queryable,
  scope: Scope,
  reservationId: string,
  values: { paidOn: string; grosze: number; method: string },
  amountField = 'amount',
) {
  const r = await findOwn(tx, scope, reservationId, true);
  const balance = grandTotalGrosze(r) - (toGrosze(await paidSum(tx, scope.accountId, r.id)) ?? 0);
  if (values.grosze > balance) {
    const message = balance > 0 ? `Kwota przekracza pozostałą do zapłaty (${groszeToDecimal(balance).replace('.', ',')} ${r.currency === 'PLN' ? 'zł' : r.currency}).` : 'Rezerwacja jest już opłacona.';
    throw new ValidationError({ [amountField]: [message] }, message);
  }
  const row = await insertPayment(tx, scope.accountId, {
    reservationId: r.id,
    paidOn: values.paidOn,
    amount: groszeToDecimal(values.grosze),
    method: values.method,
    userId: scope.userId,
  });
  await recordEvent(tx, scope.accountId, r.id, scope.userId, 'payment_added', {
    amount: [null, values.grosze / 100],
    method: [null, values.method],
    paidOn: [null, values.paidOn],
  });
  const { paid, status } = await settle(tx, scope, r);
  return { row, r, paid, status };
}

/** Removes a payment recorded by mistake; the payment status follows the payments left. */
export async function removePayment(db: Database, scope: Scope, reservationId: string, paymentId: string) {
  return asActor(db, scope, async (tx) => {
    const r = await findOwn(tx, scope, reservationId, true);
    const removed = await deletePayment(tx, scope.accountId, r.id, paymentId);
    if (!removed) throw new NotFoundError('Nie znaleziono płatności.');
    await recordEvent(tx, scope.accountId, r.id, scope.userId, 'payment_removed', {
      amount: [decimalToNumber(removed.amount), null],
      method: [removed.method, null],
      paidOn: [removed.paid_on, null],
    });
    const { paid, status } = await settle(tx, scope, r);
    return { meta: summary(r, paid, status) };
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
  const due = grandTotalGrosze(r) - (toGrosze(await paidSum(db, scope.accountId, r.id)) ?? 0);
  if (due <= 0 || r.payment_status === 'paid') throw new ConflictError('Rezerwacja jest już opłacona.');
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
