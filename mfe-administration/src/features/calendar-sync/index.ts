// Channel sync on the listing's detail page: what the rest of the app may use.
export { CalendarSyncSection } from './components/CalendarSyncSection';
export { calendarSyncReducer } from './slice';
export { calendarSyncSaga } from './sagas';
