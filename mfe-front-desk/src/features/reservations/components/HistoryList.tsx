import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Card, Heading, Stack, Text, formatDate, formatDateTime, formatMoney, type ReservationChangeDto } from '@gospodarz/shared';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type PaymentMethod, type PaymentStatus } from '@gospodarz/shared/dto';
import { history, selectReservationDesk } from '../deskSlice';
import { statusLabel } from '../labels';

const FIELD_LABELS: Record<string, string> = {
  apartment: 'Apartament',
  clientId: 'Klient',
  from: 'Przyjazd',
  to: 'Wyjazd',
  status: 'Status',
  paymentStatus: 'Status płatności',
  fullName: 'Imię i nazwisko',
  email: 'E-mail',
  phoneNumber: 'Telefon',
  guestAddress: 'Adres gościa',
  adults: 'Dorośli',
  children: 'Dzieci',
  pricePerNight: 'Cena za dobę',
  totalPrice: 'Razem',
  currency: 'Waluta',
  apartmentAddress: 'Adres apartamentu',
  comments: 'Uwagi',
  source: 'Źródło',
  paymentSource: 'Forma płatności',
  invoiceIssued: 'Faktura',
  amount: 'Kwota',
  method: 'Sposób',
  paidOn: 'Data wpłaty',
  amountDue: 'Kwota do zapłaty',
  to_: 'Adresat',
};

const ACTION_LABELS: Record<string, string> = {
  created: 'Utworzono rezerwację',
  updated: 'Zmieniono',
  payment_added: 'Zapisano płatność',
  payment_removed: 'Usunięto płatność',
  payment_requested: 'Wysłano prośbę o płatność',
};

/** A value of the history as a person reads it. */
export function historyValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status') return statusLabel(String(value));
  if (field === 'paymentStatus') return PAYMENT_STATUS_LABELS[value as PaymentStatus] ?? String(value);
  if (field === 'method') return PAYMENT_METHOD_LABELS[value as PaymentMethod] ?? String(value);
  if (['from', 'to', 'paidOn'].includes(field) && /^\d{4}-\d{2}-\d{2}$/.test(String(value))) return formatDate(String(value));
  if (['pricePerNight', 'totalPrice', 'amount', 'amountDue'].includes(field)) return formatMoney(Number(value));
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  return String(value);
}

function describe(entry: ReservationChangeDto): string[] {
  const { action, changes } = entry.attributes;
  const isEvent = action !== 'updated';
  return Object.entries(changes)
    .filter(([field]) => field !== 'clientId')
    .map(([field, [before, after]]) => {
      const label = FIELD_LABELS[action === 'payment_requested' && field === 'to' ? 'to_' : field] ?? field;
      if (isEvent) return `${label}: ${historyValue(field, after ?? before)}`;
      return `${label}: ${historyValue(field, before)} → ${historyValue(field, after)}`;
    });
}

/** 'Historia zmian': who changed what and when, newest first. */
export function HistoryList({ reservationId }: { reservationId: string }) {
  const dispatch = useDispatch();
  const { history: state } = useSelector(selectReservationDesk);
  useEffect(() => {
    dispatch(history.actions.load(reservationId));
  }, [reservationId, dispatch]);
  return (
    <Card.Root>
      <Card.Body>
        <Heading as="h2" size="md" mb="3">
          Historia zmian
        </Heading>
        {state.error ? <Text color="fg.error">{state.error}</Text> : null}
        <Stack as="ol" listStyleType="none" gap="3" aria-label="Historia zmian">
          {state.data.map((entry) => (
            <Box as="li" key={entry.id}>
              <Stack gap="0.5">
                <Text textStyle="sm" color="fg.muted">
                  {formatDateTime(entry.attributes.changedAt)} · {entry.attributes.author ?? 'system'}
                </Text>
                <Text fontWeight="medium">{ACTION_LABELS[entry.attributes.action] ?? entry.attributes.action}</Text>
                <Box>
                  {describe(entry).map((line) => (
                    <Text key={line} textStyle="sm">
                      {line}
                    </Text>
                  ))}
                </Box>
              </Stack>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
