import type { TemplateValues } from '@gospodarz/contracts';
import { registrationLine, toGrosze } from '@gospodarz/contracts';
import { formatGrosze, polishDay } from '../../lib/values';
import { grosze } from '../folio';
import type { StayRow } from './repository';

/**
 * The values a template is filled with for one stay: the bill's total (module folio) and what is left to pay of it,
 * nothing once paid.
 */
export function stayValues(stay: StayRow, guestPageUrl: string): TemplateValues {
  const totalGrosze = toGrosze(stay.total_price) ?? 0;
  const due = totalGrosze - grosze(stay.paid);
  const total = formatGrosze(totalGrosze, stay.currency);
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
    amountDue: due > 0 ? formatGrosze(due, stay.currency) : '',
    guestPageUrl,
    registrationNumber: registrationLine(stay.registration_number, stay.registration_authority),
  };
}
