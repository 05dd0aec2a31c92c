import {
  PAYMENT_METHODS,
  TAKINGS_OPERATIONS_SHOWN,
  type PaymentMethod,
  type TakingsAttributes,
  type TakingsCashier,
  type TakingsMethodSums,
  type TakingsOperationKind,
  groszeToDecimal,
  parseDay,
  toGrosze,
  todayInPoland,
} from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { grosze } from '../folio';
import * as repo from './repository';

/**
 * Raport kasowy: a day's money by method and by the user who recorded it, and each user's cash drawer. The owner
 * sees everyone's, a co-host only what they recorded themselves (in the apartments shared with them). The day is
 * the operation's day (paid_on, a day in Poland); money in is a payment or a security deposit (kaucja) taken, money
 * out a refund or a kaucja given back. A drawer opens with the cash typed for the day, else with the previous day's
 * closing; it closes with the opening plus the cash in less the cash out.
 */

const NO_USER = 'Użytkownik usunięty';
const CURRENCY = /^[A-Z]{3}$/;

export interface TakingsQuery {
  date?: string;
  currency?: string;
}

function emptyMethods(): TakingsMethodSums[] {
  return PAYMENT_METHODS.map((method) => ({ method, received: 0, refunded: 0, depositsHeld: 0, depositsReturned: 0, net: 0 }));
}

const FIELD: Record<TakingsOperationKind, 'received' | 'refunded' | 'depositsHeld' | 'depositsReturned'> = {
  payment: 'received',
  refund: 'refunded',
  security_deposit: 'depositsHeld',
  security_deposit_return: 'depositsReturned',
};

function addTo(methods: TakingsMethodSums[], method: string, kind: TakingsOperationKind, amount: number): void {
  const sums = methods.find((m) => m.method === method);
  if (!sums) return;
  sums[FIELD[kind]] += amount;
  sums.net = sums.received + sums.depositsHeld - sums.refunded - sums.depositsReturned;
}

/** The cash in and out of a set of method sums. */
function cashOf(methods: TakingsMethodSums[]): { cashIn: number; cashOut: number } {
  const cash = methods.find((m) => m.method === 'cash')!;
  return { cashIn: cash.received + cash.depositsHeld, cashOut: cash.refunded + cash.depositsReturned };
}

function dayOf(text: string | undefined, today: string, field: string): string {
  if (text === undefined || text.trim() === '') return today;
  const day = parseDay(text.trim());
  if (!day) throw new ValidationError({ [field]: ['Podaj poprawną datę'] });
  return day;
}

function currencyOf(text: string | undefined): string {
  const currency = (text ?? 'PLN').trim().toUpperCase();
  if (!CURRENCY.test(currency)) throw new ValidationError({ currency: ['Podaj kod waluty, np. PLN'] });
  return currency;
}

const nameOf = (u: repo.UserRow) => `${u.first_name} ${u.last_name}`.trim() || u.email;

