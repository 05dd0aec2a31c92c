import type { Resource } from './common.ts';
import type { PaymentMethod } from './reservation.ts';

/**
 * Recepcja › Raport kasowy: the money a day's desk took and gave back, by method and by the user who recorded it,
 * with each user's cash drawer (opening, closing). Every amount is in integer grosze of `currency`.
 */

/** What a money operation does to the drawer: money in (a payment, a kaucja held) or out (a refund, a kaucja returned). */
export type TakingsOperationKind = 'payment' | 'refund' | 'security_deposit' | 'security_deposit_return';

export const TAKINGS_KIND_LABELS: Record<TakingsOperationKind, string> = {
  payment: 'Wpłata',
  refund: 'Zwrot',
  security_deposit: 'Kaucja pobrana',
  security_deposit_return: 'Kaucja zwrócona',
};

/** One method's figures of the day, in grosze. */
export interface TakingsMethodSums {
  method: PaymentMethod;
  /** payments in */
  received: number;
  /** refunds out */
  refunded: number;
  /** security deposits (kaucje) taken */
  depositsHeld: number;
  /** security deposits given back */
  depositsReturned: number;
  /** received + depositsHeld − refunded − depositsReturned */
  net: number;
}

export interface TakingsOperation {
  id: string;
  kind: TakingsOperationKind;
  method: PaymentMethod;
  /** grosze, always positive: the kind says the direction */
  amount: number;
  /** when it was recorded (ISO 8601) */
  createdAt: string;
  reservationId: string;
  guestName: string;
  apartmentName: string;
}

/** The day of one user who recorded money (userId null: recorded by a user since removed, or by none). */
export interface TakingsCashier {
  userId: string | null;
  name: string;
  /** the cash in the drawer at the day's start */
  opening: number;
  /** true: typed for this day; false: the previous day's closing carried over */
  openingEntered: boolean;
  methods: TakingsMethodSums[];
  /** cash in: payments and kaucje taken in cash */
  cashIn: number;
  /** cash out: refunds and kaucje given back in cash */
  cashOut: number;
  /** opening + cashIn − cashOut */
  closing: number;
  operations: TakingsOperation[];
}

export interface TakingsAttributes {
  /** yyyy-MM-dd, a day in Poland */
  date: string;
  currency: string;
  /** the currencies money was recorded in on that day (the report is of one of them) */
  currencies: string[];
  /** the owner: everyone who recorded money, or holds cash, and the owner; a co-host: themselves */
  cashiers: TakingsCashier[];
  totals: { opening: number; methods: TakingsMethodSums[]; cashIn: number; cashOut: number; closing: number };
  /** operations of the day in all; each cashier lists at most TAKINGS_OPERATIONS_SHOWN of them */
  operationCount: number;
}
export type TakingsDto = Resource<TakingsAttributes, 'takings'>;

/** How many of a day's operations the report lists (the sums always count every one). */
export const TAKINGS_OPERATIONS_SHOWN = 500;

/** PUT /householder/takings/opening: the cash counted in a drawer at a day's start (null: carry the previous day's). */
export interface TakingsOpeningPayload {
  date: string;
  amount: string | number | null;
  /** the owner may set another user's drawer; absent: one's own */
  userId?: string;
  currency?: string;
}
