export { IntegrationsPage, ShipmentAnalysisPage, PageCreatorPage } from './components/InfoPages';
