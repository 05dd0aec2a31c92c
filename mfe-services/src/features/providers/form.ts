import type { ProviderType, ServiceKind, ServiceProviderPayload } from '@gospodarz/shared';

export const REQUIRED = 'Pole jest wymagane';
// the logo is checked by its bytes when chosen, as the photos are
export { NOT_AN_IMAGE, isImageFile } from '@gospodarz/shared';

export interface PriceRow {
  name: string;
  grossAmount: string;
  currency: string;
  durationMinutes: string;
}

/** The new-provider form's values: masked fields as typed (NN-NNN, NNN-NNN-NNN, NNN NNNNNN N). */
export interface ProviderFormValues {
  providerType: ProviderType;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  street: string;
  houseNumber: string;
  flatNumber: string;
  postalCode: string;
  city: string;
  nip: string;
  servicesPerformed: ServiceKind[];
  standardPriceListsAttributes: PriceRow[];
}

export const emptyPriceRow = (): PriceRow => ({ name: '', grossAmount: '', currency: 'PLN', durationMinutes: '' });

export function emptyProviderValues(kind: ServiceKind): ProviderFormValues {
  return {
    providerType: 'company',
    name: '',
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    street: '',
    houseNumber: '',
    flatNumber: '',
    postalCode: '',
    city: '',
    nip: '',
    servicesPerformed: [kind],
    standardPriceListsAttributes: [emptyPriceRow()],
  };
}

const COMMON_REQUIRED = ['name', 'email', 'phoneNumber', 'street', 'houseNumber', 'postalCode', 'city'] as const;

/**
 * Every address and contact field required with 'Pole jest wymagane' except 'Nr lokalu' (a company at a house number has
 * none); a company also needs its NIP,
 * a private person their first and last name. Price rows need a name and an amount.
 */
export function validateProvider(values: Partial<ProviderFormValues>): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  const person = values.providerType === 'private_person';
  const required: Array<keyof ProviderFormValues> = [...COMMON_REQUIRED, ...(person ? (['firstName', 'lastName'] as const) : (['nip'] as const))];
  for (const key of required) if (!String(values[key] ?? '').trim()) errors[key] = REQUIRED;
  if (!values.servicesPerformed?.length) errors.servicesPerformed = 'Wybierz rodzaj usług';
  const rows = (values.standardPriceListsAttributes ?? []).map((row) => {
    const e: Partial<Record<keyof PriceRow, string>> = {};
    if (!row?.name?.trim()) e.name = REQUIRED;
    if (!String(row?.grossAmount ?? '').trim()) e.grossAmount = REQUIRED;
    else if (!/^\d{1,8}([.,]\d{1,2})?$/.test(String(row.grossAmount).replace(/\s/g, ''))) e.grossAmount = 'Podaj kwotę, np. 150,00';
    return e;
  });
  if (rows.some((e) => Object.keys(e).length > 0)) errors.standardPriceListsAttributes = rows;
  return errors;
}

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** What the API gets: dashes and spaces removed from the postal code, phone and NIP; the names only for a person. */
export function toProviderPayload(values: ProviderFormValues): ServiceProviderPayload {
  const person = values.providerType === 'private_person';
  return {
    providerType: values.providerType,
    name: values.name.trim(),
    email: values.email.trim(),
    phoneNumber: digits(values.phoneNumber),
    street: values.street.trim(),
    houseNumber: values.houseNumber.trim(),
    flatNumber: values.flatNumber.trim(),
    postalCode: digits(values.postalCode),
    city: values.city.trim(),
    nip: digits(values.nip ?? ''),
    ...(person ? { firstName: values.firstName.trim(), lastName: values.lastName.trim() } : {}),
    servicesPerformed: values.servicesPerformed,
    standardPriceListsAttributes: values.standardPriceListsAttributes.map((row) => ({
      name: row.name.trim(),
      grossAmount: String(row.grossAmount).replace(/\s/g, '').replace(',', '.'),
      currency: row.currency as 'PLN',
      durationMinutes: row.durationMinutes ? Number(row.durationMinutes) : null,
    })),
  };
}
