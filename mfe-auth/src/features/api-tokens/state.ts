// The store's pieces, apart from the screen (index.ts) so that the store does not pull the profile's screens in.
export { apiTokensReducer } from './slice';
export { apiTokensSaga } from './sagas';
