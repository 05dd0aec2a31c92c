import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { Navigate, useNavigate, useSearchParams } from '@gospodarz/shared/router';
import { Button, FormErrorMessage, FormField, Stack, type CommandDispatch } from '@gospodarz/shared';
import { AuthCard, required } from '../../common';
import { setPassword } from '../commands';

interface ConfirmValues {
  password: string;
  passwordConfirmation: string;
}

/**
 * /confirm_my_registration?token=…: an invited co-host sets a password and is signed in. The server's password messages
 * appear under the fields (not as toasts, which would follow the user to the desktop), the rest above the button.
 */
export function ConfirmRegistrationPage() {
  const navigate = useNavigate();
  const dispatch = useDispatch<CommandDispatch>();
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to="/login" replace />;

  const onSubmit = async (values: ConfirmValues) => {
    const outcome = await dispatch(setPassword({ token, password: values.password, passwordConfirmation: values.passwordConfirmation }));
    if (!outcome.ok) return outcome.errors;
    navigate('/');
    return undefined;
  };

  return (
    <AuthCard title="Potwierdź rejestrację" description="Ustaw hasło, którym będziesz się logować. Musi mieć co najmniej 8 znaków.">
      <Form<ConfirmValues>
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Potwierdź rejestrację">
            <Stack gap="4">
              <FormField name="password" label="Nowe hasło" type="password" autoComplete="new-password" validate={required} autoFocus />
              <FormField name="passwordConfirmation" label="Powtórz nowe hasło" type="password" autoComplete="new-password" validate={required} />
              <FormErrorMessage />
              <Button type="submit" loading={submitting} disabled={submitting} loadingText="Zmień hasło">
                Zmień hasło
              </Button>
            </Stack>
          </form>
        )}
      />
    </AuthCard>
  );
}
