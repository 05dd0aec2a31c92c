import { ScopedCache } from './scopedCache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ScopedCache', () => {
  let live = true;
  const make = (maxEntries = 100, maxAgeMs = 60_000) => new ScopedCache<number>({ maxEntries, maxAgeMs, isLive: () => live });
  beforeEach(() => {
    live = true;
  });
  afterEach(() => jest.useRealTimers());

  it('computes a value once for requests that ask together, and answers later ones from memory', async () => {
    const cache = make();
    const running = deferred<number>();
    const compute = jest.fn(() => running.promise);
    const both = Promise.all([cache.get('a', 'q', compute), cache.get('a', 'q', compute)]);
    running.resolve(7);
    expect(await both).toEqual([7, 7]);
    expect(await cache.get('a', 'q', async () => 8)).toBe(7);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('forgets one scope only, including a computation still running when the scope changed', async () => {
    const cache = make();
    await cache.get('a', 'q', async () => 1);
    await cache.get('b', 'q', async () => 2);
    const running = deferred<number>();
    const before = cache.get('a', 'r', () => running.promise);
    cache.forget('a');
    running.resolve(3);
    expect(await before).toBe(3);
    expect(await cache.get('a', 'r', async () => 4)).toBe(4);
    expect(await cache.get('a', 'q', async () => 5)).toBe(5);
    expect(await cache.get('b', 'q', async () => 6)).toBe(2);
  });

  it('does not keep failures', async () => {
    const cache = make();
    await expect(cache.get('a', 'q', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('a', 'q', async () => 1)).toBe(1);
  });

  it('drops the least recently used entries beyond its size, and entries older than its age', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = make(2, 10_000);
    await cache.get('a', '1', async () => 1);
    await cache.get('a', '2', async () => 2);
    await cache.get('a', '1', async () => -1); // used: now the most recent
    await cache.get('a', '3', async () => 3); // over the size: '2' goes
    expect(cache.size).toBe(2);
    expect(await cache.get('a', '1', async () => -1)).toBe(1);
    expect(await cache.get('a', '2', async () => 22)).toBe(22);
    jest.setSystemTime(1_000_000 + 10_000);
    expect(await cache.get('a', '2', async () => 222)).toBe(222);
  });

  it('keeps nothing while the change feed is down', async () => {
    const cache = make();
    live = false;
    expect(await cache.get('a', 'q', async () => 1)).toBe(1);
    expect(await cache.get('a', 'q', async () => 2)).toBe(2);
    expect(cache.size).toBe(0);
  });
});
