import type { ReservationAttributes, ReservationDto } from '@gospodarz/contracts';
import { resource } from '../../lib/resource';
import { decimalToNumber } from '../../lib/values';
import { grosze, type Bill } from '../folio';
import { toBillDto } from '../folio';
import type { CancellationQuote } from '../folio';
import type { ReservationRow } from './repository';
import { extrasDto } from './extras';

/** A reservation as the API answers it: the contract's, its bill's total, paid and balance always given. */
export type ReservationWithBill = ReservationDto & { attributes: Required<Pick<ReservationAttributes, 'grandTotal' | 'paid' | 'balance'>> };

/**
 * The reservation resource, attributes as clients know them, plus nights and clientId, and its bill's total, paid
 * and balance (the database's grand_total and paid, kept by the bill's rules: module folio).
 */
export function toReservationDto(row: ReservationRow): ReservationWithBill {
  const total = grosze(row.grand_total);
  const paid = grosze(row.paid);
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
    status: row.status,
    paymentStatus: row.payment_status,
    pricePerNight: decimalToNumber(row.price_per_night),
    totalPrice: decimalToNumber(row.total_price),
    currency: row.currency,
    apartment: { id: row.apartment_id, name: row.apartment_name },
    apartmentAddress: row.apartment_address,
    apartmentId: row.apartment_id,
    comments: row.comments,
    source: row.source,
    paymentSource: row.payment_source,
    invoiceIssued: row.invoice_issued || row.invoices.length > 0,
    createdAt: new Date(row.created_at).toISOString(),
    clientId: row.client_id,
    // the divisions only render exact grosze as JSON numbers
    grandTotal: total / 100,
    paid: paid / 100,
    balance: (total - paid) / 100,
  });
}

/**
 * One reservation as its own routes answer it (not the list's rows): the spec attributes, how it was priced, its
 * fees, deposits, invoices and whole bill, and with `cancellation` what a cancellation today would keep and refund.
 */
export function toReservationDetailDto(row: ReservationRow, bill: Bill, cancellation?: CancellationQuote): ReservationWithBill {
  const dto = toReservationDto(row);
  const m = (g: number) => g / 100;
  dto.attributes = {
    ...dto.attributes,
    priceOverridden: row.price_overridden,
    cleaningFee: decimalToNumber(row.cleaning_fee),
    touristTax: decimalToNumber(row.tourist_tax),
    deposit: decimalToNumber(row.deposit),
    depositDue: row.deposit_due,
    childrenAges: row.children_ages,
    cancellationFee: row.cancellation_fee === null ? null : decimalToNumber(row.cancellation_fee),
    securityDeposit: decimalToNumber(row.security_deposit),
    extras: extrasDto(row.extras),
    discount: decimalToNumber(row.discount),
    discountReason: row.discount_reason,
    invoices: row.invoices,
    bill: toBillDto(bill),
    ...(cancellation
      ? {
          cancellation: {
            policy: cancellation.policy,
            label: cancellation.label,
            text: cancellation.text,
            today: cancellation.today,
            refundPercent: cancellation.refundPercent,
            policyFee: m(cancellation.policyFee),
            paid: m(cancellation.paid),
            fee: m(cancellation.fee),
            refund: m(cancellation.refund),
            refundMethod: cancellation.refundMethod,
          },
        }
      : {}),
  };
  return dto;
}
