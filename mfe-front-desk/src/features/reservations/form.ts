import { addDays, format } from 'date-fns';
import type { QuoteAttributes, ReservationDto, ReservationPayload, StayExtraKind } from '@gospodarz/shared';
import { warsawTodayDate } from '@gospodarz/shared';
import { nightsBetween, toGrosze } from '@gospodarz/shared/dto';

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
  /** save a party larger than the apartment's guest count */
  allowOverCapacity: boolean;
  /** the children's ages, e.g. '4, 12' (the tourist tax exempts the younger ones) */
  childrenAges: string;
  deposit: string;
  depositDue: string;
  /** a new reservation: the client chosen in the search ('' none; the server then matches by e-mail or phone) */
  clientId: string;
  /** a new reservation: paid at booking, saved as its first payment */
  amountPaid: string;
  paymentMethod: string;
  /** a saved stay whose dates, apartment or party change: keep the guest's price or take the new one ('' not asked) */
  priceChoice?: string;
  /** the listing's extras ticked ('Dodatki'); undefined: not known (not sent, the stay keeps its own) */
  extras?: Partial<Record<StayExtraKind, boolean>>;
  /** the discount ('Rabat') taken off the nights, and why */
  discount?: string;
  discountReason?: string;
}

const day = (d: Date) => format(d, 'yyyy-MM-dd');

/** The submit error of a refused stay (its nights are taken): shown next to the dates, not under the form. */
export const DATES_ERROR = 'dates';

/** An amount as the price fields show it for editing: the decimal comma, grosze only when there are some ('350', '310,95'). */
export const amountText = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace('.', ','));

/** The new reservation's defaults: today → tomorrow, 1 adult, 1 child, status confirmed. */
export function newReservationDefaults(today = warsawTodayDate(), initial: Partial<ReservationFormValues> = {}): ReservationFormValues {
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
    allowOverCapacity: false,
    childrenAges: '',
    deposit: '',
    depositDue: '',
    clientId: '',
    amountPaid: '',
    paymentMethod: 'transfer',
    extras: {},
    discount: '',
    discountReason: '',
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
    pricePerNight: amountText(a.pricePerNight),
    currency: a.currency,
    source: a.source,
    paymentSource: a.paymentSource,
    comments: a.comments,
    invoiceIssued: a.invoiceIssued,
    allowOverCapacity: false,
    // the ages typed at booking, as the form shows them
    childrenAges: (a.childrenAges ?? '').split('|').filter(Boolean).join(', '),
    deposit: a.deposit ? amountText(a.deposit) : '',
    depositDue: a.depositDue ?? '',
    // payments of a saved reservation are recorded in its 'Płatności'
    clientId: '',
    amountPaid: '',
    paymentMethod: 'transfer',
    // one reservation's answer carries its extras and discount (a list row does not: left as they are)
    extras: a.extras ? Object.fromEntries(a.extras.map((e) => [e.kind, true])) : undefined,
    discount: a.discount ? amountText(a.discount) : '',
    discountReason: a.discountReason ?? '',
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
    ...(paidAtBooking(v) ? {} : { paymentStatus: v.paymentStatus as ReservationPayload['paymentStatus'] }),
    pricePerNight: v.pricePerNight === '' || v.pricePerNight === undefined ? undefined : String(v.pricePerNight).replace(',', '.'),
    currency: v.currency as ReservationPayload['currency'],
    source: v.source?.trim() ?? '',
    paymentSource: v.paymentSource?.trim() ?? '',
    comments: v.comments ?? '',
    invoiceIssued: !!v.invoiceIssued,
    ...(v.allowOverCapacity ? { allowOverCapacity: true } : {}),
    ...(agesOf(v.childrenAges) ? { childrenAges: agesOf(v.childrenAges)! } : {}),
    ...(v.deposit !== '' && v.deposit !== undefined ? { deposit: String(v.deposit).replace(',', '.') } : {}),
    ...(v.depositDue ? { depositDue: v.depositDue } : {}),
    ...(v.clientId ? { clientId: v.clientId } : {}),
    ...(paidAtBooking(v) ? { amountPaid: String(v.amountPaid).trim().replace(',', '.'), paymentMethod: v.paymentMethod as ReservationPayload['paymentMethod'] } : {}),
    ...(v.priceChoice === 'keep' || v.priceChoice === 'new' ? { priceChoice: v.priceChoice } : {}),
    ...(v.extras !== undefined ? { extras: extrasChosen(v.extras).join('|') } : {}),
    ...(v.discount !== '' && v.discount !== undefined ? { discount: String(v.discount).trim().replace(',', '.'), discountReason: v.discountReason?.trim() ?? '' } : {}),
  };
}

/** The extras ticked, in the order the listing offers them. */
export function extrasChosen(extras: ReservationFormValues['extras']): StayExtraKind[] {
  return (Object.entries(extras ?? {}) as Array<[StayExtraKind, boolean | undefined]>).filter(([, on]) => on).map(([kind]) => kind);
}

