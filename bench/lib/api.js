// What the API benchmarks share: building the API, starting it in its own process (server.js), driving it with
// autocannon, and timing a function called by concurrent callers (the same work without HTTP).
const path = require('node:path');
const { execFileSync, fork } = require('node:child_process');
const autocannon = require('autocannon');

const root = path.join(__dirname, '..', '..');
const dist = path.join(root, 'api', 'dist');

/** The settings every benchmark reads from the environment, with its own defaults. */
function settings({ schema, connections = 10, duration = 20 }) {
  return {
    url: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    schema: process.env.BENCH_SCHEMA || schema,
    duration: Number(process.env.BENCH_DURATION || duration),
    connections: Number(process.env.BENCH_CONNECTIONS || connections),
    pool: Number(process.env.BENCH_POOL || 20),
    reuse: process.env.BENCH_REUSE === '1',
  };
}

/** Compiles the API (tsc -b api) so that the benchmark runs the code as it is now. */
function buildApi() {
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', path.join(root, 'api')], { stdio: 'inherit' });
}

/** The API in its own process on the bench schema; `apps` serves the built apps too (for the browser phase). */
function startApi({ url, schema, pool }, { apps = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'server.js'), [], {
      env: { ...process.env, BENCH_DATABASE_URL: url, BENCH_SCHEMA: schema, BENCH_POOL: String(pool), BENCH_APPS: apps ? '1' : '0' },
    });
    child.once('message', ({ port }) => resolve({ child, port }));
    child.once('exit', (code) => reject(new Error(`API exited with ${code}`)));
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** GET requests through `paths` in rotation (shared by all connections) for `seconds`; latencies in ms. */
async function driveApi({ port, token, seconds, connections, paths, headers = {} }) {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...headers },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, count: result.requests.total, errors: result.errors + result.non2xx };
}

/** `call(i)` by `concurrency` callers at once for `seconds`, i counting the calls; latencies in ms. */
async function timeCalls({ seconds, concurrency, call }) {
  const latencies = [];
  const end = Date.now() + seconds * 1000;
  let next = 0;
  async function worker() {
    while (Date.now() < end) {
      const t = process.hrtime.bigint();
      await call(next++);
      latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / ((Date.now() - started) / 1000), p50: percentile(latencies, 50), p99: percentile(latencies, 99), count: latencies.length };
}

/** One line of the results table: name, req/s, p50 and p99. */
const HEADER = `${''.padEnd(60)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`;
const row = (name, r) => `${name.padEnd(60)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`;

module.exports = { root, dist, settings, buildApi, startApi, percentile, driveApi, timeCalls, HEADER, row };
