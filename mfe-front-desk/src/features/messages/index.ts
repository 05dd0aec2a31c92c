// The messages feature's public surface: the screen, its store pieces, and the unread count the section's tab shows.
export { MessagesPage } from './components/MessagesPage';
export { messagesReducer, selectUnread, actions as messagesActions, type MessagesState } from './slice';
export { messagesSaga } from './sagas';
