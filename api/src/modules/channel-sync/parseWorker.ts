import { parentPort, workerData } from 'node:worker_threads';
import { FeedParseError, INVALID_FEED, parseFeed, type ParseOptions } from './parseFeed';

/** The worker thread of readFeed: parses one feed and answers its events, or the Polish reason it cannot. */
const { body, options } = workerData as { body: string; options: ParseOptions };
try {
  parentPort!.postMessage({ events: parseFeed(body, options) });
} catch (error) {
  // whatever else ical.js throws on a malformed file is the file's fault
  parentPort!.postMessage({ error: error instanceof FeedParseError ? error.message : INVALID_FEED });
}
