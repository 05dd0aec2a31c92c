import type { Resource } from './common.ts';

/** The period select of every report: value 1 to 4 → the last 6, 12, 18 or 24 months (the current one included). */
export const REPORT_PERIODS = [
  { value: 1, months: 6, label: 'Ostatnie 6 miesięcy' },
  { value: 2, months: 12, label: 'Ostatnie 12 miesięcy' },
  { value: 3, months: 18, label: 'Ostatnie 18 miesięcy' },
  { value: 4, months: 24, label: 'Ostatnie 24 miesiące' },
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number]['value'];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 2;

/** The five reports, by the path of their tab (the API's path spells them with underscores). */
export const REPORT_NAMES = ['reservation-vs-income', 'reservation-vs-price', 'reservation-source', 'most-profitable-days', 'occupancy'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** Labels of the booking sources the screens know; any other source is shown as written, an empty one as 'Bez źródła'. */
export const SOURCE_LABELS: Record<string, string> = {
  booking: 'Booking.com',
  airbnb: 'Airbnb',
  expedia: 'Expedia',
  website: 'Strona własna',
  phone: 'Telefon',
  email: 'E-mail',
  '': 'Bez źródła',
};
/** A channel's site address typed as the source ('Booking.com', 'airbnb.com') is that channel. */
const SOURCE_ALIASES: Record<string, string> = { 'booking.com': 'booking', 'airbnb.com': 'airbnb', 'expedia.com': 'expedia' };
/** The key a source is counted and labelled by: trimmed, lower case, a channel's address as the channel. */
export const sourceKey = (source: string): string => {
  const key = source.trim().toLowerCase();
  return SOURCE_ALIASES[key] ?? key;
};
export const sourceLabel = (source: string): string => SOURCE_LABELS[sourceKey(source)] ?? source;

/** Polish weekday names, Monday first (index 0 = poniedziałek). */
export const WEEKDAYS_PL = ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'] as const;

/** One month of a report's figures. Money in złoty (two decimals), shares from 0 to 1; null where the divisor is 0. */
export interface ReportMonth {
  /** 'yyyy-MM' */
  month: string;
  /** reservations (not cancelled, not no-shows) checking in this month */
  reservations: number;
  /** cancelled reservations checking in this month */
  cancellations: number;
  /** cancellations / (reservations + cancellations) */
  cancellationRate: number | null;
  /** nights of stays falling in this month */
  nightsSold: number;
  /** nights sold and nights of stays imported from a channel's calendar (no price here): what occupancy counts */
  nightsOccupied: number;
  /** what the guests pay, per their bills: each night at its price in its month, and the bill's other lines (cleaning
   *  fee, tourist tax, extras, less the discount; a cancelled stay's cancellation fee) in the stay's check-in month */
  revenue: number;
  /** the nights' revenue / nights sold */
  adr: number | null;
  /** the apartments' nights in the month */
  nightsAvailable: number;
  /** nights closed by blocks */
  nightsBlocked: number;
  /** nights occupied / nights in the period */
  occupancy: number | null;
  /** nights occupied / nights not blocked */
  occupancyUnblocked: number | null;
  /** the nights' revenue / available nights */
  revpar: number | null;
  /** reservations by source (the trimmed, lower-case source; '' for none), checking in this month */
  sources: Record<string, number>;
}

/** One weekday over the period: the nights falling on it. */
export interface ReportWeekday {
  /** 0 = poniedziałek … 6 = niedziela */
  weekday: number;
  nightsSold: number;
  revenue: number;
  /** average price of a night sold on this weekday */
  avgPrice: number | null;
  /** average number of nights sold on one such day (how many apartments were taken) */
  avgBookings: number;
}

export interface ReportAttributes {
  report: ReportName;
  /** first day of the period and the day after its last (yyyy-MM-dd) */
  from: string;
  to: string;
  months: number;
  /** the apartment chosen, or null for all the user sees */
  apartmentId: string | null;
  apartmentCount: number;
  /** every source the account's stays in the period use, most used first */
  sources: string[];
  rows: ReportMonth[];
  weekdays: ReportWeekday[];
  /** the same months (or weekdays) a year earlier, when asked (compare=true) */
  previousYear: { rows: ReportMonth[]; weekdays: ReportWeekday[] } | null;
}
export type ReportDto = Resource<ReportAttributes, 'report'>;

/** The desktop's summary: what needs attention today and how the last 30 days went. */
export interface DesktopReservationItem {
  id: string;
  fullName: string;
  apartmentName: string;
  from: string;
  to: string;
  guests: number;
  status: string;
  paymentStatus: string;
  /** the bill's total */
  totalPrice: number;
  /** payments less refunds */
  paid: number;
  /** 'Do zapłaty': the total less paid */
  balance: number;
  deposit: number;
  depositDue: string | null;
  depositOutstanding: number;
  securityDepositHeld: number;
  currency: string;
  /** a stay imported from a channel's calendar (upcoming arrivals): the channel and whether the host completed it */
  channel?: { name: string; completed: boolean } | null;
  /** upcoming arrivals: whether the guests filled the online check-in (issue 38) */
  onlineCheckIn?: boolean;
}
export interface DesktopMessageItem {
  id: string;
  author: string;
  deliveredAt: string;
  content: string;
  link: string;
}
export interface DesktopStat {
  key: 'occupancy' | 'revenue' | 'adr' | 'reservations' | 'cancellations';
  /** the last 30 days; null when the user may not see it (money without the reports permission) */
  value: number | null;
  /** the 30 days before */
  previous: number | null;
  link: string;
}
export interface DesktopAlert {
  kind: string;
  message: string;
  link: string;
}
export interface DesktopAttributes {
  today: string;
  /** null: the user may not see reservations */
  upcoming: DesktopReservationItem[] | null;
  unpaid: DesktopReservationItem[] | null;
  /** 'Zaliczki do zapłaty': prepayments not covered yet */
  depositsDue?: DesktopReservationItem[] | null;
  /** 'Kaucje do zwrotu': security deposits held */
  securityDepositsHeld?: DesktopReservationItem[] | null;
  /** null: no conversations yet in this suite, or the user may not see them */
  unreadMessages: DesktopMessageItem[] | null;
  day: { arrivals: number; departures: number; inHouse: number; guestsInHouse: number; turnovers: number } | null;
  stats: DesktopStat[] | null;
  /** whether money figures are shown (owner, or the reports permission) */
  money: boolean;
  alerts: DesktopAlert[];
  /** apartments of active listings without a registration number (issue 38); null: the user may not see reservations */
  unregisteredApartments?: { id: string; name: string; accommodationId: string; accommodationName: string }[] | null;
}
export type DesktopDto = Resource<DesktopAttributes, 'desktop'>;
