// The calendar feature's public surface: its screen and its store pieces for the section's store.
export { CalendarPage } from './components/CalendarPage';
export { calendarReducer, type CalendarFeatureState } from './slice';
export { calendarSaga } from './sagas';
export { sendFirstWindowRequest } from './firstRequest';
