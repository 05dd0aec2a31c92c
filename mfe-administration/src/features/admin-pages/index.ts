export { IntegrationsPage, PageCreatorPage } from './components/InfoPages';
