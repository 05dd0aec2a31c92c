#!/usr/bin/env node
// `npm run dev`: the API (rebuilt by tsc --watch) and every app on its own webpack dev server with hot reload.
// Host: http://localhost:3000; each remote on the dev port apps.json gives it (the host's remotes.json names them).
const { spawn } = require('child_process');
const path = require('path');
const { ROOT, APPS } = require('./apps');

const children = [];
function start(name, command, args, cwd) {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development', DEV_OUTBOX: 'true', ICAL_ALLOW_PRIVATE_NETWORK: 'true' } });
  child.on('exit', (code) => console.log(`[${name}] zakończono (${code})`));
  children.push(child);
}

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
start('tsc', bin('tsc'), ['-b', 'api', '--watch', '--preserveWatchOutput'], ROOT);
setTimeout(() => start('api', process.execPath, ['--watch', path.join(ROOT, 'api', 'dist', 'index.js')], ROOT), 8000);
for (const app of APPS) start(app, bin('webpack'), ['serve', '--mode', 'development'], path.join(ROOT, app));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    children.forEach((child) => child.kill(signal));
    process.exit(0);
  });
}
