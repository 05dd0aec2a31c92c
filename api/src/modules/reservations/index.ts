// What other modules (and the API's wiring and tests) use of reservations: everything else in the folder is its own.
export { likeContains } from './listQuery';
export { extrasDto, offeredExtras } from './extras';
export { findReservation, type ReservationRow } from './repository';
export { createReservation } from './service';
// the CSV cell rule (Excel in Poland), shared by the legal reports' exports
export { csvCell } from './export';
