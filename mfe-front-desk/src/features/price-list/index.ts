// The price list feature's public surface: its screen and its store pieces for the section's store.
export { PriceListPage } from './components/PriceListPage';
export { priceListReducer, type PriceListState } from './slice';
export { priceListSaga } from './sagas';
