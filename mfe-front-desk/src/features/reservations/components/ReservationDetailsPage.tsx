import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate, useParams } from '@gospodarz/shared/router';
import { TransferDetailsCard } from '../../bank-statements';
import {
  Box,
  Button,
  ErrorPanel,
  Flex,
  Grid,
  Link,
  LoadingScreen,
  PageHeader,
  Stack,
  Text,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNights,
  useConfirm,
  todayInPoland,
} from '@gospodarz/shared';
import { actions, selectReservations, type RowActionKind } from '../slice';
import { deskActions } from '../deskSlice';
import { formatPhone } from '@gospodarz/shared/dto';
import { invoiceLabel, noShowReason, paymentLabel, paymentMethodsLabel, statusLabel } from '../labels';
import { CancelDialog, PaymentStatusDialog, RelocateDialog } from './RowDialogs';
import { PaymentsPanel } from './PaymentsPanel';
import { HistoryList } from './HistoryList';
import { OnlineCheckInPanel } from './OnlineCheckInPanel';
import { PaymentRequestDialog } from './PaymentRequestDialog';
import { ChannelNotices } from './ChannelNotices';

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

/** The phone as a link that dials it (the digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * /front-desk/reservations/:reservationId: every field of the reservation, the row actions of the list, its payments
 * with the form to record one, and its change history.
 */
