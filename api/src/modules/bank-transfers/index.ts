// What other modules (the guest page, the booking engine's confirmation) use of payment by transfer.
export { importParsed, transferDetailsForRow } from './service';
export { parseStatement } from './statements';
export { transferMailLines, referenceOf, type TransferDetails } from './details';
export { TransferDetailsSchema } from './schemas';
export { followPrepayments } from './prepayments';
