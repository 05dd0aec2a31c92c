// The profile's state, which the section's store wires in at start. It stands apart from index.ts (the screens), so
// that the store, loaded with the sign-in page, does not pull in the account screens that load when opened.
export { profileReducer } from './slice';
export { profileSaga } from './sagas';
