import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

/** Makes the database and the configuration available to every module; closes the database with the server. */
export default fp(async function dbPlugin(app: FastifyInstance, options: { db: Database; config: Config; ownsDb: boolean }) {
  app.decorate('db', options.db);
  app.decorate('config', options.config);
  options.db.onConnectionError((error) => app.log.warn({ err: error }, 'database connection lost: dropped from the pool, the next query opens a new one'));
  if (options.ownsDb) app.addHook('onClose', async () => options.db.close());
}, { name: 'db', dependencies: [] });
