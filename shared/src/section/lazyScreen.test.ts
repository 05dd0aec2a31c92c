import { preloadScreenAt } from './lazyScreen';

describe('preloadScreenAt', () => {
  it('fetches the screen at the path (any case, a trailing slash) and no other', () => {
    const list = jest.fn(() => Promise.resolve({}));
    const other = jest.fn(() => Promise.resolve({}));
    const screens = { '/services/task-schedule': list, '/services/co-hosts': other };
    preloadScreenAt(screens, '/Services/Task-Schedule/');
    preloadScreenAt(screens, '/services/co-hosts/new');
    expect(list).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('leaves a failed fetch to the route’s own load (no unhandled rejection)', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('chunk failed')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    preloadScreenAt({ '/front-desk/calendar': failing }, '/front-desk/calendar');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(failing).toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
