// The clients feature's public surface: its screens and its store pieces for the section's store.
export { ClientsPage } from './components/ClientsPage';
export { ClientDetailsPage } from './components/ClientDetailsPage';
export { clientsReducer, type ClientsState } from './slice';
export { clientsSaga } from './sagas';
