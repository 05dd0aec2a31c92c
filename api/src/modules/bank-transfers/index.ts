// What other modules (the guest page, the booking engine's confirmation) use of payment by transfer.
export { transferDetailsForRow } from './service';
export { transferMailLines, referenceOf, type TransferDetails } from './details';
export { TransferDetailsSchema } from './schemas';
export { followPrepayments } from './prepayments';
