import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { buildServer } from '../src/server';
import { migrate } from '../src/db/migrate';
import { cspDirectives, remoteOrigins } from '../src/plugins/securityHeaders';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { openTestDatabase } from '../src/test/harness';

const REPO = path.resolve(__dirname, '..', '..');

/** Built apps as the API serves them, without a build: a host page, its registry and one remote's entry. */
function fakeAppsDir(registry: Record<string, unknown>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-apps-'));
  fs.mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><html><body><div id="root"></div><script src="/main.js"></script></body></html>');
  fs.writeFileSync(path.join(root, 'host', 'dist', 'main.js'), 'console.log("host")');
  fs.writeFileSync(path.join(root, 'host', 'dist', 'remotes.json'), JSON.stringify(registry));
  fs.mkdirSync(path.join(root, 'mfe-auth', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mfe-auth', 'dist', 'remoteEntry.js'), 'var mfe_auth = {}');
  return root;
}

/** The directives of a Content-Security-Policy header. */
function parseCsp(header: string): Record<string, string[]> {
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  const csp = parseCsp(String(headers['content-security-policy']));
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['script-src']).toContain("'self'");
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(csp['script-src']).not.toContain("'unsafe-eval'");
  return csp;
}

const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'etag', 'last-modified', 'cache-control', 'accept-ranges', 'access-control-expose-headers', 'vary', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']);

/** The security headers of an answer (what helmet would set), without the ones every answer carries anyway. */
function security(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_SECURITY.has(name)));
}

/** One database for every server of this file: starting PGlite is what takes time. */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const servers: FastifyInstance[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
}, 60_000);
afterAll(async () => {
  for (const server of servers) await server.close();
  await database?.drop();
});

async function serverWith(env: Record<string, string>): Promise<FastifyInstance> {
  const config = { ...loadConfig({ APPS_DIR: '', ...env }), redisUrl: null };
  const app = await buildServer({ config, db: database.db, logger: false });
  await app.ready();
  servers.push(app);
  return app;
}

describe('security headers of the one-process suite', () => {
  let app: FastifyInstance;
  let appsDir: string;
  beforeAll(async () => {
    // the registry as a deployment may point it: one remote on the suite's origin, one elsewhere
    appsDir = fakeAppsDir({ mfe_auth: '/remotes/mfe-auth/remoteEntry.js', mfe_reports: { entry: 'https://raporty.example.pl/v2/remoteEntry.js' } });
    app = await serverWith({ APPS_DIR: appsDir });
  });
  afterAll(() => {
    fs.rmSync(appsDir, { recursive: true, force: true });
  });

  it("puts them on the page, a script, a remote's entry and an API answer", async () => {
    for (const url of ['/', '/front-desk/reservations', '/main.js', '/remotes/mfe-auth/remoteEntry.js', '/api/v1/me']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode < 500 }).toEqual({ url, status: true });
      const csp = expectSecurityHeaders(res.headers);
      // the registry's remote on another origin may run its scripts, fetch and bring its images, fonts and styles
      for (const directive of ['script-src', 'connect-src', 'img-src', 'font-src', 'style-src']) {
        expect({ url, directive, allows: csp[directive].includes('https://raporty.example.pl') }).toEqual({ url, directive, allows: true });
      }
      expect(csp['img-src']).toEqual(expect.arrayContaining(['data:', 'blob:']));
      // served over plain HTTP: no HSTS
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("lets a host on another origin load a remote's scripts, and keeps the API's answers to its own origin", async () => {
    const entry = await app.inject({ method: 'GET', url: '/remotes/mfe-auth/remoteEntry.js' });
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const me = await app.inject({ method: 'GET', url: '/api/v1/me' });
    expect(me.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('sends exactly the headers @fastify/helmet sent with the options the suite used, on answers and on errors', async () => {
    // the reference: helmet as this suite registered it before the headers were set once per answer
    const reference = Fastify();
    await reference.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(['https://raporty.example.pl']) },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: false,
    });
    reference.get('/api/v1/me', async () => ({}));
    const expected = security((await reference.inject({ method: 'GET', url: '/api/v1/me' })).headers);
    await reference.close();
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(11);
    for (const url of ['/api/v1/me', '/api/v1/nie-ma-takiej-trasy', '/front-desk/reservations']) {
      expect({ url, headers: security((await app.inject({ method: 'GET', url })).headers) }).toEqual({ url, headers: expected });
    }
  });

  it('keeps /api/docs working', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).not.toMatch(/<script>(?!\s*<\/script>)/); // no inline script the CSP would block
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
  });
});

describe('HSTS', () => {
  it('is sent over TLS only: PUBLIC_URL https, or https said by a trusted proxy', async () => {
    const plain = await serverWith({ TRUST_PROXY: '' });
    const viaProxy = await serverWith({ TRUST_PROXY: '127.0.0.1' });
    const tls = await serverWith({ PUBLIC_URL: 'https://panel.example.pl' });
    const proto = { 'x-forwarded-proto': 'https' };
    expect((await plain.inject({ method: 'GET', url: '/api/v1/me', headers: proto })).headers['strict-transport-security']).toBeUndefined();
    expect((await viaProxy.inject({ method: 'GET', url: '/api/v1/me' })).headers['strict-transport-security']).toBeUndefined();
    expect((await viaProxy.inject({ method: 'GET', url: '/api/v1/me', headers: proto })).headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect((await tls.inject({ method: 'GET', url: '/api/v1/me' })).headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('the separate-origin deployment (compose: nginx per app)', () => {
  const conf = fs.readFileSync(path.join(REPO, 'deploy', 'security-headers.conf'), 'utf8');
  const header = (name: string) => new RegExp(`add_header\\s+${name}\\s+"([^"]*)"\\s+always;`, 'i').exec(conf)?.[1];

  it("allows the registry's remotes in the page's CSP", () => {
    const registry = JSON.parse(fs.readFileSync(path.join(REPO, 'deploy', 'remotes.json'), 'utf8'));
    const origins = remoteOrigins(registry);
    expect(origins.length).toBeGreaterThan(0);
    const csp = parseCsp(header('Content-Security-Policy') ?? '');
    for (const directive of ['script-src', 'connect-src', 'img-src', 'font-src', 'style-src']) {
      for (const origin of origins) expect({ directive, origin, allowed: csp[directive]?.includes(origin) }).toEqual({ directive, origin, allowed: true });
    }
    // the same policy as the one-process suite's, with these remotes
    expect(csp).toEqual(cspDirectives(origins));
  });

  it('sends the other headers on every answer', () => {
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('X-Frame-Options')).toBe('DENY');
    expect(header('Referrer-Policy')).toBe('no-referrer');
  });

  it("is included by every app's nginx configuration, in every location that sets headers of its own", () => {
    const confs = fs.readdirSync(path.join(REPO, 'deploy')).filter((f) => /^nginx-.*\.conf$/.test(f));
    expect(confs.length).toBeGreaterThan(0);
    for (const file of confs) {
      const text = fs.readFileSync(path.join(REPO, 'deploy', file), 'utf8');
      // nginx drops the server's add_header lines in a location that has add_header lines of its own
      for (const block of text.match(/location[^{]*\{[^}]*\}/g) ?? []) {
        if (/add_header/.test(block)) expect({ file, block, includes: /include\s+[^;]*security-headers\.conf;/.test(block) }).toEqual({ file, block, includes: true });
      }
      expect({ file, includes: /include\s+[^;]*security-headers\.conf;/.test(text) }).toEqual({ file, includes: true });
    }
  });
});
