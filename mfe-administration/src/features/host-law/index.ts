// The law of a host in a listing (issue 38): what the rest of the app may use.
export { HostLawSection } from './components/HostLawSection';
export { hostLawReducer } from './slice';
export { hostLawSaga } from './sagas';
