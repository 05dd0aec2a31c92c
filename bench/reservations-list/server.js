// The API as the benchmark drives it: its own process (as in production), PostgreSQL in the bench schema.
// Started by run.js; reports its port back over IPC.
const path = require('node:path');

const dist = path.join(__dirname, '..', '..', 'api', 'dist');
const { openPostgres } = require(path.join(dist, 'db', 'postgres.js'));
const { loadConfig } = require(path.join(dist, 'config.js'));
const { buildServer } = require(path.join(dist, 'server.js'));

async function main() {
  const { BENCH_DATABASE_URL: url, BENCH_SCHEMA: schema, BENCH_POOL: pool } = process.env;
  const db = await openPostgres(url, { schema, max: Number(pool) });
  const config = { ...loadConfig({ APPS_DIR: '', LOG_LEVEL: 'warn', NODE_ENV: 'production' }), redisUrl: null };
  const app = await buildServer({ config, db, ownsDb: true, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: app.server.address().port });
  process.on('disconnect', () => app.close().then(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
