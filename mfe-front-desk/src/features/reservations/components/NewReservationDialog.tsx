import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Dialog, FormErrorMessage, Portal, can, type ReservationDto, type SectionState, warsawTodayDate } from '@gospodarz/shared';
import { actions, selectReservations, type ReservationsState } from '../slice';
import { newReservationDefaults, toPayload, validateReservation, type ReservationFormValues } from '../form';
import { ClientSearch } from './ClientSearch';
import { ReservationFormFields } from './ReservationFormFields';
import { useStayCheck } from './useStayCheck';

export interface NewReservationDialogProps {
  open: boolean;
  onClose: () => void;
  /** after the reservation was saved; the dialog has already told the user (one toast): do not toast again */
  onCreated?: (reservation: ReservationDto) => void;
  /** e.g. the apartment and days picked in the calendar */
  initial?: Partial<ReservationFormValues>;
}

/**
 * 'Nowa rezerwacja': today → tomorrow, 1 adult and 1 child, status confirmed by default. Choosing the apartment,
 * the days or the party asks the server whether the nights are free and for the engine's quote, which fills the
 * price per night and shows its breakdown and the bill (fees, deposit, amount paid and what is left to pay). A
 * client found by the search fills the guest. A refusal on save shows next to the dates and in a toast.
 */
export function NewReservationDialog({ open, onClose, onCreated, initial }: NewReservationDialogProps) {
  const dispatch = useDispatch();
  const { apartments } = useSelector(selectReservations);
  useEffect(() => {
    if (open && !apartments.loaded && !apartments.loading) dispatch(actions.loadApartments());
  }, [open, apartments.loaded, apartments.loading, dispatch]);
  // new defaults each time it opens (today may have changed)
  const initialValues = useMemo(() => newReservationDefaults(warsawTodayDate(), initial), [open, initial]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = (values: ReservationFormValues) =>
    new Promise<object | undefined>((resolve) => {
      dispatch(
        actions.save(null, toPayload(values), (errors, saved) => {
          resolve(errors);
          if (!errors && saved) {
            // closed first: a caller that tidies its URL on close (the calendar's ?new-reservation) would otherwise
            // replace the page onCreated opens
            onClose();
            onCreated?.(saved);
          }
        }),
      );
    });

  return (
    <Dialog.Root open={open} onOpenChange={(e) => (!e.open ? onClose() : undefined)} size="lg" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open ? (
              <Form<ReservationFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validateReservation}>
                {({ handleSubmit, submitting }) => (
                  // display: contents keeps header, body and footer the dialog's own rows, so the body scrolls inside it
                  <form onSubmit={handleSubmit} noValidate aria-label="Nowa rezerwacja" style={{ display: 'contents' }}>
                    <Dialog.Header>
                      <Dialog.Title>Nowa rezerwacja</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <QuoteFields apartments={apartments.items} />
                      <FormErrorMessage />
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={onClose} disabled={submitting}>
                        Anuluj
                      </Button>
                      <Button type="submit" loading={submitting}>
                        Zarezerwuj
                      </Button>
                    </Dialog.Footer>
                  </form>
                )}
              </Form>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The form's fields with the stay's check (availability, the engine's price and its breakdown) and the client search. */
function QuoteFields({ apartments }: { apartments: ReservationsState['apartments']['items'] }) {
  const check = useStayCheck({ isNew: true });
  const user = useSelector((root: { section: SectionState }) => root.section.user);
  // a co-host without the clients permission books without the search (the API would refuse it)
  return <ReservationFormFields apartments={apartments} check={check} guestSearch={!user || can(user, 'clients') ? <ClientSearch /> : null} />;
}
