import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

/**
 * A large answer kept in memory as the bytes sent: its JSON and the same gzip-compressed, both made once (the
 * compression on libuv's thread pool, off the event loop). A calendar window of a thousand apartments is 1.4 MB of
 * JSON and about a tenth of that compressed: sending the kept bytes costs neither serialisation nor compression per
 * request, and the browser downloads a tenth.
 */
export interface KeptJson {
  json: Buffer;
  gzip: Buffer;
}

export async function keepJson(value: unknown): Promise<KeptJson> {
  const json = Buffer.from(JSON.stringify(value));
  return { json, gzip: await gzipAsync(json) };
}

/** Whether the request's Accept-Encoding takes gzip (every browser's does). */
export function acceptsGzip(request: FastifyRequest): boolean {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && /\bgzip\b(?!;\s*q=0(\.0*)?\b)/.test(accepted);
}

/** Sends kept JSON: compressed when the client takes gzip, as is otherwise. */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(kept.gzip);
  return reply.send(kept.json);
}
