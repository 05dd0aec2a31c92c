import { useState } from 'react';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import type { SubmissionErrors } from 'final-form';
import { Button, FormErrorMessage, FormField, FormUnsavedChangesPrompt, Grid, HStack, Stack, Text, type UserDto } from '@gospodarz/shared';
import { required } from '../../common';
import { actions } from '../slice';

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
export function ProfileDetails({ user }: { user: UserDto }) {
  const dispatch = useDispatch();
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
    const changes = { firstName: values.firstName ?? '', lastName: values.lastName ?? '', phoneNumber: values.phoneNumber ?? '' };
    const errors = await new Promise<SubmissionErrors | undefined>((resolve) => dispatch(actions.save(changes, resolve)));
    if (!errors) setEditing(false);
    return errors;
  };

  return (
    <Form<ProfileValues>
      onSubmit={onSubmit}
      initialValues={{ firstName: a.firstName, lastName: a.lastName, phoneNumber: a.phoneNumber }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Moje dane">
          <Stack gap="4" maxW="md">
            <FormUnsavedChangesPrompt />
            <FormField name="firstName" label="Imię" autoComplete="given-name" validate={required} />
            <FormField name="lastName" label="Nazwisko" autoComplete="family-name" validate={required} />
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
