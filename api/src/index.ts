import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { seedDemo } from './db/seed';
import { buildServer } from './server';
import { startBackgroundJobs } from './jobs';

/** The process `npm start` runs: database, demo data on first start, API and apps on one port. */
async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  if (config.seedDemo) await seedDemo(db, { password: config.demoPassword });
  const app = await buildServer({ config, db, ownsDb: true });
  const stopJobs = startBackgroundJobs(app);
  app.addHook('onClose', async () => stopJobs());
  await app.listen({ port: config.port, host: config.host });

  const url = config.publicUrl;
  console.log(`\n  Gospodarz działa: ${url}\n  Konto demo: demo@gospodarz.pl / ${config.demoPassword} (współgospodarz: recepcja@gospodarz.pl / ${config.demoPassword})\n  API: ${url}/api/v1, dokumentacja: ${url}/api/docs\n`);

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
  console.error(error);
  process.exit(1);
});
