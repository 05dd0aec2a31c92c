import { formatDate, type PaymentStatus, type ReservationStatus } from '@gospodarz/shared';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, RESERVATION_STATUS_LABELS, RESERVATION_STATUS_ORDER } from '@gospodarz/shared/dto';

/** The status's one label (from the contract), the same in the table, the filter, the forms and the details page. */
export function statusLabel(status: ReservationStatus | string): string {
  return RESERVATION_STATUS_LABELS[status as ReservationStatus] ?? status;
}

const STATUS_OPTIONS = RESERVATION_STATUS_ORDER.map((value) => ({ value, label: RESERVATION_STATUS_LABELS[value] }));

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  paid: 'Zapłacona',
  partly_paid: 'Zapłacona częściowo',
  unpaid: 'Niezapłacona',
};

export function paymentLabel(status: PaymentStatus | string): string {
  return PAYMENT_LABELS[status as PaymentStatus] ?? status;
}

export function invoiceLabel(issued: boolean): string {
  return issued ? 'Wystawiona' : 'Nie została wystawiona';
}

/** The status filter's choices, with the table's labels. */
export const STATUS_FILTER_OPTIONS = STATUS_OPTIONS;

/** The payment filter's choices, in the filter's own spelling (the API's, 'partialy_paid' included). */
export const PAYMENT_FILTER_OPTIONS = [
  { value: 'paid', label: 'Zapłacona' },
  { value: 'partialy_paid', label: 'Zapłacona częściowo' },
  { value: 'not_paid', label: 'Niezapłacona' },
];

/** Statuses a host sets in the forms. */
export const STATUS_FORM_OPTIONS = STATUS_OPTIONS;

export const PAYMENT_FORM_OPTIONS = [
  { value: 'unpaid', label: 'Niezapłacona' },
  { value: 'partly_paid', label: 'Zapłacona częściowo' },
  { value: 'paid', label: 'Zapłacona' },
];

/** How a payment was made: Gotówka, Przelew, Karta. */
export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));

/** 'Przelew, Gotówka': the methods of the payments recorded ('Forma płatności'); '' when nothing was paid. */
export function paymentMethodsLabel(methods: string[]): string {
  return methods.map((m) => PAYMENT_METHOD_LABELS[m as keyof typeof PAYMENT_METHOD_LABELS] ?? m).join(', ');
}

export const CURRENCY_OPTIONS = ['PLN', 'EUR', 'GBP', 'USD'].map((c) => ({ value: c, label: c }));

/** 'Apartament Giewont (Willa pod Tatrami)': an apartment told apart from a same-named one of another listing. */
export function apartmentLabel(a: { name: string; listingName?: string }): string {
  return a.listingName && a.listingName !== a.name ? `${a.name} (${a.listingName})` : a.name;
}

/** Why 'Oznacz: gość się nie pojawił' cannot be used yet (the API's rule: from the arrival day on); none otherwise. */
export function noShowReason(stay: { from: string; status: string }, today: string): string | undefined {
  if (stay.status === 'canceled' || stay.status === 'no_show' || stay.from <= today) return undefined;
  return `Gościa, który się nie pojawił, można oznaczyć dopiero od dnia przyjazdu (${formatDate(stay.from)}).`;
}
