// The providers and cooperation feature's public surface: its screens, the lists' kinds and its store pieces.
export { ProvidersPage } from './components/ProvidersPage';
export { ProviderFormPage } from './components/ProviderFormPage';
export { PROVIDER_LISTS } from './kinds';
export { providersReducer, type ProvidersState } from './slice';
export { providersSaga } from './sagas';
export { providersApi, type ApartmentChoice } from './api';
export { apartmentsSlice as providersApartments, selectProviders as selectProvidersState } from './slice';
