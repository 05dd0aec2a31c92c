import { parseFeed, tooFrequent, tooManyEvents } from './parseFeed';
import { PARSE_OUT_OF_MEMORY, parseTimedOut, readFeed } from './readFeed';

/**
 * Hostile feeds (issue 30, points 1 and 3): whatever a feed holds, reading it takes bounded time and memory, and
 * happens off the API's thread. The bounds below are safety limits, not speed targets.
 */
const MB = 1024 * 1024;
const feed = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...lines, 'END:VCALENDAR', ''].join('\r\n');

/** The audit's 312-byte feed: a time zone whose rule repeats every second, and one event in it. */
const ZONE_BOMB = feed(
  'BEGIN:VTIMEZONE', 'TZID:X',
  'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'RRULE:FREQ=SECONDLY', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0100', 'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT', 'UID:tz', 'DTSTART;TZID=X:20270501T120000', 'DTEND;TZID=X:20270502T120000', 'END:VEVENT',
);

const manyEvents = (n: number) =>
  feed(...Array.from({ length: n }, (_, i) => `BEGIN:VEVENT\r\nUID:${i}@booking.com\r\nDTSTART;VALUE=DATE:2027${String((i % 12) + 1).padStart(2, '0')}01\r\nSUMMARY:CLOSED - Not available\r\nEND:VEVENT`));

/** Runs `fn`, answering its result with the time it took and how much the process grew meanwhile. */
async function measured<T>(fn: () => Promise<T>): Promise<{ result: T | Error; ms: number; grewMb: number }> {
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  const result = await fn().catch((error: Error) => error);
  return { result, ms: performance.now() - started, grewMb: (process.memoryUsage().rss - rss) / MB };
}

describe('hostile feeds', () => {
  it('reads the 312-byte feed whose time zone repeats every second, in a second or two and little memory', async () => {
    expect(ZONE_BOMB.length).toBeLessThanOrEqual(312);
    // 12:00 at +01:00 is 13:00 in Warsaw (summer time)
    const expected = [{ uid: 'tz', from: '2027-05-01', to: '2027-05-02', summary: '', description: '' }];
    const direct = await measured(async () => parseFeed(ZONE_BOMB));
    expect(direct.result).toEqual(expected);
    expect(direct.ms).toBeLessThan(3000);
    const off = await measured(() => readFeed(ZONE_BOMB));
    expect(off.result).toEqual(expected);
    expect(off.ms).toBeLessThan(5000);
    expect(Math.max(direct.grewMb, off.grewMb)).toBeLessThan(256);
  });

  it('refuses a feed of 100,000 events in Polish, within bounds', async () => {
    const body = manyEvents(100_000);
    const { result, ms, grewMb } = await measured(() => readFeed(body));
    expect(result).toEqual(new Error(tooManyEvents(5000)));
    expect(ms).toBeLessThan(10_000);
    expect(grewMb).toBeLessThan(256);
  });

  it('refuses in Polish an event whose own rule repeats every second', async () => {
    const body = feed('BEGIN:VEVENT', 'UID:sec', 'SUMMARY:Co sekundę', 'DTSTART:20270501T120000Z', 'DTEND:20270501T130000Z', 'RRULE:FREQ=SECONDLY', 'END:VEVENT');
    const { result, ms, grewMb } = await measured(() => readFeed(body));
    expect(result).toEqual(new Error(tooFrequent('Co sekundę')));
    expect(ms).toBeLessThan(5000);
    expect(grewMb).toBeLessThan(256);
  });

  it('stops a parse that runs away at its time limit, while the API’s own thread keeps running', async () => {
    // no date is both in February and its 30th: ical.js looks for one second after second, without end
    const body = feed('BEGIN:VEVENT', 'UID:never', 'DTSTART:20270101T000000Z', 'RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30', 'END:VEVENT');
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    const { result, ms } = await measured(() => readFeed(body, { timeoutMs: 2000 }));
    clearInterval(ticker);
    expect(result).toEqual(new Error(parseTimedOut(2000)));
    expect(ms).toBeLessThan(4000);
    expect(ticks).toBeGreaterThan(40);
  });

  it('reads feed after feed in the same few threads, and replaces a thread stopped at its time limit', async () => {
    const runaway = feed('BEGIN:VEVENT', 'UID:never', 'DTSTART:20270101T000000Z', 'RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30', 'END:VEVENT');
    const small = (i: number) => feed('BEGIN:VEVENT', `UID:s${i}`, 'DTSTART;VALUE=DATE:20270501', 'DTEND;VALUE=DATE:20270503', 'END:VEVENT');
    const started = performance.now();
    const stopped = readFeed(runaway, { timeoutMs: 1500 }).catch((error: Error) => error);
    // a thread started per feed took a quarter of a second or more each: a hundred would take tens of seconds
    const read = await Promise.all(Array.from({ length: 100 }, (_, i) => readFeed(small(i))));
    expect(read.map((events) => events.map((e) => e.uid).join())).toEqual(Array.from({ length: 100 }, (_, i) => `s${i}`));
    expect(await stopped).toEqual(new Error(parseTimedOut(1500)));
    expect(performance.now() - started).toBeLessThan(8000);
    // the stopped thread's place is taken by a fresh one
    const again = await Promise.all([1, 2, 3, 4].map((i) => readFeed(small(i))));
    expect(again.map((events) => events[0].uid)).toEqual(['s1', 's2', 's3', 's4']);
  });

  it('stops a parse over its memory limit with a Polish reason, not the process', async () => {
    const { result } = await measured(() => readFeed(manyEvents(20_000), { maxEvents: 20_000, memoryMb: 16 }));
    expect(result).toEqual(new Error(PARSE_OUT_OF_MEMORY));
  });
});
