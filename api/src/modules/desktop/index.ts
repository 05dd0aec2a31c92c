// What other modules (and the API's wiring and tests) use of desktop: everything else in the folder is its own.
export { desktopOf } from './service';
