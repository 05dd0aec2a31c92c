import gospodarzRuntimePlugin from './runtimePlugin';

type Args = Parameters<NonNullable<ReturnType<typeof gospodarzRuntimePlugin>['loadEntryError']>>[0];

function argsWith(getRemoteEntry: jest.Mock): Args & { globalLoading: Record<string, unknown> } {
  return {
    getRemoteEntry,
    origin: {} as Args['origin'],
    remoteInfo: { name: 'mfe_reports', entry: '/remotes/mfe-reports/remoteEntry.js' } as Args['remoteInfo'],
    remoteEntryExports: undefined,
    globalLoading: { 'mfe_reports:/remotes/mfe-reports/remoteEntry.js': Promise.resolve() },
    uniqueKey: 'mfe_reports:/remotes/mfe-reports/remoteEntry.js',
  };
}

describe('the host runtime plugin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads a remote entry that failed again, each time under a URL of its own, so the failed load is not waited for', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce(entry);
    const args = argsWith(getRemoteEntry);
    const recovered = gospodarzRuntimePlugin().loadEntryError!(args);
    await jest.advanceTimersByTimeAsync(1300);
    await expect(recovered).resolves.toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    const urls = getRemoteEntry.mock.calls.map(([call]) => call.remoteInfo.entry);
    expect(urls).toEqual(['/remotes/mfe-reports/remoteEntry.js?attempt=1', '/remotes/mfe-reports/remoteEntry.js?attempt=2']);
    // Only what the hook hands over is used: the runtime's own map of loads in flight is left alone.
    expect(Object.keys(args.globalLoading)).toEqual(['mfe_reports:/remotes/mfe-reports/remoteEntry.js']);
  });

  it('waits 300 ms, then 1 s, before its two attempts', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('RUNTIME-008'));
    void gospodarzRuntimePlugin().loadEntryError!(argsWith(getRemoteEntry));
    await jest.advanceTimersByTimeAsync(299);
    expect(getRemoteEntry).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('gives up after its retries, leaving the error to the section', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('RUNTIME-008'));
    const recovered = gospodarzRuntimePlugin().loadEntryError!(argsWith(getRemoteEntry));
    await jest.advanceTimersByTimeAsync(1300);
    await expect(recovered).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
