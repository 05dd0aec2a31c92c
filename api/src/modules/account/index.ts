// What other modules (and the API's wiring and tests) use of account: everything else in the folder is its own.
export { subscriptionOf } from './service';
