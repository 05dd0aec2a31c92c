import type { SubmissionErrors } from 'final-form';
import { createRequestSlice, type InvoiceSettingsDto } from '@gospodarz/shared';
import type { InvoiceSettingsInput } from './api';

/** The account's invoice settings, as last loaded or saved. */
export const invoiceSettings = createRequestSlice<InvoiceSettingsDto | null, void, 'invoiceSettings'>('invoiceSettings', null);

export const actions = {
  /** `resolve` gets undefined when saved, else final-form's submit errors */
  save: (values: InvoiceSettingsInput, resolve: (errors?: SubmissionErrors) => void) => ({ type: 'invoiceSettings/save' as const, values, resolve }),
};

export const invoiceSettingsReducer = invoiceSettings.reducer;
export type InvoiceSettingsState = ReturnType<typeof invoiceSettingsReducer>;

export const selectInvoiceSettings = (state: { invoiceSettings: InvoiceSettingsState }) => state.invoiceSettings;
