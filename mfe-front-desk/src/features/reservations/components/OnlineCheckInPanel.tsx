import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Badge, Box, Button, Card, FormErrorMessage, FormField, HStack, Heading, Stack, Text, formatDateTime } from '@gospodarz/shared';
import { ADULT_RELATIONS, countryName } from '@gospodarz/shared/dto';
import { deskActions, onlineCheckIn, selectReservationDesk, type DeskDone } from '../deskSlice';

/**
 * 'Odprawa online' on the reservation (issue 38): whether the guests filled it, what they gave (names, countries, the
 * arrival time, a company, minors' adults), the house rules they accepted with the version and time, and the stay's
 * access code, typed here or drawn from the apartment's lock codes.
 */
export function OnlineCheckInPanel({ reservationId }: { reservationId: string }) {
  const dispatch = useDispatch();
  const { onlineCheckIn: state } = useSelector(selectReservationDesk);
  useEffect(() => {
    dispatch(onlineCheckIn.actions.load(reservationId));
  }, [reservationId, dispatch]);
  const data = state.data?.id === reservationId ? state.data.attributes : null;
  if (!data) return state.error ? <Text color="fg.error">{state.error}</Text> : null;
  const save = (body: { accessCode?: string; draw?: boolean }) => new Promise<Record<string, string> | null>((resolve) => dispatch(deskActions.setAccessCode(reservationId, body, resolve as DeskDone)));

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h2" size="md">
              {data.label}
            </Heading>
            <Badge colorPalette={data.status === 'filled' ? 'green' : 'orange'}>{data.status === 'filled' ? 'Wypełniona' : 'Brak'}</Badge>
          </HStack>
          {data.status === 'filled' ? (
            <Stack gap="1" textStyle="sm">
              <Text>
                Godzina przyjazdu: {data.arrivalTime} · wypełniona {formatDateTime(data.filledAt!)}
              </Text>
              <Box as="ul" ps="5">
                {data.guests.map((g, i) => (
                  <li key={i}>
                    {g.name} ({countryName(g.country)}){g.minor ? `, niepełnoletni – opiekun: ${g.adultName}, ${ADULT_RELATIONS[g.adultRelation!] ?? ''}${g.consentDetails ? ` (${g.consentDetails})` : ''}` : ''}
                  </li>
                ))}
              </Box>
              {data.company ? (
                <Text>
                  Faktura na firmę: {data.company.name}, NIP {data.company.nip}, {data.company.address}
                </Text>
              ) : null}
            </Stack>
          ) : (
            <Text textStyle="sm" color="fg.muted">
              Gość nie wypełnił jeszcze odprawy na stronie gościa.
            </Text>
          )}
          {data.houseRulesAcceptances.length > 0 ? (
            <Text textStyle="sm">
              Regulamin zaakceptowany:{' '}
              {data.houseRulesAcceptances.map((a) => `${a.guestName} (wersja ${a.version}, ${formatDateTime(a.acceptedAt)})`).join('; ')}
            </Text>
          ) : null}
          <Form<{ accessCode: string }>
            onSubmit={(values) => save({ accessCode: values.accessCode ?? '' })}
            initialValues={{ accessCode: data.accessCode }}
            render={({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-label="Kod dostępu">
                <Stack gap="2">
                  <FormField name="accessCode" label="Kod dostępu dla pobytu" helperText="Gość zobaczy go na stronie gościa w dniu przyjazdu od godziny zameldowania." />
                  <FormErrorMessage />
                  <HStack wrap="wrap">
                    <Button type="submit" size="sm" colorPalette="teal" loading={submitting}>
                      Zapisz kod
                    </Button>
                    <Button size="sm" variant="outline" disabled={data.lockCodes === 0} onClick={() => void save({ draw: true })}>
                      Wylosuj z listy kodów zamka
                    </Button>
                  </HStack>
                </Stack>
              </form>
            )}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
