import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const REMOTE_DIRS = ['mfe-auth', 'mfe-front-desk', 'mfe-administration', 'mfe-services', 'mfe-reports'] as const;

/**
 * Serves the built apps so that one process runs the whole suite: the host at `/` (any unknown path gets its
 * index.html, the router decides), each remote under `/remotes/<folder>/`. Deployments that serve the apps
 * separately simply leave them unbuilt here or set APPS_DIR=''.
 */
export default fp(async function appsPlugin(app: FastifyInstance, options: { root: string }) {
  const hostDist = path.join(options.root, 'host', 'dist');
  if (!fs.existsSync(path.join(hostDist, 'index.html'))) {
    app.log.warn({ hostDist }, 'host is not built: serving the API only');
    return;
  }
  for (const dir of REMOTE_DIRS) {
    const dist = path.join(options.root, dir, 'dist');
    if (!fs.existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${dir}/`,
      decorateReply: false,
      // Remote entry and manifest must never be cached: they name the newest chunks.
      setHeaders: (res, filePath) => {
        const name = path.basename(filePath);
        if (name === 'mf-manifest.json' || name === 'remoteEntry.js' || name === 'index.html') {
          res.header('Cache-Control', 'no-cache');
        } else {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    wildcard: false,
    setHeaders: (res, filePath) => {
      const name = path.basename(filePath);
      res.header('Cache-Control', name === 'index.html' || name === 'remotes.json' ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  app.decorate('hostIndexHtml', fs.readFileSync(path.join(hostDist, 'index.html')));
});

declare module 'fastify' {
  interface FastifyInstance {
    /** the host's page, sent for any unknown page path so that the browser's router decides */
    hostIndexHtml?: Buffer;
  }
}
