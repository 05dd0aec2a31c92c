import { toGrosze } from '@gospodarz/contracts';
import { nightsOf } from './days';

/** A listing's fees as stored: exact decimal text, the exemption age or null (no child exempt). */
export interface ListingFees {
  cleaning_fee: string;
  tourist_tax: string;
  tourist_tax_exempt_age: number | null;
  /** whether the host collects the tax (inkasent, migration 948); absent: they do */
  tourist_tax_collector?: boolean;
}

/** A stay's party as the tourist tax counts it. */
export interface TaxedStay {
  from: string;
  to: string;
  adults: number;
  children: number;
  childrenAges?: number[];
  /** guests exempt by statute (their reasons kept on the stay, reservations.tourist_tax_exemptions) */
  statutoryExempt?: number;
}

/** How the tourist tax of a stay is made up: persons, those exempt by age or statute, and the amount in grosze. */
export interface TouristTaxBreakdown {
  persons: number;
  exemptByAge: number;
  exemptByStatute: number;
  taxedPersons: number;
  nights: number;
  /** 0 when the host does not collect the tax (the guest pays the municipality) */
  grosze: number;
}

/**
 * The one rule of the tourist tax (opłata miejscowa): the listing's rate per person per night for the adults and the
 * children older than the exempt age, less the guests exempt by statute; nothing when the host is no collector.
 * Without the children's ages, a listing with an exempt age exempts every child (the host sets the age, the
 * receptionist can give the ages to charge older ones). The bill's line, the quote and the collector's statement
 * all come from here.
 */
export function touristTaxOf(listing: Pick<ListingFees, 'tourist_tax' | 'tourist_tax_exempt_age' | 'tourist_tax_collector'>, stay: TaxedStay): TouristTaxBreakdown {
  const exemptAge = listing.tourist_tax_exempt_age;
  const taxedChildren =
    exemptAge === null ? stay.children : stay.childrenAges ? stay.childrenAges.filter((age) => age > exemptAge).length : 0;
  const persons = stay.adults + stay.children;
  const exemptByAge = stay.children - taxedChildren;
  const exemptByStatute = Math.min(Math.max(0, stay.statutoryExempt ?? 0), persons - exemptByAge);
  const taxedPersons = persons - exemptByAge - exemptByStatute;
  const nights = nightsOf(stay.from, stay.to).length;
  const collects = listing.tourist_tax_collector !== false;
  return { persons, exemptByAge, exemptByStatute, taxedPersons, nights, grosze: collects ? (toGrosze(listing.tourist_tax) ?? 0) * taxedPersons * nights : 0 };
}

/** The listing's fees for a stay, in grosze: the cleaning fee once per stay, and the tourist tax (touristTaxOf). */
export function feesOf(apartment: ListingFees, stay: TaxedStay): { cleaningFeeGrosze: number; touristTaxGrosze: number } {
  return {
    cleaningFeeGrosze: toGrosze(apartment.cleaning_fee) ?? 0,
    touristTaxGrosze: touristTaxOf(apartment, stay).grosze,
  };
}

