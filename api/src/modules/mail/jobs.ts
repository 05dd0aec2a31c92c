import type { FastifyInstance } from 'fastify';
import { closeTransport, deliverDueEmails } from './worker';

export const DELIVER_JOB = 'mail.deliver';

/**
 * The mail module's jobs: delivery runs on the job runner, woken by each queued mail (a notification from the
 * outbox's trigger), and every minute for retries. 'stately' keeps a burst of mails to one waiting pass.
 */
export function mailJobs(app: FastifyInstance) {
  app.addHook('onClose', async () => closeTransport(app));
  app.jobs.define(DELIVER_JOB, () => deliverDueEmails(app), { cron: '* * * * *', policy: 'stately', retryLimit: 2 });
  if (app.config.jobWorkers) {
    app.changes.on('outbox', () => {
      app.jobs.send(DELIVER_JOB, {}, { singletonKey: 'outbox' }).catch((error) => app.log.warn({ err: error }, 'could not queue the outbox delivery'));
    });
  }
}
