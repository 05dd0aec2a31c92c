// The invoices feature's public surface: its screens and its store pieces for the section's store.
export { InvoicesPage } from './components/InvoicesPage';
export { InvoiceDetailsPage } from './components/InvoiceDetailsPage';
export { InvoiceFormPage } from './components/InvoiceFormPage';
export { invoicesReducer, type InvoicesState } from './slice';
export { invoicesSaga } from './sagas';
export { sendFirstInvoicesRequest } from './firstRequest';
