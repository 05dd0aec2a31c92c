import type { FastifyInstance } from 'fastify';
import { PROVIDER_PRICE_CURRENCIES, SERVICE_KIND_ALIASES, SERVICE_KINDS, groszeToDecimal, parseAmount, type ServiceKind } from '@gospodarz/contracts';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { liveCooperationsOf, type CooperationRow } from '../cooperations';
import { countProviders, findProvider, insertProvider, listProviders, logoOf, providerCities, saveLogo, type ProviderFields, type ProviderRow } from './repository';
import type { ProviderFieldsInput } from './schemas';

export const REQUIRED = 'Pole jest wymagane';
export const INVALID_EMAIL = 'Podaj poprawny adres e-mail';
export const INVALID_PHONE = 'Podaj numer telefonu w formacie NNN-NNN-NNN';
export const INVALID_POSTAL_CODE = 'Podaj kod pocztowy w formacie NN-NNN';
export const INVALID_NIP = 'Podaj poprawny NIP (NNN NNNNNN N)';
export const INVALID_AMOUNT = 'Podaj kwotę, np. 150,00';
export const CHOOSE_KIND = 'Wybierz rodzaj usług';
export const NOT_FOUND = 'Nie znaleziono usługodawcy.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A kind as the API stores it: the intended spelling ('laundry' is washing); null for none. */
export function kindOf(value: string | undefined | null): ServiceKind | null {
  if (!value) return null;
  const kind = SERVICE_KIND_ALIASES[value] ?? value;
  return (SERVICE_KINDS as string[]).includes(kind) ? (kind as ServiceKind) : null;
}

