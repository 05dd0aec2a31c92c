// What other modules (and the API's wiring and tests) use of clients: everything else in the folder is its own.
export { bookForClient, keepClientInStep, matchClient } from './service';
