import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Box,
  Button,
  ErrorPanel,
  Grid,
  LoadingScreen,
  PageHeader,
  Text,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNights,
} from '@gospodarz/shared';
import { actions, selectReservations } from '../slice';
import { confirmationLabel, invoiceLabel, paymentLabel, statusLabel } from '../labels';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{children === '' || children === null || children === undefined ? '—' : children}</Text>
    </>
  );
}

/** /front-desk/reservations/:reservationId: every field of the reservation, read-only. */
export function ReservationDetailsPage() {
  const { reservationId = '' } = useParams();
  const dispatch = useDispatch();
  const { detail } = useSelector(selectReservations);
  useEffect(() => {
    dispatch(actions.loadDetail(reservationId));
  }, [reservationId, dispatch]);

  const item = detail.item?.id === reservationId ? detail.item : null;
  if (detail.error && !item) {
    return (
      <Box>
        <PageHeader title="Rezerwacja" />
        <ErrorPanel title="Nie udało się wczytać rezerwacji" message={detail.error} onRetry={() => dispatch(actions.loadDetail(reservationId))} />
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/front-desk/reservations">Wróć do listy rezerwacji</RouterLink>
        </Button>
      </Box>
    );
  }
  if (!item) return <LoadingScreen />;
  const a = item.attributes;
  return (
    <Box>
      <PageHeader
        title={`Rezerwacja: ${a.fullName || 'gość'}`}
        description={`${a.apartment.name}, ${formatDate(a.from)} – ${formatDate(a.to)}`}
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to="/front-desk/reservations">Wróć do listy</RouterLink>
            </Button>
            <Button asChild>
              <RouterLink to={`/front-desk/reservations/${item.id}/edit`}>Edytuj</RouterLink>
            </Button>
          </>
        }
      />
      <Grid as="dl" templateColumns={{ base: '1fr', md: '220px 1fr' }} columnGap="6" rowGap="2" maxW="3xl">
        <Row label="Potwierdzenie">{confirmationLabel(a.status)}</Row>
        <Row label="Status">{statusLabel(a.status)}</Row>
        <Row label="Status płatności">{paymentLabel(a.paymentStatus)}</Row>
        <Row label="Faktura">{invoiceLabel(a.invoiceIssued)}</Row>
        <Row label="Przyjazd">{formatDate(a.from)}</Row>
        <Row label="Wyjazd">{formatDate(a.to)}</Row>
        <Row label="Liczba dób">{formatNights(a.nights)}</Row>
        <Row label="Apartament">{a.apartment.name}</Row>
        <Row label="Adres apartamentu">{a.apartmentAddress}</Row>
        <Row label="Imię i nazwisko">{a.fullName}</Row>
        <Row label="E-mail">{a.email}</Row>
        <Row label="Telefon">{a.phoneNumber}</Row>
        <Row label="Adres gościa (miasto)">{a.guestAddress}</Row>
        <Row label="Dorośli">{a.adults}</Row>
        <Row label="Dzieci">{a.children}</Row>
        <Row label="Cena za dobę">{formatMoney(a.pricePerNight, a.currency)}</Row>
        <Row label="Razem">{formatMoney(a.totalPrice, a.currency)}</Row>
        <Row label="Waluta">{a.currency}</Row>
        <Row label="Źródło rezerwacji">{a.source}</Row>
        <Row label="Forma płatności">{a.paymentSource}</Row>
        <Row label="Uwagi">{a.comments}</Row>
        <Row label="Utworzona">{formatDateTime(a.createdAt)}</Row>
      </Grid>
    </Box>
  );
}
