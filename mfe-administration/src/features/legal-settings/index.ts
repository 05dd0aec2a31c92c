// Administracja › 'Opłata miejscowa i RODO' (issue 38).
export { LegalSettingsPage } from './components/LegalSettingsPage';
