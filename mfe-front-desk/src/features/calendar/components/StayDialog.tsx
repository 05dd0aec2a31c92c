import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { Link as RouterLink } from '@gospodarz/shared/router';
import {
  Button,
  DateInput,
  Dialog,
  FormField,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
  formatDate,
  formatMoney,
  formatNights,
  type CalendarApartment,
  type CalendarStay,
} from '@gospodarz/shared';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@gospodarz/shared/dto';
import { daysBetween } from '../../price-list';
import { ChannelStayForm } from './ChannelStayForm';
import { DialogFrame } from './DialogFrame';

const BASE = '/front-desk';

/**
 * A reservation clicked in the grid: who, when, how much, with links to its details, edit, messages and invoice,
 * and a move to other dates or another apartment (the keyboard's way of dragging it). A stay imported from a
 * channel's calendar is the channel's to move: it offers 'Uzupełnij rezerwację' (guest, party, price) instead.
 */
export function StayDialog({
  stay,
  apartments,
  onClose,
  onMove,
}: {
  stay: CalendarStay | null;
  apartments: CalendarApartment[];
  onClose: () => void;
  onMove: (stay: CalendarStay, apartmentId: string, from: string) => void;
}) {
  const apartment = apartments.find((a) => a.id === stay?.apartmentId);
  const initial = useMemo(() => (stay ? { apartmentId: stay.apartmentId, from: stay.from } : null), [stay]);
  return (
    <DialogFrame open={!!stay} onClose={onClose} size="md">
      {stay && initial ? (
        <>
          <Dialog.Header>
            <Dialog.Title>{stay.fullName || 'Rezerwacja'}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="3">
              <Stack gap="1" fontSize="sm">
                <Text>
                  {apartment?.name ?? ''} · {formatDate(stay.from)} – {formatDate(stay.to)} ({formatNights(daysBetween(stay.from, stay.to))})
                </Text>
                <Text>
                  Goście: {stay.adults + stay.children} · {formatMoney(stay.grandTotal ?? stay.totalPrice, stay.currency)}
                  {stay.balance ? ` (do zapłaty ${formatMoney(stay.balance, stay.currency)})` : ''} · {PAYMENT_STATUS_LABELS[stay.paymentStatus as PaymentStatus] ?? stay.paymentStatus}
                  {stay.source ? ` · ${stay.source}` : ''}
                </Text>
              </Stack>
              {stay.channel ? (
                <ChannelStayForm stay={stay} onSaved={onClose} />
              ) : (
                <>
                  <HStack gap="3" wrap="wrap">
                    <Link asChild colorPalette="teal">
                      <RouterLink to={`${BASE}/reservations/${stay.id}`}>Szczegóły</RouterLink>
                    </Link>
                    <Link asChild colorPalette="teal">
                      <RouterLink to={`${BASE}/reservations/${stay.id}/edit`}>Edytuj</RouterLink>
                    </Link>
                    <Link asChild colorPalette="teal">
                      <RouterLink to={`${BASE}/messages?reservationId=${stay.id}`}>Wiadomości</RouterLink>
                    </Link>
                    <Link asChild colorPalette="teal">
                      <RouterLink to={`${BASE}/invoices?reservationId=${stay.id}`}>Faktura</RouterLink>
                    </Link>
                  </HStack>
                  <Form<{ apartmentId: string; from: string }> onSubmit={(v) => onMove(stay, v.apartmentId, v.from)} initialValues={initial}>
                    {({ handleSubmit, values }) => (
                      <form onSubmit={handleSubmit} aria-label="Przenieś rezerwację">
                        <Text fontWeight="semibold" fontSize="sm" mb="2">
                          Przenieś
                        </Text>
                        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="end">
                          <FormField name="apartmentId" label="Apartament" type="select" options={apartments.map((a) => ({ value: a.id, label: a.name }))} />
                          <DateInput name="from" label="Przyjazd" />
                        </SimpleGrid>
                        <Button
                          type="submit"
                          mt="3"
                          size="sm"
                          variant="outline"
                          disabled={!values.from || (values.apartmentId === stay.apartmentId && values.from === stay.from)}
                        >
                          Przenieś…
                        </Button>
                      </form>
                    )}
                  </Form>
                </>
              )}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              Zamknij
            </Button>
          </Dialog.Footer>
        </>
      ) : null}
    </DialogFrame>
  );
}
