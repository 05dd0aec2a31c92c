import { api, type InvoiceSettingsAttributes, type InvoiceSettingsDto } from '@gospodarz/shared';

export type InvoiceSettingsInput = Omit<InvoiceSettingsAttributes, 'updatedAt'>;

export const invoiceSettingsApi = {
  get: () => api.get<InvoiceSettingsDto>('/v1/householder/invoice_settings'),
  save: (values: InvoiceSettingsInput) => api.put<InvoiceSettingsDto>('/v1/householder/invoice_settings', { invoiceSettings: values }),
};
