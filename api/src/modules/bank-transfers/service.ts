import { todayInPoland } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { asActor } from '../../lib/actor';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { bookedOnOf, billOfRow, findOwn, recordOperation } from '../folio';
import type { ReservationRow } from '../reservations';
import { transferDetailsOf, type TransferDetails } from './details';
import { decide, referencesIn } from './matching';
import * as repo from './repository';
import { parseStatement, type ParsedStatement } from './statements';

/** The transfer details of a stay already read (the guest page, the e-mails, the booking engine's confirmation). */
export async function transferDetailsForRow(db: Queryable, row: ReservationRow): Promise<TransferDetails> {
  // one after another: inside a transaction the queries share one connection
  const bill = await billOfRow(db, row);
  const settings = await repo.transferSettings(db, row.account_id);
  const payee = await repo.payee(db, row.account_id);
  return transferDetailsOf({ ...row, booked_on: bookedOnOf(row) }, bill, settings, payee);
}

/** GET …/reservations/:id/transfer_details: the reservation page's 'Dane do przelewu'. */
export async function getTransferDetails(db: Queryable, scope: Scope, reservationId: string): Promise<TransferDetails> {
  return transferDetailsForRow(db, await findOwn(db, scope, reservationId));
}

export async function getSettings(db: Queryable, scope: Scope) {
  const s = await repo.transferSettings(db, scope.accountId);
  return { prepaymentPercent: s.prepayment_percent, dueDays: s.due_days, cancelUnpaid: s.cancel_unpaid };
}

export async function saveSettings(db: Queryable, scope: Scope, body: { prepaymentPercent?: number; dueDays?: number; cancelUnpaid?: boolean }) {
  const current = await repo.transferSettings(db, scope.accountId);
  const errors: Record<string, string[]> = {};
  const percent = body.prepaymentPercent ?? current.prepayment_percent;
  const days = body.dueDays ?? current.due_days;
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) errors.prepaymentPercent = ['Podaj liczbę od 0 do 100'];
  if (!Number.isInteger(days) || days < 1 || days > 30) errors.dueDays = ['Podaj liczbę dni od 1 do 30'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  await repo.saveTransferSettings(db, scope.accountId, { prepayment_percent: percent, due_days: days, cancel_unpaid: body.cancelUnpaid ?? current.cancel_unpaid });
  return getSettings(db, scope);
}

export function toTransactionDto(t: repo.BankTransactionRow) {
  const stay = (id: string | null, name: string | null, from: string | null, to: string | null) => (id ? { id, fullName: name ?? '', from: from ?? '', to: to ?? '' } : null);
  return {
    id: t.id,
    type: 'bank_transaction' as const,
    attributes: {
      bookedOn: t.booked_on,
      amount: Number(t.amount_grosze) / 100,
      currency: t.currency,
      counterparty: t.counterparty,
      title: t.title,
      status: t.status,
      matchRule: t.match_rule,
      fileName: t.file_name,
      reservation: stay(t.reservation_id, t.reservation_name, t.reservation_from, t.reservation_to),
      suggestion: stay(t.suggested_reservation_id, t.suggested_name, t.suggested_from, t.suggested_to),
    },
  };
}

/** Records the transfer as a payment ('Przelew', on its booking day) on the stay's bill and marks it matched. */
async function pay(tx: Queryable, scope: Scope, transactionId: string, reservationId: string, t: { grosze: number; bookedOn: string }, rule: string) {
  const today = todayInPoland();
  const payment = await recordOperation(tx, scope, reservationId, { kind: 'payment', paidOn: t.bookedOn > today ? today : t.bookedOn, grosze: t.grosze, method: 'transfer' });
  await repo.setTransactionMatch(tx, scope.accountId, transactionId, { status: 'matched', rule, reservationId, suggestedId: null, paymentId: payment.id });
}

/**
 * POST /householder/bank_statements: reads the statement, keeps each incoming transfer the account has not had
 * before, and matches it (matching.ts): matched ones become payments on their stays' bills in the same transaction.
 */
