import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createFileStore, type FileStore } from '../lib/fileStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** uploaded files, kept where every instance reads them (lib/fileStore.ts) */
    files: FileStore;
  }
}

/** The configured file store (the database, or S3-compatible storage with S3_BUCKET) as `app.files`. */
export default fp(async function filesPlugin(app: FastifyInstance) {
  const files = createFileStore(app.config.fileStorage);
  app.decorate('files', files);
  app.addHook('onClose', async () => files.close());
}, { name: 'files', dependencies: ['db'] });
