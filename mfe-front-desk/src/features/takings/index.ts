// The raport kasowy's public surface: its screen, and its store pieces for the section's store.
export { TakingsPage } from './components/TakingsPage';
export { takingsReducer, type TakingsState } from './slice';
export { takingsSaga } from './sagas';
