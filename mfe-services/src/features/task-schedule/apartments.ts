// The apartments to filter by come from the providers feature's store piece (one load for the section).
export { providersApartments as apartmentsSlice, selectProvidersState } from '../providers';
