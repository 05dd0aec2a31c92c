import { toGrosze } from '@gospodarz/contracts';
import { nightsOf } from './days';

/** A listing's fees as stored: exact decimal text, the exemption age or null (no child exempt). */
export interface ListingFees {
  cleaning_fee: string;
  tourist_tax: string;
  tourist_tax_exempt_age: number | null;
}

/**
 * The listing's fees for a stay, in grosze: the cleaning fee once per stay, and the tourist tax per person per night
 * for the adults and the children older than the exemption age. Without the children's ages, a listing with an
 * exemption age exempts every child (the host sets the age, the receptionist can give the ages to charge older ones).
 */
export function feesOf(
  apartment: ListingFees,
  stay: { from: string; to: string; adults: number; children: number; childrenAges?: number[] },
): { cleaningFeeGrosze: number; touristTaxGrosze: number } {
  const exemptAge = apartment.tourist_tax_exempt_age;
  const taxedChildren =
    exemptAge === null ? stay.children : stay.childrenAges ? stay.childrenAges.filter((age) => age > exemptAge).length : 0;
  const persons = stay.adults + taxedChildren;
  return {
    cleaningFeeGrosze: toGrosze(apartment.cleaning_fee) ?? 0,
    touristTaxGrosze: (toGrosze(apartment.tourist_tax) ?? 0) * persons * nightsOf(stay.from, stay.to).length,
  };
}

