import type { FastifyInstance } from 'fastify';
import { AUTOMATE_JOB, runAutomation } from './service';

/** The automated messages' job: every minute, the messages whose time has come are sent (one pass at a time). */
export function automatedMessageJobs(app: FastifyInstance) {
  app.jobs.define(AUTOMATE_JOB, async () => void (await runAutomation(app.db, app.config)), { cron: '* * * * *', policy: 'stately', retryLimit: 3 });
}
