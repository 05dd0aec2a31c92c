// What other modules (and the API's wiring and tests) use of folio: everything else in the folder is its own.
export {
  EXTRA_KINDS,
  EXTRA_LABELS,
  extraGrosze,
  grosze,
  nightPrices,
  paymentStatusOf,
  stayExtras,
  type Bill,
  type ExtraKind,
  type StayExtra,
} from './bill';
export {
  bookedOnOf,
  cancellationQuote,
  settleCancellation,
  type CancelInput,
  type CancellationQuote,
} from './cancellation';
export { billOfRow, currentBill, findOwn, money, operationValues, recordOperation, toBillDto } from './service';
