import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A real Redis for the shared rate-limit test: TEST_REDIS_URL, else the one on 127.0.0.1:6379, else a
 * redis-server started for the test on a free port (nothing kept on disk). Fails clearly when there is none.
 */
export async function redisForTest(): Promise<{ url: string; stop(): Promise<void> }> {
  const known = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (await answers(known)) return { url: known, stop: async () => undefined };
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    if (child.exitCode !== null) break;
    if (await answers(url)) {
      return {
        url,
        stop: () =>
          new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill();
          }),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`no Redis: ${known} does not answer and redis-server could not be started (install redis-server or set TEST_REDIS_URL)`);
}
