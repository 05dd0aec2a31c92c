import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from './suite';

// The suite laid out as docker-compose.yml deploys it, without containers: the API alone (APPS_DIR=''), the host's
// files on its own origin (remotes.json from a registry file, /api passed to the API) and each remote's files on
// its own, on the ports of apps.json. Every response carries the headers the deploy/*.conf files give (CSP
// included), read from those files, so that the browser tests check the deployment's real policy.

interface AppDescription {
  name: string;
  dir: string;
  deployPort: number;
}
const APPS = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps.json'), 'utf8')) as { host: AppDescription; remotes: AppDescription[] };
export const HOST_ORIGIN = `http://localhost:${APPS.host.deployPort}`;
export const REMOTES = APPS.remotes;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.ttf': 'font/ttf',
};

/**
 * The response headers of an nginx server file of deploy/: its `add_header` lines and those of the files it includes
 * (by name, from deploy/). Cache-Control differs per location in nginx and is left to the servers here.
 */
export function confHeaders(file: string): Record<string, string> {
  const text = fs.readFileSync(path.join(ROOT, 'deploy', file), 'utf8');
  const headers: Record<string, string> = {};
  for (const [, name, quoted, bare] of text.matchAll(/add_header\s+([\w-]+)\s+(?:"([^"]*)"|(\S+?))(?:\s+always)?;/g)) {
    if (name.toLowerCase() !== 'cache-control') headers[name] = quoted ?? bare;
  }
  for (const [, included] of text.matchAll(/include\s+\S*\/([\w.-]+\.conf);/g)) Object.assign(headers, confHeaders(included));
  return headers;
}

export interface StaticServer {
  port: number;
  close(): Promise<void>;
}

interface StaticOptions {
  port: number;
  root: string;
  /** the headers of the app's nginx file */
  headers: Record<string, string>;
  /** the host: unknown paths get index.html (the router decides) */
  spa?: boolean;
  /** the host: /remotes.json read from this file on every request */
  registryFile?: string;
  /** the host: /api/* passed to this origin */
  api?: string;
  /** more folders under a path prefix, e.g. { '/r2/': dir } (a release published beside the running one) */
  mounts?: Record<string, string>;
}

function proxy(req: http.IncomingMessage, res: http.ServerResponse, target: string) {
  const url = new URL(req.url!, target);
  const upstream = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
}

/** A static file server doing what the app's nginx does in the compose deployment. */
export function serveStatic(options: StaticOptions): Promise<StaticServer> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    if (options.api && pathname.startsWith('/api/')) return proxy(req, res, options.api);
    for (const [name, value] of Object.entries(options.headers)) res.setHeader(name, value);
    if (options.registryFile && pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      return res.end(fs.readFileSync(options.registryFile));
    }
    const mount = Object.keys(options.mounts ?? {}).find((prefix) => pathname.startsWith(prefix));
    const root = mount ? options.mounts![mount] : options.root;
    let file = path.join(root, mount ? pathname.slice(mount.length) : pathname);
    if (!file.startsWith(root)) return res.writeHead(403).end();
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      if (!options.spa) return res.writeHead(404).end();
      file = path.join(root, 'index.html');
    }
    const hashed = /\.[0-9a-f]{8}\.js$/.test(file);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () =>
      resolve({
        port: options.port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

export interface Deployment {
  /** the registry file the host serves as /remotes.json: rewrite it to point a remote elsewhere */
  registryFile: string;
  /** the static server of each remote, by folder */
  remotes: Map<string, StaticServer>;
  /** stops one remote's server (the remote is down) */
  stopRemote(dir: string): Promise<void>;
  /** starts one remote's server again */
  startRemote(dir: string): Promise<void>;
  /** serves `folder` on a remote's origin under `prefix` (e.g. '/r2/'): a release published beside the running one */
  publish(dir: string, prefix: string, folder: string): void;
  stop(): Promise<void>;
}

async function startApi(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(dataDir, 'api.log'), 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js'), '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APPS_DIR: '',
      DATA_DIR: dataDir,
      PUBLIC_URL: HOST_ORIGIN,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'development',
      DEV_OUTBOX: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '20',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} (see ${dataDir}/api.log)`);
    try {
      await fetch(`${url}/api/v1/me`);
      return { url, child };
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`the API did not answer at ${url}`);
}

/** Starts the compose layout from the built apps (the browser tests' global setup builds them). */
export async function startDeployment(): Promise<Deployment> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gospodarz-deployment-'));
  const registryFile = path.join(dataDir, 'remotes.json');
  fs.copyFileSync(path.join(ROOT, 'deploy', 'remotes.json'), registryFile);
  const api = await startApi(dataDir);
  const host = await serveStatic({
    port: APPS.host.deployPort,
    root: path.join(ROOT, APPS.host.dir, 'dist'),
    headers: confHeaders(`nginx-${APPS.host.dir}.conf`),
    spa: true,
    registryFile,
    api: api.url,
  });
  const remotes = new Map<string, StaticServer>();
  const mounts = new Map(REMOTES.map((remote) => [remote.dir, {} as Record<string, string>]));
  const startRemote = async (dir: string) => {
    const remote = REMOTES.find((r) => r.dir === dir)!;
    remotes.set(dir, await serveStatic({ port: remote.deployPort, root: path.join(ROOT, dir, 'dist'), headers: confHeaders(`nginx-${dir}.conf`), mounts: mounts.get(dir) }));
  };
  for (const remote of REMOTES) await startRemote(remote.dir);
  const stopRemote = async (dir: string) => {
    await remotes.get(dir)?.close();
    remotes.delete(dir);
  };
  return {
    registryFile,
    remotes,
    stopRemote,
    startRemote,
    publish: (dir, prefix, folder) => {
      mounts.get(dir)![prefix] = folder;
    },
    stop: async () => {
      for (const dir of [...remotes.keys()]) await stopRemote(dir);
      await host.close();
      try {
        process.kill(-api.child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Builds a remote for production into `outDir` as another team would publish it: `release` is the version its
 * footer shows, `sharedVersions` the library versions it claims to be built against (GOSPODARZ_SHARED_VERSIONS).
 */
export function buildRemote(dir: string, outDir: string, release: string, sharedVersions?: Record<string, string>): void {
  const built = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
    cwd: path.join(ROOT, dir),
    env: {
      ...process.env,
      GOSPODARZ_OUTPUT_DIR: outDir,
      GOSPODARZ_RELEASE: release,
      ...(sharedVersions ? { GOSPODARZ_SHARED_VERSIONS: JSON.stringify(sharedVersions) } : {}),
    },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`building ${dir} failed:\n${built.stdout}\n${built.stderr}`);
}

/** Points the registry's entry of a remote at another remoteEntry.js. */
export function pointRegistry(registryFile: string, remoteName: string, entry: string): void {
  const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as Record<string, { entry: string }>;
  registry[remoteName].entry = entry;
  fs.writeFileSync(registryFile, JSON.stringify(registry, null, 2));
}
