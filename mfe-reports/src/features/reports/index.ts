// The reports' screen (one per tab) and the store's pieces.
export { ReportPage } from './components/ReportPage';
export { reportsReducer } from './slice';
export { reportsSaga } from './sagas';
