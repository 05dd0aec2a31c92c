import {
  AMENITY_GROUP_NAMES,
  AMENITY_KEYS,
  type AccommodationAttributes,
  type ApartmentAttributes,
  type CalendarImport,
  type CalendarSynchronizationSettings,
  type LockSettings,
  type PriceAttributes,
  type SynchronizationSettings,
} from '@gospodarz/contracts';
import { resource } from '../../lib/resource';
import { imageUrl } from './images';
import type { AccommodationRow, ApartmentRow, ImageRow, PriceRow } from './repository';

/** A rate as the API answers it: the contract's, with its id. */
export type ServedPrice = PriceAttributes & { id: string };
/** An apartment as the API answers it: the contract's, its rates' ids and its iCal export address always given. */
export type ServedApartment = Omit<ApartmentAttributes, 'calendarSynchronization' | 'pricesAttributes'> & {
  pricesAttributes: ServedPrice[];
  calendarSynchronization: Required<CalendarSynchronizationSettings>;
};
/** A listing as the API answers it: the contract's, its apartments as served. */
export type ServedAccommodation = Omit<AccommodationAttributes, 'apartmentsAttributes'> & { apartmentsAttributes: ServedApartment[] };

const money = (value: string | null): number | null => (value === null ? null : Number(value));

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function object(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function serializePrice(p: PriceRow): ServedPrice {
  return {
    id: p.id,
    guestCount: p.guest_count,
    basePrice: Number(p.base_price),
    minimalPrice: Number(p.minimal_price),
    maximumPrice: Number(p.maximum_price),
    currency: p.currency,
    smartPriceAdjustment: p.smart_price_adjustment,
  };
}

export function serializeImages(images: ImageRow[]) {
  return images.map((i) => ({ id: i.id, url: imageUrl(i.id) }));
}

function locksOf(a: ApartmentRow): LockSettings {
  const l = object(a.settings.locks);
  return {
    smartLock: l.smartLock === true,
    brand: textOf(l.brand),
    url: textOf(l.url),
    lockId: textOf(l.lockId),
    username: textOf(l.username),
    passwordSet: a.password_set,
    smsTemplateId: textOf(l.smsTemplateId),
    emailTemplateId: textOf(l.emailTemplateId),
  };
}

function synchronizationOf(a: ApartmentRow): SynchronizationSettings {
  const s = object(a.settings.synchronization);
  return {
    // on unless switched off: an apartment's feeds are read while it is (channel-sync's SYNC_ON)
    calendar: s.calendar !== false,
    priceList: s.priceList === true,
    priceMode: s.priceMode === 'custom' ? 'custom' : 'basic',
    adjustmentDirection: s.adjustmentDirection === 'decrease' ? 'decrease' : 'increase',
    adjustmentUnit: s.adjustmentUnit === 'amount' ? 'amount' : 'percent',
    adjustmentValue: typeof s.adjustmentValue === 'number' ? s.adjustmentValue : 0,
  };
}

export function serializeApartment(a: ApartmentRow, prices: PriceRow[], images: ImageRow[], publicUrl: string): ServedApartment {
  const amenities = a.amenities ?? {};
  const lists = Object.fromEntries(AMENITY_GROUP_NAMES.map((g) => [g, stringList(amenities[g])])) as Record<
    (typeof AMENITY_GROUP_NAMES)[number],
    string[]
  >;
  // each amenity also as the flag the spec names (bathtube, fridge, smokeSensor, …)
  const flags: Record<string, boolean> = {};
  for (const g of AMENITY_GROUP_NAMES) for (const key of AMENITY_KEYS[g]) flags[key] = lists[g].includes(key);
  const calendar = object(a.settings.calendarSynchronization);
  const imports = (Array.isArray(calendar.imports) ? calendar.imports : []).map((i) => object(i));
  return {
    ...flags,
    id: a.id,
    name: a.name,
    description: a.description,
    area: money(a.area),
    guestNumber: a.guest_number,
    bedroomCount: a.bedroom_count,
    singleBedCount: a.single_bed_count,
    doubleBedCount: a.double_bed_count,
    separateKitchen: a.separate_kitchen,
    kitchenette: a.kitchenette,
    breakfast: a.breakfast,
    breakfastPrice: money(a.breakfast_price),
    privateParking: a.private_parking,
    privateParkingPrice: money(a.private_parking_price),
    publicParking: a.public_parking,
    publicParkingPrice: money(a.public_parking_price),
    airportTransfer: a.airport_transfer,
    airportTransferPrice: money(a.airport_transfer_price),
    ...lists,
    otherKitchenElements: textOf(amenities.otherKitchenElements),
    otherBathroomElements: textOf(amenities.otherBathroomElements),
    otherRoomElements: textOf(amenities.otherRoomElements),
    additionalSafetyElements: textOf(amenities.additionalSafetyElements),
    locks: locksOf(a),
    synchronization: synchronizationOf(a),
    calendarSynchronization: {
      imports: imports.map((i): CalendarImport => ({ name: textOf(i.name), system: 'iCal', url: textOf(i.url) })),
      exportUrl: `${publicUrl}/api/v1/calendars/${a.ical_token}.ics`,
    },
    images: serializeImages(images),
    pricesAttributes: prices.map(serializePrice),
  };
}

export interface ListingData {
  apartments: ApartmentRow[];
  prices: PriceRow[];
  images: ImageRow[];
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Serializes listings with their apartments, grouping the loaded rows once (a list may hold 1000 listings). */
export function serializeAccommodations(rows: AccommodationRow[], data: ListingData, publicUrl: string) {
  const apartments = groupBy(data.apartments, (a) => a.accommodation_id);
  const prices = groupBy(data.prices, (p) => p.apartment_id);
  const images = groupBy(data.images, (i) => i.apartment_id);
  return rows.map((row) => {
    const attributes: ServedAccommodation = {
      name: row.name,
      kind: row.kind,
      status: row.status,
      apartmentsNumberDeclaration: row.apartments_number_declaration,
      country: row.country,
      voivodeship: row.voivodeship,
      city: row.city,
      zipCode: row.zip_code,
      street: row.street,
      houseNumber: row.house_number,
      flatNumber: row.flat_number,
      checkInFrom: row.check_in_from,
      checkInTo: row.check_in_to,
      checkOutFrom: row.check_out_from,
      checkOutTo: row.check_out_to,
      curfewFrom: row.curfew_from,
      curfewTo: row.curfew_to,
      smokingAllowed: row.smoking_allowed,
      animalsFrendly: row.animals_friendly,
      childrenFrendly: row.children_friendly,
      partiesAllowed: row.parties_allowed,
      cleaningFee: Number(row.cleaning_fee),
      touristTax: Number(row.tourist_tax),
      touristTaxExemptAge: row.tourist_tax_exempt_age,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      apartmentsAttributes: (apartments.get(row.id) ?? []).map((a) =>
        serializeApartment(a, prices.get(a.id) ?? [], images.get(a.id) ?? [], publicUrl),
      ),
    };
    return resource('accommodation', row.id, attributes);
  });
}
