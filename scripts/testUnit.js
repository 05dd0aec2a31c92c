#!/usr/bin/env node
// `npm run test:unit`: the API's tests and the other packages' tests, side by side on two lanes.
// The API's suite spends most of its time waiting (on PostgreSQL, Redis, the instances it starts and stops, argon2
// in its thread pool), the packages' suites (jsdom) are CPU-bound: beside each other they take little more than the
// API alone. When the packages are done first, their lane builds the suite for the browser tests that follow
// (`scripts/build.js --if-needed`, which they then skip), unless TEST_UNIT_NO_BUILD is set.
const { spawn } = require('child_process');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');
const lerna = path.join(ROOT, 'node_modules', '.bin', 'lerna');

function run(lane, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop();
        for (const line of lines) out.write(`[${lane}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${lane}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ lane, what: [path.basename(command), ...args].join(' '), ok: code === 0, code: code ?? signal, seconds });
    });
  });
}

async function apiLane() {
  return [await run('api', 'npm', ['test', '--workspace', '@gospodarz/api'])];
}

async function packagesLane() {
  const results = [await run('packages', lerna, ['run', 'test', '--concurrency', '1', '--ignore', '@gospodarz/e2e', '--ignore', '@gospodarz/api'])];
  if (results[0].ok && !process.env.TEST_UNIT_NO_BUILD) results.push(await run('build', process.execPath, [path.join(ROOT, 'scripts', 'build.js'), '--if-needed']));
  return results;
}

async function main() {
  const results = (await Promise.all([apiLane(), packagesLane()])).flat();
  console.log('\n› test:unit');
  for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.lane}: ${r.what} (${r.seconds} s${r.ok ? '' : `, exit ${r.code}`})`);
  if (results.some((r) => !r.ok)) process.exit(1);
}

main();
