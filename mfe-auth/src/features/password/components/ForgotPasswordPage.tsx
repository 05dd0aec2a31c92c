import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { useNavigate } from '@gospodarz/shared/router';
import { FormErrorMessage, FormField, Stack, type CommandDispatch } from '@gospodarz/shared';
import { AuthCard, CancelSendButtons, email } from '../../common';
import { requestReset } from '../commands';

// Only a refusal to even try (too many attempts, no connection) is said here; anything else reads as sent, so that
// the screen never tells whether an account exists.
const NOT_TRIED = new Set([429, 0]);

/** /forgot-password: asks for a reset link. Known or not, the address leads to the same "link sent" note. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const dispatch = useDispatch<CommandDispatch>();

  const onSubmit = async (values: { email: string }) => {
    const outcome = await dispatch(requestReset(values.email.trim()));
    if (!outcome.ok && NOT_TRIED.has(outcome.status)) return { [FORM_ERROR]: outcome.message };
    navigate('/login?sentLink');
    return undefined;
  };

  return (
    <AuthCard title="Nie pamiętasz hasła?" description="Podaj adres e-mail konta, a wyślemy na niego link do ustawienia nowego hasła.">
      <Form<{ email: string }>
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Nie pamiętasz hasła?">
            <Stack gap="4">
              <FormField name="email" label="E-mail" type="email" autoComplete="email" validate={email} autoFocus />
              <FormErrorMessage />
              <CancelSendButtons submitting={submitting} />
            </Stack>
          </form>
        )}
      />
    </AuthCard>
  );
}
