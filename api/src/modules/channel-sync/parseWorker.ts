import { parentPort } from 'node:worker_threads';
import { FeedParseError, INVALID_FEED, parseFeed, type ParseOptions } from './parseFeed';

/**
 * A parser thread of readFeed: it lives on from feed to feed, parsing each feed it is sent and answering its events,
 * or the Polish reason it cannot, under the feed's id. readFeed bounds its heap and ends it when a parse runs too long.
 */
parentPort!.on('message', ({ id, body, options }: { id: number; body: string; options: ParseOptions }) => {
  try {
    parentPort!.postMessage({ id, events: parseFeed(body, options) });
  } catch (error) {
    // whatever else ical.js throws on a malformed file is the file's fault
    parentPort!.postMessage({ id, error: error instanceof FeedParseError ? error.message : INVALID_FEED });
  }
});
