// Client-side rules of the sign-in and password forms, with their Polish messages.
export const REQUIRED = 'Pole jest wymagane';
export const INVALID_EMAIL = 'Podaj poprawny adres e-mail';
export const PASSWORDS_DIFFER = 'Hasła się nie zgadzają';

// The shape of an address, not RFC 5322: the server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required = (value: unknown): string | undefined =>
  value === undefined || value === null || String(value).trim() === '' ? REQUIRED : undefined;

export const email = (value: unknown): string | undefined => required(value) ?? (EMAIL.test(String(value).trim()) ? undefined : INVALID_EMAIL);
