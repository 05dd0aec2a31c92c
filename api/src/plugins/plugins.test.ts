import Fastify from 'fastify';
import apps from './apps';
import auth from './auth';
import changes from './changes';
import db from './db';
import errors from './errors';
import files from './files';
import health from './health';
import inputSafety from './inputSafety';
import jobs from './jobs';
import openapi from './openapi';
import rateLimit from './rateLimit';
import securityHeaders from './securityHeaders';

/**
 * Each cross-cutting plugin says its name and the plugins it needs (fastify-plugin's meta), so that the order in
 * server.ts is checked at start rather than known: a plugin registered before what it uses refuses to start.
 */
const PLUGINS = { apps, auth, changes, db, errors, files, health, inputSafety, jobs, openapi, rateLimit, securityHeaders };
const meta = (plugin: unknown) => (plugin as Record<symbol, { name?: string; dependencies?: string[] }>)[Symbol.for('plugin-meta')];

describe('the API plugins', () => {
  it('each declare a name of their own and the plugins they depend on, all of them declared', () => {
    const names = Object.values(PLUGINS).map((plugin) => meta(plugin)?.name);
    expect(names.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    for (const plugin of Object.values(PLUGINS)) {
      expect(Array.isArray(meta(plugin).dependencies)).toBe(true);
      for (const dependency of meta(plugin).dependencies!) expect(names).toContain(dependency);
    }
    expect(meta(auth).dependencies).toEqual(['db', 'changes']);
  });

  it('refuse to start before a plugin they need (auth before db)', async () => {
    const app = Fastify({ logger: false });
    app.register(auth);
    await expect(app.ready()).rejects.toThrow(/db/);
    await app.close().catch(() => undefined);
  });
});
