export { InvoiceSettingsPage } from './components/InvoiceSettingsPage';
export { invoiceSettingsApi } from './api';
export { invoiceSettingsReducer } from './slice';
export { invoiceSettingsSaga } from './sagas';
