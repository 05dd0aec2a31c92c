import { cachedCount, forgetCounts } from './countCache';

describe('the list count cache', () => {
  afterEach(() => jest.useRealTimers());

  it('shares one count between requests, recounts in the background when old, and forgets an account after a write', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    let n = 0;
    const compute = jest.fn(async () => ++n);
    expect(await Promise.all([cachedCount('a', 'q', compute), cachedCount('a', 'q', compute)])).toEqual([1, 1]);
    expect(compute).toHaveBeenCalledTimes(1);

    jest.setSystemTime(1_000_000 + 4000);
    // old: the previous count answers at once while a new one is computed
    expect(await cachedCount('a', 'q', compute)).toBe(1);
    expect(compute).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    expect(await cachedCount('a', 'q', compute)).toBe(2);

    expect(await cachedCount('b', 'q', compute)).toBe(3);
    forgetCounts('a');
    expect(await cachedCount('a', 'q', compute)).toBe(4);
    expect(await cachedCount('b', 'q', compute)).toBe(3);

    jest.setSystemTime(1_000_000 + 60_000);
    // far too old to show: counted again before answering
    expect(await cachedCount('b', 'q', compute)).toBe(5);
  });
});
