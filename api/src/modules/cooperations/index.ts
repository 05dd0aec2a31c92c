// What other modules (and the API's wiring and tests) use of cooperations: everything else in the folder is its own.
export { cooperationAttributes } from './serialize';
export { liveCooperationsOf, type CooperationRow } from './repository';
export { CooperationAttributes } from './schemas';
