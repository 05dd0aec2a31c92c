// What other modules (and the API's wiring and tests) use of reports: everything else in the folder is its own.
export { periodRange } from './service';
