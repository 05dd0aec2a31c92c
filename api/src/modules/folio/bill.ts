import { PAYMENT_METHOD_LABELS, STAY_EXTRA_KINDS, STAY_EXTRA_LABELS, type PaymentMethod, type StayExtraKind, nightsBetween, toGrosze, addDays } from '@gospodarz/contracts';
import { polishDay } from '../../lib/values';

/**
 * A stay's bill (folio): its lines, its money operations and what they leave to pay, in grosze. This is the one
 * place a stay's money is computed from its parts; the database keeps the same total (reservations.grand_total, by
 * stay_bill_total, migration 980) and the sum paid (reservations.paid) so that lists, sums and filters can read them,
 * and derives the payment status from both. The property-based test (tests/money.test.ts) holds every answer to it.
 *
 * - An active (or no-show) stay: each night at its price, the cleaning fee, the tourist tax, the listing's extras the
 *   stay took (quantity × unit price, migration 982) and a discount ('Rabat', a negative line taken off the nights).
 * - A cancelled stay: the cancellation fee alone (none recorded: nothing).
 * - Payments less refunds are what was paid; a security deposit (kaucja) held and returned stays apart.
 */
export type BillLineKind = 'night' | 'cleaning_fee' | 'tourist_tax' | 'extra' | 'discount' | 'cancellation_fee';

/** The listing's extras a stay may take (the apartment's prices, per the spec's listing). */
export const EXTRA_KINDS = STAY_EXTRA_KINDS;
export type ExtraKind = StayExtraKind;
export const EXTRA_LABELS = STAY_EXTRA_LABELS;

/** One extra as a reservation keeps it (reservations.extras): its quantity and unit price as booked. */
export interface StayExtra {
  kind: ExtraKind;
  quantity: number;
  /** exact decimal text, '25.00' */
  unitPrice: string;
}
export type OperationKind = 'payment' | 'refund' | 'security_deposit' | 'security_deposit_return';

export interface BillLine {
  kind: BillLineKind;
  label: string;
  /** the night's day (yyyy-MM-dd), null for the others */
  date: string | null;
  grosze: number;
  /** an extra's quantity and unit price (grosze); null for the other lines */
  quantity?: number | null;
  unitGrosze?: number | null;
}

export interface BillOperation {
  id: string;
  kind: OperationKind;
  paidOn: string;
  grosze: number;
  method: string;
  createdAt: string;
}

/** The stored parts of a stay the bill is made of (a reservations row). */
export interface BillSource {
  status: string;
  currency: string;
  from_date: string;
  to_date: string;
  total_price: string;
  night_prices: unknown;
  cleaning_fee: string;
  tourist_tax: string;
  cancellation_fee: string | null;
  deposit: string;
  deposit_due: string | null;
  security_deposit: string;
  /** the extras taken (migration 982; absent: none) */
  extras?: unknown;
  discount?: string | null;
  discount_reason?: string | null;
}

export interface Bill {
  currency: string;
  lines: BillLine[];
  /** what the guest pays: the lines' sum */
  totalGrosze: number;
  /** payments in */
  paymentsGrosze: number;
  /** refunds out */
  refundsGrosze: number;
  /** payments less refunds */
  paidGrosze: number;
  /** total less paid; negative: money to give back */
  balanceGrosze: number;
  paymentStatus: 'paid' | 'partly_paid' | 'unpaid';
  /** the prepayment asked (zaliczka) and what of it is still due (0 once paid covers it) */
  deposit: { grosze: number; due: string | null; outstandingGrosze: number };
  /** the security deposit (kaucja): asked, held, returned, still to return */
  securityDeposit: { grosze: number; heldGrosze: number; returnedGrosze: number; toReturnGrosze: number };
  /** the methods of the payments, in the order first used (the 'Forma płatności') */
  paymentMethods: string[];
  operations: BillOperation[];
}

/** A stored money column ('-12.50' too) → grosze. */
export function grosze(decimal: string | number | null | undefined): number {
  if (decimal === null || decimal === undefined) return 0;
  const text = String(decimal).trim();
  const negative = text.startsWith('-');
  const value = toGrosze(negative ? text.slice(1) : text) ?? 0;
  return negative ? -value : value;
}

/** The rule of the payment status (the same as the database's stay_payment_status). */
export function paymentStatusOf(totalGrosze: number, paidGrosze: number): Bill['paymentStatus'] {
  if (paidGrosze <= 0) return 'unpaid';
  return paidGrosze >= totalGrosze ? 'paid' : 'partly_paid';
}

/**
 * Each night's price: the prices the engine gave (night_prices) when they are whole and add up to the nights'
 * total, else the total spread evenly, the last night taking the rounding.
 */
