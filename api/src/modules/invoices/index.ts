// What other modules (and the API's wiring and tests) use of invoices: everything else in the folder is its own.
export { invoiceXml } from './ksef';
export { allocateNumber, findInvoice, findStay, insertInvoice, refreshInvoiceFlag, setKsefNumber } from './repository';
export { toInvoiceAttributes } from './serialize';
export { invoicePdf } from './pdf';
export { InvoiceAttributesSchema } from './schemas';
export { checkInvoice } from './input';
export { formatNumber, periodOf } from './numbering';
export { stayLines } from './stayLines';
