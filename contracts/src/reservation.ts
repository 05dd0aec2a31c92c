import type { Resource } from './common.ts';

/** Reservation status values, plus `no_show` for a guest who did not arrive. */
export const RESERVATION_STATUSES = ['new', 'confirmed', 'canceled', 'recent', 'no_show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

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
}
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
}
export type QuoteDto = Resource<QuoteAttributes, 'quote'>;
