import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database } from './db/database';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import changesPlugin from './plugins/changes';
import authPlugin from './plugins/auth';
import rateLimitPlugin from './plugins/rateLimit';
import openapiPlugin from './plugins/openapi';
import appsPlugin from './plugins/apps';
import { modules } from './modules';

export interface BuildOptions {
  config: Config;
  db: Database;
  /** close the database when the server closes (true for the real process) */
  ownsDb?: boolean;
  logger?: boolean;
}

/** Builds the app: cross-cutting plugins, the domain modules under /api/v1, and the built apps. */
export async function buildServer({ config, db, ownsDb = false, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(dbPlugin, { db, config, ownsDb });
  await app.register(errorsPlugin);
  await app.register(changesPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(openapiPlugin);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Expose-Headers', 'Authorization');
  });

  await app.register(
    async (api) => {
      for (const mod of modules) await api.register(mod);
    },
    { prefix: '/api/v1' },
  );

  if (config.appsDir) await app.register(appsPlugin, { root: config.appsDir });
  return app;
}
