import type { PaymentStatus, ReservationStatus } from '@gospodarz/shared';

/** Table labels of statuses: 'Nowa' for confirmed and by default, 'Niepotwierdzony' for recent. */
export function statusLabel(status: ReservationStatus | string): string {
  switch (status) {
    case 'recent':
      return 'Niepotwierdzony';
    case 'canceled':
      return 'Anulowana';
    case 'no_show':
      return 'Nie pojawił się';
    default:
      return 'Nowa';
  }
}

/** The detail page's wording: 'Potwierdzona' / 'Nie potwierdzona'. */
export function confirmationLabel(status: ReservationStatus | string): string {
  return status === 'confirmed' ? 'Potwierdzona' : 'Nie potwierdzona';
}

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

/** The status filter's choices: the reservation statuses plus no-show, with the table's labels. */
export const STATUS_FILTER_OPTIONS = [
  { value: 'confirmed', label: 'Nowa (potwierdzona)' },
  { value: 'new', label: 'Nowa' },
  { value: 'recent', label: 'Niepotwierdzony' },
  { value: 'canceled', label: 'Anulowana' },
  { value: 'no_show', label: 'Nie pojawił się' },
];

/** The payment filter's choices, in the filter's own spelling (the API's, 'partialy_paid' included). */
export const PAYMENT_FILTER_OPTIONS = [
  { value: 'paid', label: 'Zapłacona' },
  { value: 'partialy_paid', label: 'Zapłacona częściowo' },
  { value: 'not_paid', label: 'Niezapłacona' },
];

/** Statuses a host sets in the forms. */
export const STATUS_FORM_OPTIONS = [
  { value: 'confirmed', label: 'Potwierdzona' },
  { value: 'new', label: 'Nowa' },
  { value: 'recent', label: 'Niepotwierdzona' },
  { value: 'canceled', label: 'Anulowana' },
  { value: 'no_show', label: 'Nie pojawił się' },
];

export const PAYMENT_FORM_OPTIONS = [
  { value: 'unpaid', label: 'Niezapłacona' },
  { value: 'partly_paid', label: 'Zapłacona częściowo' },
  { value: 'paid', label: 'Zapłacona' },
];

export const CURRENCY_OPTIONS = ['PLN', 'EUR', 'GBP', 'USD'].map((c) => ({ value: c, label: c }));
