import type { TemplateValues } from '@gospodarz/contracts';
import { formatGrosze, polishDay, toGrosze } from '../quotes/values';
import type { StayRow } from './repository';

/**
 * The values a template is filled with for one stay. The amount due is the total until the stay is paid (a stay
 * paid in part shows the total too: the guest deducts what they paid), nothing once paid.
 */
export function stayValues(stay: StayRow, guestPageUrl: string): TemplateValues {
  const total = formatGrosze(toGrosze(stay.total_price) ?? 0, stay.currency);
  return {
    guestName: stay.full_name,
    guestFirstName: stay.full_name.trim().split(/\s+/)[0] ?? '',
    from: polishDay(stay.from_date),
    to: polishDay(stay.to_date),
    nights: String(stay.nights),
    apartmentName: stay.apartment_name,
    accommodationName: stay.accommodation_name,
    address: stay.address,
    checkInFrom: stay.check_in_from,
    checkOutTo: stay.check_out_to,
    totalPrice: total,
    amountDue: stay.payment_status === 'paid' ? '' : total,
    guestPageUrl,
  };
}
