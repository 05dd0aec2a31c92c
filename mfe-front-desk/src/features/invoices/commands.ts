import { createCommand, eventBus, type InvoiceCorrectionPayload, type InvoiceDto } from '@gospodarz/shared';
import { invoicesApi } from './api';

const SAVED = { create: 'Faktura została wystawiona.', update: 'Faktura została zapisana.', correct: 'Faktura korygująca została wystawiona.' };
const SUBJECT = 'tej faktury';

/** Issues (no id), edits (an id) or corrects (an id and a reason) an invoice. */
export const saveInvoice = createCommand(
  'invoices/save',
  ({ mode, id, payload: { reason, ...invoice } }: { mode: 'create' | 'update' | 'correct'; id: string | null; payload: InvoiceCorrectionPayload }) =>
    mode === 'create' ? invoicesApi.create(invoice) : mode === 'update' ? invoicesApi.update(id!, invoice) : invoicesApi.correct(id!, { ...invoice, reason }),
  {
    subject: SUBJECT,
    notice: (_, { mode }) => SAVED[mode],
    // the reservations list shows the invoice flag: it changed with this issue
    then: (saved: InvoiceDto) => saved.attributes.reservationId && eventBus.emit('reservation:changed', { id: saved.attributes.reservationId, action: 'updated' }),
  },
);

// Actions on one invoice, from its buttons: their refusals are toasts.
const onInvoice = { subject: SUBJECT, notifyFailure: true };

export const setInvoiceStatus = createCommand('invoices/setStatus', ({ id, status }: { id: string; status: 'paid' | 'unpaid' }) => invoicesApi.status(id, status), {
  ...onInvoice,
  notice: (_, { status }) => (status === 'paid' ? 'Faktura została oznaczona jako opłacona.' : 'Faktura została oznaczona jako nieopłacona.'),
});

export const sendInvoice = createCommand('invoices/send', (id: string) => invoicesApi.send(id), { ...onInvoice, notice: 'Faktura została wysłana e-mailem.' });

export const setKsefNumber = createCommand('invoices/setKsefNumber', ({ id, ksefNumber }: { id: string; ksefNumber: string | null }) => invoicesApi.ksefNumber(id, ksefNumber), {
  subject: SUBJECT,
  notice: 'Numer KSeF został zapisany.',
});

export const removeInvoice = createCommand('invoices/remove', (id: string) => invoicesApi.remove(id), { ...onInvoice, notice: 'Faktura została usunięta.' });

/** The FA(3) XML text; the invoice counts as exported from then on. */
export const exportInvoiceXml = createCommand('invoices/exportXml', (id: string) => invoicesApi.exportXml(id), onInvoice);

/** The commands whose answer is the invoice's new state. */
export const changesInvoice = [saveInvoice, setInvoiceStatus, sendInvoice, setKsefNumber];
