import type { PaymentStatus, ReservationDto, ReservationStatus } from '@gospodarz/contracts';
import { resource } from '../../lib/resource';
import { decimalToNumber } from '../quotes/values';
import type { ReservationRow } from './repository';
import { grandTotalGrosze, type CancellationToday } from './pricing';

/** The reservation resource, attributes as clients know them, plus nights and clientId. */
export function toReservationDto(row: ReservationRow): ReservationDto {
  return resource('reservation', row.id, {
    from: row.from_date,
    to: row.to_date,
    nights: row.nights,
    fullName: row.full_name,
    email: row.email,
    phoneNumber: row.phone_number,
    guestAddress: row.guest_address,
    adults: row.adults,
    children: row.children,
    status: row.status as ReservationStatus,
    paymentStatus: row.payment_status as PaymentStatus,
    pricePerNight: decimalToNumber(row.price_per_night),
    totalPrice: decimalToNumber(row.total_price),
    currency: row.currency,
    apartment: { id: row.apartment_id, name: row.apartment_name },
    apartmentAddress: row.apartment_address,
    apartmentId: row.apartment_id,
    comments: row.comments,
    source: row.source,
    paymentSource: row.payment_source,
    invoiceIssued: row.invoice_issued,
    createdAt: new Date(row.created_at).toISOString(),
    clientId: row.client_id,
  }) as ReservationDto;
}

/**
 * One reservation as its own routes answer it (not the list's rows): the spec attributes, how it was priced, its
 * fees, deposit and grand total, and with `cancellation` what a cancellation today would refund.
 */
export function toReservationDetailDto(row: ReservationRow, cancellation?: CancellationToday): ReservationDto {
  const dto = toReservationDto(row);
  dto.attributes = {
    ...dto.attributes,
    priceOverridden: row.price_overridden,
    cleaningFee: decimalToNumber(row.cleaning_fee),
    touristTax: decimalToNumber(row.tourist_tax),
    deposit: decimalToNumber(row.deposit),
    depositDue: row.deposit_due,
    // the division only renders the exact sum of grosze as the JSON number
    grandTotal: grandTotalGrosze(row) / 100,
    ...(cancellation ? { cancellation: { ...cancellation, refund: cancellation.refund / 100 } } : {}),
  };
  return dto;
}
