import { ValidationError } from '../../lib/errors';
import { INVALID_PHONE_MESSAGE, normalizePhone, parseDay, toGrosze } from '@gospodarz/contracts';
import type { ReservationFieldsInput } from './schemas';
import { EXTRA_KINDS, type ExtraKind } from '../folio';

/**
 * A reservation's fields, validated by the route's schema (both spellings already folded onto one), in the shape
 * the service works with: text trimmed, days and payment statuses in their stored form, the price in grosze. A key
 * that was not sent stays undefined so that a PATCH changes only what it names. What a schema cannot say is checked
 * here: the highest price, once the amount is read.
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
  allowOverCapacity?: boolean;
  childrenAges?: number[];
  depositGrosze?: number;
  /** null: no due date */
  depositDue?: string | null;
  /** a new reservation: the client chosen as the guest */
  clientId?: string;
  /** a new reservation: paid at booking (its first payment) */
  amountPaidGrosze?: number;
  paymentMethod?: string;
  /** the security deposit (kaucja) asked of the guest */
  securityDepositGrosze?: number;
  /** a stay whose dates, apartment or party change: keep the guest's price or take the new one */
  priceChoice?: 'keep' | 'new';
  /** the listing's extras the stay takes ([]: none) */
  extras?: ExtraKind[];
  /** the discount ('Rabat') taken off the nights */
  discountGrosze?: number;
  discountReason?: string;
}

/** Stored payment statuses, and the other spellings clients send for them (the list filter's among them). */
export const PAYMENT_STATUS_INPUT: Record<string, string> = {
  paid: 'paid',
  partly_paid: 'partly_paid',
  partialy_paid: 'partly_paid',
  partially_paid: 'partly_paid',
  unpaid: 'unpaid',
  not_paid: 'unpaid',
};

/** The payment statuses as the screens name them (the messages that refuse one). */
export const PAYMENT_STATUS_WORDS: Record<string, string> = { paid: 'Opłacona', partly_paid: 'Częściowo opłacona', unpaid: 'Nieopłacona' };

/** The highest price per night the form takes (1 000 000,00): keeps every total inside numeric(12,2). */
export const MAX_PRICE_GROSZE = 100_000_000;
export const MAX_PRICE_MESSAGE = 'Wartość musi być nie większa niż 1 000 000';

const TEXT = ['fullName', 'email', 'phoneNumber', 'guestAddress', 'apartmentName', 'apartmentAddress', 'comments', 'source', 'paymentSource'] as const;

export function toReservationInput(fields: ReservationFieldsInput): ReservationInput {
  const errors: Record<string, string[]> = {};
  const input: ReservationInput = {};
  for (const field of TEXT) if (fields[field] !== undefined) input[field] = fields[field]!.trim();
  // one stored form whatever was typed ('+48600100200'); a number without a country code is Polish
  if (input.phoneNumber !== undefined) {
    const phone = normalizePhone(input.phoneNumber);
    if (phone === null) errors.phoneNumber = [INVALID_PHONE_MESSAGE];
    else input.phoneNumber = phone;
  }
  if (fields.adults !== undefined) input.adults = fields.adults;
  if (fields.children !== undefined) input.children = fields.children;
  // the schema let only real days through, in either spelling: here they take the one stored
  if (fields.from !== undefined) input.from = parseDay(fields.from)!;
  if (fields.to !== undefined) input.to = parseDay(fields.to)!;
  if (fields.status !== undefined) input.status = fields.status;
  if (fields.paymentStatus !== undefined) input.paymentStatus = PAYMENT_STATUS_INPUT[fields.paymentStatus];
  if (fields.pricePerNight !== undefined) {
    const grosze = toGrosze(fields.pricePerNight)!;
    if (grosze > MAX_PRICE_GROSZE) errors.pricePerNight = [MAX_PRICE_MESSAGE];
    else input.pricePerNightGrosze = grosze;
  }
  if (fields.currency !== undefined) input.currency = fields.currency.trim().toUpperCase();
  if (fields.apartmentId !== undefined) input.apartmentId = fields.apartmentId.trim();
  if (fields.invoiceIssued !== undefined) input.invoiceIssued = fields.invoiceIssued;
  if (fields.allowOverCapacity !== undefined) input.allowOverCapacity = fields.allowOverCapacity;
  if (fields.childrenAges !== undefined && fields.childrenAges.trim() !== '') {
    input.childrenAges = fields.childrenAges.split('|').map((age) => Number(age.trim()));
    if (input.childrenAges.some((age) => age > 17)) errors.childrenAges = ['Wiek dziecka: od 0 do 17 lat'];
  }
  if (fields.deposit !== undefined) {
    const grosze = toGrosze(fields.deposit)!;
    if (grosze > MAX_PRICE_GROSZE * 10) errors.deposit = [MAX_PRICE_MESSAGE];
    else input.depositGrosze = grosze;
  }
  if (fields.clientId !== undefined) input.clientId = fields.clientId.trim().toLowerCase();
  if (fields.amountPaid !== undefined) {
    const grosze = toGrosze(fields.amountPaid)!;
    if (grosze > MAX_PRICE_GROSZE * 10) errors.amountPaid = [MAX_PRICE_MESSAGE];
    else input.amountPaidGrosze = grosze;
  }
  if (fields.paymentMethod !== undefined) input.paymentMethod = fields.paymentMethod;
  if (fields.securityDeposit !== undefined) {
    const grosze = toGrosze(fields.securityDeposit)!;
    if (grosze > MAX_PRICE_GROSZE * 10) errors.securityDeposit = [MAX_PRICE_MESSAGE];
    else input.securityDepositGrosze = grosze;
  }
  if (fields.priceChoice !== undefined) input.priceChoice = fields.priceChoice as 'keep' | 'new';
  if (fields.extras !== undefined) {
    const kinds = fields.extras.split('|').map((k) => k.trim()).filter((k) => k !== '');
    if (kinds.some((k) => !(EXTRA_KINDS as readonly string[]).includes(k))) errors.extras = ['Wybierz dodatki z listy'];
    else input.extras = [...new Set(kinds)] as ExtraKind[];
  }
  if (fields.discount !== undefined) {
    const grosze = toGrosze(fields.discount)!;
    if (grosze > MAX_PRICE_GROSZE * 10) errors.discount = [MAX_PRICE_MESSAGE];
    else input.discountGrosze = grosze;
  }
  if (fields.discountReason !== undefined) input.discountReason = fields.discountReason.trim();
  if (fields.depositDue !== undefined) input.depositDue = fields.depositDue === null ? null : parseDay(fields.depositDue)!;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return input;
}
