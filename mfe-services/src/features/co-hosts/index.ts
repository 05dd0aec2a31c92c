// The co-hosts feature's public surface: its screens and its store pieces for the section's store.
export { CoHostsPage } from './components/CoHostsPage';
export { CoHostFormPage } from './components/CoHostFormPage';
export { coHostsReducer, type CoHostsState } from './slice';
export { coHostsSaga } from './sagas';
