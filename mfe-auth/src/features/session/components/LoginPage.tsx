import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useNavigate, useSearchParams } from '@gospodarz/shared/router';
import { Alert, Button, FormErrorMessage, FormField, Link, Stack } from '@gospodarz/shared';
import { AuthCard, email, required } from '../../common';
import { sessionActions, type Outcome } from '../slice';

export const PASSWORD_CHANGED = 'Hasło zostało zmienione.';
export const LINK_SENT = 'Link został wysłany do maila.';

interface LoginValues {
  email: string;
  password: string;
}

/** ?passwordSuccess or ?sentLink (also read as ?successMessage=…), the notes other screens leave for this one. */
function noticeOf(params: URLSearchParams): string | null {
  const success = params.get('successMessage');
  if (params.has('passwordSuccess') || success === 'passwordSuccess') return PASSWORD_CHANGED;
  if (params.has('sentLink') || success === 'sentLink') return LINK_SENT;
  return null;
}

/**
 * Where to go once signed in: the page the visitor came from (`?returnTo=`, set by the host's route guard) when it
 * is a path of this site, else the front desk.
 */
export function returnPathOf(params: URLSearchParams): string {
  const target = params.get('returnTo') ?? '';
  const safe = target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') && !/^\/login\b/i.test(target);
  return safe ? target : '/front-desk/desktop';
}

/** /login (and every other signed-out path): e-mail and password; success goes back where the visitor came from. */
export function LoginPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = noticeOf(params);

  const onSubmit = async (values: LoginValues) => {
    const outcome = await new Promise<Outcome>((resolve) => dispatch(sessionActions.loginRequested(values.email, values.password, resolve)));
    if (!outcome.ok) return { [FORM_ERROR]: outcome.message };
    navigate(returnPathOf(params), { replace: true });
    return undefined;
  };

  return (
    <AuthCard title="Logowanie">
      {notice ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Form<LoginValues>
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Logowanie">
            <Stack gap="4">
              <FormField name="email" label="E-mail" type="email" autoComplete="username" validate={email} autoFocus />
              <FormField name="password" label="Hasło" type="password" autoComplete="current-password" validate={required} />
              <Button type="submit" loading={submitting} disabled={submitting}>
                Zaloguj się
              </Button>
              <FormErrorMessage />
              <Link asChild alignSelf="center">
                <RouterLink to="/forgot-password">Nie pamiętasz hasła?</RouterLink>
              </Link>
              <Link asChild alignSelf="center">
                <RouterLink to="/register">Załóż konto</RouterLink>
              </Link>
            </Stack>
          </form>
        )}
      />
    </AuthCard>
  );
}
