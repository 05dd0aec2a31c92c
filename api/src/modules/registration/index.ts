// What the rest of the API may use: creating a host's account (the operators' command line uses it too).
export { createHost, validateRegistration, TRIAL_DAYS } from './service';
export { insertAccountWithOwner } from './repository';
