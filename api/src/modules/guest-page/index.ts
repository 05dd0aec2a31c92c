// What other modules use of guest-page (its routes are wired in api/src/modules/index.ts): which reservations have
// their online check-in filled (desktop, calendar). What another module comes to need is exported here, never imported
// from the folder's other files (the lint refuses that).
export { filledCheckIns } from './hostCheckIn';
