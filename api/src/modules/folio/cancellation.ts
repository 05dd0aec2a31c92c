import {
  CANCELLATION_POLICY_LABELS,
  PAYMENT_METHODS,
  groszeToDecimal,
  parseDay,
  toGrosze,
  todayInPoland,
} from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { markStayCanceled } from './repository';
import { ConflictError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { cancellationOfStay, refundOn, type CancellationSchedule } from '../pricing';
import type { ReservationRow } from '../reservations';
import { nightPrices, type Bill } from './bill';
import { billOfRow, findOwn, money, recordOperation } from './service';

/**
 * What cancelling a stay today does to its money. The policy of the check-in day's rule set says which share of the
 * nights the guest gets back; the rest of the nights' price is the fee it keeps (the cleaning fee and the tourist tax
 * are not owed for a stay that does not happen). Both are capped by what was actually paid: the fee never exceeds
 * it, the refund is what was paid beyond the fee. Confirming records the fee as the bill's line and the refund as a
 * money operation, which leaves a zero balance.
 */
export interface CancellationQuote {
  policy: CancellationSchedule['policy'];
  label: string;
  /** the dated schedule, e.g. 'do 12.12.2026: zwrot 100%, potem 50%' */
  text: string;
  today: string;
  refundPercent: number;
  /** grosze: the share of the nights the policy keeps, before the cap */
  policyFee: number;
  /** grosze: what the guest paid (payments less refunds) */
  paid: number;
  /** grosze: the fee kept (policyFee capped by paid) */
  fee: number;
  /** grosze: paid less the fee */
  refund: number;
  /** the method a refund goes back by unless the host picks another: the last payment's */
  refundMethod: string;
}

/** The Polish day a reservation was booked on (its creation). */
export function bookedOnOf(row: Pick<ReservationRow, 'created_at'>): string {
  return todayInPoland(new Date(row.created_at));
}

export async function cancellationQuote(db: Queryable, row: ReservationRow, bill: Bill, today = todayInPoland()): Promise<CancellationQuote> {
  const nightly = nightPrices(row);
  const nightsTotal = nightly.reduce((a, b) => a + b, 0);
  const schedule = await cancellationOfStay(db, row.account_id, {
    apartmentId: row.apartment_id,
    from: row.from_date,
    bookedOn: bookedOnOf(row),
    nightly: nightly.length ? nightly : [0],
  });
  const step = refundOn(schedule, today);
  const policyFee = Math.max(0, nightsTotal - step.refund);
  const paid = Math.max(0, bill.paidGrosze);
  const fee = Math.min(policyFee, paid);
  const lastPayment = [...bill.operations].reverse().find((o) => o.kind === 'payment');
  return {
    policy: schedule.policy,
    label: schedule.policy ? CANCELLATION_POLICY_LABELS[schedule.policy] : 'Brak reguły anulowania',
    text: schedule.text,
    today,
    refundPercent: step.refundPercent,
    policyFee,
    paid,
    fee,
    refund: paid - fee,
    refundMethod: lastPayment?.method ?? 'transfer',
  };
}

export interface CancelInput {
  /** the fee kept, in the currency's main unit ('250,50' or 250.5); the policy's when left out */
  cancellationFee?: string | number;
  /** how the refund goes back: cash, transfer, card (the last payment's when left out) */
  refundMethod?: string;
  /** the refund's day (today when left out) */
  refundOn?: string;
}

/**
 * Inside the caller's transaction: cancels the stay (locked) keeping `cancellationFee` (the policy's unless the
 * host set another, from 0 to what was paid) and records the refund of the rest of what was paid. The caller sets
 * the status; this returns the values to write.
 */
export async function settleCancellation(tx: Queryable, scope: Scope, id: string, input: CancelInput): Promise<{ fee: number }> {
  const row = await findOwn(tx, scope, id, true);
  if (row.status === 'canceled') throw new ConflictError('Rezerwacja jest już anulowana.');
  const bill = await billOfRow(tx, row);
  const today = todayInPoland();
  const quote = await cancellationQuote(tx, row, bill, today);
  const errors: Record<string, string[]> = {};
  let fee = quote.fee;
  if (input.cancellationFee !== undefined && String(input.cancellationFee).trim() !== '') {
    const given = toGrosze(String(input.cancellationFee).trim().replace(/\s/g, ''));
    if (given === null) errors.cancellationFee = ['Podaj kwotę, np. 250 lub 250,50'];
    else if (given > quote.paid) {
      errors.cancellationFee = [
        quote.paid > 0 ? `Opłata za anulowanie nie może przekroczyć wpłaconej kwoty (${money(quote.paid, row.currency)}).` : 'Gość nic nie wpłacił: opłata za anulowanie może wynosić tylko 0.',
      ];
    } else fee = given;
  }
  const method = input.refundMethod ?? quote.refundMethod;
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) errors.refundMethod = ['Wybierz jedną z dostępnych wartości'];
  const refundOnDay = input.refundOn?.trim() ? parseDay(input.refundOn) : today;
  if (!refundOnDay) errors.refundOn = ['Podaj poprawną datę'];
  else if (refundOnDay > today) errors.refundOn = ['Data nie może być w przyszłości'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const refund = quote.paid - fee;
  if (refund > 0) await recordOperation(tx, scope, id, { kind: 'refund', paidOn: refundOnDay!, grosze: refund, method }, 'cancellationFee');
  await markStayCanceled(tx, scope.accountId, id, groszeToDecimal(fee));
  return { fee };
}
