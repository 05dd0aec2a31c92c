// What other modules (and the API's wiring and tests) use of takings: everything else in the folder is its own.
export { takingsOf } from './service';
