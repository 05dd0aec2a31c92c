import { AMENITY_GROUP_NAMES, AMENITY_KEYS, type AmenityGroup } from '@gospodarz/contracts';
import { isObject, isUuid, type Raw } from '../../lib/fields';
import { AMENITY_TEXTS, ListingFields } from './schemas';
import { asList, formErrors, formValue } from '../../lib/formSchema';
import { ValidationError } from '../../lib/errors';

/**
 * The accommodation body, read into what the service writes. Every field is optional: absent means "keep" on an
 * update and "the default" on creation. What each field may hold is `ListingFields` (schemas.ts); this file folds the
 * spellings a client may use into the shape that schema checks, and turns the checked fields into table columns.
 */
export interface PriceInput {
  id?: string;
  guestCount?: number;
  basePrice?: string;
  minimalPrice?: string;
  maximumPrice?: string;
  currency?: string;
  smartPriceAdjustment?: boolean;
}

export interface AmenitiesInput {
  lists: Partial<Record<AmenityGroup, string[]>>;
  /** single amenities sent as flags (`bathtube: true`), applied on top of the lists */
  flags: Record<string, boolean>;
  texts: Partial<Record<(typeof AMENITY_TEXTS)[number], string>>;
}

export interface ApartmentInput {
  /** an id of one of the listing's apartments, else a new apartment */
  id?: string;
  columns: Record<string, unknown>;
  amenities: AmenitiesInput;
  settings: { locks?: Raw; synchronization?: Raw; calendarSynchronization?: Raw };
  /** undefined keeps the stored password, null removes it, text replaces it */
  lockPassword?: string | null;
  /** when given: the stored photos to keep, in this order (others are removed) */
  imageIds?: string[];
  prices?: PriceInput[];
}

export interface AccommodationInput {
  columns: Record<string, unknown>;
  status?: 'draft' | 'active';
  apartments?: ApartmentInput[];
}

/** The body's accommodation: `{accommodation: {...}}` as the spec sends it, or the attributes themselves. */
export function unwrapAccommodation(body: unknown): Raw {
  if (!isObject(body)) throw new ValidationError({ base: ['Brak danych obiektu'] });
  const inner = body.accommodation;
  if (isObject(inner)) return inner;
  if (isObject(body.data) && isObject(body.data.attributes)) return body.data.attributes;
  return body;
}

// ---- one spelling per field ----------------------------------------------------------------------------------------

// The stay rules come in camelCase (the edit form), snake_case (the creation form) and with "friendly" spelled right;
// a message names the field as it was sent.
const STAY_RULES: Record<string, string[]> = {
  checkInFrom: ['checkInFrom', 'check_in_from'],
  checkInTo: ['checkInTo', 'check_in_to'],
  checkOutFrom: ['checkOutFrom', 'check_out_from'],
  checkOutTo: ['checkOutTo', 'check_out_to'],
  curfewFrom: ['curfewFrom', 'curfew_from'],
  curfewTo: ['curfewTo', 'curfew_to'],
  smokingAllowed: ['smokingAllowed', 'smoking_allowed'],
  animalsFriendly: ['animalsFrendly', 'animals_frendly', 'animalsFriendly', 'animals_friendly'],
  childrenFriendly: ['childrenFrendly', 'children_frendly', 'childrenFriendly', 'children_friendly'],
  partiesAllowed: ['partiesAllowed', 'parties_allowed'],
};
const LISTING_COLUMNS = ['name', 'country', 'city', 'street', 'houseNumber', 'flatNumber', 'zipCode', 'voivodeship', 'apartmentsNumberDeclaration'];
const APARTMENT_COLUMNS = [
  ...['name', 'description', 'area', 'guestNumber', 'bedroomCount', 'singleBedCount', 'doubleBedCount'],
  ...['separateKitchen', 'kitchenette', 'breakfast', 'privateParking', 'publicParking', 'airportTransfer'],
  ...['breakfastPrice', 'privateParkingPrice', 'publicParkingPrice', 'airportTransferPrice'],
];

