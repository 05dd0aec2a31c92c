// What the rest of the API may use: the apartments shared with a co-host, for scoping their queries.
export { apartmentIdsOf } from './repository';
