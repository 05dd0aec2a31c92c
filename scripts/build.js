#!/usr/bin/env node
// Builds the API and the apps for production. `--if-needed` skips apps whose sources are older than their build.
// Apps build two at a time: one webpack build with React and Chakra takes ~30 s and ~1 GB on these 2 cores.
const { spawn } = require('child_process');
const path = require('path');
const { ROOT, APPS, isBuilt, markBuilt } = require('./apps');

const ifNeeded = process.argv.includes('--if-needed');
const CONCURRENCY = Number(process.env.BUILD_CONCURRENCY || 2);

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: process.env });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(cwd)}: ${command} exited with ${code}`))));
  });
}

async function main() {
  const tsc = path.join(ROOT, 'node_modules', '.bin', 'tsc');
  const webpack = path.join(ROOT, 'node_modules', '.bin', 'webpack');
  console.log('› API (tsc -b api)');
  await run(tsc, ['-b', 'api'], ROOT);

  const queue = APPS.filter((app) => !ifNeeded || !isBuilt(app));
  if (queue.length === 0) console.log('› aplikacje są aktualne');
  const workers = Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
    while (queue.length > 0) {
      const app = queue.shift();
      const started = Date.now();
      console.log(`› budowanie ${app}…`);
      await run(webpack, ['--mode', 'production'], path.join(ROOT, app));
      markBuilt(app);
      console.log(`✓ ${app} (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  });
  await Promise.all(workers);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
