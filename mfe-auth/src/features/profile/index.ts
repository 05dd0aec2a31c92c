// The account screens (loaded when opened); the state the store wires in is in state.ts.
export { ProfilePage } from './components/ProfilePage';
export { PROFILE_SAVED } from './sagas';
export { DELETE_CONFIRM } from './components/DeleteAccount';
