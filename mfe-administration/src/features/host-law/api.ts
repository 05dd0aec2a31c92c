import { api } from '@gospodarz/shared';

/** The listing's law (issue 38): registration numbers, versioned house rules, the 24/7 phone, arrival instructions. */
export interface ListingLaw {
  id: string;
  type: 'listing_law';
  attributes: {
    houseRules: { version: number | null; body: string; savedAt: string | null };
    houseRulesVersions: { version: number; savedAt: string }[];
    emergencyPhone: string;
    checkInReminder: boolean;
    apartments: { id: string; name: string; registrationNumber: string; registrationAuthority: string; arrivalInstructions: string; lockCodes: string[] }[];
  };
}

export interface ListingLawPayload {
  houseRules: string;
  emergencyPhone: string;
  checkInReminder: boolean;
  apartments: { id: string; registrationNumber: string; registrationAuthority: string; arrivalInstructions: string; lockCodes: string[] }[];
}

const url = (listingId: string) => `/v1/householder/accommodations/${listingId}/legal`;

export const hostLawApi = {
  get: (listingId: string) => api.get<ListingLaw>(url(listingId)),
  save: (listingId: string, payload: ListingLawPayload) => api.put<ListingLaw>(url(listingId), payload),
};
