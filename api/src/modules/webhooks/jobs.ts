import type { FastifyInstance } from 'fastify';
import { deliverDue } from './service';

export const DELIVER_WEBHOOKS_JOB = 'webhooks.deliver';

/** The deliveries go out every minute (their retries are due by the minute); 'stately' keeps one pass at a time. */
export function webhookJobs(app: FastifyInstance) {
  app.jobs.define(DELIVER_WEBHOOKS_JOB, async () => {
    while ((await deliverDue(app)) > 0) {
      // the next batch: a burst of changes goes out in one pass
    }
  }, { cron: '* * * * *', policy: 'stately', retryLimit: 1 });
}
