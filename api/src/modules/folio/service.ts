import { PAYMENT_METHODS, groszeToDecimal, parseDay, toGrosze } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { formatGrosze } from '../../lib/values';
import { insertPayment, listPayments, recordEvent, type PaymentRow } from '../payments';
import { findReservation, type ReservationRow } from '../reservations';
import { billOf, type Bill, type BillOperation, type OperationKind } from './bill';

export const NOT_FOUND = 'Nie znaleziono rezerwacji.';

export function toOperation(row: PaymentRow): BillOperation {
  return {
    id: row.id,
    kind: row.kind,
    paidOn: row.paid_on,
    grosze: toGrosze(row.amount) ?? 0,
    method: row.method,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The bill of a reservation already read (its operations are read here). */
export async function billOfRow(db: Queryable, row: ReservationRow): Promise<Bill> {
  const operations = (await listPayments(db, row.account_id, row.id)).map(toOperation);
  return billOf(row, operations);
}

export async function findOwn(db: Queryable, scope: Scope, id: string, lock = false): Promise<ReservationRow> {
  const row = await findReservation(db, scope.accountId, scope.apartmentIds, id, lock);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

/** 'Bill' as the answers give it: money in the currency's main unit (the division only renders exact grosze). */
export function toBillDto(bill: Bill) {
  const m = (g: number) => g / 100;
  return {
    currency: bill.currency,
    lines: bill.lines.map((l) => ({
      kind: l.kind,
      label: l.label,
      date: l.date,
      amount: m(l.grosze),
      ...(l.kind === 'extra' ? { quantity: l.quantity ?? null, unitPrice: l.unitGrosze === null || l.unitGrosze === undefined ? null : m(l.unitGrosze) } : {}),
    })),
    total: m(bill.totalGrosze),
    payments: m(bill.paymentsGrosze),
    refunds: m(bill.refundsGrosze),
    paid: m(bill.paidGrosze),
    balance: m(bill.balanceGrosze),
    paymentStatus: bill.paymentStatus,
    deposit: { amount: m(bill.deposit.grosze), due: bill.deposit.due, outstanding: m(bill.deposit.outstandingGrosze) },
    securityDeposit: {
      amount: m(bill.securityDeposit.grosze),
      held: m(bill.securityDeposit.heldGrosze),
      returned: m(bill.securityDeposit.returnedGrosze),
      toReturn: m(bill.securityDeposit.toReturnGrosze),
    },
    paymentMethods: bill.paymentMethods,
    operations: bill.operations.map((o) => ({ id: o.id, kind: o.kind, paidOn: o.paidOn, amount: m(o.grosze), method: o.method, createdAt: o.createdAt })),
  };
}
export type BillDto = ReturnType<typeof toBillDto>;

/** '1 234,56 zł' ('-45,00 zł' for money going back), for messages. */
export const money = (grosze: number, currency: string) => `${grosze < 0 ? '-' : ''}${formatGrosze(Math.abs(grosze), currency)}`;

export interface OperationValues {
  kind: OperationKind;
  paidOn: string;
  grosze: number;
  method: string;
}

const OPERATION_KINDS: OperationKind[] = ['payment', 'refund', 'security_deposit', 'security_deposit_return'];

/** A money operation typed on a form: its date (today when empty, never in the future), amount, method and kind. */
export function operationValues(body: { paidOn?: string; amount?: string | number; method?: string; kind?: string }, today: string): OperationValues {
  const errors: Record<string, string[]> = {};
  const paidOnText = body.paidOn?.trim() ?? '';
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(paidOnText);
  const paidOn = paidOnText === '' ? today : parseDay(dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : paidOnText);
  if (!paidOn) errors.paidOn = ['Podaj poprawną datę'];
  else if (paidOn > today) errors.paidOn = ['Data nie może być w przyszłości'];
  const amountText = body.amount === undefined ? '' : String(body.amount).trim().replace(/\s/g, '');
  const grosze = toGrosze(amountText);
  if (amountText === '') errors.amount = ['Pole jest wymagane'];
  else if (amountText.startsWith('-')) errors.amount = ['Podaj kwotę bez minusa; zwrot zapisz jako „Zwrot”'];
  else if (grosze === null) errors.amount = ['Podaj kwotę, np. 250 lub 250,50'];
  else if (grosze === 0) errors.amount = ['Kwota musi być większa od zera'];
  if (!body.method) errors.method = ['Pole jest wymagane'];
  else if (!(PAYMENT_METHODS as readonly string[]).includes(body.method)) errors.method = ['Wybierz jedną z dostępnych wartości'];
  const kind = (body.kind ?? 'payment') as OperationKind;
  if (!OPERATION_KINDS.includes(kind)) errors.kind = ['Wybierz jedną z dostępnych wartości'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { kind, paidOn: paidOn!, grosze: grosze!, method: body.method! };
}

const EVENT: Record<OperationKind, string> = {
  payment: 'payment_added',
  refund: 'refund_added',
  security_deposit: 'security_deposit_added',
  security_deposit_return: 'security_deposit_return_added',
};

/**
 * Inside the caller's transaction: records a money operation on the reservation (locked, so two desks recording at
 * once add up). A payment may not pass the balance (more is not owed), a refund may not pass what was paid, a
 * returned security deposit may not pass what is held; the refusal names `amountField`. The database then moves the
 * reservation's `paid` and payment status.
 */
export async function recordOperation(tx: Queryable, scope: Scope, reservationId: string, values: OperationValues, amountField = 'amount') {
  const r = await findOwn(tx, scope, reservationId, true);
  const bill = await billOfRow(tx, r);
  const refuse = (message: string) => {
    throw new ValidationError({ [amountField]: [message] }, message);
  };
  if (values.kind === 'payment' && values.grosze > bill.balanceGrosze) {
    refuse(bill.balanceGrosze > 0 ? `Kwota przekracza pozostałą do zapłaty (${money(bill.balanceGrosze, r.currency)}).` : 'Rezerwacja jest już opłacona.');
  }
  if (values.kind === 'refund' && values.grosze > bill.paidGrosze) {
    refuse(bill.paidGrosze > 0 ? `Zwrot nie może przekroczyć wpłaconej kwoty (${money(bill.paidGrosze, r.currency)}).` : 'Gość nic nie wpłacił: nie ma czego zwrócić.');
  }
  if (values.kind === 'security_deposit_return' && values.grosze > bill.securityDeposit.toReturnGrosze) {
    refuse(`Zwrot kaucji nie może przekroczyć pobranej kaucji (${money(bill.securityDeposit.toReturnGrosze, r.currency)}).`);
  }
  // the event first: the status the payment changes is the next entry of the history
  await recordEvent(tx, scope.accountId, r.id, scope.userId, EVENT[values.kind], {
    amount: [null, values.grosze / 100],
    method: [null, values.method],
    paidOn: [null, values.paidOn],
  });
  const row = await insertPayment(tx, scope.accountId, {
    reservationId: r.id,
    paidOn: values.paidOn,
    amount: groszeToDecimal(values.grosze),
    method: values.method,
    userId: scope.userId,
    kind: values.kind,
  });
  return row;
}

/** The bill as it stands inside a transaction (after operations or changes), for the answer. */
export async function currentBill(db: Queryable, scope: Scope, reservationId: string): Promise<{ row: ReservationRow; bill: Bill }> {
  const row = await findOwn(db, scope, reservationId);
  return { row, bill: await billOfRow(db, row) };
}
