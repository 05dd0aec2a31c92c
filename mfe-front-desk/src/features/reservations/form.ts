import { addDays, format } from 'date-fns';
import type { ReservationDto, ReservationPayload } from '@gospodarz/shared';

/** The values of the reservation forms (new reservation dialog and edit page). */
export interface ReservationFormValues {
  apartmentId: string;
  from: string; // yyyy-MM-dd
  to: string;
  adults: number;
  children: number;
  fullName: string;
  email: string;
  phoneNumber: string;
  guestAddress: string;
  status: string;
  paymentStatus: string;
  pricePerNight: string;
  currency: string;
  source: string;
  paymentSource: string;
  comments: string;
  invoiceIssued: boolean;
}

const day = (d: Date) => format(d, 'yyyy-MM-dd');

/** The new reservation's defaults: today → tomorrow, 1 adult, 1 child, status confirmed. */
export function newReservationDefaults(today = new Date(), initial: Partial<ReservationFormValues> = {}): ReservationFormValues {
  return {
    apartmentId: '',
    from: day(today),
    to: day(addDays(today, 1)),
    adults: 1,
    children: 1,
    fullName: '',
    email: '',
    phoneNumber: '',
    guestAddress: '',
    status: 'confirmed',
    paymentStatus: 'unpaid',
    pricePerNight: '',
    currency: 'PLN',
    source: '',
    paymentSource: '',
    comments: '',
    invoiceIssued: false,
    ...initial,
  };
}

export function fromDto(dto: ReservationDto): ReservationFormValues {
  const a = dto.attributes;
  return {
    apartmentId: a.apartmentId,
    from: a.from,
    to: a.to,
    adults: a.adults,
    children: a.children,
    fullName: a.fullName,
    email: a.email,
    phoneNumber: a.phoneNumber,
    guestAddress: a.guestAddress,
    status: a.status,
    paymentStatus: a.paymentStatus,
    pricePerNight: String(a.pricePerNight),
    currency: a.currency,
    source: a.source,
    paymentSource: a.paymentSource,
    comments: a.comments,
    invoiceIssued: a.invoiceIssued,
  };
}

/** The API's reservation payload; the server computes the total from the nights and the price. */
export function toPayload(v: ReservationFormValues): ReservationPayload {
  return {
    apartmentId: v.apartmentId,
    from: v.from,
    to: v.to,
    adults: Number(v.adults) || 0,
    children: Number(v.children) || 0,
    fullName: v.fullName?.trim() ?? '',
    email: v.email?.trim() ?? '',
    phoneNumber: v.phoneNumber?.trim() ?? '',
    guestAddress: v.guestAddress?.trim() ?? '',
    status: v.status as ReservationPayload['status'],
    paymentStatus: v.paymentStatus as ReservationPayload['paymentStatus'],
    pricePerNight: v.pricePerNight === '' || v.pricePerNight === undefined ? undefined : String(v.pricePerNight).replace(',', '.'),
    currency: v.currency as ReservationPayload['currency'],
    source: v.source?.trim() ?? '',
    paymentSource: v.paymentSource?.trim() ?? '',
    comments: v.comments ?? '',
    invoiceIssued: !!v.invoiceIssued,
  };
}

/** Nights between two 'yyyy-MM-dd' days; 0 when either is missing or the end is not after the start. */
export function nightsOf(from: string, to: string): number {
  if (!from || !to) return 0;
  const n = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** '250,50' or '250.5' → 25050 grosze; null when it is not an amount. */
export function toGrosze(value: string | number | undefined): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(String(value ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The total the form shows (the server computes the stored one the same way): nights × price, in grosze. */
export function totalOf(values: Pick<ReservationFormValues, 'from' | 'to' | 'pricePerNight'>): number | null {
  const grosze = toGrosze(values.pricePerNight);
  const nights = nightsOf(values.from, values.to);
  return grosze === null || nights === 0 ? null : (grosze * nights) / 100;
}

/** Form-level rules: the end date not before (nor on) the start date. */
export function validateReservation(v: ReservationFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.apartmentId) errors.apartmentId = 'Wybierz apartament';
  if (!v.from) errors.from = 'Pole jest wymagane';
  if (!v.to) errors.to = 'Pole jest wymagane';
  else if (v.from && v.to < v.from) errors.to = 'Data wyjazdu nie może być wcześniejsza niż data przyjazdu';
  else if (v.from && v.to === v.from) errors.to = 'Data wyjazdu musi być późniejsza niż data przyjazdu';
  if (v.pricePerNight !== '' && v.pricePerNight !== undefined && toGrosze(v.pricePerNight) === null) {
    errors.pricePerNight = 'Podaj kwotę, np. 250 lub 250,50';
  }
  return errors;
}
