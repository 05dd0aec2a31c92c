import { useState } from 'react';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from '@gospodarz/shared/router';
import { Alert, Button, FormErrorMessage, FormField, Link, SimpleGrid, Stack, type CommandDispatch } from '@gospodarz/shared';
import { AuthCard, email, required } from '../../common';
import { register } from '../commands';

export const CHECK_MAILBOX = 'Sprawdź skrzynkę e-mail: wysłaliśmy link, którym dokończysz rejestrację i ustawisz hasło.';
export const INVALID_PHONE = 'Podaj numer telefonu w formacie NNN-NNN-NNN';
export const ACCEPT_TERMS = 'Zaakceptuj regulamin, aby założyć konto';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  termsAccepted: boolean;
}

const phone = (value: unknown) => required(value) ?? (String(value).replace(/\D/g, '').length === 9 ? undefined : INVALID_PHONE);
const accepted = (value: unknown) => (value === true ? undefined : ACCEPT_TERMS);

/** /register ('Załóż konto'): a new host's account with a 30-day trial; the password is set through the mailed link. */
export function RegisterPage() {
  const [sent, setSent] = useState(false);
  const dispatch = useDispatch<CommandDispatch>();

  const onSubmit = async (values: RegisterValues) => {
    const outcome = await dispatch(
      register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phoneNumber: values.phoneNumber.replace(/[\s-]/g, ''),
        companyName: values.companyName.trim(),
        termsAccepted: values.termsAccepted === true,
      }),
    );
    if (!outcome.ok) return outcome.errors;
    setSent(true);
    return undefined;
  };

  if (sent) {
    return (
      <AuthCard title="Załóż konto">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{CHECK_MAILBOX}</Alert.Title>
        </Alert.Root>
        <Link asChild alignSelf="center">
          <RouterLink to="/login">Wróć do logowania</RouterLink>
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Załóż konto" description="Przez 30 dni korzystasz bezpłatnie. Hasło ustawisz przez link, który wyślemy na podany adres.">
      <Form<RegisterValues>
        onSubmit={onSubmit}
        initialValues={{ termsAccepted: false }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Załóż konto">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <FormField name="firstName" label="Imię" autoComplete="given-name" validate={required} required autoFocus quietUntilSubmit />
                <FormField name="lastName" label="Nazwisko" autoComplete="family-name" validate={required} required quietUntilSubmit />
              </SimpleGrid>
              <FormField name="email" label="E-mail" type="email" autoComplete="email" validate={email} required quietUntilSubmit />
              <FormField name="phoneNumber" label="Telefon" type="tel" autoComplete="tel-national" mask="NNN-NNN-NNN" placeholder="NNN-NNN-NNN" validate={phone} required quietUntilSubmit />
              <FormField name="companyName" label="Nazwa firmy lub obiektu" autoComplete="organization" validate={required} required quietUntilSubmit />
              <FormField name="termsAccepted" label="Akceptuję regulamin serwisu Gospodarz" type="checkbox" validate={accepted} required quietUntilSubmit />
              <FormErrorMessage />
              <Button type="submit" loading={submitting} disabled={submitting} loadingText="Załóż konto">
                Załóż konto
              </Button>
              <Link asChild alignSelf="center">
                <RouterLink to="/login">Masz już konto? Zaloguj się</RouterLink>
              </Link>
            </Stack>
          </form>
        )}
      />
    </AuthCard>
  );
}
