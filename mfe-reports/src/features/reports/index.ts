// The reports' screen (one per tab) and the store's pieces.
export { ReportPage } from './components/ReportPage';
export { reportsReducer } from './slice';
export { reportsSaga } from './sagas';
// the PDF font set, for the legal reports' printouts (loaded with jsPDF, only on export)
export const loadPdfDocument = (options: import('jspdf').jsPDFOptions) => import('./export/pdf').then((m) => m.documentWithFont(options));
export { downloadText } from './export/download';
