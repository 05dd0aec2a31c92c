import type { Socket } from 'node:net';
import Fastify, { type ConnectionError, type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database } from './db/database';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import changesPlugin from './plugins/changes';
import jobsPlugin from './plugins/jobs';
import filesPlugin from './plugins/files';
import authPlugin from './plugins/auth';
import rateLimitPlugin from './plugins/rateLimit';
import openapiPlugin from './plugins/openapi';
import appsPlugin from './plugins/apps';
import inputSafetyPlugin from './plugins/inputSafety';
import securityHeadersPlugin from './plugins/securityHeaders';
import healthPlugin from './plugins/health';
import { modules, publicSiteRoutes } from './modules';
import { serializeRequest } from './lib/requestLog';

export interface BuildOptions {
  config: Config;
  db: Database;
  /** close the database when the server closes (true for the real process) */
  ownsDb?: boolean;
  logger?: boolean;
  /** where the log goes (standard output unless given: tests read it) */
  logStream?: { write(line: string): void };
}

/** Builds the app: cross-cutting plugins, the domain modules under /api/v1, and the built apps. */
export async function buildServer({ config, db, ownsDb = false, logger = true, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // the request's URL is logged with the secrets of public links redacted
    logger: logger ? { level: config.logLevel, serializers: { req: serializeRequest }, ...(logStream ? { stream: logStream } : {}) } : false,
    // Only the proxies the operator names may say who the client is: the rate limits count by that address.
    trustProxy: typeof config.trustProxy === 'number' ? hopsOf(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(dbPlugin, { db, config, ownsDb });
  await app.register(errorsPlugin);
  await app.register(inputSafetyPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(changesPlugin);
  await app.register(jobsPlugin);
  await app.register(filesPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(openapiPlugin);
  await app.register(healthPlugin);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Expose-Headers', 'Authorization');
  });

  await app.register(
    async (api) => {
      for (const mod of modules) await api.register(mod);
    },
    { prefix: '/api/v1' },
  );
  await app.register(publicSiteRoutes);

  if (config.appsDir) await app.register(appsPlugin, { root: config.appsDir });
  return app;
}

/** TRUST_PROXY as a hop count: the nearest `hops` senders are proxies, the one before them the client. */
function hopsOf(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * A URL Fastify cannot route (bad percent-encoding, a path segment past its length limit) answered in the API's
 * format, without echoing the URL or Fastify's error codes.
 */
function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(tooLong ? 414 : 400).send({ message: tooLong ? 'Adres jest zbyt długi.' : 'Nieprawidłowy adres.' });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Nagłówki żądania są zbyt duże.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Przekroczono czas oczekiwania na żądanie.'],
};

/** A request Node's HTTP parser refused (a malformed header, headers too large), answered in the API's format. */
function answerClientError(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code] ?? [400, 'Nieprawidłowe żądanie.'];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : status === 431 ? 'Request Header Fields Too Large' : 'Request Timeout'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
