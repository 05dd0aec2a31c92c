import type { FastifyInstance } from 'fastify';
import { outboxWorker } from './modules/mail/worker';

/**
 * Background work of the API process (the e-mail outbox worker, …). Each job registers here and returns a stop
 * function; the process stops them on close.
 */
export type Job = (app: FastifyInstance) => () => void;

export const jobs: Job[] = [outboxWorker];

export function startBackgroundJobs(app: FastifyInstance): () => void {
  const stops = jobs.map((job) => job(app));
  return () => stops.forEach((stop) => stop());
}
