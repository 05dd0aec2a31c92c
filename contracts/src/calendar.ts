import type { Resource } from './common.ts';

/** The calendar's window: how many days it shows, how far the arrows move it, the most one request may read. */
export const CALENDAR_WINDOW_DAYS = 21;
export const CALENDAR_SHIFT_DAYS = 3;
export const CALENDAR_MAX_DAYS = 62;

/** A day cell's colour: free with a price, free without one, taken by a stay, closed by a block. */
export const CALENDAR_DAY_STATES = ['available', 'noPrice', 'soldOut', 'closed'] as const;
export type CalendarDayState = (typeof CALENDAR_DAY_STATES)[number];
export const CALENDAR_DAY_STATE_LABELS: Record<CalendarDayState, string> = {
  available: 'Dostępny',
  noPrice: 'Brak ceny',
  soldOut: 'Wyprzedany',
  closed: 'Zamknięty',
};

/** The statuses the calendar's filter selects apartments by: one day of the window in that state is enough. */
export const CALENDAR_STATUSES = ['available', 'reserved', 'blocked'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];
export const CALENDAR_STATUS_LABELS: Record<CalendarStatus, string> = { available: 'Wolny', reserved: 'Zarezerwowany', blocked: 'Zablokowany' };

/** What a warning is about; the list grows (calendar sync adds 'syncConflict'). */
export const CALENDAR_WARNING_LABELS: Record<string, string> = {
  unpaidArrival: 'Nieopłacona rezerwacja, przyjazd w ciągu 3 dni',
  syncConflict: 'Konflikt synchronizacji kalendarza',
};

export interface CalendarApartment {
  id: string;
  name: string;
  accommodationId: string;
  accommodationName: string;
  currency: string;
  /**
   * what a guest of 1-2 persons pays for a night of each day of `days` (null: no price): the day's price with its
   * rule's weekday change, before the stay's own discounts
   */
  prices: Array<number | null>;
  /** where the rule changes the day's price: its base and the rule ('Cena bazowa 300,00 zł, reguła „Weekend”: Sobota +13%'); always sent by the API */
  priceNotes?: Array<string | null>;
  states: CalendarDayState[];
}

export interface CalendarStay {
  id: string;
  apartmentId: string;
  /** check-in and check-out, yyyy-MM-dd ([from, to): the guest leaves on `to`) */
  from: string;
  to: string;
  status: string;
  paymentStatus: string;
  fullName: string;
  source: string;
  adults: number;
  children: number;
  pricePerNight: number;
  totalPrice: number;
  /** the bill's total: what the guest pays */
  grandTotal?: number;
  /** left to pay of it */
  balance?: number;
  currency: string;
  /** a stay imported from a channel's calendar (kind 'channel'): its feed, and whether the host completed it (guest, party, price) */
  channel?: { feedId: string | null; completed: boolean };
  /** a reservation's online check-in: filled by the guests (issue 38) */
  onlineCheckIn?: boolean;
}

export interface CalendarBlock {
  id: string;
  apartmentId: string;
  from: string;
  to: string;
  reason: string;
}

export interface CalendarWarning {
  /** 'unpaidArrival', 'syncConflict', … */
  kind: string;
  apartmentId: string;
  /** the day it concerns (an arrival, a clashing night) */
  day: string;
  reservationId: string | null;
  message: string;
}

export interface CalendarTask {
  id: string;
  /** e.g. 'cleaning', 'laundry' */
  kind: string;
  apartmentId: string;
  day: string;
  label: string;
  status: string;
}

/** GET /householder/calendar: everything one window of the grid shows, in one answer. */
export interface CalendarWindowAttributes {
  from: string;
  days: string[];
  apartments: CalendarApartment[];
  stays: CalendarStay[];
  blocks: CalendarBlock[];
  warnings: CalendarWarning[];
  tasks: CalendarTask[];
}
export type CalendarWindowDto = Resource<CalendarWindowAttributes, 'calendar_window'>;

export type BlockAttributes = CalendarBlock & { apartmentName: string };
export type BlockDto = Resource<BlockAttributes, 'block'>;
/** POST /householder/blocks, as `{block: {...}}`: every apartment or none. */
export interface BlockPayload {
  apartmentIds: string[];
  from: string;
  to: string;
  reason?: string;
}

/** GET /householder/calendar/availability: a free apartment and the engine's quote for the stay. */
export interface AvailableApartmentAttributes {
  apartmentId: string;
  name: string;
  accommodationName: string;
  guestNumber: number;
  nights: number;
  /** the engine's quote; null when it cannot price the stay (then `message` says why) */
  pricePerNight: number | null;
  totalPrice: number | null;
  /** the listing's fees for this party and these nights */
  cleaningFee?: number;
  touristTax?: number;
  /** what the guest pays: the nights, the cleaning fee and the tourist tax (null without a price) */
  grandTotal?: number | null;
  currency: string;
  message: string | null;
}
export type AvailableApartmentDto = Resource<AvailableApartmentAttributes, 'available_apartment'>;
