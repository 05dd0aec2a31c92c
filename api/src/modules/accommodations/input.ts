import { AMENITY_KEYS, AMENITY_GROUP_NAMES, PRICE_CURRENCIES, VOIVODESHIPS, type AmenityGroup } from '@gospodarz/contracts';
import {
  FieldErrors,
  MESSAGES,
  amount,
  asList,
  bool,
  choice,
  integer,
  isObject,
  isUuid,
  pick,
  text,
  time,
  url,
  zipCode,
  type Raw,
} from './fields';
import { ValidationError } from '../../lib/errors';

/**
 * The accommodation body, read into what the service writes. Every field is optional: absent means "keep" on an
 * update and "the default" on creation. Stay rules come in both of the spec's spellings (camelCase of the edit form,
 * snake_case of the creation form, and the correctly spelled "friendly").
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

const AMENITY_TEXTS = ['otherKitchenElements', 'otherBathroomElements', 'otherRoomElements', 'additionalSafetyElements'] as const;

const STAY_TIMES: Array<[column: string, keys: string[]]> = [
  ['check_in_from', ['checkInFrom', 'check_in_from']],
  ['check_in_to', ['checkInTo', 'check_in_to']],
  ['check_out_from', ['checkOutFrom', 'check_out_from']],
  ['check_out_to', ['checkOutTo', 'check_out_to']],
  ['curfew_from', ['curfewFrom', 'curfew_from']],
  ['curfew_to', ['curfewTo', 'curfew_to']],
];
const STAY_FLAGS: Array<[column: string, keys: string[]]> = [
  ['smoking_allowed', ['smokingAllowed', 'smoking_allowed']],
  ['animals_friendly', ['animalsFrendly', 'animals_frendly', 'animalsFriendly', 'animals_friendly']],
  ['children_friendly', ['childrenFrendly', 'children_frendly', 'childrenFriendly', 'children_friendly']],
  ['parties_allowed', ['partiesAllowed', 'parties_allowed']],
];
const LISTING_TEXTS: Array<[column: string, key: string, max: number]> = [
  ['name', 'name', 200],
  ['country', 'country', 100],
  ['city', 'city', 100],
  ['street', 'street', 200],
  ['house_number', 'houseNumber', 20],
  ['flat_number', 'flatNumber', 20],
];
const APARTMENT_INTS: Array<[column: string, key: string, min: number, max: number]> = [
  ['guest_number', 'guestNumber', 1, 100],
  ['bedroom_count', 'bedroomCount', 0, 50],
  ['single_bed_count', 'singleBedCount', 0, 50],
  ['double_bed_count', 'doubleBedCount', 0, 50],
];
const APARTMENT_FLAGS: Array<[column: string, key: string]> = [
  ['separate_kitchen', 'separateKitchen'],
  ['kitchenette', 'kitchenette'],
  ['breakfast', 'breakfast'],
  ['private_parking', 'privateParking'],
  ['public_parking', 'publicParking'],
  ['airport_transfer', 'airportTransfer'],
];
const APARTMENT_PRICES: Array<[column: string, key: string]> = [
  ['breakfast_price', 'breakfastPrice'],
  ['private_parking_price', 'privateParkingPrice'],
  ['public_parking_price', 'publicParkingPrice'],
  ['airport_transfer_price', 'airportTransferPrice'],
];

/** The body's accommodation: `{accommodation: {...}}` as the spec sends it, or the attributes themselves. */
export function unwrapAccommodation(body: unknown): Raw {
  if (!isObject(body)) throw new ValidationError({ base: ['Brak danych obiektu'] });
  const inner = body.accommodation;
  if (isObject(inner)) return inner;
  if (isObject(body.data) && isObject(body.data.attributes)) return body.data.attributes;
  return body;
}

