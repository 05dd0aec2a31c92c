import type { FastifyInstance } from 'fastify';
import { demoFeedPrefix } from './demoSync';
import * as service from './service';

export const IMPORT_JOB = 'ical.import';
export const POLL_JOB = 'ical.poll';
/**
 * Feeds read at once by one instance: a read mostly waits on the channel's server and the database (its parse runs in
 * readFeed's few parser threads), so a thousand feeds take seconds, not minutes, and the API's pool keeps room for requests.
 */
export const IMPORT_CONCURRENCY = 6;

/** What reading a feed needs of the instance: the database and the feed settings. */
function syncDeps(app: FastifyInstance): service.SyncDeps {
  return {
    db: app.db,
    allowPrivateNetwork: app.config.icalAllowPrivateNetwork,
    maxEvents: app.config.icalMaxEvents,
    demoFeedPrefix: demoFeedPrefix(app.config.publicUrl),
  };
}

/**
 * Channel sync's jobs: a feed read (one job per feed, on demand and when due), and every minute the poll that queues
 * the feeds due (every 5 minutes per feed, jittered).
 */
export function channelSyncJobs(app: FastifyInstance) {
  const deps = syncDeps(app);
  app.jobs.define<{ feedId: string; acceptLosses?: boolean }>(IMPORT_JOB, async ({ feedId, acceptLosses }) => {
    const outcome = await service.importFeed(deps, feedId, { acceptLosses });
    if (outcome?.error) app.log.info({ feedId, error: outcome.error }, 'calendar feed not read');
  }, { concurrency: IMPORT_CONCURRENCY });
  app.jobs.define(
    POLL_JOB,
    async () => {
      // in one statement: a thousand feeds due at once cost one insert, not a thousand
      await app.jobs.sendMany(IMPORT_JOB, (await service.dueFeeds(app.db)).map((feedId) => ({ data: { feedId }, singletonKey: feedId })));
    },
    { cron: '* * * * *', policy: 'stately' },
  );
  // an instance that runs jobs reads the feeds due at once, so that a fresh start does not wait a quarter of an hour
  if (app.config.jobWorkers) app.addHook('onReady', async () => app.jobs.send(POLL_JOB, {}, { startAfter: new Date(Date.now() + 5000) }));
}
