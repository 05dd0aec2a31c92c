import { ValidationError } from '../../lib/errors';
import { CURRENCIES, UUID, parseDay, toGrosze } from '../quotes/values';

/**
 * A reservation payload as clients send it: `{reservation: {...}}` or the fields alone, in camelCase or snake_case,
 * with the id key spelled apartmentId or apartamentId (spec 000 §3). Read into one canonical shape; a key that was
 * not sent stays undefined so that a PATCH changes only what it names.
 */
export interface ReservationInput {
  fullName?: string;
  email?: string;
  phoneNumber?: string;
  guestAddress?: string;
  adults?: number;
  children?: number;
  from?: string;
  to?: string;
  status?: string;
  paymentStatus?: string;
  pricePerNightGrosze?: number;
  currency?: string;
  apartmentId?: string;
  apartmentName?: string;
  apartmentAddress?: string;
  comments?: string;
  source?: string;
  paymentSource?: string;
  invoiceIssued?: boolean;
}

const ALIASES: Record<keyof ReservationInput | 'pricePerNight', string[]> = {
  fullName: ['fullName', 'full_name'],
  email: ['email'],
  phoneNumber: ['phoneNumber', 'phone_number', 'phone'],
  guestAddress: ['guestAddress', 'guest_address'],
  adults: ['adults'],
  children: ['children'],
  from: ['from', 'fromDate', 'from_date'],
  to: ['to', 'toDate', 'to_date'],
  status: ['status'],
  paymentStatus: ['paymentStatus', 'payment_status'],
  pricePerNight: ['pricePerNight', 'price_per_night'],
  pricePerNightGrosze: [],
  currency: ['currency'],
  apartmentId: ['apartmentId', 'apartamentId', 'apartment_id', 'apartament_id'],
  apartmentName: ['apartmentName', 'apartamentName', 'apartment_name'],
  apartmentAddress: ['apartmentAddress', 'apartamentAddress', 'apartment_address'],
  comments: ['comments'],
  source: ['source'],
  paymentSource: ['paymentSource', 'payment_source'],
  invoiceIssued: ['invoiceIssued', 'invoice_issued'],
};

/** Every spelling the body schema documents. */
export const ACCEPTED_KEYS = Object.values(ALIASES).flat().concat(['totalPrice', 'total_price']);

export const RESERVATION_STATUSES = ['new', 'confirmed', 'canceled', 'recent', 'no_show'];
/** Stored payment statuses, and the list filter's spellings of them (spec 000 §4). */
export const PAYMENT_STATUS_INPUT: Record<string, string> = {
  paid: 'paid',
  partly_paid: 'partly_paid',
  partialy_paid: 'partly_paid',
  partially_paid: 'partly_paid',
  unpaid: 'unpaid',
  not_paid: 'unpaid',
};

const TEXT_LIMITS: Partial<Record<keyof ReservationInput, number>> = {
  fullName: 200,
  email: 320,
  phoneNumber: 40,
  guestAddress: 500,
  apartmentName: 200,
  apartmentAddress: 500,
  comments: 5000,
  source: 100,
  paymentSource: 100,
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The highest price per night the form takes (1 000 000,00): keeps every total inside numeric(12,2). */
export const MAX_PRICE_GROSZE = 100_000_000;

export function readReservationInput(body: unknown): ReservationInput {
  const root = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const raw = (root.reservation && typeof root.reservation === 'object' ? root.reservation : root) as Record<string, unknown>;
  const pick = (field: keyof typeof ALIASES) => {
    for (const key of ALIASES[field]) if (raw[key] !== undefined) return raw[key];
    return undefined;
  };
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const input: ReservationInput = {};

  for (const field of Object.keys(TEXT_LIMITS) as Array<keyof ReservationInput>) {
    const value = pick(field);
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string' && typeof value !== 'number') {
      fail(field, 'Nieprawidłowa wartość');
      continue;
    }
    const text = value === null ? '' : String(value).trim();
    if (text.length > TEXT_LIMITS[field]!) fail(field, `Maksymalna długość to ${TEXT_LIMITS[field]} znaków`);
    (input as Record<string, unknown>)[field] = text;
  }
  if (input.email && !EMAIL.test(input.email)) fail('email', 'Podaj poprawny adres e-mail');
  if (input.phoneNumber && !/^[\d\s()+\-./]*$/.test(input.phoneNumber)) fail('phoneNumber', 'Podaj poprawny numer telefonu');

  for (const field of ['adults', 'children'] as const) {
    const value = pick(field);
    if (value === undefined || value === null || value === '') continue;
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < 0) fail(field, 'Podaj liczbę osób');
    else if (n > 50) fail(field, 'Wartość musi być nie większa niż 50');
    else input[field] = n;
  }
  if (input.adults === 0) fail('adults', 'Podaj co najmniej jednego dorosłego');

  for (const field of ['from', 'to'] as const) {
    const value = pick(field);
    if (value === undefined || value === null || value === '') continue;
    const day = parseDay(value);
    if (!day) fail(field, 'Podaj poprawną datę (rrrr-mm-dd)');
    else input[field] = day;
  }

  const status = pick('status');
  if (status !== undefined && status !== null && status !== '') {
    if (typeof status === 'string' && RESERVATION_STATUSES.includes(status)) input.status = status;
    else fail('status', 'Wybierz jedną z dostępnych wartości');
  }
  const paymentStatus = pick('paymentStatus');
  if (paymentStatus !== undefined && paymentStatus !== null && paymentStatus !== '') {
    const stored = typeof paymentStatus === 'string' ? PAYMENT_STATUS_INPUT[paymentStatus] : undefined;
    if (stored) input.paymentStatus = stored;
    else fail('paymentStatus', 'Wybierz jedną z dostępnych wartości');
  }

  const price = pick('pricePerNight');
  if (price !== undefined && price !== null && price !== '') {
    const grosze = toGrosze(price);
    if (grosze === null) fail('pricePerNight', 'Podaj kwotę, np. 250 lub 250,50');
    else if (grosze > MAX_PRICE_GROSZE) fail('pricePerNight', 'Wartość musi być nie większa niż 1 000 000');
    else input.pricePerNightGrosze = grosze;
  }

  const currency = pick('currency');
  if (currency !== undefined && currency !== null && currency !== '') {
    const code = typeof currency === 'string' ? currency.trim().toUpperCase() : '';
    if ((CURRENCIES as readonly string[]).includes(code)) input.currency = code;
    else fail('currency', 'Wybierz walutę: PLN, EUR, GBP lub USD');
  }

  const apartmentId = pick('apartmentId');
  if (apartmentId !== undefined && apartmentId !== null && apartmentId !== '') {
    if (typeof apartmentId === 'string' && UUID.test(apartmentId.trim())) input.apartmentId = apartmentId.trim();
    else fail('apartmentId', 'Wybierz apartament');
  }

  const invoiceIssued = pick('invoiceIssued');
  if (invoiceIssued !== undefined && invoiceIssued !== null) {
    if (typeof invoiceIssued === 'boolean') input.invoiceIssued = invoiceIssued;
    else if (invoiceIssued === 'true' || invoiceIssued === 'false') input.invoiceIssued = invoiceIssued === 'true';
    else fail('invoiceIssued', 'Nieprawidłowa wartość');
  }

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return input;
}
