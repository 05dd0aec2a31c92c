// What other modules (and the API's wiring, the demo seed and tests) use of owners: everything else in the folder is its own.
export { prepareStatement } from './statements';
