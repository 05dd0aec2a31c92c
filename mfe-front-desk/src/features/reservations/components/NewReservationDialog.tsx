import { useEffect, useMemo, useRef } from 'react';
import { Form, useForm, useFormState } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Dialog, FormErrorMessage, Portal, formatMoney, type ReservationDto } from '@gospodarz/shared';
import { actions, selectReservations, type ReservationsState } from '../slice';
import { newReservationDefaults, nightsOf, toPayload, validateReservation, type ReservationFormValues } from '../form';
import { ReservationFormFields } from './ReservationFormFields';

export interface NewReservationDialogProps {
  open: boolean;
  onClose: () => void;
  /** after the reservation was saved */
  onCreated?: (reservation: ReservationDto) => void;
  /** e.g. the apartment and days picked in the calendar */
  initial?: Partial<ReservationFormValues>;
}

/**
 * 'Nowa rezerwacja': today → tomorrow, 1 adult and 1 child, status confirmed by default. Choosing the apartment,
 * the days or the party asks the server for a quote, which fills the price per night and the total.
 */
export function NewReservationDialog({ open, onClose, onCreated, initial }: NewReservationDialogProps) {
  const dispatch = useDispatch();
  const { apartments } = useSelector(selectReservations);
  useEffect(() => {
    if (open && !apartments.loaded && !apartments.loading) dispatch(actions.loadApartments());
  }, [open, apartments.loaded, apartments.loading, dispatch]);
  // new defaults each time it opens (today may have changed)
  const initialValues = useMemo(() => newReservationDefaults(new Date(), initial), [open, initial]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = (values: ReservationFormValues) =>
    new Promise<object | undefined>((resolve) => {
      dispatch(
        actions.save(null, toPayload(values), (errors, saved) => {
          resolve(errors);
          if (!errors && saved) {
            onCreated?.(saved);
            onClose();
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

/** The form's fields plus the quote: asks when the stay changes, writes the quoted price when it arrives. */
function QuoteFields({ apartments }: { apartments: ReservationsState['apartments']['items'] }) {
  const dispatch = useDispatch();
  const form = useForm<ReservationFormValues>();
  const { values } = useFormState<ReservationFormValues>({ subscription: { values: true } });
  const quote = useSelector(selectReservations).quote;
  const asked = useRef<string | null>(null);

  const { apartmentId, from, to } = values;
  const adults = Number(values.adults) || 0;
  const children = Number(values.children) || 0;
  const key = apartmentId && nightsOf(from, to) > 0 ? [apartmentId, from, to, adults, children].join('|') : null;

  useEffect(() => {
    if (key === asked.current) return;
    asked.current = key;
    dispatch(actions.requestQuote(key ? { apartmentId, from, to, adults: Math.max(1, adults), children } : null));
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const v = quote.value;
    if (!v || !key) return;
    if ([v.apartmentId, v.from, v.to].join('|') !== [apartmentId, from, to].join('|')) return;
    form.batch(() => {
      form.change('pricePerNight', String(v.pricePerNight));
      form.change('currency', v.currency);
    });
  }, [quote.value]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => () => void dispatch(actions.requestQuote(null)), [dispatch]);

  const note = quote.loading
    ? 'Liczę cenę…'
    : quote.error
      ? quote.error
      : quote.value && key
        ? `Cena z cennika: ${formatMoney(quote.value.pricePerNight, quote.value.currency)} za dobę`
        : null;
  return <ReservationFormFields apartments={apartments} quoteNote={note} />;
}
