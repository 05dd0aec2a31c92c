// The legal reports (issue 38): the tourist-tax statement, the GUS KT-1 prefill and the nights report, and the store's pieces.
export { LegalReportPage, type LegalReportKind } from './components/LegalReportPage';
export { legalReducer } from './slice';
export { legalSaga } from './sagas';
