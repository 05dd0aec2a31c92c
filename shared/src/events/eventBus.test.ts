import { eventBus } from './eventBus';

describe('eventBus', () => {
  it('delivers a payload to every subscriber until it unsubscribes', () => {
    const seen: string[] = [];
    const off = eventBus.on('toast', (p) => seen.push(p.description));
    eventBus.on('toast', (p) => seen.push(`second:${p.description}`));
    eventBus.emit('toast', { type: 'success', description: 'raz' });
    off();
    eventBus.emit('toast', { type: 'success', description: 'dwa' });
    expect(seen).toEqual(['raz', 'second:raz', 'second:dwa']);
  });

  it('does not deliver one event name to subscribers of another', () => {
    const handler = jest.fn();
    eventBus.on('auth:expired', handler);
    eventBus.emit('auth:logout', {});
    expect(handler).not.toHaveBeenCalled();
  });
});
