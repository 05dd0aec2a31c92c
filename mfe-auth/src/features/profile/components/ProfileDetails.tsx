import { useState } from 'react';
import { Form } from 'react-final-form';
import {
  Button,
  eventBus,
  FormErrorMessage,
  FormField,
  Grid,
  HStack,
  notify,
  Stack,
  submitErrorsFrom,
  Text,
  tokenStore,
  type UserDto,
} from '@gospodarz/shared';
import { profileApi } from '../api';

export const PROFILE_SAVED = 'Dane zostały zapisane.';

interface ProfileValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text color="fg.muted">{label}</Text>
      <Text data-field={label}>{value || '—'}</Text>
    </>
  );
}

/** The 'Moje dane' tab: the user's data, and after 'Edytuj dane' a form whose 'Zapisz' saves them. */
export function ProfileDetails({ user, onSaved }: { user: UserDto; onSaved: (user: UserDto) => void }) {
  const [editing, setEditing] = useState(false);
  const a = user.attributes;

  if (!editing) {
    return (
      <Stack gap="5" align="flex-start">
        <Grid templateColumns="max-content 1fr" columnGap="8" rowGap="3">
          <Row label="Imię" value={a.firstName} />
          <Row label="Nazwisko" value={a.lastName} />
          <Row label="E-mail" value={a.email} />
          <Row label="Telefon" value={a.phoneNumber} />
        </Grid>
        <Button onClick={() => setEditing(true)}>Edytuj dane</Button>
      </Stack>
    );
  }

  const onSubmit = async (values: ProfileValues) => {
    const result = await profileApi.save({
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      phoneNumber: values.phoneNumber ?? '',
    });
    if (!result.ok) return submitErrorsFrom(result.body, 'Nie udało się zapisać danych.');
    if (tokenStore.getToken()) tokenStore.saveUser(result.data);
    eventBus.emit('auth:user-updated', { user: result.data });
    notify({ type: 'success', title: 'Sukces', description: PROFILE_SAVED });
    onSaved(result.data);
    setEditing(false);
    return undefined;
  };

  return (
    <Form<ProfileValues>
      onSubmit={onSubmit}
      initialValues={{ firstName: a.firstName, lastName: a.lastName, phoneNumber: a.phoneNumber }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Moje dane">
          <Stack gap="4" maxW="md">
            <FormField name="firstName" label="Imię" autoComplete="given-name" />
            <FormField name="lastName" label="Nazwisko" autoComplete="family-name" />
            <FormField name="phoneNumber" label="Telefon" type="tel" autoComplete="tel" />
            <FormErrorMessage />
            <HStack>
              <Button type="button" variant="outline" onClick={() => setEditing(false)} disabled={submitting}>
                Anuluj
              </Button>
              <Button type="submit" loading={submitting} disabled={submitting} loadingText="Zapisz">
                Zapisz
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    />
  );
}
