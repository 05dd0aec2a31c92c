import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createJobRunner, type Jobs } from '../jobs/runner';
import { currentSchema } from '../db/catalog';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** pg-boss keeps its tables in a schema of its own: `pgboss`, or beside a test's schema so that test files stay apart. */
async function jobsSchema(app: FastifyInstance): Promise<string> {
  const schema = await currentSchema(app.db);
  return schema === 'public' ? 'pgboss' : `${schema}_jobs`;
}

/**
 * The one job runner (see jobs/runner.ts) as `app.jobs`. Modules define their jobs while they register; the runner
 * starts when the server is ready. With JOB_WORKERS=false an instance only queues jobs and leaves running them to the
 * others (tests run them with `app.jobs.runDue()`).
 */
export default fp(async function jobsPlugin(app: FastifyInstance) {
  const jobs = createJobRunner(app.db, {
    schema: await jobsSchema(app),
    workers: app.config.jobWorkers,
    onError: (error) => app.log.error({ err: error }, 'job runner'),
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
}, { name: 'jobs', dependencies: ['db'] });
