// What other modules (and the API's wiring and tests) use of invoice-settings: everything else in the folder is its own.
export { findInvoiceSettings, type InvoiceSettingsRow } from './repository';
