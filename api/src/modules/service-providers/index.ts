// What other modules (and the API's wiring and tests) use of service-providers: everything else in the folder is its own.
export { kindOf } from './service';
export { findProvider } from './repository';
