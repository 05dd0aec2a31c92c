import type { FastifyInstance } from 'fastify';
import { RETENTION_JOB, runRetention } from './privacy';

/** RODO's nightly retention run (01:45 UTC): guests past the account's retention anonymised, the run logged. */
export function legalJobs(app: FastifyInstance) {
  app.jobs.define(RETENTION_JOB, async () => void (await runRetention(app.db)), { cron: '45 1 * * *', retryLimit: 3 });
}