export async function takingsOf(db: Queryable, scope: Scope, query: TakingsQuery): Promise<TakingsAttributes> {
  const day = dayOf(query.date, todayInPoland(), 'date');
  const currency = currencyOf(query.currency);
  // a co-host's report is their own; the owner's, everyone's
  const own = scope.owner ? null : scope.userId;
  const filter: repo.TakingsFilter = { accountId: scope.accountId, apartments: scope.apartmentIds, userId: own, currency, day };
  const [sums, operations, opened, people, currencies] = await Promise.all([
    repo.daySums(db, filter),
    repo.dayOperations(db, filter, TAKINGS_OPERATIONS_SHOWN),
    repo.openings(db, filter),
    repo.users(db, scope.accountId, own),
    repo.dayCurrencies(db, filter),
  ]);

  const cashiers = new Map<string | null, TakingsCashier>();
  const cashierOf = (userId: string | null): TakingsCashier => {
    let cashier = cashiers.get(userId);
    if (!cashier) {
      const user = people.find((u) => u.id === userId);
      cashier = {
        userId: user ? user.id : null,
        name: user ? nameOf(user) : NO_USER,
        opening: 0,
        openingEntered: false,
        methods: emptyMethods(),
        cashIn: 0,
        cashOut: 0,
        closing: 0,
        operations: [],
      };
      cashiers.set(cashier.userId, cashier);
    }
    return cashier;
  };
  // whoever asks has a drawer to count, even on a day they took nothing
  cashierOf(scope.userId);
  for (const row of opened) {
    const cashier = cashierOf(row.user_id);
    cashier.opening = grosze(row.entered) + grosze(row.carried);
    cashier.openingEntered = row.entered_on === day;
  }
  let operationCount = 0;
  for (const row of sums) {
    addTo(cashierOf(row.user_id).methods, row.method, row.kind as TakingsOperationKind, grosze(row.amount));
    operationCount += row.count;
  }
  for (const row of operations) {
    cashierOf(row.user_id).operations.push({
      id: row.id,
      kind: row.kind as TakingsOperationKind,
      method: row.method as PaymentMethod,
      amount: grosze(row.amount),
      createdAt: new Date(row.created_at).toISOString(),
      reservationId: row.reservation_id,
      guestName: row.full_name,
      apartmentName: row.apartment_name,
    });
  }

  const shown = [...cashiers.values()].filter(
    (c) => c.userId === scope.userId || c.openingEntered || c.opening !== 0 || c.methods.some((m) => m.received || m.refunded || m.depositsHeld || m.depositsReturned),
  );
  const totals = { opening: 0, methods: emptyMethods(), cashIn: 0, cashOut: 0, closing: 0 };
  for (const c of shown) {
    Object.assign(c, cashOf(c.methods));
    c.closing = c.opening + c.cashIn - c.cashOut;
    totals.opening += c.opening;
    for (const m of c.methods) for (const kind of Object.keys(FIELD) as TakingsOperationKind[]) addTo(totals.methods, m.method, kind, m[FIELD[kind]]);
  }
  Object.assign(totals, cashOf(totals.methods));
  totals.closing = totals.opening + totals.cashIn - totals.cashOut;
  // the asker first, then by name; money of removed users last
  shown.sort((a, b) => rank(a, scope.userId) - rank(b, scope.userId) || a.name.localeCompare(b.name, 'pl'));

  return {
    date: day,
    currency,
    currencies: currencies.includes(currency) ? currencies : [...currencies, currency].sort(),
    cashiers: shown,
    totals,
    operationCount,
  };
}

function rank(c: TakingsCashier, me: string): number {
  if (c.userId === me) return 0;
  return c.userId === null ? 2 : 1;
}

export interface OpeningInput {
  date?: string;
  amount?: string | number | null;
  userId?: string;
  currency?: string;
}

/**
 * Stores the cash counted in a drawer at a day's start (today or before), or with an empty amount forgets it, so
 * that the previous day's closing opens the day again. One's own drawer; the owner may count anyone's of the account.
 */
export async function setOpening(db: Database, scope: Scope, input: OpeningInput): Promise<TakingsAttributes> {
  const today = todayInPoland();
  const errors: Record<string, string[]> = {};
  let day: string | null = null;
  if (!input.date?.trim()) errors.date = ['Pole jest wymagane'];
  else {
    day = parseDay(input.date.trim());
    if (!day) errors.date = ['Podaj poprawną datę'];
    else if (day > today) errors.date = ['Data nie może być w przyszłości'];
  }
  const amountText = input.amount === null || input.amount === undefined ? '' : String(input.amount).trim().replace(/\s/g, '');
  const amount = amountText === '' ? null : toGrosze(amountText);
  if (amountText.startsWith('-')) errors.amount = ['Stan kasy nie może być ujemny'];
  else if (amountText !== '' && amount === null) errors.amount = ['Podaj kwotę, np. 250 lub 250,50'];
  let currency = 'PLN';
  try {
    currency = currencyOf(input.currency);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, error.errors);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const userId = input.userId ?? scope.userId;
  if (userId !== scope.userId) {
    if (!scope.owner) throw new ForbiddenError('Możesz ustawić stan tylko własnej kasy.');
    if ((await repo.users(db, scope.accountId, userId)).length === 0) throw new NotFoundError('Nie znaleziono użytkownika.');
  }
  const key = { accountId: scope.accountId, userId, currency, day: day! };
  if (amount === null) await repo.deleteOpening(db, key);
  else await repo.saveOpening(db, { ...key, amount: groszeToDecimal(amount), setBy: scope.userId });
  return takingsOf(db, scope, { date: day!, currency });
}
