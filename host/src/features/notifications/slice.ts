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
  markRead: (id: string) => ({ type: 'notifications/markRead' as const, id }),
};
type Action = ReturnType<(typeof notificationsActions)[keyof typeof notificationsActions]>;

export function notificationsReducer(state: NotificationsState = { items: [], unread: 0 }, incoming: UnknownAction): NotificationsState {
  const action = incoming as Action;
  if (action.type === 'notifications/loaded') return { items: action.items, unread: action.unread };
  if (action.type === 'notifications/markAllRead') {
    return { unread: 0, items: state.items.map((n) => ({ ...n, attributes: { ...n.attributes, read: true } })) };
  }
  if (action.type === 'notifications/markRead') {
    const target = state.items.find((n) => n.id === action.id);
    if (!target || target.attributes.read) return state;
    return {
      unread: Math.max(0, state.unread - 1),
      items: state.items.map((n) => (n.id === action.id ? { ...n, attributes: { ...n.attributes, read: true } } : n)),
    };
  }
  return state;
}

export const selectNotifications = (state: { notifications: NotificationsState }) => state.notifications;
