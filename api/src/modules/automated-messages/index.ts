// What other modules (and the API's wiring and tests) use of automated-messages: everything else in the folder is its own.
export { plan } from './repository';
