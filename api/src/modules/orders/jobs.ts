import type { FastifyInstance } from 'fastify';
import { followReservations, planOrders } from './generator';

/** The generator's jobs: the nightly plan 90 days ahead, and following reservations within a minute of a change. */
export const PLAN_JOB = 'orders.plan';
export const FOLLOW_JOB = 'orders.follow';

export function orderJobs(app: FastifyInstance) {
  app.jobs.define(PLAN_JOB, () => planOrders(app.db), { cron: '30 1 * * *' });
  // Woken by every change of an account's reservations or apartments (their triggers notify 'account:<id>'; the
  // trigger of migration 700 lists the apartments to follow), and every minute in case a notification was missed.
  app.jobs.define(FOLLOW_JOB, async () => void (await followReservations(app.db)), { cron: '* * * * *', policy: 'stately', retryLimit: 3 });
  if (app.config.jobWorkers) {
    app.changes.on('account', () => {
      app.jobs.send(FOLLOW_JOB, {}, { singletonKey: 'orders' }).catch((error) => app.log.warn({ err: error }, 'could not queue the orders to follow'));
    });
  }
}
