import type { Resource } from './common';

// Pure types (the API imports this entry at build time only); the value lists live with their users.

/** Reservation status values (spec 000 §4), plus `no_show` for a guest who did not arrive. */
export type ReservationStatus = 'new' | 'confirmed' | 'canceled' | 'recent' | 'no_show';

/** Payment status values as stored and answered. */
export type PaymentStatus = 'paid' | 'partly_paid' | 'unpaid';

/** The list filter spells payment statuses its own way (spec 000 §4/§7), kept as written: paid, partialy_paid, not_paid. */
export type PaymentStatusFilter = 'paid' | 'partialy_paid' | 'not_paid';

export type Currency = 'PLN' | 'EUR' | 'GBP' | 'USD';

/** The columns the reservations list can be sorted by (`orderBy`). */
export type ReservationOrderBy =
  | 'from'
  | 'to'
  | 'fullName'
  | 'email'
  | 'guestAddress'
  | 'apartmentName'
  | 'createdAt'
  | 'totalPrice'
  | 'pricePerNight'
  | 'status'
  | 'paymentStatus'
  | 'nights'
  | 'adults'
  | 'children'
  | 'source';
export type OrderSort = 'asc' | 'desc';

/** A reservation as the API answers it (spec 000 §3), plus `nights` and `clientId`. Money in the currency's main unit. */
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
 * The new or updated reservation payload (spec 000 §3), sent as `{reservation: {...}}`. The API also accepts
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

/** The query of GET /householder/reservations (spec 000 §7); arrays are sent joined with '|'. */
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
