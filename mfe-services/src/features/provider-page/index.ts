// The provider's page (public, opened by a cooperation's link): its screen and its store pieces.
export { ProviderPage } from './components/ProviderPage';
export { providerPageReducer } from './slice';
export { providerPageSaga } from './sagas';
