import { useEffect, useMemo } from 'react';
import { format } from 'date-fns';
import { Form, useFormState } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate, useParams } from '@gospodarz/shared/router';
import { Box, Button, ErrorPanel, FormErrorMessage, FormField, FormUnsavedChangesPrompt, HStack, LoadingScreen, PageHeader, Stack, formatMoney, type ReservationDto } from '@gospodarz/shared';
import type { ApartmentChoice } from '../api';
import { actions, selectReservations } from '../slice';
import { fromDto, toPayload, validateReservation, type ReservationFormValues } from '../form';
import { ReservationFormFields } from './ReservationFormFields';
import { useStayCheck } from './useStayCheck';

/** /front-desk/reservations/:reservationId/edit: the reservation's attributes; 'Zapisz' saves and returns to the list. */
export function ReservationEditPage() {
  const { reservationId = '' } = useParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { detail, apartments } = useSelector(selectReservations);
  useEffect(() => {
    dispatch(actions.loadDetail(reservationId));
  }, [reservationId, dispatch]);
  useEffect(() => {
    if (!apartments.loaded && !apartments.loading) dispatch(actions.loadApartments());
  }, [apartments.loaded, apartments.loading, dispatch]);

  const item = detail.item?.id === reservationId ? detail.item : null;
  const initialValues = useMemo(() => (item ? fromDto(item) : null), [item?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  if (detail.error && !item) {
    return <ErrorPanel title="Nie udało się wczytać rezerwacji" message={detail.error} onRetry={() => dispatch(actions.loadDetail(reservationId))} />;
  }
  if (!item || !initialValues) return <LoadingScreen />;
  // the reservation's own apartment stays a choice even before the listings arrive
  const choices = apartments.items.some((a) => a.id === item.attributes.apartmentId)
    ? apartments.items
    : [{ id: item.attributes.apartmentId, name: item.attributes.apartment.name }, ...apartments.items];

  const onSubmit = (values: ReservationFormValues) =>
    new Promise<object | undefined>((resolve) => {
      dispatch(
        actions.save(item.id, toPayload(values), (errors) => {
          resolve(errors);
          if (!errors) {
            navigate('/front-desk/reservations');
            // the list opens at its top, not where the long form was scrolled to
            window.scrollTo({ top: 0, left: 0 });
          }
        }),
      );
    });

  return (
    <Box maxW="4xl">
      <PageHeader title="Edycja rezerwacji" description={`${item.attributes.fullName}, ${item.attributes.apartment.name}`} />
      <Form<ReservationFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validateReservation}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Edycja rezerwacji">
            <FormUnsavedChangesPrompt />
            <Stack gap="5">
              <EditFields apartments={choices} reservation={item} />
              <FormErrorMessage />
              <HStack gap="2">
                <Button type="submit" loading={submitting}>
                  Zapisz
                </Button>
                <Button asChild variant="outline">
                  <RouterLink to="/front-desk/reservations">Anuluj</RouterLink>
                </Button>
              </HStack>
            </Stack>
          </form>
        )}
      </Form>
    </Box>
  );
}

/** The edit form's fields: the reservation's own nights are not taken, and it keeps its booking day's discounts. */
function EditFields({ apartments, reservation }: { apartments: ApartmentChoice[]; reservation: ReservationDto }) {
  const check = useStayCheck({ isNew: false, exceptReservationId: reservation.id, bookedOn: format(new Date(reservation.attributes.createdAt), 'yyyy-MM-dd') });
  const a = reservation.attributes;
  const { values } = useFormState<ReservationFormValues>({ subscription: { values: true } });
  // new dates, another apartment or party: the host chooses whether the guest keeps their price (asked by the server
  // with both prices when they differ)
  const moved =
    values.from !== a.from || values.to !== a.to || values.apartmentId !== a.apartmentId || Number(values.adults) !== a.adults || Number(values.children) !== a.children;
  const priceChoice = moved ? (
    <FormField
      name="priceChoice"
      label="Cena po zmianie pobytu"
      type="select"
      options={[
        { value: 'keep', label: `Zachowaj cenę gościa (${formatMoney(a.grandTotal ?? a.totalPrice, a.currency)})` },
        { value: 'new', label: 'Przyjmij nową cenę' },
      ]}
      helperText={a.invoiceIssued ? 'Do rezerwacji wystawiono fakturę: po zmianie wystaw korektę.' : undefined}
    />
  ) : null;
  return <ReservationFormFields apartments={apartments} check={check} full invoiced={(a.invoices?.length ?? 0) > 0} priceChoice={priceChoice} />;
}
