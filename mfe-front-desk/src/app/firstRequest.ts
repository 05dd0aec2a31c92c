import { sendFirstWindowRequest } from '../features/calendar';
import { sendFirstInvoicesRequest } from '../features/invoices';
import { sendFirstListRequest } from '../features/reservations';

/** The pages whose data is asked for as soon as the section's code is here, by their path. */
const FIRST_REQUESTS: Record<string, (search: string) => void> = {
  '/front-desk/reservations': sendFirstListRequest,
  '/front-desk/calendar': sendFirstWindowRequest,
  '/front-desk/invoices': sendFirstInvoicesRequest,
};

/**
 * The section's first request, for the page it opens on: sent while that page's own chunk is on its way, instead of
 * after it has arrived and rendered; the page's identical request takes its answer (the shared client's getAhead).
 */
export function sendFirstRequest({ pathname, search }: { pathname: string; search: string }): void {
  FIRST_REQUESTS[pathname.toLowerCase().replace(/\/+$/, '')]?.(search);
}
