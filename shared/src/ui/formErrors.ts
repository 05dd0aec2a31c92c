import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';

/** What a 4xx answer of the API says: a Polish message and, for 422, the messages of each field. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
}

/**
 * Turns a failed answer into final-form submit errors: each field's first message under its name (dotted names
 * become nested, as final-form expects), and the message under FORM_ERROR. Return it from `onSubmit`.
 */
export function submitErrorsFrom(body: ApiErrorBody | null | undefined, fallback = 'Nie udało się zapisać.'): SubmissionErrors {
  let errors: object = {};
  for (const [field, messages] of Object.entries(body?.errors ?? {})) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (message) errors = setIn(errors, field, message);
  }
  return { ...errors, [FORM_ERROR]: body?.message || fallback };
}
