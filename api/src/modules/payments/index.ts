// What other modules (and the API's wiring and tests) use of payments: everything else in the folder is its own.
export { insertPayment, listPayments, recordEvent, type PaymentRow } from './repository';
