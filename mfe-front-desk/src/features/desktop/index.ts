// The desktop's public surface: its screen, and its store pieces for the section's store.
export { DesktopPage } from './components/DesktopPage';
export { desktopReducer } from './slice';
export { desktopSaga } from './sagas';
