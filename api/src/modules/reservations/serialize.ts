import type { PaymentStatus, ReservationDto, ReservationStatus } from '@gospodarz/contracts';
import { resource } from '../../lib/resource';
import { decimalToNumber } from '../quotes/values';
import type { ReservationRow } from './repository';

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
