import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { Navigate, useNavigate, useSearchParams } from '@gospodarz/shared/router';
import { FormErrorMessage, FormField, Stack, type CommandDispatch } from '@gospodarz/shared';
import { AuthCard, CancelSendButtons, required } from '../../common';
import { resetPassword } from '../commands';

interface ResetValues {
  password: string;
  passwordConfirmation: string;
}

/**
 * /reset-password?token=…: the new password from the e-mailed link. Unlike the first version, a refusal is
 * shown: the password rules on their fields, an expired or used link above the buttons.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const dispatch = useDispatch<CommandDispatch>();
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to="/login" replace />;

  const onSubmit = async (values: ResetValues) => {
    const outcome = await dispatch(
      resetPassword({ password: values.password, password_confirmation: values.passwordConfirmation, reset_password_token: token }),
    );
    if (!outcome.ok) return outcome.errors;
    navigate('/login?passwordSuccess');
    return undefined;
  };

  return (
    <AuthCard title="Ustaw nowe hasło" description="Hasło musi mieć co najmniej 8 znaków.">
      <Form<ResetValues>
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Ustaw nowe hasło">
            <Stack gap="4">
              <FormField name="password" label="Hasło" type="password" autoComplete="new-password" validate={required} autoFocus />
              <FormField name="passwordConfirmation" label="Powtórz hasło" type="password" autoComplete="new-password" validate={required} />
              <FormErrorMessage />
              <CancelSendButtons submitting={submitting} />
            </Stack>
          </form>
        )}
      />
    </AuthCard>
  );
}
