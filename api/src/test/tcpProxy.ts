import net from 'node:net';

/**
 * A TCP proxy on loopback in front of a server (PostgreSQL, Redis), to play the network in tests:
 * - `delayMs`: what the server sends reaches the client this much later (a slow link);
 * - `cut()`: every open connection is reset and new ones are refused at once (a restart, a failover);
 * - `stall()`: nothing passes either way, new connections are accepted and left hanging (a partition);
 * - `restore()`: back to passing (stalled connections carry on with what they held).
 */
export interface TcpProxy {
  readonly port: number;
  delayMs: number;
  /** `url` with its host and port replaced by the proxy's */
  urlFor(url: string): string;
  /** the local ports of the proxy's connections to the server (pg_stat_activity.client_port) */
  upstreamPorts(): number[];
  cut(): void;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, options: { delayMs?: number } = {}): Promise<TcpProxy> {
  let mode: 'pass' | 'cut' | 'stall' = 'pass';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();

  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      if (proxy.delayMs > 0) setTimeout(() => client.writable && client.write(chunk), proxy.delayMs);
      else client.write(chunk);
    });
    if (mode === 'stall') {
      client.pause();
      upstream.pause();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  const proxy: TcpProxy = {
    port,
    delayMs: options.delayMs ?? 0,
    urlFor(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    upstreamPorts: () => [...pairs].map((p) => p.upstream.localPort).filter((p): p is number => typeof p === 'number'),
    cut() {
      mode = 'cut';
      for (const { client, upstream } of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    stall() {
      mode = 'stall';
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream.pause();
      }
    },
    restore() {
      mode = 'pass';
      for (const { client, upstream } of pairs) {
        client.resume();
        upstream.resume();
      }
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
