export { InvoiceSettingsPage } from './components/InvoiceSettingsPage';
export { invoiceSettingsApi } from './api';