export async function importStatement(db: Database, scope: Scope, file: { fileName: string; buffer: Buffer }) {
  const parsed = parseStatement(file.buffer);
  return asActor(db, scope, (tx) => importParsed(tx, scope, parsed, file.fileName));
}

/** Inside the caller's transaction: keeps and matches a statement already read (the route's, the demo's). */
export async function importParsed(tx: Queryable, scope: Scope, parsed: ParsedStatement, fileName: string) {
  {
    const settings = await repo.transferSettings(tx, scope.accountId);
    const statementId = await repo.insertStatement(tx, scope.accountId, { format: parsed.format, fileName: fileName.slice(0, 200), bankAccount: parsed.bankAccount, userId: scope.userId });
    const counts = { transfers: parsed.transfers.length, duplicates: 0, matched: 0, review: 0, unmatched: 0 };
    const since = new Date(Date.parse(`${todayInPoland()}T00:00:00Z`) - 400 * 86_400_000).toISOString().slice(0, 10);
    for (const t of parsed.transfers) {
      const id = await repo.insertTransaction(tx, scope.accountId, { statementId, ...t });
      if (!id) {
        counts.duplicates += 1;
        continue;
      }
      const byReference = await repo.staysByReference(tx, scope.accountId, referencesIn(t.title));
      const owing = byReference.length ? [] : await repo.owingInCurrency(tx, scope.accountId, t.currency, since);
      const decision = decide(t, byReference, owing, settings);
      if (decision.status === 'matched') {
        await pay(tx, scope, id, decision.reservationId, t, decision.rule);
        counts.matched += 1;
      } else if (decision.status === 'review') {
        await repo.setTransactionMatch(tx, scope.accountId, id, { status: 'review', rule: '', reservationId: null, suggestedId: decision.suggestedId, paymentId: null });
        counts.review += 1;
      } else counts.unmatched += 1;
    }
    const transactions = await repo.listTransactions(tx, scope.accountId, null, statementId);
    return { statementId, format: parsed.format, bankAccount: parsed.bankAccount, ...counts, transactions: transactions.map(toTransactionDto) };
  }
}

export async function listTransactions(db: Queryable, scope: Scope, status: string | null) {
  return (await repo.listTransactions(db, scope.accountId, status, null)).map(toTransactionDto);
}

/** 'Zapisz wpłatę': the host's click pays the chosen stay (the suggestion or another) with the transfer. */
export async function matchTransaction(db: Database, scope: Scope, id: string, reservationId: string) {
  return asActor(db, scope, async (tx) => {
    const t = await repo.findTransaction(tx, scope.accountId, id, true);
    if (!t) throw new NotFoundError('Nie znaleziono przelewu.');
    if (t.status === 'matched') throw new ConflictError('Ten przelew jest już zapisany jako wpłata.');
    const row = await findOwn(tx, scope, reservationId);
    if (row.currency !== t.currency) throw new ValidationError({ reservationId: ['Rezerwacja jest w innej walucie niż przelew'] });
    await pay(tx, scope, t.id, row.id, { grosze: Number(t.amount_grosze), bookedOn: t.booked_on }, 'host');
    return toTransactionDto((await repo.findTransaction(tx, scope.accountId, id))!);
  });
}

/** 'Pomiń': a transfer that pays no stay (another income) leaves the list to review. */
export async function ignoreTransaction(db: Database, scope: Scope, id: string) {
  const t = await repo.findTransaction(db, scope.accountId, id);
  if (!t) throw new NotFoundError('Nie znaleziono przelewu.');
  if (t.status === 'matched') throw new ConflictError('Ten przelew jest już zapisany jako wpłata.');
  await repo.setTransactionMatch(db, scope.accountId, id, { status: 'ignored', rule: '', reservationId: null, suggestedId: t.suggested_reservation_id, paymentId: null });
  return toTransactionDto((await repo.findTransaction(db, scope.accountId, id))!);
}
