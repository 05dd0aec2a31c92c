import { COMMON_PASSWORDS_TEXT } from './commonPasswords';

export const MESSAGES = {
  required: 'Pole jest wymagane',
  tooShort: 'Hasło musi mieć co najmniej 8 znaków',
  tooLong: 'Hasło może mieć najwyżej 200 znaków',
  common: 'To hasło jest zbyt popularne',
  mismatch: 'Hasła się nie zgadzają',
  email: 'Hasło nie może być Twoim adresem e-mail ani jego częścią przed znakiem @',
} as const;

export const MIN_LENGTH = 8;
// argon2 accepts any length, but hashing megabytes on request would be a cheap denial of service.
export const MAX_LENGTH = 200;

const COMMON = new Set(
  COMMON_PASSWORDS_TEXT.split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

/** Whether the password is the user's e-mail or its local part (the first guess of anyone who knows the address). */
export function isOwnEmail(password: string, email: string): boolean {
  const guess = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (!address) return false;
  const at = address.lastIndexOf('@');
  const local = at > 0 ? address.slice(0, at) : address;
  return guess === address || guess === local || guess.includes(address);
}

/**
 * The rules a new password must follow, as Polish messages (empty when it is acceptable); `email`, the user's, may
 * not be the password.
 */
export function passwordProblems(password: string | undefined, email?: string): string[] {
  if (!password) return [MESSAGES.required];
  // Length in characters as a person counts them (an emoji is one), not UTF-16 units.
  const length = [...password].length;
  if (length < MIN_LENGTH) return [MESSAGES.tooShort];
  if (length > MAX_LENGTH) return [MESSAGES.tooLong];
  if (isCommonPassword(password)) return [MESSAGES.common];
  if (email && isOwnEmail(password, email)) return [MESSAGES.email];
  return [];
}

/**
 * Checks a new password (against the user's `email` too, when known) and its confirmation; the errors are keyed by the names the client sent
 * (`password`/`password_confirmation`, `newPassword`/`passwordConfirmation`, …).
 */
export function newPasswordErrors(
  input: { password?: string; confirmation?: string; email?: string },
  fields: { password: string; confirmation: string },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const problems = passwordProblems(input.password, input.email);
  if (problems.length) errors[fields.password] = problems;
  if (!input.confirmation) errors[fields.confirmation] = [MESSAGES.required];
  else if (input.password && input.confirmation !== input.password) errors[fields.confirmation] = [MESSAGES.mismatch];
  return errors;
}
