// The reservations feature's public surface: its screens, the new reservation dialog (the calendar opens it),
// and its store pieces for the section's store.
export { ReservationsPage } from './components/ReservationsPage';
export { ReservationDetailsPage } from './components/ReservationDetailsPage';
export { ReservationEditPage } from './components/ReservationEditPage';
export { NewReservationDialog, type NewReservationDialogProps } from './components/NewReservationDialog';
export { InvoicedNotice, PriceChoiceRadios } from './components/PriceChoice';
export { reservationsReducer, actions as reservationActions, selectReservations, type ReservationsState } from './slice';
export { reservationsSaga } from './sagas';
export { sendFirstListRequest } from './firstRequest';
export { reservationDeskReducer, type ReservationDeskState } from './deskSlice';
export { reservationDeskSaga } from './deskSagas';
