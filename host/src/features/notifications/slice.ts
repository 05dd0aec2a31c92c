import type { UnknownAction } from 'redux';
import type { NotificationDto } from '@gospodarz/shared';

export interface NotificationsState {
  items: NotificationDto[];
  unread: number;
}

export const notificationsActions = {
  load: () => ({ type: 'notifications/load' as const }),
  loaded: (items: NotificationDto[], unread: number) => ({ type: 'notifications/loaded' as const, items, unread }),
  markAllRead: () => ({ type: 'notifications/markAllRead' as const }),
};
type Action = ReturnType<(typeof notificationsActions)[keyof typeof notificationsActions]>;

export function notificationsReducer(state: NotificationsState = { items: [], unread: 0 }, incoming: UnknownAction): NotificationsState {
  const action = incoming as Action;
  if (action.type === 'notifications/loaded') return { items: action.items, unread: action.unread };
  if (action.type === 'notifications/markAllRead') {
    return { unread: 0, items: state.items.map((n) => ({ ...n, attributes: { ...n.attributes, read: true } })) };
  }
  return state;
}

export const selectNotifications = (state: { notifications: NotificationsState }) => state.notifications;
