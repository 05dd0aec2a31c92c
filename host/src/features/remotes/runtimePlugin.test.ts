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

  it('loads a remote entry that failed again, dropping the failed load first', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce(entry);
    const args = argsWith(getRemoteEntry);
    const recovered = gospodarzRuntimePlugin().loadEntryError!(args);
    await jest.advanceTimersByTimeAsync(1300);
    await expect(recovered).resolves.toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(args.globalLoading).toEqual({});
  });

  it('gives up after its retries, leaving the error to the section', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('RUNTIME-008'));
    const recovered = gospodarzRuntimePlugin().loadEntryError!(argsWith(getRemoteEntry));
    await jest.advanceTimersByTimeAsync(1300);
    await expect(recovered).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
