// The API as the benchmark drives it: its own process (as in production), PostgreSQL in the bench schema, serving
// the built apps too when BENCH_APPS=1 (the browser phase). Started by startApi (api.js); reports its port back over IPC.
const path = require('node:path');

const dist = path.join(__dirname, '..', '..', 'api', 'dist');
const { openPostgres } = require(path.join(dist, 'db', 'postgres.js'));
const { loadConfig } = require(path.join(dist, 'config.js'));
const { buildServer } = require(path.join(dist, 'server.js'));

async function main() {
  const { BENCH_DATABASE_URL: url, BENCH_SCHEMA: schema, BENCH_POOL: pool, BENCH_APPS: apps } = process.env;
  const db = await openPostgres(url, { schema, max: Number(pool) });
  const env = { LOG_LEVEL: 'warn', NODE_ENV: 'production', RATE_LIMIT_FACTOR: '100', ...(apps === '1' ? {} : { APPS_DIR: '' }) };
  const config = { ...loadConfig(env), redisUrl: null };
  const app = await buildServer({ config, db, ownsDb: true, logger: false });
  await app.listen({ port: Number(process.env.BENCH_PORT || 0), host: '127.0.0.1' });
  process.send({ port: app.server.address().port });
  process.on('disconnect', () => app.close().then(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
