#!/usr/bin/env node
// `npm start`: builds what is not built yet, then runs the whole suite in one process (API + apps, PGlite by
// default) on http://localhost:8080, printing the address and the demo login.
const { spawnSync, spawn } = require('child_process');
const path = require('path');
const { ROOT } = require('./apps');

// --no-build: the caller has just built (the e2e harness, the benchmarks) and wants no second look.
if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(__dirname, 'build.js'), '--if-needed'], { stdio: 'inherit', cwd: ROOT });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const api = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'index.js')], {
  stdio: 'inherit',
  cwd: ROOT,
  // the demo accounts are made on a first start here (production makes them only when asked, with a chosen password)
  env: { NODE_ENV: 'production', DEMO_SEED: 'true', DEMO_PASSWORD: 'demo1234', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
