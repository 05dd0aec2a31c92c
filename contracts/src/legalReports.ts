// The law of a Polish host (issue 38, second half): the tourist tax (opłata miejscowa) and its collector's statement,
// the GUS KT-1 prefill, the monthly nights report and RODO. Value lists, labels and the answers' shapes, shared by the
// API and the apps.

/** The statutory exemptions from the tourist tax a host applies per guest (ustawa o podatkach i opłatach lokalnych, art. 17). */
export const TOURIST_TAX_EXEMPTIONS = {
  hospital: 'Pobyt w szpitalu',
  blind: 'Osoba niewidoma lub jej przewodnik',
  disability: 'Osoba ze znacznym stopniem niepełnosprawności lub jej opiekun',
  school_trip: 'Dzieci i młodzież szkolna w wypoczynku zorganizowanym',
  scouts: 'Członek ZHP lub ZHR',
  municipal: 'Zwolnienie z uchwały rady gminy',
} as const;
export type TouristTaxExemptionReason = keyof typeof TOURIST_TAX_EXEMPTIONS;
export const TOURIST_TAX_EXEMPTION_REASONS = /* @__PURE__ */ Object.keys(TOURIST_TAX_EXEMPTIONS) as TouristTaxExemptionReason[];

/** One guest exempt from a stay's tourist tax, with the reason. */
export interface TouristTaxExemption {
  guest: string;
  reason: TouristTaxExemptionReason;
  note?: string;
}

/** A listing's tourist-tax settings. */
export interface TouristTaxSettings {
  accommodationId: string;
  accommodationName: string;
  /** the municipality (gmina) the tax is paid to; empty: the listing's city */
  municipality: string;
  /** per person per night, grosze */
  rateGrosze: number;
  /** children up to this age pay nothing; null: every child pays */
  exemptAge: number | null;
  /** whether the host collects the tax (inkasent); when not, the bill carries no tourist-tax line */
  collector: boolean;
}

/** One stay of the collector's statement. */
export interface TouristTaxStatementStay {
  reservationId: string;
  apartmentName: string;
  from: string;
  to: string;
  guestName: string;
  persons: number;
  nights: number;
  exemptByAge: number;
  exemptByStatute: number;
  exemptions: TouristTaxExemption[];
  /** persons × nights charged */
  taxedPersonNights: number;
  /** what the stay's bill charged ('Opłata miejscowa'), grosze */
  amountGrosze: number;
}

export interface TouristTaxStatementMunicipality {
  municipality: string;
  /** the rates (grosze) of the listings in it */
  rates: number[];
  stays: number;
  persons: number;
  nights: number;
  personNights: number;
  exempt: number;
  taxedPersonNights: number;
  amountGrosze: number;
  rows: TouristTaxStatementStay[];
}

export interface TouristTaxStatement {
  month: string;
  municipalities: TouristTaxStatementMunicipality[];
  amountGrosze: number;
}

/** One line of the KT-1 prefill (Dział 2: guests and nights by country of residence). */
export interface Kt1CountryRow {
  /** ISO 3166-1 alpha-2, or 'ALL' (ogółem) and 'FOREIGN' (nierezydenci) */
  code: string;
  label: string;
  guests: number;
  nights: number;
}

export interface Kt1MissingCountry {
  reservationId: string;
  apartmentName: string;
  from: string;
  to: string;
  guestName: string;
  persons: number;
  channel: boolean;
}

export interface Kt1Prefill {
  month: string;
  /** the account's listings have 10 bed places or more: the account reports KT-1 */
  required: boolean;
  daysInMonth: number;
  units: number;
  bedPlaces: number;
  /** bed places × days of the month */
  bedNightsAvailable: number;
  countries: Kt1CountryRow[];
  missingCountry: Kt1MissingCountry[];
}

/** The nights report's sources. */
export const NIGHT_SOURCES = {
  own: 'Własne',
  booking: 'Booking.com',
  airbnb: 'Airbnb',
  channel: 'Importowane z kanałów',
} as const;
export type NightSource = keyof typeof NIGHT_SOURCES;
export const NIGHT_SOURCE_CODES = /* @__PURE__ */ Object.keys(NIGHT_SOURCES) as NightSource[];

export interface NightsReportDay {
  date: string;
  source: NightSource | null;
  guests: number;
  reservationId: string | null;
}

export interface NightsReportApartment {
  apartmentId: string;
  apartmentName: string;
  days: NightsReportDay[];
  totals: Record<NightSource, { nights: number; guestNights: number; stays: number }>;
  nights: number;
  guestNights: number;
}

export interface NightsReport {
  month: string;
  apartments: NightsReportApartment[];
}

/** RODO: the account's retention, in months after a guest's last stay (default 36). */
export const RETENTION_MONTHS_DEFAULT = 36;
export const RETENTION_MONTHS_MIN = 12;
export const RETENTION_MONTHS_MAX = 120;
/** what an anonymised guest is called */
export const ANONYMISED_NAME = 'Gość zanonimizowany';

export const PRIVACY_ACTIONS = {
  retention: 'Anonimizacja po okresie przechowywania',
  guest_export: 'Wydanie danych gościa',
  guest_erasure: 'Usunięcie danych gościa na żądanie',
  account_export: 'Eksport danych konta',
} as const;
export type PrivacyAction = keyof typeof PRIVACY_ACTIONS;

export interface PrivacyLogEntry {
  id: string;
  action: PrivacyAction;
  clientId: string | null;
  details: Record<string, number>;
  createdAt: string;
}

export interface PrivacySettings {
  retentionMonths: number;
  log: PrivacyLogEntry[];
}