export function readAccommodation(raw: Raw): AccommodationInput {
  const errors = new FieldErrors();
  const columns: Record<string, unknown> = {};
  // stay rules may also arrive grouped under `stayRules`
  const source: Raw = isObject(raw.stayRules) ? { ...raw.stayRules, ...raw } : raw;

  for (const [column, key, max] of LISTING_TEXTS) {
    const v = text(source[key], key, errors, max);
    if (v !== undefined) columns[column] = v;
  }
  const kind = text(source.kind, 'kind', errors, 50);
  if (kind !== undefined) columns.kind = kind || 'apartment';
  const zip = zipCode(source.zipCode ?? source.zip_code, source.zipCode !== undefined ? 'zipCode' : 'zip_code', errors);
  if (zip !== undefined) columns.zip_code = zip;
  if (source.voivodeship !== undefined) {
    const v = text(source.voivodeship, 'voivodeship', errors, 50);
    if (v === '') columns.voivodeship = '';
    else if (v !== undefined) {
      const match = choice(v, 'voivodeship', new FieldErrors(), VOIVODESHIPS);
      if (match) columns.voivodeship = match;
      else errors.add('voivodeship', 'Wybierz województwo z listy');
    }
  }
  const declared = integer(
    source.apartmentsNumberDeclaration ?? source.apartments_number_declaration,
    'apartmentsNumberDeclaration',
    errors,
    1,
    100,
  );
  if (declared !== undefined) columns.apartments_number_declaration = declared;
  for (const [column, keys] of STAY_TIMES) {
    const found = pick(source, keys);
    if (!found) continue;
    const v = time(found.value, found.key, errors);
    if (v !== undefined) columns[column] = v;
  }
  for (const [column, keys] of STAY_FLAGS) {
    const found = pick(source, keys);
    if (!found) continue;
    const v = bool(found.value, found.key, errors);
    if (v !== undefined) columns[column] = v;
  }

  let status: AccommodationInput['status'];
  if (source.status !== undefined) {
    const s = typeof source.status === 'string' && source.status.trim().toLowerCase() === 'saved' ? 'active' : source.status;
    status = choice(s, 'status', errors, ['draft', 'active'] as const);
  }

  let apartments: ApartmentInput[] | undefined;
  const rawApartments = source.apartmentsAttributes ?? source.apartments_attributes ?? source.apartments;
  if (rawApartments !== undefined) {
    const list = asList(rawApartments);
    if (!list) errors.add('apartmentsAttributes', MESSAGES.invalid);
    else if (list.length > 100) errors.add('apartmentsAttributes', 'Obiekt może mieć najwyżej 100 apartamentów');
    else apartments = list.map((item, i) => readApartment(item, `apartmentsAttributes[${i}]`, errors));
  }

  if (!errors.empty) throw new ValidationError(errors.errors);
  return { columns, status, apartments };
}

function readApartment(item: unknown, path: string, errors: FieldErrors): ApartmentInput {
  const result: ApartmentInput = { columns: {}, amenities: { lists: {}, flags: {}, texts: {} }, settings: {} };
  if (!isObject(item)) {
    errors.add(path, MESSAGES.invalid);
    return result;
  }
  if (isUuid(item.id)) result.id = item.id;
  const name = text(item.name, `${path}.name`, errors, 200);
  if (name !== undefined) result.columns.name = name;
  const description = text(item.description, `${path}.description`, errors, 5000);
  if (description !== undefined) result.columns.description = description;
  const area = amount(item.area, `${path}.area`, errors, { nullable: true, maxDigits: 6 });
  if (area !== undefined) result.columns.area = area;
  for (const [column, key, min, max] of APARTMENT_INTS) {
    const v = integer(item[key], `${path}.${key}`, errors, min, max);
    if (v !== undefined) result.columns[column] = v;
  }
  for (const [column, key] of APARTMENT_FLAGS) {
    const v = bool(item[key], `${path}.${key}`, errors);
    if (v !== undefined) result.columns[column] = v;
  }
  for (const [column, key] of APARTMENT_PRICES) {
    const v = amount(item[key], `${path}.${key}`, errors, { nullable: true });
    if (v !== undefined) result.columns[column] = v;
  }

  for (const group of AMENITY_GROUP_NAMES) {
    if (item[group] === undefined) continue;
    const list = asList(item[group]) ?? (item[group] === '' || item[group] === null ? [] : null);
    if (!list || !list.every((k) => typeof k === 'string' && (AMENITY_KEYS[group] as readonly string[]).includes(k))) {
      errors.add(`${path}.${group}`, 'Wybierz wyposażenie z listy');
      continue;
    }
    result.amenities.lists[group] = [...new Set(list as string[])];
  }
  for (const group of AMENITY_GROUP_NAMES) {
    for (const key of AMENITY_KEYS[group]) {
      // `smartLock` is both an amenity and the lock step's checkbox; the lock step sends it inside `locks`
      const v = bool(item[key], `${path}.${key}`, errors);
      if (v !== undefined) result.amenities.flags[key] = v;
    }
  }
  for (const key of AMENITY_TEXTS) {
    const v = text(item[key], `${path}.${key}`, errors, 1000);
    if (v !== undefined) result.amenities.texts[key] = v;
  }

  if (item.locks !== undefined) {
    const locks = readLocks(item.locks, `${path}.locks`, errors);
    if (locks) {
      result.settings.locks = locks.settings;
      result.lockPassword = locks.password;
    }
  }
  if (item.synchronization !== undefined) {
    const sync = readSynchronization(item.synchronization, `${path}.synchronization`, errors);
    if (sync) result.settings.synchronization = sync;
  }
  if (item.calendarSynchronization !== undefined) {
    const calendar = readCalendarSync(item.calendarSynchronization, `${path}.calendarSynchronization`, errors);
    if (calendar) result.settings.calendarSynchronization = calendar;
  }

  const images = item.imageIds ?? item.images;
  if (images !== undefined) {
    const list = asList(images) ?? [];
    const ids: string[] = [];
    for (const entry of list) {
      const candidate = isObject(entry) ? entry.id : typeof entry === 'string' ? /[0-9a-f-]{36}$/i.exec(entry)?.[0] : undefined;
      if (isUuid(candidate)) ids.push(candidate);
    }
    result.imageIds = ids;
  }

  const prices = item.pricesAttributes ?? item.prices_attributes ?? item.prices;
  if (prices !== undefined) {
    const list = asList(prices);
    if (!list) errors.add(`${path}.pricesAttributes`, MESSAGES.invalid);
    else if (list.length > 100) errors.add(`${path}.pricesAttributes`, 'Najwyżej 100 stawek');
    else result.prices = list.map((p, j) => readPrice(p, `${path}.pricesAttributes[${j}]`, errors));
  }
  return result;
}

