import { useEffect, useId, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, Field, HStack, Input, Spinner, Stack, Text, type ClientDto } from '@gospodarz/shared';
import { actions, selectReservations } from '../slice';
import type { ReservationFormValues } from '../form';

/**
 * 'Wyszukaj klienta' above the guest's fields of a new reservation: a name, e-mail or phone typed finds the account's
 * clients (the clients list's search); choosing one fills the guest from the card and books the stay for that
 * client (`clientId`), so a returning guest never becomes a second client. 'Odłącz' books without the link again
 * (the server then matches the guest by e-mail or phone).
 */
export function ClientSearch() {
  const dispatch = useDispatch();
  const form = useForm<ReservationFormValues>();
  const { values } = useFormState<ReservationFormValues>({ subscription: { values: true } });
  const search = useSelector(selectReservations).clientSearch;
  const [text, setText] = useState('');
  const [chosenName, setChosenName] = useState('');
  const inputId = useId();
  useEffect(() => () => void dispatch(actions.searchClients('')), [dispatch]);

  const type = (next: string) => {
    setText(next);
    dispatch(actions.searchClients(next));
  };
  const choose = (client: ClientDto) => {
    const c = client.attributes;
    form.batch(() => {
      form.change('clientId', client.id);
      form.change('fullName', c.fullName);
      form.change('email', c.email);
      form.change('phoneNumber', c.phoneNumber);
      form.change('guestAddress', c.address);
    });
    setChosenName(c.fullName);
    type('');
  };

  if (values.clientId) {
    return (
      <HStack gap="3" flexWrap="wrap" borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="chosen-client">
        <Text textStyle="sm">
          Rezerwacja dla klienta: <strong>{chosenName || values.fullName}</strong>
        </Text>
        <Button size="xs" variant="outline" onClick={() => form.change('clientId', '')}>
          Odłącz klienta
        </Button>
      </HStack>
    );
  }

  const searched = search.query === text && text.trim().length >= 2;
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label htmlFor={inputId}>Wyszukaj klienta</Field.Label>
        <Input id={inputId} type="search" value={text} onChange={(e) => type(e.target.value)} placeholder="Imię i nazwisko, e-mail lub telefon" autoComplete="off" />
        <Field.HelperText>Wybierz klienta, aby wypełnić dane gościa.</Field.HelperText>
      </Field.Root>
      {searched && search.loading ? (
        <HStack gap="2" textStyle="sm" color="fg.muted" role="status">
          <Spinner size="xs" />
          <Text>Szukam klientów…</Text>
        </HStack>
      ) : null}
      {searched && !search.loading && search.error ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {search.error}
        </Text>
      ) : null}
      {searched && !search.loading && !search.error && search.items.length === 0 ? (
        <Text textStyle="sm" color="fg.muted" role="status">
          Nie znaleziono klienta. Wpisz dane nowego gościa poniżej.
        </Text>
      ) : null}
      {searched && !search.loading && search.items.length > 0 ? (
        <Box as="ul" aria-label="Znalezieni klienci" listStyleType="none" borderWidth="1px" borderRadius="md">
          {search.items.map((client) => (
            <Box as="li" key={client.id} _notLast={{ borderBottomWidth: '1px' }}>
              <Button variant="ghost" width="full" justifyContent="flex-start" height="auto" py="2" textAlign="start" whiteSpace="normal" onClick={() => choose(client)}>
                <Stack gap="0">
                  <Text fontWeight="medium">{client.attributes.fullName}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {[client.attributes.email, client.attributes.phoneNumber, client.attributes.address].filter(Boolean).join(' · ') || 'bez danych kontaktowych'}
                  </Text>
                </Stack>
              </Button>
            </Box>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
