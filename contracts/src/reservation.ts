import type { QuoteBreakdown } from './pricing.ts';
import type { Resource } from './common.ts';

/** Reservation status values, plus `no_show` for a guest who did not arrive. */
export const RESERVATION_STATUSES = ['new', 'confirmed', 'canceled', 'recent', 'no_show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** The one Polish label of each status, used by the table, the filter, the forms and the details page alike. */
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  confirmed: 'Potwierdzona',
  new: 'Nowa',
  recent: 'Niepotwierdzona',
  canceled: 'Anulowana',
  no_show: 'Nie pojawił się',
};
/** The order the statuses are offered in (filter and forms). */
export const RESERVATION_STATUS_ORDER: readonly ReservationStatus[] = ['confirmed', 'new', 'recent', 'canceled', 'no_show'];

/** Payment status values as stored and answered. */
export const PAYMENT_STATUSES = ['paid', 'partly_paid', 'unpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Zapłacona',
  partly_paid: 'Zapłacona częściowo',
  unpaid: 'Niezapłacona',
};

/** The list filter spells payment statuses its own way, kept as clients send them: paid, partialy_paid, not_paid. */
export const PAYMENT_STATUS_FILTERS = ['paid', 'partialy_paid', 'not_paid'] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

/** The currencies a reservation may be priced in. */
export const CURRENCIES = ['PLN', 'EUR', 'GBP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The columns the reservations list can be sorted by (`orderBy`). */
export const RESERVATION_ORDER_BY = [
  'from',
  'to',
  'fullName',
  'email',
  'guestAddress',
  'apartmentName',
  'createdAt',
  'totalPrice',
  'pricePerNight',
  'status',
  'paymentStatus',
  'nights',
  'adults',
  'children',
  'source',
] as const;
export type ReservationOrderBy = (typeof RESERVATION_ORDER_BY)[number];
export const ORDER_SORTS = ['asc', 'desc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/**
 * Cancellation policies a price rule may carry. flexible: full refund at least 24 h before check-in; mediumStrict:
 * full at 5+ days, 50 % under 24 h; strict: full within 48 h of booking if 14+ days before, 50 % at 7+ days, none
 * below; veryStrict30 / veryStrict60: 50 % until 30 / 60 days before, then none; veryStrict: none; longterm: terms
 * not settled yet.
 */
export const CANCELLATION_POLICIES = [
  'flexible',
  'mediumStrict',
  'strict',
  'veryStrict30',
  'veryStrict60',
  'veryStrict',
  'longterm',
] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/** A reservation as the API answers it, plus `nights` and `clientId`. Money in the currency's main unit. */
export interface ReservationAttributes {
  from: string; // yyyy-MM-dd, check-in
  to: string; // yyyy-MM-dd, check-out
  nights: number;
  fullName: string;
  email: string;
  phoneNumber: string;
  guestAddress: string;
  adults: number;
  children: number;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  pricePerNight: number;
  totalPrice: number;
  currency: Currency | string;
  apartment: { id: string; name: string };
  apartmentAddress: string;
  apartmentId: string;
  comments: string;
  source: string;
  paymentSource: string;
  invoiceIssued: boolean;
  createdAt: string; // ISO timestamp
  clientId: string | null;
  /** the price per night was typed by hand instead of the pricing engine's */
  priceOverridden?: boolean;
  /** the listing's cleaning fee, once per stay */
  cleaningFee?: number;
  /** the tourist tax ('opłata miejscowa'): per person per night, exempt children left out */
  touristTax?: number;
  deposit?: number;
  depositDue?: string | null;
  /** the bill's total: the nights, the cleaning fee, the tourist tax and the extras less the discount (a cancelled stay: its cancellation fee) */
  grandTotal?: number;
  /** payments less refunds */
  paid?: number;
  /** grandTotal less paid; negative: money to give back */
  balance?: number;
  /** one reservation: the children's ages joined with '|' */
  childrenAges?: string;
  /** the fee a cancellation kept */
  cancellationFee?: number | null;
  /** the security deposit (kaucja) asked */
  securityDeposit?: number;
  /** one reservation: the listing's extras it took */
  extras?: StayExtra[];
  /** one reservation: the discount ('Rabat') taken off the nights, and why */
  discount?: number;
  discountReason?: string;
  /** the stay's invoices and corrections */
  invoices?: Array<{ id: string; number: string; kind: string }>;
  /** one reservation: its whole bill */
  bill?: StayBill;
  /** GET of one reservation: what a cancellation today would keep and refund */
  cancellation?: ReservationCancellation;
}

/** What cancelling today keeps and gives back, both capped by what the guest paid. */
export interface ReservationCancellation {
  policy: CancellationPolicy | null;
  label: string;
  /** the dated schedule, e.g. 'do 12.12.2026: zwrot 100%, potem 50%' */
  text: string;
  today: string;
  refundPercent: number;
  /** the share of the nights the policy keeps, before the cap */
  policyFee: number;
  /** payments less refunds */
  paid: number;
  /** the fee kept: the policy's, at most what was paid */
  fee: number;
  /** paid less the fee */
  refund: number;
  refundMethod: PaymentMethod | string;
}

export type BillLineKind = 'night' | 'cleaning_fee' | 'tourist_tax' | 'extra' | 'discount' | 'cancellation_fee';

/** The listing's extras a stay may take ('Dodatki'), as its bill names them. */
export const STAY_EXTRA_KINDS = ['breakfast', 'private_parking', 'public_parking', 'airport_transfer'] as const;
export type StayExtraKind = (typeof STAY_EXTRA_KINDS)[number];
export const STAY_EXTRA_LABELS: Record<StayExtraKind, string> = {
  breakfast: 'Śniadanie',
  private_parking: 'Parking prywatny',
  public_parking: 'Parking publiczny',
  airport_transfer: 'Transfer z lotniska',
};

/** One extra a stay took: its quantity and unit price as booked. */
export interface StayExtra {
  kind: StayExtraKind;
  label: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}
export type MoneyOperationKind = 'payment' | 'refund' | 'security_deposit' | 'security_deposit_return';
export const MONEY_OPERATION_LABELS: Record<MoneyOperationKind, string> = {
  payment: 'Wpłata',
  refund: 'Zwrot',
  security_deposit: 'Kaucja pobrana',
  security_deposit_return: 'Kaucja zwrócona',
};

/** A stay's bill (folio): the one source of its money. */
export interface StayBill {
  currency: string;
  /** an extra's line carries its quantity and unit price; a discount's amount is negative */
  lines: Array<{ kind: BillLineKind; label: string; date: string | null; amount: number; quantity?: number | null; unitPrice?: number | null }>;
  total: number;
  payments: number;
  refunds: number;
  paid: number;
  balance: number;
  paymentStatus: PaymentStatus;
  deposit: { amount: number; due: string | null; outstanding: number };
  securityDeposit: { amount: number; held: number; returned: number; toReturn: number };
  paymentMethods: string[];
  operations: Array<{ id: string; kind: MoneyOperationKind; paidOn: string; amount: number; method: string; createdAt: string }>;
}

/** GET /householder/reservations/:id/move_quote: the guest's price kept and the new one, side by side. */
export interface MoveQuoteSide {
  pricePerNight: number;
  totalPrice: number;
  cleaningFee: number;
  touristTax: number;
  grandTotal: number;
}
export interface MoveQuoteAttributes {
  current: { grandTotal: number; paid: number };
  kept: MoveQuoteSide;
  repriced: MoveQuoteSide | null;
  repricedMessage: string | null;
  currency: string;
  invoices: Array<{ id: string; number: string; kind: string }>;
}
export type PriceChoice = 'keep' | 'new';
export type ReservationDto = Resource<ReservationAttributes, 'reservation'>;

/**
 * The new or updated reservation payload, sent as `{reservation: {...}}`. The API also accepts
 * `apartamentId`, `guest_address` and the other snake_case spellings; the total is always computed by the server.
 */
export interface ReservationPayload {
  fullName?: string;
  email?: string;
  phoneNumber?: string;
  guestAddress?: string;
  adults?: number;
  children?: number;
  from?: string; // yyyy-MM-dd
  to?: string; // yyyy-MM-dd
  status?: ReservationStatus;
  paymentStatus?: PaymentStatus | PaymentStatusFilter;
  pricePerNight?: number | string;
  currency?: Currency;
  apartmentId?: string;
  apartmentAddress?: string;
  apartmentName?: string;
  comments?: string;
  source?: string;
  paymentSource?: string;
  invoiceIssued?: boolean;
  /** save a party larger than the apartment's guest count */
  allowOverCapacity?: boolean;
  /** the children's ages joined with '|' */
  childrenAges?: string;
  deposit?: string;
  depositDue?: string | null;
  /** a new reservation: the client chosen as the guest (empty guest fields take the card's) */
  clientId?: string;
  /** a new reservation: paid at booking, recorded as its first payment dated today */
  amountPaid?: string;
  /** the method of `amountPaid` (transfer when left out) */
  paymentMethod?: PaymentMethod;
  /** the security deposit (kaucja) asked */
  securityDeposit?: string;
  /** a stay whose dates, apartment or party change: keep the guest's price or take the new one */
  priceChoice?: PriceChoice;
  /** the listing's extras taken, joined with '|' ('' for none) */
  extras?: string;
  /** the discount ('Rabat') taken off the nights, and why */
  discount?: string;
  discountReason?: string;
}

/** The query of GET /householder/reservations; arrays are sent joined with '|'. */
export interface ReservationListQuery {
  page?: number;
  perPage?: number;
  from?: string; // MM/dd/yyyy
  to?: string; // MM/dd/yyyy
  orderBy?: ReservationOrderBy;
  orderSort?: OrderSort;
  statuses?: ReservationStatus[];
  apartmentNames?: string[];
  paymentStatus?: PaymentStatusFilter[];
  source?: string;
  nightsCountFrom?: number;
  nightsCountTo?: number;
  pricePerNightFrom?: number;
  pricePerNightTo?: number;
  fullName?: string;
  guestAddress?: string;
  clientId?: string;
  apartmentIds?: string[];
}

/** GET /householder/quotes: the price of a stay computed by the server. */
export interface QuoteAttributes {
  apartmentId: string;
  from: string;
  to: string;
  guests: number;
  nights: number;
  pricePerNight: number;
  totalPrice: number;
  currency: Currency | string;
  /** the apartment's guest count: a larger party is saved only with allowOverCapacity */
  capacity?: number;
  /** the listing's cleaning fee (per stay) and the tourist tax for this party and these nights */
  cleaningFee?: number;
  touristTax?: number;
  /** what the guest pays: the nights, the cleaning fee and the tourist tax */
  grandTotal?: number;
  /** the listing's extras the booking may add, counted for this stay (not in grandTotal until chosen) */
  extras?: StayExtra[];
  /** with breakdown=true */
  breakdown?: QuoteBreakdown;
}
export type QuoteDto = Resource<QuoteAttributes, 'quote'>;

/** How a guest paid: a payment recorded on a reservation. */
export const PAYMENT_METHODS = ['cash', 'transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Gotówka', transfer: 'Przelew', card: 'Karta' };

/** One payment recorded on a reservation (GET/POST /householder/reservations/:id/payments). */
export interface ReservationPaymentAttributes {
  paidOn: string; // yyyy-MM-dd
  amount: number;
  method: PaymentMethod;
  /** a payment in, a refund out, a security deposit held or returned */
  kind?: MoneyOperationKind;
  createdAt: string;
}
export type ReservationPaymentDto = Resource<ReservationPaymentAttributes, 'payment'>;

/** The payments' sum against the reservation's total, answered as `meta` beside the payments. */
export interface PaymentSummary {
  /** the bill's total */
  totalPrice: number;
  /** payments less refunds */
  paid: number;
  /** what is left to pay; negative when more was paid than the total */
  balance: number;
  paymentStatus: PaymentStatus;
  currency: string;
}

/** What the payment request e-mail will say (GET, the preview) or said (POST, once queued). */
export interface PaymentRequestAttributes {
  reservationId: string;
  to: string;
  subject: string;
  text: string;
  amountDue: number;
  currency: string;
  dueDate: string; // yyyy-MM-dd
  bankAccount: string;
  transferTitle: string;
}
export type PaymentRequestDto = Resource<PaymentRequestAttributes, 'payment_request'>;

/** One entry of a reservation's change history: who changed what and when. */
export const RESERVATION_CHANGE_ACTIONS = ['created', 'updated', 'payment_added', 'payment_removed', 'payment_requested'] as const;
export type ReservationChangeAction = (typeof RESERVATION_CHANGE_ACTIONS)[number];
export interface ReservationChangeAttributes {
  action: ReservationChangeAction;
  changedAt: string;
  /** the user's name, or null for a change made by the system */
  author: string | null;
  /** field → [before, after], values as the API answers them (dates yyyy-MM-dd, money as numbers) */
  changes: Record<string, [unknown, unknown]>;
}
export type ReservationChangeDto = Resource<ReservationChangeAttributes, 'reservation_change'>;
