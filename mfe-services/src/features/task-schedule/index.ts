// The work schedule's public surface: its screen and its store pieces.
export { TaskSchedulePage } from './components/TaskSchedulePage';
export { scheduleReducer, type ScheduleState } from './slice';
export { scheduleSaga } from './sagas';