function readPrice(item: unknown, path: string, errors: FieldErrors): PriceInput {
  if (!isObject(item)) {
    errors.add(path, MESSAGES.invalid);
    return {};
  }
  const price: PriceInput = {};
  if (isUuid(item.id)) price.id = item.id;
  price.guestCount = integer(item.guestCount ?? item.guest_count, `${path}.guestCount`, errors, 0, 100);
  price.basePrice = amount(item.basePrice ?? item.base_price, `${path}.basePrice`, errors) ?? undefined;
  price.minimalPrice = amount(item.minimalPrice ?? item.minimal_price, `${path}.minimalPrice`, errors) ?? undefined;
  price.maximumPrice = amount(item.maximumPrice ?? item.maximum_price, `${path}.maximumPrice`, errors) ?? undefined;
  price.currency = choice(item.currency, `${path}.currency`, errors, PRICE_CURRENCIES);
  price.smartPriceAdjustment = bool(item.smartPriceAdjustment ?? item.smart_price_adjustment, `${path}.smartPriceAdjustment`, errors);
  return price;
}

function readLocks(value: unknown, path: string, errors: FieldErrors): { settings: Raw; password?: string | null } | null {
  if (!isObject(value)) {
    errors.add(path, MESSAGES.invalid);
    return null;
  }
  const settings: Raw = {};
  const smartLock = bool(value.smartLock, `${path}.smartLock`, errors);
  if (smartLock !== undefined) settings.smartLock = smartLock;
  if (value.brand !== undefined) {
    const brand = value.brand === '' || value.brand === null ? '' : choice(value.brand, `${path}.brand`, errors, ['abiline'] as const);
    if (brand !== undefined) settings.brand = brand;
  }
  const lockUrl = url(value.url, `${path}.url`, errors);
  if (lockUrl !== undefined) settings.url = lockUrl;
  for (const key of ['lockId', 'username', 'smsTemplateId', 'emailTemplateId']) {
    const v = text(value[key], `${path}.${key}`, errors, 200);
    if (v !== undefined) settings[key] = v;
  }
  let password: string | null | undefined;
  if (value.password === null) password = null;
  else if (value.password !== undefined && value.password !== '') password = text(value.password, `${path}.password`, errors, 200);
  return { settings, password };
}

function readSynchronization(value: unknown, path: string, errors: FieldErrors): Raw | null {
  if (!isObject(value)) {
    errors.add(path, MESSAGES.invalid);
    return null;
  }
  const settings: Raw = {};
  for (const key of ['calendar', 'priceList']) {
    const v = bool(value[key], `${path}.${key}`, errors);
    if (v !== undefined) settings[key] = v;
  }
  const mode = choice(value.priceMode, `${path}.priceMode`, errors, ['basic', 'custom'] as const);
  if (mode) settings.priceMode = mode;
  const direction = choice(value.adjustmentDirection, `${path}.adjustmentDirection`, errors, ['increase', 'decrease'] as const);
  if (direction) settings.adjustmentDirection = direction;
  const unit = choice(value.adjustmentUnit, `${path}.adjustmentUnit`, errors, ['percent', 'amount'] as const);
  if (unit) settings.adjustmentUnit = unit;
  const adjustment = amount(value.adjustmentValue, `${path}.adjustmentValue`, errors, { nullable: true, maxDigits: 6 });
  if (adjustment !== undefined) settings.adjustmentValue = adjustment === null ? 0 : Number(adjustment);
  return settings;
}

function readCalendarSync(value: unknown, path: string, errors: FieldErrors): Raw | null {
  if (!isObject(value)) {
    errors.add(path, MESSAGES.invalid);
    return null;
  }
  const list = asList(value.imports ?? []);
  if (!list || list.length > 20) {
    errors.add(`${path}.imports`, MESSAGES.invalid);
    return null;
  }
  const imports = list.map((entry, i) => {
    const p = `${path}.imports[${i}]`;
    if (!isObject(entry)) {
      errors.add(p, MESSAGES.invalid);
      return null;
    }
    const name = text(entry.name, `${p}.name`, errors, 100) ?? '';
    if (entry.url === undefined || entry.url === null || entry.url === '') errors.add(`${p}.url`, MESSAGES.required);
    const link = url(entry.url, `${p}.url`, errors) ?? '';
    if (entry.system !== undefined) choice(entry.system, `${p}.system`, errors, ['iCal'] as const);
    return { name, system: 'iCal', url: link };
  });
  return { imports: imports.filter(Boolean) };
}