/** The first of the spellings that holds a value (`a ?? b ?? c`). */
const either = (raw: Raw, ...keys: string[]): unknown => keys.map((key) => raw[key]).reduce((found, next) => found ?? next);

function foldListing(raw: Raw): { fields: Raw; sentAs: Record<string, string> } {
  const source: Raw = isObject(raw.stayRules) ? { ...raw.stayRules, ...raw } : raw;
  const fields: Raw = {};
  const sentAs: Record<string, string> = {};
  for (const key of ['name', 'country', 'city', 'street', 'houseNumber', 'flatNumber', 'kind', 'voivodeship']) fields[key] = source[key];
  fields.zipCode = either(source, 'zipCode', 'zip_code');
  if (source.zipCode === undefined) sentAs.zipCode = 'zip_code';
  fields.apartmentsNumberDeclaration = either(source, 'apartmentsNumberDeclaration', 'apartments_number_declaration');
  fields.cleaningFee = either(source, 'cleaningFee', 'cleaning_fee');
  fields.touristTax = either(source, 'touristTax', 'tourist_tax');
  const exemptAge = either(source, 'touristTaxExemptAge', 'tourist_tax_exempt_age');
  // an age left empty is none
  fields.touristTaxExemptAge = typeof exemptAge === 'string' && exemptAge.trim() === '' ? null : exemptAge;
  for (const fee of ['cleaningFee', 'touristTax', 'touristTaxExemptAge']) {
    if (source[fee] === undefined && fields[fee] !== undefined) sentAs[fee] = columnOf(fee);
  }
  for (const [field, spellings] of Object.entries(STAY_RULES)) {
    const sent = spellings.find((key) => source[key] !== undefined);
    if (sent) [fields[field], sentAs[field]] = [source[sent], sent];
  }
  const status = source.status;
  fields.status = typeof status === 'string' && status.trim().toLowerCase() === 'saved' ? 'active' : status;
  const apartments = either(source, 'apartmentsAttributes', 'apartments_attributes', 'apartments');
  fields.apartmentsAttributes = mapList(apartments, (item) => {
    if (!isObject(item)) return item;
    const prices = mapList(either(item, 'pricesAttributes', 'prices_attributes', 'prices'), (price) =>
      isObject(price)
        ? {
            ...price,
            guestCount: either(price, 'guestCount', 'guest_count'),
            basePrice: either(price, 'basePrice', 'base_price'),
            minimalPrice: either(price, 'minimalPrice', 'minimal_price'),
            maximumPrice: either(price, 'maximumPrice', 'maximum_price'),
            smartPriceAdjustment: either(price, 'smartPriceAdjustment', 'smart_price_adjustment'),
          }
        : price,
    );
    const calendar = item.calendarSynchronization;
    // no calendars to import: left out or null
    const calendarSynchronization = isObject(calendar) ? { ...calendar, imports: calendar.imports ?? [] } : calendar;
    return { ...item, pricesAttributes: prices, calendarSynchronization };
  });
  return { fields: formValue(ListingFields, fields) as Raw, sentAs };
}

/** A list, or an object keyed 0, 1, … (what bracketed multipart keys make), item by item; anything else as it is. */
function mapList(value: unknown, each: (item: unknown) => unknown): unknown {
  const list = asList(value);
  return list ? list.map(each) : value;
}

const listingErrors = formErrors(ListingFields);

// ---- what the service writes ---------------------------------------------------------------------------------------

const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A checked amount as exact text for a numeric column ('12.50'); null for an empty one. */
function decimal(value: unknown): string | null {
  if (value === null || value === '') return null;
  const [whole, fraction = ''] = String(value).split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}

/** The fields of `keys` that were sent. */
function defined(source: Raw, keys: readonly string[]): Raw {
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}

