// The accommodations feature: list, detail, the listing wizard, and their state.
export { AccommodationsPage } from './components/AccommodationsPage';
export { AccommodationDetail } from './components/AccommodationDetail';
export { AccommodationWizard } from './wizard/AccommodationWizard';
export { accommodationsReducer, type AccommodationsState } from './slice';
export { accommodationsSaga } from './sagas';
