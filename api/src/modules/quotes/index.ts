// What other modules use of quotes: the engine's quote of a stay (direct-bookings prices the public booking form with
// it). What another module comes to need is exported here, never imported from the folder's other files (the lint
// refuses that).
export { quoteStay, TAKEN_MESSAGE, type PricedQuote } from './service';