export function readAccommodation(raw: Raw): AccommodationInput {
  const { fields, sentAs } = foldListing(raw);
  const errors = listingErrors(fields, sentAs);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const f = fields as ListingFields;

  const columns: Record<string, unknown> = {};
  for (const key of [...LISTING_COLUMNS, ...Object.keys(STAY_RULES)]) if (fields[key] !== undefined) columns[columnOf(key)] = fields[key];
  if (f.kind !== undefined) columns.kind = f.kind || 'apartment';
  // a fee left empty is none
  if (f.cleaningFee !== undefined) columns.cleaning_fee = decimal(f.cleaningFee) ?? '0.00';
  if (f.touristTax !== undefined) columns.tourist_tax = decimal(f.touristTax) ?? '0.00';
  if (f.touristTaxExemptAge !== undefined) columns.tourist_tax_exempt_age = f.touristTaxExemptAge;
  if (typeof f.zipCode === 'string' && f.zipCode !== '') {
    const digits = f.zipCode.replace(/[\s-]/g, '');
    columns.zip_code = `${digits.slice(0, 2)}-${digits.slice(2)}`;
  }
  for (const key of Object.keys(STAY_RULES).filter((k) => typeof fields[k] === 'string')) {
    const [, hours, minutes, seconds] = /(\d\d):(\d\d)(?::(\d\d))?/.exec(fields[key] as string)!;
    columns[columnOf(key)] = `${hours}:${minutes}:${seconds ?? '00'}`;
  }
  const apartments = f.apartmentsAttributes?.map((item) => readApartment(item as Raw));
  return { columns, status: f.status as AccommodationInput['status'], apartments };
}

function readApartment(item: Raw): ApartmentInput {
  const result: ApartmentInput = { columns: {}, amenities: { lists: {}, flags: {}, texts: {} }, settings: {} };
  if (isUuid(item.id)) result.id = item.id;
  for (const key of APARTMENT_COLUMNS) {
    if (item[key] === undefined) continue;
    result.columns[columnOf(key)] = key === 'area' || key.endsWith('Price') ? decimal(item[key]) : item[key];
  }
  for (const group of AMENITY_GROUP_NAMES) {
    if (Array.isArray(item[group])) result.amenities.lists[group] = [...new Set(item[group] as string[])];
    // `smartLock` is both an amenity and the lock step's checkbox; the lock step sends it inside `locks`
    Object.assign(result.amenities.flags, defined(item, AMENITY_KEYS[group]));
  }
  result.amenities.texts = defined(item, AMENITY_TEXTS);

  if (isObject(item.locks)) {
    const { password, ...settings } = item.locks;
    result.settings.locks = settings;
    if (password === null || (typeof password === 'string' && password !== '')) result.lockPassword = password;
  }
  if (isObject(item.synchronization)) {
    const { adjustmentValue, ...settings } = item.synchronization;
    result.settings.synchronization = adjustmentValue === undefined ? settings : { ...settings, adjustmentValue: Number(decimal(adjustmentValue) ?? 0) };
  }
  if (isObject(item.calendarSynchronization)) {
    const imports = item.calendarSynchronization.imports as Raw[];
    result.settings.calendarSynchronization = { imports: imports.map((entry) => ({ name: entry.name ?? '', system: 'iCal', url: entry.url })) };
  }

  // photos: ids, photo objects or their URLs; anything else is not a stored photo and is left out
  const images = item.imageIds ?? item.images;
  if (images !== undefined) {
    result.imageIds = (asList(images) ?? [])
      .map((entry) => (isObject(entry) ? entry.id : typeof entry === 'string' ? /[0-9a-f-]{36}$/i.exec(entry)?.[0] : undefined))
      .filter(isUuid);
  }

  if (Array.isArray(item.pricesAttributes)) result.prices = (item.pricesAttributes as Raw[]).map(readPrice);
  return result;
}

function readPrice(item: Raw): PriceInput {
  const price: PriceInput = { ...(defined(item, ['guestCount', 'currency', 'smartPriceAdjustment']) as PriceInput) };
  if (isUuid(item.id)) price.id = item.id;
  for (const key of ['basePrice', 'minimalPrice', 'maximumPrice'] as const) if (item[key] !== undefined) price[key] = decimal(item[key]) ?? undefined;
  return price;
}
