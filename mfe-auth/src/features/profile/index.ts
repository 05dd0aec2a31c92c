export { ProfilePage } from './components/ProfilePage';
export { PROFILE_SAVED } from './components/ProfileDetails';
export { DELETE_CONFIRM } from './components/DeleteAccount';
