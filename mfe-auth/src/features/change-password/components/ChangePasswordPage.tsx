import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { Box, Button, FormErrorMessage, FormField, PageHeader, Stack, type ChangePasswordPayload, type CommandDispatch } from '@gospodarz/shared';
import { changePassword } from '../commands';
import { changePasswordErrors } from '../validate';

/** /me/change-password: old password, new password and its repetition; a wrong old password shows on its field. */
export function ChangePasswordPage() {
  const dispatch = useDispatch<CommandDispatch>();
  const onSubmit = async (values: Partial<ChangePasswordPayload>, form: FormApi<Partial<ChangePasswordPayload>>) => {
    const errors = changePasswordErrors(values);
    if (Object.keys(errors).length > 0) return errors;
    const outcome = await dispatch(changePassword(values as ChangePasswordPayload));
    if (!outcome.ok) return outcome.errors;
    setTimeout(() => form.restart());
    return undefined;
  };

  return (
    <Box maxW="md" mx="auto" px="4" py="6">
      <PageHeader title="Zmień hasło" description="Po zmianie hasła inne urządzenia zostaną wylogowane." />
      <Form<Partial<ChangePasswordPayload>>
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Zmień hasło">
            <Stack gap="4">
              <FormField name="oldPassword" label="Stare hasło" type="password" autoComplete="current-password" />
              <FormField name="newPassword" label="Nowe hasło" type="password" autoComplete="new-password" />
              <FormField name="passwordConfirmation" label="Powtórz nowe hasło" type="password" autoComplete="new-password" />
              <FormErrorMessage />
              <Button type="submit" alignSelf="flex-start" loading={submitting} disabled={submitting} loadingText="Zmień hasło">
                Zmień hasło
              </Button>
            </Stack>
          </form>
        )}
      />
    </Box>
  );
}
