import type { FastifyInstance } from 'fastify';
import { KSEF_COST_INVOICES_JOB, fetchAllCostInvoices } from './costInvoices';
import { KSEF_SEND_JOB, sendToKsef } from './service';

/**
 * KSeF's jobs: sending one invoice (queued on issue, by hand, and by itself again after a failure, a 429 or while
 * KSeF verifies), and every night at 02:30 UTC reading the invoices others issued to each host's NIP.
 */
export function ksefJobs(app: FastifyInstance) {
  const ctx = { db: app.db, jobs: app.jobs, config: app.config };
  app.jobs.define<{ accountId: string; invoiceId: string }>(KSEF_SEND_JOB, (data) => sendToKsef(ctx, data), { retryLimit: 3 });
  app.jobs.define(KSEF_COST_INVOICES_JOB, () => fetchAllCostInvoices(app.db, app.config, (message) => app.log.warn(message)), { cron: '30 2 * * *', retryLimit: 2 });
}