/** Something was paid at booking: the payment status then follows the payment (the select is not sent). */
export function paidAtBooking(v: Pick<ReservationFormValues, 'amountPaid'>): boolean {
  return (toGrosze(v.amountPaid) ?? 0) > 0;
}

/** '4, 12' or '4 12' → '4|12' as the API takes it; null when empty. */
export function agesOf(text: string | undefined): string | null {
  const ages = String(text ?? '')
    .split(/[\s,;|]+/)
    .filter(Boolean);
  return ages.length ? ages.join('|') : null;
}

/** Nights between two 'yyyy-MM-dd' days; 0 when either is missing or the end is not after the start. */
export function nightsOf(from: string, to: string): number {
  if (!from || !to) return 0;
  const n = nightsBetween(from, to);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** The total the form shows (the server computes the stored one the same way): nights × price, in grosze. */
export function totalOf(values: Pick<ReservationFormValues, 'from' | 'to' | 'pricePerNight'>): number | null {
  const grosze = toGrosze(values.pricePerNight);
  const nights = nightsOf(values.from, values.to);
  return grosze === null || nights === 0 ? null : (grosze * nights) / 100;
}

/** The lines of the bill the form shows, in the currency's main unit (computed in grosze). */
export interface Bill {
  /** the nights: the engine's total for its own price, else nights × the price typed */
  nights: number | null;
  cleaningFee: number;
  touristTax: number;
  /** the extras ticked among those the quote offers, each quantity × unit price */
  extras: Array<{ kind: StayExtraKind; label: string; quantity: number; unitPrice: number; amount: number }>;
  /** the discount typed (positive; a negative line of the bill) */
  discount: number;
  total: number | null;
  deposit: number | null;
  /** paid at booking (0 when nothing is typed) */
  paid: number;
  /** the total less what is paid; null while there is no total */
  due: number | null;
  /** a price is typed that is not the engine's */
  overridden: boolean;
}

/** The bill of the stay in the form; `quote`: the engine's quote of exactly this stay, or null. */
export function billOf(
  values: Pick<ReservationFormValues, 'from' | 'to' | 'pricePerNight' | 'deposit' | 'amountPaid' | 'extras' | 'discount'>,
  quote: QuoteAttributes | null,
): Bill {
  const price = toGrosze(values.pricePerNight);
  const nights = nightsOf(values.from, values.to);
  const cents = (amount: number | undefined) => Math.round((amount ?? 0) * 100);
  const overridden = price !== null && quote !== null && price !== cents(quote.pricePerNight);
  const nightsTotal = price === null || nights === 0 ? null : quote && !overridden ? cents(quote.totalPrice) : price * nights;
  const cleaningFee = quote ? cents(quote.cleaningFee) : 0;
  const touristTax = quote ? cents(quote.touristTax) : 0;
  const deposit = toGrosze(values.deposit);
  const paid = toGrosze(values.amountPaid) ?? 0;
  const extras = (quote?.extras ?? []).filter((e) => values.extras?.[e.kind] && e.amount > 0);
  const extrasTotal = extras.reduce((sum, e) => sum + cents(e.amount), 0);
  const discount = toGrosze(values.discount) ?? 0;
  const total = nightsTotal === null ? null : nightsTotal + cleaningFee + touristTax + extrasTotal - discount;
  return {
    nights: nightsTotal === null ? null : nightsTotal / 100,
    cleaningFee: cleaningFee / 100,
    touristTax: touristTax / 100,
    extras,
    discount: discount / 100,
    total: total === null ? null : total / 100,
    deposit: deposit === null ? null : deposit / 100,
    paid: paid / 100,
    due: total === null ? null : (total - paid) / 100,
    overridden,
  };
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
  if (v.deposit !== '' && v.deposit !== undefined && toGrosze(v.deposit) === null) errors.deposit = 'Podaj kwotę, np. 250 lub 250,50';
  if (v.amountPaid !== '' && v.amountPaid !== undefined && toGrosze(v.amountPaid) === null) errors.amountPaid = 'Podaj kwotę, np. 250 lub 250,50';
  if (v.discount !== '' && v.discount !== undefined && toGrosze(v.discount) === null) errors.discount = 'Podaj kwotę, np. 250 lub 250,50';
  const ages = agesOf(v.childrenAges);
  if (ages) {
    const list = ages.split('|');
    if (list.some((age) => !/^\d{1,2}$/.test(age) || Number(age) > 17)) errors.childrenAges = 'Podaj wiek dzieci (0-17 lat), np. 4, 12';
    else if (list.length !== (Number(v.children) || 0)) errors.childrenAges = `Podaj wiek każdego dziecka (${Number(v.children) || 0})`;
  }
  return errors;
}
