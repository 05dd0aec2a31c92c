// What other modules use of direct-bookings (issue 39): the prepayment due of a booking made on the host's public
// site (amount in grosze and the due day, kept in direct_bookings and also as the reservation's deposit/depositDue),
// and the bookings whose prepayment falls due, for the payment side (transfers, reminders, statement matching).
export { prepaymentOf, SOURCE as DIRECT_BOOKING_SOURCE } from './service';
export { prepaymentsDueBy, directBookingOf, type DirectBookingRow } from './repository';
