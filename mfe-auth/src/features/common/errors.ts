import type { ApiErrorBody } from '@gospodarz/shared';

/** The API's field names mapped to the form's (e.g. password_confirmation → passwordConfirmation). */
export function renameErrors(body: ApiErrorBody, names: Record<string, string>): ApiErrorBody {
  const errors: Record<string, string[] | string> = {};
  for (const [field, messages] of Object.entries(body.errors ?? {})) errors[names[field] ?? field] = messages;
  return { ...body, errors };
}
