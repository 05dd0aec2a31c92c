import { invoicesApi } from './api';
import { parseInvoiceSearch, toInvoiceApiQuery } from './query';

/**
 * The month's invoices and the filter's apartments the page opens with for the address's `search`, asked for ahead
 * of the page (the section's first request): without it the list was asked for only once the screen's chunk had
 * arrived and rendered, 0.3-0.4 s after the section's code (bench/invoices-list).
 */
export function sendFirstInvoicesRequest(search: string): void {
  invoicesApi.listAhead(toInvoiceApiQuery(parseInvoiceSearch(new URLSearchParams(search))));
  invoicesApi.apartmentsAhead();
}
