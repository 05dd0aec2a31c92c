import type { FastifyInstance } from 'fastify';
import { followPrepayments } from './prepayments';

/** The prepayments' follow-up: reminders and, where the host chose so, cancellations, every hour (prepayments.ts). */
export const PREPAYMENTS_JOB = 'bank-transfers.prepayments';

export function bankTransferJobs(app: FastifyInstance) {
  app.jobs.define(PREPAYMENTS_JOB, async () => void (await followPrepayments(app.db)), { cron: '20 * * * *', policy: 'stately', retryLimit: 3 });
}
