// The guest page's public surface: the page, and its store pieces for the page's own small store.
export { GuestStayPage } from './components/GuestStayPage';
export { guestReducer } from './slice';
export { guestSaga } from './sagas';
