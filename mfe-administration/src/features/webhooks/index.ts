// Integracje › Webhooki (issue 42): the section the integrations page renders, and the store's pieces.
export { WebhooksSection } from './components/WebhooksSection';
export { webhooksReducer } from './slice';
export { webhooksSaga } from './sagas';
