import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { FeedParseError, type FeedEvent, type ParseOptions } from './parseFeed';

/** A parse may take this long and this much memory; beyond either its thread is stopped and the feed refused. */
export const PARSE_TIMEOUT_MS = 20_000;
export const PARSE_MEMORY_MB = 256;
/**
 * Parser threads kept alive for the feeds of this process: a thread is started once and parses feed after feed, since
 * starting one costs far more than parsing a channel's feed (tens to hundreds of ms against about one). Few, as each
 * may take PARSE_MEMORY_MB: feeds beyond them wait their turn (their time limit runs from their own start).
 */
export const PARSER_THREADS = Math.max(1, Math.min(2, os.availableParallelism()));

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

interface Task {
  body: string;
  options: ParseOptions;
  timeoutMs: number;
  resolve(events: FeedEvent[]): void;
  reject(error: Error): void;
}

/** One parser thread: its heap bounded to `memoryMb`; it parses one task at a time. */
class Parser {
  private readonly worker: Worker;
  private task: { id: number; task: Task; timer: NodeJS.Timeout } | null = null;
  private nextId = 0;
  dead = false;

  constructor(
    memoryMb: number,
    /** told when the thread is free for another task, or has ended (dead) */
    private readonly onFree: (parser: Parser) => void,
  ) {
    this.worker = new Worker(BOOT, {
      eval: true,
      workerData: { entry: ENTRY },
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    this.worker.on('message', (answer: { id: number; events?: FeedEvent[]; error?: string }) => {
      if (!this.task || answer.id !== this.task.id) return;
      const { task } = this.finish();
      if (answer.events) task.resolve(answer.events);
      else task.reject(new FeedParseError(answer.error));
      this.onFree(this);
    });
    this.worker.on('error', (error: NodeJS.ErrnoException) =>
      this.die(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new FeedParseError(PARSE_OUT_OF_MEMORY) : error),
    );
    this.worker.on('exit', (code) => this.die(new Error(`the feed parser stopped (exit code ${code})`)));
    // an idle thread does not keep the process alive; a parse under way does, by its time limit's timer
    this.worker.unref();
  }

  run(task: Task) {
    const id = ++this.nextId;
    const timer = setTimeout(() => this.die(new FeedParseError(parseTimedOut(task.timeoutMs))), task.timeoutMs);
    this.task = { id, task, timer };
    this.worker.postMessage({ id, body: task.body, options: task.options });
  }

  /** Stops the thread (idle threads of the pool end with the process). */
  stop() {
    this.die(null);
  }

  private finish() {
    const current = this.task!;
    clearTimeout(current.timer);
    this.task = null;
    return current;
  }

  /** The thread ended (crashed, out of memory) or is ended (time limit): its task fails with `error`. */
  private die(error: Error | null) {
    if (this.dead) return;
    this.dead = true;
    void this.worker.terminate();
    if (this.task && error) this.finish().task.reject(error);
    this.onFree(this);
  }
}

/**
 * The parser threads of the process: up to PARSER_THREADS, started when needed and reused; a thread that dies (its
 * time limit, its memory limit) is replaced by a fresh one for the next feed waiting.
 */
class ParserPool {
  private readonly idle: Parser[] = [];
  private readonly waiting: Task[] = [];
  private count = 0;

  constructor(
    private readonly size: number,
    private readonly memoryMb: number,
  ) {}

  parse(task: Task) {
    this.waiting.push(task);
    this.dispatch();
  }

  private dispatch() {
    while (this.waiting.length > 0) {
      let parser = this.idle.pop();
      if (!parser) {
        if (this.count >= this.size) return;
        this.count++;
        parser = new Parser(this.memoryMb, (p) => this.freed(p));
      }
      parser.run(this.waiting.shift()!);
    }
  }

  private freed(parser: Parser) {
    if (parser.dead) {
      this.count--;
      const at = this.idle.indexOf(parser);
      if (at >= 0) this.idle.splice(at, 1);
    } else {
      this.idle.push(parser);
    }
    this.dispatch();
  }
}

const pool = new ParserPool(PARSER_THREADS, PARSE_MEMORY_MB);

/**
 * Parses a feed off the API's thread (parseFeed in a parser thread), so that a big feed never holds up requests and a
 * file that makes the parser run away (time or memory) stops only its own thread: each thread is limited to
 * PARSE_MEMORY_MB of heap, and a parse is ended with its thread after PARSE_TIMEOUT_MS (the thread is replaced).
 * Threads are reused from feed to feed (the pool); other limits than the default (`memoryMb`) get a thread of their own
 * for the one parse. Answers the events, or throws FeedParseError in Polish.
 */
export function readFeed(body: string, options: ParseOptions & { timeoutMs?: number; memoryMb?: number } = {}): Promise<FeedEvent[]> {
  const { timeoutMs = PARSE_TIMEOUT_MS, memoryMb = PARSE_MEMORY_MB, ...parse } = options;
  return new Promise((resolve, reject) => {
    const task: Task = { body, options: parse, timeoutMs, resolve, reject };
    if (memoryMb === PARSE_MEMORY_MB) return pool.parse(task);
    const once = new Parser(memoryMb, (parser) => parser.stop());
    once.run(task);
  });
}
