import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Chunks carry their content hash in the name and never change; everything else (index.html, remotes.json,
// mf-manifest.json, remoteEntry.js, main.js) names the newest chunks and must be revalidated.
const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;
function cacheHeaders(res: { header(name: string, value: string): unknown }, filePath: string) {
  res.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * The remotes' folders, from the one description of the apps (apps.json beside the apps), read when the server
 * starts: a section added there is served without a change here.
 */
export function remoteDirs(root: string): string[] {
  const file = path.join(root, 'apps.json');
  if (!fs.existsSync(file)) return [];
  const apps = JSON.parse(fs.readFileSync(file, 'utf8')) as { remotes: Array<{ dir: string }> };
  return apps.remotes.map((remote) => remote.dir);
}

/**
 * Serves the built apps so that one process runs the whole suite: the host at `/` (any unknown path gets its
 * index.html, the router decides), each remote of apps.json under `/remotes/<folder>/` (the URLs of the host's
 * remotes.json). Deployments that serve the apps separately simply leave them unbuilt here or set APPS_DIR=''.
 */
export default fp(async function appsPlugin(app: FastifyInstance, options: { root: string }) {
  const hostDist = path.join(options.root, 'host', 'dist');
  if (!fs.existsSync(path.join(hostDist, 'index.html'))) {
    app.log.warn({ hostDist }, 'host is not built: serving the API only');
    return;
  }
  const dirs = remoteDirs(options.root);
  if (dirs.length === 0) app.log.warn({ root: options.root }, 'no apps.json here: serving the host without its remotes');
  for (const dir of dirs) {
    const dist = path.join(options.root, dir, 'dist');
    if (!fs.existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${dir}/`,
      decorateReply: false,
      preCompressed: true,
      // Remote entry and manifest must never be cached: they name the newest chunks.
      setHeaders: cacheHeaders,
    });
  }
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    setHeaders: cacheHeaders,
  });
  app.decorate('hostIndexHtml', fs.readFileSync(path.join(hostDist, 'index.html')));
}, { name: 'apps', dependencies: [] });

declare module 'fastify' {
  interface FastifyInstance {
    /** the host's page, sent for any unknown page path so that the browser's router decides */
    hostIndexHtml?: Buffer;
  }
}
