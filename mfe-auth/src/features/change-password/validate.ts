import type { ChangePasswordPayload } from '@gospodarz/shared';
import { PASSWORDS_DIFFER, REQUIRED } from '../common';

/** Every field required and the two new passwords equal, checked when the form is submitted (not while typing). */
export function changePasswordErrors(values: Partial<ChangePasswordPayload>): Partial<Record<keyof ChangePasswordPayload, string>> {
  const errors: Partial<Record<keyof ChangePasswordPayload, string>> = {};
  if (!values.oldPassword) errors.oldPassword = REQUIRED;
  if (!values.newPassword) errors.newPassword = REQUIRED;
  if (!values.passwordConfirmation) errors.passwordConfirmation = REQUIRED;
  else if (values.passwordConfirmation !== values.newPassword) errors.passwordConfirmation = PASSWORDS_DIFFER;
  return errors;
}
