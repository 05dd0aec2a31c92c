// The bell's state: what the header reads and dispatches, and the pieces the store wires.
export { notificationsActions, notificationsReducer, selectNotifications, type NotificationsState } from './slice';
export { notificationsSaga } from './sagas';
export { NotificationsMenu } from './components/NotificationsMenu';
