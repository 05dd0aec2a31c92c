import { createRequestSlice, type PaymentRequestAttributes, type PaymentSummary, type ReservationChangeDto, type ReservationPaymentDto } from '@gospodarz/shared';
import type { NewPayment, OnlineCheckInDto } from './api';

/**
 * The front desk's parts of one reservation, each loaded for the details page: its payments with their sum, its
 * change history, and the payment request e-mail as it would be sent (the preview).
 */
export interface ReservationPayments {
  reservationId: string;
  items: ReservationPaymentDto[];
  summary: PaymentSummary | null;
}

export const payments = createRequestSlice<ReservationPayments | null, string, 'reservationDesk/payments'>('reservationDesk/payments', null);
export const history = createRequestSlice<ReservationChangeDto[], string, 'reservationDesk/history'>('reservationDesk/history', []);
/** The online check-in the guests filled, the house rules they accepted, the stay's access code (issue 38). */
export const onlineCheckIn = createRequestSlice<OnlineCheckInDto | null, string, 'reservationDesk/onlineCheckIn'>('reservationDesk/onlineCheckIn', null);
export const paymentRequestPreview = createRequestSlice<PaymentRequestAttributes | null, string, 'reservationDesk/paymentRequest'>(
  'reservationDesk/paymentRequest',
  null,
);

/** Resolves a form's submit: null when it worked, else field errors (and the form's message under FORM_ERROR). */
export type DeskDone = (errors: Record<string, string> | null) => void;

export const deskActions = {
  addPayment: (reservationId: string, payment: NewPayment, done: DeskDone) => ({ type: 'reservationDesk/addPayment' as const, reservationId, payment, done }),
  removePayment: (reservationId: string, paymentId: string) => ({ type: 'reservationDesk/removePayment' as const, reservationId, paymentId }),
  sendPaymentRequest: (reservationId: string, done: DeskDone) => ({ type: 'reservationDesk/sendPaymentRequest' as const, reservationId, done }),
  restore: (reservationId: string) => ({ type: 'reservationDesk/restore' as const, reservationId }),
  setAccessCode: (reservationId: string, body: { accessCode?: string; draw?: boolean }, done: DeskDone) => ({ type: 'reservationDesk/setAccessCode' as const, reservationId, body, done }),
  exportCsv: (params: Record<string, string>) => ({ type: 'reservationDesk/exportCsv' as const, params }),
};

export interface ReservationDeskState {
  payments: ReturnType<typeof payments.reducer>;
  history: ReturnType<typeof history.reducer>;
  paymentRequest: ReturnType<typeof paymentRequestPreview.reducer>;
  onlineCheckIn: ReturnType<typeof onlineCheckIn.reducer>;
}

export function reservationDeskReducer(state: ReservationDeskState | undefined, action: { type: string }): ReservationDeskState {
  return {
    payments: payments.reducer(state?.payments, action),
    history: history.reducer(state?.history, action),
    paymentRequest: paymentRequestPreview.reducer(state?.paymentRequest, action),
    onlineCheckIn: onlineCheckIn.reducer(state?.onlineCheckIn, action),
  };
}

export const selectReservationDesk = (state: { reservationDesk: ReservationDeskState }) => state.reservationDesk;
