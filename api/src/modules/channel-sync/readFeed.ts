import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { FeedParseError, type FeedEvent, type ParseOptions } from './parseFeed';

/** A parse may take this long and this much memory; beyond either its thread is stopped and the feed refused. */
export const PARSE_TIMEOUT_MS = 20_000;
export const PARSE_MEMORY_MB = 256;

export const parseTimedOut = (ms: number) => `Odczyt kalendarza trwał dłużej niż ${Math.round(ms / 1000)} s i został przerwany.`;
export const PARSE_OUT_OF_MEMORY = 'Odczyt kalendarza przekroczył limit pamięci i został przerwany.';

// Built (dist/) the worker is parseWorker.js; run from the sources (the tests) it is TypeScript, compiled on loading
// by @swc/core, which the tests use anyway.
const ENTRY = fs.existsSync(path.join(__dirname, 'parseWorker.js')) ? path.join(__dirname, 'parseWorker.js') : path.join(__dirname, 'parseWorker.ts');
const BOOT = `
const { workerData } = require('node:worker_threads');
if (workerData.entry.endsWith('.ts')) {
  const swc = require(require.resolve('@swc/core', { paths: [workerData.entry] }));
  require.extensions['.ts'] = (module, filename) => {
    const source = require('node:fs').readFileSync(filename, 'utf8');
    const { code } = swc.transformSync(source, { filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } });
    module._compile(code, filename);
  };
}
require(workerData.entry);
`;

/**
 * Parses a feed off the API's thread (parseFeed in a worker thread), so that a big feed never holds up requests and
 * a file that makes the parser run away (time or memory) stops only its own thread: the thread is limited to
 * PARSE_MEMORY_MB of heap and ended after PARSE_TIMEOUT_MS. Answers the events, or throws FeedParseError in Polish.
 */
export function readFeed(body: string, options: ParseOptions & { timeoutMs?: number; memoryMb?: number } = {}): Promise<FeedEvent[]> {
  const { timeoutMs = PARSE_TIMEOUT_MS, memoryMb = PARSE_MEMORY_MB, ...parse } = options;
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, {
      eval: true,
      workerData: { entry: ENTRY, body, options: parse },
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(() => settle(() => reject(new FeedParseError(parseTimedOut(timeoutMs)))), timeoutMs);
    worker.on('message', (answer: { events?: FeedEvent[]; error?: string }) =>
      settle(() => (answer.events ? resolve(answer.events) : reject(new FeedParseError(answer.error)))),
    );
    worker.on('error', (error: NodeJS.ErrnoException) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new FeedParseError(PARSE_OUT_OF_MEMORY) : error)),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`the feed parser stopped (exit code ${code})`))));
  });
}