export function nightPrices(source: Pick<BillSource, 'from_date' | 'to_date' | 'total_price' | 'night_prices'>): number[] {
  const nights = Math.max(0, nightsBetween(source.from_date, source.to_date));
  const total = grosze(source.total_price);
  const stored = source.night_prices;
  if (Array.isArray(stored) && stored.length === nights && stored.every((n) => Number.isInteger(n) && n >= 0)) {
    if ((stored as number[]).reduce((a, b) => a + b, 0) === total) return stored as number[];
  }
  if (nights === 0) return [];
  const each = Math.floor(total / nights);
  return Array.from({ length: nights }, (_, i) => (i === nights - 1 ? total - each * (nights - 1) : each));
}

export function billLines(source: BillSource): BillLine[] {
  if (source.status === 'canceled') {
    const fee = grosze(source.cancellation_fee);
    return fee > 0 ? [{ kind: 'cancellation_fee', label: 'Opłata za anulowanie', date: null, grosze: fee }] : [];
  }
  const lines: BillLine[] = nightPrices(source).map((price, i) => {
    const date = addDays(source.from_date, i);
    return { kind: 'night', label: `Nocleg ${polishDay(date)}`, date, grosze: price };
  });
  const cleaning = grosze(source.cleaning_fee);
  if (cleaning > 0) lines.push({ kind: 'cleaning_fee', label: 'Sprzątanie', date: null, grosze: cleaning });
  const tax = grosze(source.tourist_tax);
  if (tax > 0) lines.push({ kind: 'tourist_tax', label: 'Opłata miejscowa', date: null, grosze: tax });
  for (const extra of stayExtras(source.extras)) {
    const unit = grosze(extra.unitPrice);
    const amount = extraGrosze(extra);
    if (amount > 0) lines.push({ kind: 'extra', label: EXTRA_LABELS[extra.kind], date: null, grosze: amount, quantity: extra.quantity, unitGrosze: unit });
  }
  const discount = grosze(source.discount);
  if (discount > 0) {
    const reason = source.discount_reason?.trim();
    lines.push({ kind: 'discount', label: reason ? `Rabat: ${reason}` : 'Rabat', date: null, grosze: -discount });
  }
  return lines;
}

/** The extras a reservation keeps, read defensively (anything not an extra is left out). */
export function stayExtras(stored: unknown): StayExtra[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (e): e is StayExtra =>
      e !== null && typeof e === 'object' && (EXTRA_KINDS as readonly string[]).includes(e.kind) && Number.isInteger(e.quantity) && e.quantity > 0 && typeof e.unitPrice === 'string',
  );
}

/** An extra's amount: quantity × unit price, in grosze (the database's stay_extras_total, to the grosz). */
export const extraGrosze = (extra: StayExtra) => extra.quantity * grosze(extra.unitPrice);

export function billOf(source: BillSource, operations: BillOperation[]): Bill {
  const lines = billLines(source);
  const totalGrosze = lines.reduce((sum, line) => sum + line.grosze, 0);
  const sum = (kind: OperationKind) => operations.filter((o) => o.kind === kind).reduce((s, o) => s + o.grosze, 0);
  const paymentsGrosze = sum('payment');
  const refundsGrosze = sum('refund');
  const paidGrosze = paymentsGrosze - refundsGrosze;
  const depositGrosze = grosze(source.deposit);
  const held = sum('security_deposit');
  const returned = sum('security_deposit_return');
  const methods: string[] = [];
  for (const o of operations) if (o.kind === 'payment' && !methods.includes(o.method)) methods.push(o.method);
  return {
    currency: source.currency,
    lines,
    totalGrosze,
    paymentsGrosze,
    refundsGrosze,
    paidGrosze,
    balanceGrosze: totalGrosze - paidGrosze,
    paymentStatus: paymentStatusOf(totalGrosze, paidGrosze),
    deposit: {
      grosze: depositGrosze,
      due: source.deposit_due,
      outstandingGrosze: source.status === 'canceled' ? 0 : Math.max(0, depositGrosze - paidGrosze),
    },
    securityDeposit: { grosze: grosze(source.security_deposit), heldGrosze: held, returnedGrosze: returned, toReturnGrosze: held - returned },
    paymentMethods: methods,
    operations,
  };
}

/** 'Przelew, Gotówka': the payment methods as the screens name them ('' when nothing was paid). */
export function paymentMethodsLabel(methods: string[]): string {
  return methods.map((m) => PAYMENT_METHOD_LABELS[m as PaymentMethod] ?? m).join(', ');
}
