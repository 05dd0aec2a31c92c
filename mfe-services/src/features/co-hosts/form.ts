import { maskPattern, type CoHostDto, type CoHostPayload, type CoHostPermission } from '@gospodarz/shared';

export const REQUIRED = 'Pole jest wymagane';
export const INVALID_EMAIL = 'Podaj poprawny adres e-mail';
export const INVALID_PHONE = 'Podaj numer telefonu w formacie NNN-NNN-NNN';
export const CHOOSE_APARTMENTS = 'Wybierz apartamenty';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The co-host form's values: the phone as typed through its NNN-NNN-NNN mask. */
export interface CoHostFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  apartmentsIds: string[];
  permissions: CoHostPermission[];
}

export function emptyCoHostValues(permissions: CoHostPermission[]): CoHostFormValues {
  return { firstName: '', lastName: '', email: '', phoneNumber: '', apartmentsIds: [], permissions };
}

export function coHostValues(coHost: CoHostDto): CoHostFormValues {
  const a = coHost.attributes;
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    phoneNumber: maskPattern(a.phoneNumber, 'NNN-NNN-NNN'),
    apartmentsIds: a.apartments.map((apartment) => apartment.id),
    permissions: a.permissions,
  };
}

/** First name, e-mail and phone are required; the phone has nine digits. */
export function validateCoHost(values: Partial<CoHostFormValues>): Partial<Record<keyof CoHostFormValues, string>> {
  const errors: Partial<Record<keyof CoHostFormValues, string>> = {};
  if (!values.firstName?.trim()) errors.firstName = REQUIRED;
  if (!values.email?.trim()) errors.email = REQUIRED;
  else if (!EMAIL.test(values.email.trim())) errors.email = INVALID_EMAIL;
  const digits = (values.phoneNumber ?? '').replace(/\D/g, '');
  if (!digits) errors.phoneNumber = REQUIRED;
  else if (digits.length !== 9) errors.phoneNumber = INVALID_PHONE;
  return errors;
}

/** What the API gets: trimmed text, the phone without its dashes. */
export function toCoHostPayload(values: CoHostFormValues): CoHostPayload {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName?.trim() ?? '',
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.replace(/[\s-]/g, ''),
    apartmentsIds: values.apartmentsIds ?? [],
    permissions: values.permissions ?? [],
  };
}
