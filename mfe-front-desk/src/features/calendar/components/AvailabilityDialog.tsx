import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, DateInput, Dialog, FormField, HStack, SimpleGrid, Spinner, Stack, Text, formatMoney, formatNights } from '@gospodarz/shared';
import { shiftDay, today } from '../../price-list';
import { availability, selectAvailability } from '../slice';
import { DialogFrame } from './DialogFrame';

interface SearchValues {
  from: string;
  to: string;
  adults: string;
  children: string;
}

function validateSearch(v: SearchValues) {
  const errors: Partial<Record<keyof SearchValues, string>> = {};
  if (!v.from) errors.from = 'Pole jest wymagane';
  if (!v.to) errors.to = 'Pole jest wymagane';
  else if (v.from && v.to <= v.from) errors.to = 'Data wyjazdu musi być późniejsza niż data przyjazdu';
  if (!/^\d+$/.test(String(v.adults ?? '')) || Number(v.adults) < 1 || Number(v.adults) > 50) errors.adults = 'Podaj co najmniej jednego dorosłego';
  if (!/^\d+$/.test(String(v.children ?? '')) || Number(v.children) > 50) errors.children = 'Podaj liczbę osób';
  return errors;
}

/** 'Sprawdź dostępność': dates and party → the free apartments with the engine's quote, each bookable in one click. */
export function AvailabilityDialog({ open, onClose, onBook }: { open: boolean; onClose: () => void; onBook: (apartmentId: string, from: string, to: string, adults: number, children: number) => void }) {
  const dispatch = useDispatch();
  const found = useSelector(selectAvailability);
  const initial = useMemo<SearchValues>(() => ({ from: today(), to: shiftDay(today(), 2), adults: '2', children: '0' }), [open]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (open) dispatch(availability.actions.loaded([]));
  }, [open, dispatch]);

  return (
    <DialogFrame open={open} onClose={onClose} size="lg">
      <Form<SearchValues>
        onSubmit={(v) => {
          dispatch(availability.actions.load({ from: v.from, to: v.to, adults: Number(v.adults), children: Number(v.children) }));
        }}
        initialValues={initial}
        validate={validateSearch}
      >
        {({ handleSubmit, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Sprawdź dostępność" style={{ display: 'contents' }}>
            <Dialog.Header>
              <Dialog.Title>Sprawdź dostępność</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
                  <DateInput name="from" label="Przyjazd" required />
                  <DateInput name="to" label="Wyjazd" required />
                  <FormField name="adults" label="Dorośli" inputProps={{ inputMode: 'numeric' }} />
                  <FormField name="children" label="Dzieci" inputProps={{ inputMode: 'numeric' }} />
                </SimpleGrid>
                <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={found.loading}>
                  Szukaj
                </Button>
                {found.loading ? <Spinner size="sm" aria-label="Szukanie" /> : null}
                {found.error ? (
                  <Text color="fg.error" role="alert">
                    {found.error}
                  </Text>
                ) : null}
                <Box aria-live="polite">
                  {found.data.length > 0 ? (
                    <Stack gap="2" role="list" aria-label="Wolne apartamenty">
                      {found.data.map(({ id, attributes: a }) => (
                        <HStack key={id} role="listitem" justify="space-between" borderWidth="1px" rounded="md" p="2" wrap="wrap">
                          <Box>
                            <Text fontWeight="semibold">{a.name}</Text>
                            <Text fontSize="sm" color="fg.muted">
                              {a.accommodationName} · do {a.guestNumber} os. · {formatNights(a.nights)}
                            </Text>
                            <Text fontSize="sm">
                              {a.totalPrice !== null
                                ? `${formatMoney(a.grandTotal ?? a.totalPrice, a.currency)} (noclegi ${formatMoney(a.totalPrice, a.currency)}, ${formatMoney(a.pricePerNight, a.currency)} za dobę${a.cleaningFee ? `, sprzątanie ${formatMoney(a.cleaningFee, a.currency)}` : ''}${a.touristTax ? `, opłata miejscowa ${formatMoney(a.touristTax, a.currency)}` : ''})`
                                : a.message}
                            </Text>
                          </Box>
                          <Button size="sm" onClick={() => onBook(a.apartmentId, values.from, values.to, Number(values.adults), Number(values.children))}>
                            Zarezerwuj
                          </Button>
                        </HStack>
                      ))}
                    </Stack>
                  ) : null}
                  {!found.loading && found.data.length === 0 && !found.error ? (
                    <Text color="fg.muted" fontSize="sm">
                      Podaj daty i liczbę gości, a potem wybierz „Szukaj”.
                    </Text>
                  ) : null}
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Zamknij
              </Button>
            </Dialog.Footer>
          </form>
        )}
      </Form>
    </DialogFrame>
  );
}
