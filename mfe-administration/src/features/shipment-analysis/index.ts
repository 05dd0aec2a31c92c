export { ShipmentAnalysisPage } from './components/ShipmentAnalysisPage';
