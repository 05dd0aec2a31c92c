import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { openDatabase } from './db/open';
import { underStartupLock } from './db/startupLock';
import { seedDemo } from './demo';
import { seedDemoFeeds } from './demo/demoFeeds';
import { movePhotosFromDisk } from './modules/accommodations';
import { demoFeedPrefix, syncDemoFeeds } from './modules/channel-sync';
import { buildServer } from './server';

/** The process `npm start` runs: database, demo data on first start, API and apps on one port. */
async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  if (config.seedDemo) {
    // instances started together take turns: the first makes the demo, the others find it made
    await underStartupLock(db, async () => {
      const demoAccountId = await seedDemo(db, { password: config.demoPassword });
      // the demo's channel calendars come from this API itself (read in process, in every mode), so their address is
      // this server's; they are read once now, with Booking.com's reads of the exports, so the demo starts synced
      if (demoAccountId) {
        await seedDemoFeeds(db, demoAccountId, config.publicUrl);
        const deps = { db, allowPrivateNetwork: config.icalAllowPrivateNetwork, maxEvents: config.icalMaxEvents, demoFeedPrefix: demoFeedPrefix(config.publicUrl) };
        await syncDemoFeeds(deps, demoAccountId);
      }
    });
  }
  const app = await buildServer({ config, db, ownsDb: true });
  // photos an earlier version kept on this instance's disk go to the shared store, once, before this one serves
  const photos = await underStartupLock(db, () => movePhotosFromDisk(db, app.files, config.dataDir));
  if (photos.moved > 0) app.log.info({ moved: photos.moved, from: config.dataDir }, 'photos moved from the disk to the file store');
  if (photos.left > 0) app.log.warn({ left: photos.left, folder: config.dataDir }, 'files under uploads/ with no photo of that id were left on the disk');
  await app.listen({ port: config.port, host: config.host });

  if (config.devOutbox) {
    const warning =
      `UWAGA: DEV_OUTBOX=true. Każdy e-mail, z linkami do zmiany hasła i zaproszeniami, może przeczytać każdy pod ` +
      `${config.publicUrl}/api/v1/dev/outbox, a linki trafiają do logu. Tylko do pracy lokalnej, nigdy na serwerze dostępnym dla innych.`;
    app.log.warn(warning);
    console.warn(`\n  !!! ${warning}\n`);
  }
  const url = config.publicUrl;
  const demo = config.seedDemo
    ? `\n  Konto demo: demo@gospodarz.pl / ${config.demoPassword} (współgospodarz: recepcja@gospodarz.pl / ${config.demoPassword})`
    : '';
  console.log(`\n  Gospodarz działa: ${url}${demo}\n  API: ${url}/api/v1, dokumentacja: ${url}/api/docs\n`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error) => {
  // a refusal an operator acts on reads as one sentence, not a stack trace
  console.error(error instanceof DataDirLockedError || error instanceof ConfigError ? `\n  ${error.message}\n` : error);
  process.exit(1);
});