export function ReservationDetailsPage() {
  const { reservationId = '' } = useParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { detail, apartments } = useSelector(selectReservations);
  const { confirm, dialog } = useConfirm();
  const [dialogOpen, setDialogOpen] = useState<'payment' | 'relocate' | 'request' | 'cancel' | null>(null);
  useEffect(() => {
    dispatch(actions.loadDetail(reservationId));
  }, [reservationId, dispatch]);
  useEffect(() => {
    if (!apartments.loaded && !apartments.loading) dispatch(actions.loadApartments());
  }, [apartments.loaded, apartments.loading, dispatch]);

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
  const closed = a.status === 'canceled';
  const noShowNote = noShowReason(a, todayInPoland());
  const run = (kind: RowActionKind, value?: string) =>
    new Promise<string | null>((resolve) => dispatch(actions.rowAction(kind, item.id, value, (ok, message) => resolve(ok ? null : (message ?? 'Nie udało się.')))));
  const stay = `${a.fullName}, ${a.apartment.name}, ${formatDate(a.from)} – ${formatDate(a.to)}.`;

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
      {closed ? null : <ChannelNotices reservationId={item.id} />}
      <Flex as="nav" aria-label="Akcje rezerwacji" gap="2" wrap="wrap" mb="6">
        {closed ? (
          <Button size="sm" onClick={() => dispatch(deskActions.restore(item.id))}>
            Przywróć
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setDialogOpen('payment')}>
          Zmień status płatności
        </Button>
        <Button size="sm" variant="outline" disabled={closed} onClick={() => setDialogOpen('request')}>
          Wyślij prośbę o płatność
        </Button>
        <Button size="sm" variant="outline" disabled={closed} onClick={() => setDialogOpen('relocate')}>
          Przenieś gości
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={closed || a.status === 'no_show' || Boolean(noShowNote)}
          title={noShowNote}
          aria-describedby={noShowNote ? 'no-show-reason' : undefined}
          onClick={async () => {
            if (await confirm({ title: 'Gość się nie pojawił?', message: `${stay} Termin zostanie zwolniony.`, confirmLabel: 'Oznacz' })) void run('noShow');
          }}
        >
          Oznacz: gość się nie pojawił
        </Button>
        {noShowNote ? (
          <span id="no-show-reason" hidden>
            {noShowNote}
          </span>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          disabled={closed}
          onClick={() => setDialogOpen('cancel')}
        >
          Anuluj rezerwację
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={async () => {
            if (await confirm({ title: 'Usunąć rezerwację?', message: 'Tej operacji nie można cofnąć.', confirmLabel: 'Usuń', destructive: true })) {
              if ((await run('delete')) === null) navigate('/front-desk/reservations');
            }
          }}
        >
          Usuń
        </Button>
      </Flex>
      <Stack gap="6">
        <Grid as="dl" templateColumns={{ base: '1fr', md: '220px 1fr' }} columnGap="6" rowGap="2" maxW="3xl">
          <Row label="Status">{statusLabel(a.status)}</Row>
          <Row label="Status płatności">{paymentLabel(a.paymentStatus)}</Row>
          <Row label="Faktura">{invoiceLabel(a.invoiceIssued)}</Row>
          <Row label="Przyjazd">{formatDate(a.from)}</Row>
          <Row label="Wyjazd">{formatDate(a.to)}</Row>
          <Row label="Liczba dób">{formatNights(a.nights)}</Row>
          <Row label="Apartament">{a.apartment.name}</Row>
          <Row label="Adres apartamentu">{a.apartmentAddress}</Row>
          <Row label="Imię i nazwisko">
            {a.clientId ? (
              <Link asChild colorPalette="teal">
                <RouterLink to={`/front-desk/clients/${a.clientId}`}>{a.fullName || 'Karta klienta'}</RouterLink>
              </Link>
            ) : (
              a.fullName
            )}
          </Row>
          <Row label="E-mail">{a.email ? <Link href={`mailto:${a.email}`}>{a.email}</Link> : ''}</Row>
          <Row label="Telefon">
            {a.phoneNumber ? (
              <Link href={telHref(a.phoneNumber)} colorPalette="teal">
                {formatPhone(a.phoneNumber)}
              </Link>
            ) : (
              ''
            )}
          </Row>
          <Row label="Adres gościa (miasto)">{a.guestAddress}</Row>
          <Row label="Dorośli">{a.adults}</Row>
          <Row label="Dzieci">{a.children}</Row>
          <Row label="Cena za dobę">{formatMoney(a.pricePerNight, a.currency)}</Row>
          {/* the stay's bill: its lines, what they add up to, what was paid and what is left */}
          {closed ? (
            <Row label="Opłata za anulowanie">{formatMoney(a.cancellationFee ?? 0, a.currency)}</Row>
          ) : (
            <>
              <Row label="Noclegi">{formatMoney(a.totalPrice, a.currency)}</Row>
              <Row label="Sprzątanie">{formatMoney(a.cleaningFee ?? 0, a.currency)}</Row>
              <Row label="Opłata miejscowa">{formatMoney(a.touristTax ?? 0, a.currency)}</Row>
              {/* the listing's extras the stay took (quantity × unit price) and the discount, as the bill's lines */}
              {(a.bill?.lines ?? [])
                .filter((l) => l.kind === 'extra' || l.kind === 'discount')
                .map((l) => (
                  <Row key={`${l.kind}-${l.label}`} label={l.kind === 'extra' && l.quantity ? `${l.label} (${l.quantity} × ${formatMoney(l.unitPrice ?? 0, a.currency)})` : l.label}>
                    {formatMoney(l.amount, a.currency)}
                  </Row>
                ))}
            </>
          )}
          <Row label="Razem">
            <strong>{formatMoney(a.grandTotal ?? a.totalPrice, a.currency)}</strong>
          </Row>
          <Row label="Zapłacono">{formatMoney(a.paid ?? 0, a.currency)}</Row>
          <Row label="Do zapłaty">{formatMoney(a.balance ?? 0, a.currency)}</Row>
          <Row label="Zaliczka">
            {a.deposit ? `${formatMoney(a.deposit, a.currency)}${a.depositDue ? `, do ${formatDate(a.depositDue)}` : ''}${a.bill && a.bill.deposit.outstanding === 0 ? ' (wpłacona)' : ''}` : ''}
          </Row>
          <Row label="Kaucja">
            {a.securityDeposit || a.bill?.securityDeposit.held
              ? `${formatMoney(a.securityDeposit ?? 0, a.currency)}${a.bill ? `, pobrana ${formatMoney(a.bill.securityDeposit.held, a.currency)}, zwrócona ${formatMoney(a.bill.securityDeposit.returned, a.currency)}` : ''}`
              : ''}
          </Row>
          <Row label="Waluta">{a.currency}</Row>
          <Row label="Źródło rezerwacji">{a.source}</Row>
          <Row label="Forma płatności">{paymentMethodsLabel(a.bill?.paymentMethods ?? []) || a.paymentSource}</Row>
          <Row label="Uwagi">{a.comments}</Row>
          <Row label="Utworzona">{formatDateTime(a.createdAt)}</Row>
        </Grid>
        {closed ? null : <TransferDetailsCard reservationId={item.id} version={a.paid} />}
        <OnlineCheckInPanel reservationId={item.id} />
        <PaymentsPanel reservationId={item.id} currency={a.currency} />
        <HistoryList reservationId={item.id} />
      </Stack>
      <PaymentStatusDialog reservation={dialogOpen === 'payment' ? item : null} onClose={() => setDialogOpen(null)} onConfirm={(value) => run('paymentStatus', value)} />
      <RelocateDialog
        reservation={dialogOpen === 'relocate' ? item : null}
        apartments={apartments.items}
        onClose={() => setDialogOpen(null)}
        onConfirm={(value) => run('relocate', value)}
      />
      <CancelDialog reservation={dialogOpen === 'cancel' ? item : null} onClose={() => setDialogOpen(null)} onConfirm={(value) => run('cancel', value)} />
      <PaymentRequestDialog reservationId={item.id} open={dialogOpen === 'request'} onClose={() => setDialogOpen(null)} />
      {dialog}
    </Box>
  );
}