/** The digits of a masked field (NN-NNN, NNN-NNN-NNN, NNN NNNNNN N) when there are `length` of them. */
function digits(value: string, length: number): string | null {
  const d = value.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${length}}$`).test(d) ? d : null;
}

/** A Polish NIP: ten digits whose last is the weighted checksum of the others. */
export function validNip(nip: string): boolean {
  if (!/^\d{10}$/.test(nip)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((total, w, i) => total + w * Number(nip[i]), 0);
  return sum % 11 === Number(nip[9]);
}

/** The most a price list's item may cost: 99 999 999,99 (the column's precision). */
const MAX_GROSS_GROSZE = 9_999_999_999;

/** A price typed with a comma or a dot (thousands grouped with spaces), up to two decimals, as the column's text; null when it is not one. */
function grossAmountOf(value: unknown): string | null {
  const grosze = parseAmount(value);
  return grosze === null || grosze > MAX_GROSS_GROSZE ? null : groszeToDecimal(grosze);
}

/** Checks the form and returns what is stored, or throws 422 with the Polish message of every bad field. */
export function cleanProvider(input: ProviderFieldsInput): ProviderFields {
  const errors: Record<string, string[]> = {};
  const text = (key: keyof ProviderFieldsInput) => String(input[key] ?? '').trim();
  const providerType = input.providerType === 'private_person' ? 'private_person' : 'company';
  const person = providerType === 'private_person';
  // a company at a house number has no flat: 'Nr lokalu' is optional
  const required: Array<keyof ProviderFieldsInput> = ['name', 'email', 'phoneNumber', 'street', 'houseNumber', 'postalCode', 'city'];
  required.push(...(person ? (['firstName', 'lastName'] as const) : (['nip'] as const)));
  for (const key of required) if (!text(key)) errors[key] = [REQUIRED];

  const email = text('email');
  if (email && !EMAIL.test(email)) errors.email = [INVALID_EMAIL];
  const phone = digits(text('phoneNumber'), 9);
  if (text('phoneNumber') && !phone) errors.phoneNumber = [INVALID_PHONE];
  const postalCode = digits(text('postalCode'), 5);
  if (text('postalCode') && !postalCode) errors.postalCode = [INVALID_POSTAL_CODE];
  const nip = text('nip') ? digits(text('nip'), 10) : '';
  if (text('nip') && (!nip || !validNip(nip))) errors.nip = [INVALID_NIP];

  const kinds = [...new Set((input.servicesPerformed ?? []).map(kindOf).filter((k): k is ServiceKind => k !== null))];
  if (kinds.length === 0) errors.servicesPerformed = [CHOOSE_KIND];

  const prices: ProviderFields['prices'] = [];
  for (const [i, item] of (input.standardPriceListsAttributes ?? []).entries()) {
    const name = String(item.name ?? '').trim();
    const amount = grossAmountOf(item.grossAmount);
    const currency = (PROVIDER_PRICE_CURRENCIES as readonly string[]).includes(String(item.currency)) ? String(item.currency) : 'PLN';
    const duration = item.durationMinutes ?? null;
    const at = `standardPriceListsAttributes[${i}]`;
    if (!name) errors[`${at}.name`] = [REQUIRED];
    if (item.grossAmount === undefined || item.grossAmount === '') errors[`${at}.grossAmount`] = [REQUIRED];
    else if (amount === null) errors[`${at}.grossAmount`] = [INVALID_AMOUNT];
    if (duration !== null && duration < 1) errors[`${at}.durationMinutes`] = ['Podaj czas w minutach (1-1440)'];
    prices.push({ name, grossAmount: amount ?? '0', currency, durationMinutes: duration });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  return {
    providerType,
    name: text('name'),
    email,
    phoneNumber: phone!,
    street: text('street'),
    houseNumber: text('houseNumber'),
    flatNumber: text('flatNumber'),
    postalCode: postalCode!,
    city: text('city'),
    nip: nip ?? '',
    firstName: text('firstName'),
    lastName: text('lastName'),
    servicesPerformed: kinds,
    prices,
  };
}

export interface ProviderWithCooperation {
  row: ProviderRow;
  cooperation: CooperationRow | null;
}

async function withCooperations(app: FastifyInstance, scope: Scope, rows: ProviderRow[], kind: string | null): Promise<ProviderWithCooperation[]> {
  const cooperations = await liveCooperationsOf(app.db, scope.accountId, scope.apartmentIds, rows.map((r) => r.id), kind);
  return rows.map((row) => ({ row, cooperation: cooperations.find((c) => c.service_provider_id === row.id) ?? null }));
}

export async function listPage(app: FastifyInstance, scope: Scope, query: { page: number; perPage: number; kind: string | null; city: string | null }) {
  const filter = { kind: query.kind, city: query.city?.trim() || null };
  const [rows, count] = await Promise.all([
    listProviders(app.db, scope.accountId, filter, { limit: query.perPage, offset: (query.page - 1) * query.perPage }),
    countProviders(app.db, scope.accountId, filter),
  ]);
  return { items: await withCooperations(app, scope, rows, filter.kind), count };
}

export function cities(app: FastifyInstance, scope: Scope, kind: string | null): Promise<string[]> {
  return providerCities(app.db, scope.accountId, kind);
}

export async function getProvider(app: FastifyInstance, scope: Scope, id: string, kind: string | null = null): Promise<ProviderWithCooperation> {
  const row = await findProvider(app.db, scope.accountId, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return (await withCooperations(app, scope, [row], kind))[0];
}

export async function createProvider(app: FastifyInstance, scope: Scope, input: ProviderFieldsInput): Promise<ProviderWithCooperation> {
  const fields = cleanProvider(input);
  const id = await app.db.transaction((tx) => insertProvider(tx, scope.accountId, fields));
  return getProvider(app, scope, id);
}

export async function setLogo(app: FastifyInstance, scope: Scope, id: string, logo: { contentType: string; buffer: Buffer }): Promise<ProviderWithCooperation> {
  const row = await findProvider(app.db, scope.accountId, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  await saveLogo(app.db, scope.accountId, id, logo.contentType, logo.buffer);
  return getProvider(app, scope, id);
}

export async function logo(app: FastifyInstance, id: string): Promise<{ contentType: string; data: Buffer }> {
  const found = await logoOf(app.db, id);
  if (!found) throw new NotFoundError('Nie znaleziono logo.');
  return { contentType: found.content_type, data: Buffer.from(found.data) };
}
