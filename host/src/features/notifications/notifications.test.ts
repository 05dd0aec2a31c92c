import type { NotificationDto } from '@gospodarz/shared';
import { parseUnreadEvent } from './liveStream';
import { notificationsActions, notificationsReducer } from './slice';

const item = (id: string, read: boolean): NotificationDto => ({
  id,
  type: 'notification',
  attributes: { kind: 'reservation_created', title: 'Nowa rezerwacja', body: '', link: null, read, createdAt: '2030-01-01T10:00:00Z' },
});

describe('the live unread count', () => {
  it('reads the count of an unread event and ignores comments and other events', () => {
    expect(parseUnreadEvent('event: unread\ndata: {"unread":3}')).toBe(3);
    expect(parseUnreadEvent(': ping')).toBeNull();
    expect(parseUnreadEvent('retry: 5000')).toBeNull();
    expect(parseUnreadEvent('event: other\ndata: {"unread":3}')).toBeNull();
    expect(parseUnreadEvent('event: unread\ndata: nie-json')).toBeNull();
    expect(parseUnreadEvent('event: unread\ndata: {"unread":-1}')).toBeNull();
  });
});

describe('the bell state', () => {
  it('marks one notification read and lowers the badge once', () => {
    let state = notificationsReducer(undefined, notificationsActions.loaded([item('a', false), item('b', false)], 2));
    state = notificationsReducer(state, notificationsActions.markRead('a'));
    expect(state.unread).toBe(1);
    state = notificationsReducer(state, notificationsActions.markRead('a'));
    expect(state.unread).toBe(1);
    expect(state.items.map((n) => n.attributes.read)).toEqual([true, false]);
  });

  it('marks all read', () => {
    const state = notificationsReducer(notificationsReducer(undefined, notificationsActions.loaded([item('a', false)], 1)), notificationsActions.markAllRead());
    expect(state).toEqual({ unread: 0, items: [expect.objectContaining({ attributes: expect.objectContaining({ read: true }) })] });
  });
});
