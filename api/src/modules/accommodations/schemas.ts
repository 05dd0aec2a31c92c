import { Type, type Static, type TSchema } from 'typebox';
import { AMENITY_GROUP_NAMES, AMENITY_KEYS, PRICE_CURRENCIES, VOIVODESHIPS } from '@gospodarz/contracts';
import { Data, Resource, Timestamp, Uuid, withMessage } from '../../lib/schemas';
import { decimalText } from '../../lib/formSchema';
import { MAX_IMAGE_BYTES } from './images';

// ---- answers -------------------------------------------------------------------------------------------------------

const Money = (description: string) => Type.Union([Type.Number(), Type.Null()], { description, examples: [35.5] });

export const Price = Type.Object({
  id: Uuid(),
  guestCount: Type.Integer({ examples: [2] }),
  basePrice: Type.Number({ examples: [300] }),
  minimalPrice: Type.Number(),
  maximumPrice: Type.Number(),
  currency: Type.String({ examples: ['PLN'] }),
  smartPriceAdjustment: Type.Boolean(),
});

export const Image = Type.Object({ id: Uuid(), url: Type.String({ examples: ['/api/v1/images/6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b'] }) });

const Locks = Type.Object({
  smartLock: Type.Boolean(),
  brand: Type.String({ examples: ['abiline'] }),
  url: Type.String(),
  lockId: Type.String(),
  username: Type.String(),
  passwordSet: Type.Boolean({ description: 'the password itself is never sent back' }),
  smsTemplateId: Type.String(),
  emailTemplateId: Type.String(),
});

const Synchronization = Type.Object({
  calendar: Type.Boolean(),
  priceList: Type.Boolean(),
  priceMode: Type.Enum(['basic', 'custom']),
  adjustmentDirection: Type.Enum(['increase', 'decrease']),
  adjustmentUnit: Type.Enum(['percent', 'amount']),
  adjustmentValue: Type.Number(),
});

const CalendarSynchronization = Type.Object({
  imports: Type.Array(Type.Object({ name: Type.String(), system: Type.Literal('iCal'), url: Type.String() })),
  exportUrl: Type.String({ description: 'the apartment’s iCal export (busy days only), unguessable', examples: ['http://localhost:8080/api/v1/calendars/0b6c…​.ics'] }),
});

const amenityFlags: Record<string, TSchema> = {};
for (const group of AMENITY_GROUP_NAMES) for (const key of AMENITY_KEYS[group]) amenityFlags[key] = Type.Boolean({ description: `in ${group}` });
const amenityLists: Record<string, TSchema> = {};
for (const group of AMENITY_GROUP_NAMES) amenityLists[group] = Type.Array(Type.Enum([...AMENITY_KEYS[group]] as string[]));

export const Apartment = Type.Object({
  ...amenityFlags,
  id: Uuid(),
  name: Type.String({ examples: ['Apartament A'] }),
  description: Type.String(),
  area: Money('m²'),
  guestNumber: Type.Integer({ examples: [4] }),
  bedroomCount: Type.Integer(),
  singleBedCount: Type.Integer(),
  doubleBedCount: Type.Integer(),
  separateKitchen: Type.Boolean(),
  kitchenette: Type.Boolean(),
  breakfast: Type.Boolean(),
  breakfastPrice: Money('PLN'),
  privateParking: Type.Boolean(),
  privateParkingPrice: Money('PLN'),
  publicParking: Type.Boolean(),
  publicParkingPrice: Money('PLN'),
  airportTransfer: Type.Boolean(),
  airportTransferPrice: Money('PLN'),
  ...amenityLists,
  otherKitchenElements: Type.String(),
  otherBathroomElements: Type.String(),
  otherRoomElements: Type.String(),
  additionalSafetyElements: Type.String(),
  locks: Locks,
  synchronization: Synchronization,
  calendarSynchronization: CalendarSynchronization,
  images: Type.Array(Image),
  pricesAttributes: Type.Array(Price),
});

const Time = Type.String({ description: 'HH:mm:ss, the listing’s local time', examples: ['15:00:00'] });

export const AccommodationAttributes = Type.Object({
  name: Type.String({ examples: ['Willa Słoneczna'] }),
  kind: Type.String({ examples: ['apartment'] }),
  status: Type.Enum(['draft', 'active']),
  apartmentsNumberDeclaration: Type.Integer(),
  country: Type.String({ examples: ['Polska'] }),
  voivodeship: Type.String({ examples: ['pomorskie'] }),
  city: Type.String({ examples: ['Gdańsk'] }),
  zipCode: Type.String({ examples: ['80-001'] }),
  street: Type.String(),
  houseNumber: Type.String(),
  flatNumber: Type.String(),
  checkInFrom: Time,
  checkInTo: Time,
  checkOutFrom: Time,
  checkOutTo: Time,
  curfewFrom: Time,
  curfewTo: Time,
  smokingAllowed: Type.Boolean(),
  animalsFrendly: Type.Boolean(),
  childrenFrendly: Type.Boolean(),
  partiesAllowed: Type.Boolean(),
  cleaningFee: Type.Number({ description: 'PLN, once per stay', examples: [80] }),
  touristTax: Type.Number({ description: "the tourist tax ('opłata miejscowa'), PLN per person per night", examples: [2.5] }),
  touristTaxExemptAge: Type.Union([Type.Integer({ minimum: 0, maximum: 17 }), Type.Null()], { description: 'children up to this age pay no tourist tax; null: every child pays it' }),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
  apartmentsAttributes: Type.Array(Apartment),
});

export const Accommodation = Resource('accommodation', AccommodationAttributes);
export const OneAccommodation = Data(Accommodation);

/** What a write answers: the listing as stored, and its id once more at the top (the spec's clients read it there). */
export const SavedAccommodation = Type.Object({ status: Type.Literal('success'), id: Uuid(), data: Accommodation });

export const ApartmentImages = Data(Type.Array(Image, { description: 'the apartment’s photos, in order' }));

// ---- requests ------------------------------------------------------------------------------------------------------

export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, examples: [1] })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, examples: [15] })),
  status: Type.Optional(Type.Enum(['draft', 'active'])),
});

export const ApartmentParams = Type.Object({ apartmentId: Uuid() });
export const ImageParams = Type.Object({ apartmentId: Uuid(), imageId: Uuid() });
export const PhotoParams = Type.Object({ imageId: Uuid() });

export const ImageOrderBody = Type.Object({
  ids: Type.Array(Uuid(), { maxItems: 500, description: 'photo ids in the new order; photos left out follow in their order' }),
});

/*
 * The listing as a client sends it. Values are typed loosely on purpose: the same body also arrives as multipart
 * text fields (where everything is text and lists are index-keyed objects). input.ts folds both into one shape, which
 * `ListingFields` below checks exactly, with messages on the wizard's field paths
 * (`apartmentsAttributes[0].pricesAttributes[1].basePrice`).
 */
// anyOf rather than a list of types (Ajv's strict mode refuses those). Text comes first: with type coercion on, a
// scalar then reaches input.ts as text, exactly as the multipart form sends it (null as '')
const loose = (types: string[], description: string, examples?: unknown[]) =>
  Type.Optional(Type.Unsafe<unknown>({ anyOf: types.map((type) => ({ type })), description, ...(examples ? { examples } : {}) }));
const text = (max: number, examples?: unknown[]) => loose(['string', 'number', 'null'], `at most ${max} characters`, examples);
const count = (min: number, max: number, examples?: unknown[]) => loose(['string', 'integer'], `a whole number ${min}–${max}`, examples);
const amount = (description = 'PLN, two decimals at most, a decimal comma accepted; empty for none') =>
  loose(['string', 'number', 'null'], description, [35.5]);
const flag = (description = 'true/false (also "true", "1", "on", "false", "0", "off")') => loose(['string', 'boolean', 'integer', 'null'], description);
const time = (examples = ['15:00']) => loose(['string'], 'HH:mm, HH:mm:ss or an ISO date-time (its written time)', examples);
const list = (item: TSchema, description: string) =>
  Type.Optional(
    Type.Unsafe<unknown>({ anyOf: [{ type: 'object' }, { type: 'array', items: item }], description: `${description} (a list, or an object keyed 0, 1, …)` }),
  );

const PriceInput = Type.Object({
  id: Type.Optional(Type.String({ description: 'an id of the apartment’s rate to change; otherwise a new rate' })),
  guestCount: count(0, 100, [2]),
  guest_count: count(0, 100),
  basePrice: amount('PLN'),
  base_price: amount('PLN'),
  minimalPrice: amount('PLN'),
  minimal_price: amount('PLN'),
  maximumPrice: amount('PLN'),
  maximum_price: amount('PLN'),
  currency: Type.Optional(Type.String({ description: PRICE_CURRENCIES.join(', '), examples: ['PLN'] })),
  smartPriceAdjustment: flag(),
  smart_price_adjustment: flag(),
});

const amenityInput: Record<string, TSchema> = {};
for (const group of AMENITY_GROUP_NAMES) {
  amenityInput[group] = list(Type.Enum([...AMENITY_KEYS[group]] as string[]), 'the amenities present; the others are removed');
  for (const key of AMENITY_KEYS[group]) amenityInput[key] = flag(`${group}: adds or removes this one amenity`);
}

const ApartmentInput = Type.Object({
  id: Type.Optional(Type.String({ description: 'an id of the listing’s apartment to change; otherwise a new apartment' })),
  name: text(200, ['Apartament A']),
  description: text(5000),
  area: amount('m²'),
  guestNumber: count(1, 100, [4]),
  bedroomCount: count(0, 50),
  singleBedCount: count(0, 50),
  doubleBedCount: count(0, 50),
  separateKitchen: flag(),
  kitchenette: flag(),
  breakfast: flag(),
  breakfastPrice: amount(),
  privateParking: flag(),
  privateParkingPrice: amount(),
  publicParking: flag(),
  publicParkingPrice: amount(),
  airportTransfer: flag(),
  airportTransferPrice: amount(),
  ...amenityInput,
  otherKitchenElements: text(1000),
  otherBathroomElements: text(1000),
  otherRoomElements: text(1000),
  additionalSafetyElements: text(1000),
  locks: Type.Optional(
    Type.Object(
      {
        smartLock: flag(),
        brand: loose(['string', 'null'], 'abiline, or empty for none'),
        url: text(2000, ['https://lock.example.com']),
        lockId: text(200),
        username: text(200),
        // untyped: coercion would turn null (remove) into '' (keep)
        password: Type.Optional(Type.Unsafe<unknown>({ description: 'text; null removes it; empty or absent keeps it' })),
        smsTemplateId: text(200),
        emailTemplateId: text(200),
      },
      { description: 'the smart lock step' },
    ),
  ),
  synchronization: Type.Optional(
    Type.Object({
      calendar: flag(),
      priceList: flag(),
      priceMode: Type.Optional(Type.String({ description: 'basic or custom' })),
      adjustmentDirection: Type.Optional(Type.String({ description: 'increase or decrease' })),
      adjustmentUnit: Type.Optional(Type.String({ description: 'percent or amount' })),
      adjustmentValue: amount('percent or PLN'),
    }),
  ),
  calendarSynchronization: Type.Optional(
    Type.Object({
      imports: list(Type.Object({ name: text(100), system: Type.Optional(Type.String({ description: 'iCal' })), url: text(2000) }), 'calendars to import, 20 at most'),
    }),
  ),
  imageIds: list(Type.String(), 'the stored photos to keep, in this order (ids, photo objects or their URLs); the others are removed'),
  images: list(Type.Unknown(), 'the same as imageIds'),
  pricesAttributes: list(PriceInput, 'the rates, 100 at most; rates left out are removed'),
  prices_attributes: list(PriceInput, 'the same as pricesAttributes'),
  prices: list(PriceInput, 'the same as pricesAttributes'),
});

const stayTime = (camel: string, snake: string) => ({ [camel]: time(), [snake]: time() });
const stayFlag = (...names: string[]) => Object.fromEntries(names.map((n) => [n, flag()]));

const AccommodationFields = {
  name: text(200, ['Willa Słoneczna']),
  kind: text(50, ['apartment']),
  status: Type.Optional(Type.String({ description: 'draft, or active (the default; also "saved"): an active listing must be complete' })),
  country: text(100, ['Polska']),
  voivodeship: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: VOIVODESHIPS.join(', '), examples: ['pomorskie'] })),
  city: text(100, ['Gdańsk']),
  zipCode: text(20, ['80-001']),
  zip_code: text(20),
  street: text(200),
  houseNumber: text(20),
  flatNumber: text(20),
  apartmentsNumberDeclaration: count(1, 100),
  apartments_number_declaration: count(1, 100),
  ...stayTime('checkInFrom', 'check_in_from'),
  ...stayTime('checkInTo', 'check_in_to'),
  ...stayTime('checkOutFrom', 'check_out_from'),
  ...stayTime('checkOutTo', 'check_out_to'),
  ...stayTime('curfewFrom', 'curfew_from'),
  ...stayTime('curfewTo', 'curfew_to'),
  ...stayFlag('smokingAllowed', 'smoking_allowed', 'partiesAllowed', 'parties_allowed'),
  ...stayFlag('animalsFrendly', 'animals_frendly', 'animalsFriendly', 'animals_friendly'),
  ...stayFlag('childrenFrendly', 'children_frendly', 'childrenFriendly', 'children_friendly'),
  stayRules: Type.Optional(Type.Object({}, { description: 'the stay rules above, grouped' })),
  cleaningFee: amount('the cleaning fee, PLN once per stay; empty for none'),
  cleaning_fee: amount('the same as cleaningFee'),
  touristTax: amount("the tourist tax ('opłata miejscowa'), PLN per person per night; empty for none"),
  tourist_tax: amount('the same as touristTax'),
  touristTaxExemptAge: loose(['string', 'integer', 'null'], 'children up to this age (0–17) pay no tourist tax; empty: every child pays it', [6]),
  tourist_tax_exempt_age: loose(['string', 'integer', 'null'], 'the same as touristTaxExemptAge'),
  apartmentsAttributes: list(ApartmentInput, 'the apartments, 100 at most; apartments left out are removed'),
  apartments_attributes: list(ApartmentInput, 'the same as apartmentsAttributes'),
  apartments: list(ApartmentInput, 'the same as apartmentsAttributes'),
};

const AccommodationInput = Type.Object(AccommodationFields);

/** `{accommodation: {...}}` as the spec sends it, or the fields alone; on an update, fields left out keep their values. */
export const AccommodationBody = Type.Object(
  { accommodation: Type.Optional(AccommodationInput), ...AccommodationFields },
  {
    examples: [
      {
        accommodation: {
          name: 'Willa Słoneczna',
          city: 'Gdańsk',
          zipCode: '80-001',
          street: 'Długa',
          houseNumber: '1',
          check_in_from: '15:00',
          animals_frendly: true,
          apartmentsAttributes: [{ name: 'Apartament A', guestNumber: 4, kitchenElemetns: ['oven'], pricesAttributes: [{ guestCount: 2, basePrice: 300 }] }],
        },
      },
    ],
  },
);

// ---- the listing once its spellings are folded ---------------------------------------------------------------------

/*
 * What each field of a listing may hold, checked after input.ts has folded either body into one shape: one spelling
 * per field, lists as arrays, text trimmed, flags and whole numbers sent as text turned into values, amounts as
 * decimal text with a point. Every check carries the message the wizard shows under its field; when several checks
 * of one field fail, the first one's message is answered, so the checks of a field are listed in that order.
 */
const INVALID = 'Nieprawidłowa wartość';
const REQUIRED = 'Pole jest wymagane';
const CHOICE = 'Wybierz jedną z dostępnych wartości';

/** One more check of a field, with its own message (a field may have two patterns). */
const check = (keywords: Record<string, unknown>, message: string) => withMessage(keywords as unknown as TSchema, message);

const Text = (max: number) => withMessage(Type.String({ maxLength: max }), { type: INVALID, maxLength: `Maksymalna długość to ${max} znaków` });
const Flag = () => withMessage(Type.Boolean(), INVALID);
const Choice = (options: readonly string[]) => withMessage(Type.Enum([...options]), CHOICE);
const WholeNumber = (min: number, max: number) =>
  withMessage(
    Type.Number({
      allOf: [
        check({ multipleOf: 1 }, 'Podaj liczbę całkowitą'),
        check({ minimum: min }, `Wartość musi być nie mniejsza niż ${min}`),
        check({ maximum: max }, `Wartość musi być nie większa niż ${max}`),
      ],
    }),
    { type: 'Podaj liczbę' },
  );
/** An age 0–17, or null (sent empty) for none. */
const ExemptAge = () =>
  withMessage(
    Type.Unsafe<number | null>({
      type: ['number', 'null'],
      allOf: [
        check({ multipleOf: 1 }, 'Podaj liczbę całkowitą'),
        check({ minimum: 0 }, 'Wartość musi być nie mniejsza niż 0'),
        check({ maximum: 17 }, 'Wartość musi być nie większa niż 17'),
      ],
    }),
    { type: 'Podaj liczbę' },
  );
/** Non-negative, two decimals at most, `maxDigits` before the point; null (sent empty) where the field may be empty. */
const Amount = ({ nullable = false, maxDigits = 8 } = {}) => {
  const blank = nullable ? '^$|' : '';
  const schema = Type.Unsafe<string | null>({
    type: nullable ? ['string', 'null'] : 'string',
    allOf: [
      ...(nullable ? [] : [check({ minLength: 1 }, REQUIRED)]),
      check({ not: { type: 'string', pattern: '^-\\d+(\\.\\d+)?$' } }, 'Wartość nie może być ujemna'),
      check({ pattern: `${blank}^\\d+(\\.\\d+)?$` }, 'Podaj liczbę'),
      check({ pattern: `${blank}^\\d+(\\.\\d{0,2}0*)?$` }, 'Podaj kwotę z dokładnością do grosza'),
      check({ pattern: `${blank}^0*\\d{1,${maxDigits}}(\\.|$)` }, 'Wartość jest zbyt duża'),
    ],
  });
  return decimalText(withMessage(schema, { type: 'Podaj liczbę' }));
};
const TIME_MESSAGE = 'Podaj godzinę w formacie GG:MM';
/** 'HH:mm', 'HH:mm:ss' or an ISO date-time (its written time). */
const TimeInput = () =>
  withMessage(Type.String({ pattern: '^(?:\\d{4}-\\d{2}-\\d{2}T)?([01]\\d|2[0-3]):([0-5]\\d)(?::([0-5]\\d)(?:\\.\\d+)?)?(?:Z|[+-]\\d{2}:?\\d{2})?$' }), TIME_MESSAGE);
const httpAddress = () => check({ pattern: '^$|^[hH][tT][tT][pP][sS]?://[^\\s/?#]+([/?#].*)?$' }, 'Podaj poprawny adres URL (http:// lub https://)');
/** An http(s) address; empty for none unless required. */
const Url = ({ required = false } = {}) =>
  withMessage(Type.String({ maxLength: 2000, allOf: [...(required ? [check({ minLength: 1 }, REQUIRED)] : []), httpAddress()] }), {
    type: INVALID,
    maxLength: 'Maksymalna długość to 2000 znaków',
  });
const List = <T extends TSchema>(item: T, maxItems: number, tooMany = INVALID) =>
  withMessage(Type.Array(item, { maxItems }), { type: INVALID, maxItems: tooMany });
const Part = <T extends Record<string, TSchema>>(properties: T) => withMessage(Type.Partial(Type.Object(properties)), INVALID);

export const AMENITY_TEXTS = ['otherKitchenElements', 'otherBathroomElements', 'otherRoomElements', 'additionalSafetyElements'] as const;

const amenityFields: Record<string, TSchema> = {};
for (const group of AMENITY_GROUP_NAMES) {
  const message = 'Wybierz wyposażenie z listy';
  amenityFields[group] = withMessage(Type.Array(withMessage(Type.Enum([...AMENITY_KEYS[group]] as string[]), message)), message);
  for (const key of AMENITY_KEYS[group]) amenityFields[key] = Flag();
}
for (const key of AMENITY_TEXTS) amenityFields[key] = Text(1000);

const PriceFields = Part({
  id: Type.Unknown(),
  guestCount: WholeNumber(0, 100),
  basePrice: Amount(),
  minimalPrice: Amount(),
  maximumPrice: Amount(),
  currency: Choice(PRICE_CURRENCIES),
  smartPriceAdjustment: Flag(),
});

const ApartmentFields = Part({
  // read by input.ts: an id that is not one of the listing's apartments (or its photos) is left out
  id: Type.Unknown(),
  imageIds: Type.Unknown(),
  images: Type.Unknown(),
  name: Text(200),
  description: Text(5000),
  area: Amount({ nullable: true, maxDigits: 6 }),
  guestNumber: WholeNumber(1, 100),
  bedroomCount: WholeNumber(0, 50),
  singleBedCount: WholeNumber(0, 50),
  doubleBedCount: WholeNumber(0, 50),
  separateKitchen: Flag(),
  kitchenette: Flag(),
  breakfast: Flag(),
  privateParking: Flag(),
  publicParking: Flag(),
  airportTransfer: Flag(),
  breakfastPrice: Amount({ nullable: true }),
  privateParkingPrice: Amount({ nullable: true }),
  publicParkingPrice: Amount({ nullable: true }),
  airportTransferPrice: Amount({ nullable: true }),
  ...amenityFields,
  locks: Part({
    smartLock: Flag(),
    brand: withMessage(Type.String({ enum: ['', 'abiline'] }), CHOICE),
    url: Url(),
    lockId: Text(200),
    username: Text(200),
    smsTemplateId: Text(200),
    emailTemplateId: Text(200),
    // null removes the stored password
    password: withMessage(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 200 }), { type: INVALID, maxLength: 'Maksymalna długość to 200 znaków' }),
  }),
  synchronization: Part({
    calendar: Flag(),
    priceList: Flag(),
    priceMode: Choice(['basic', 'custom']),
    adjustmentDirection: Choice(['increase', 'decrease']),
    adjustmentUnit: Choice(['percent', 'amount']),
    adjustmentValue: Amount({ nullable: true, maxDigits: 6 }),
  }),
  calendarSynchronization: Part({
    imports: List(
      withMessage(
        Type.Object({
          name: Type.Optional(Text(100)),
          system: Type.Optional(Choice(['iCal'])),
          url: Url({ required: true }),
        }),
        INVALID,
      ),
      20,
    ),
  }),
  pricesAttributes: List(PriceFields, 100, 'Najwyżej 100 stawek'),
});

/** The listing's fields in one spelling each, as input.ts hands them over to be checked. */
export const ListingFields = Part({
  name: Text(200),
  country: Text(100),
  city: Text(100),
  street: Text(200),
  houseNumber: Text(20),
  flatNumber: Text(20),
  kind: Text(50),
  zipCode: withMessage(Type.String({ maxLength: 20, allOf: [check({ pattern: '^$|^[\\s-]*(\\d[\\s-]*){5}$' }, 'Podaj kod pocztowy w formacie NN-NNN')] }), {
    type: INVALID,
    maxLength: 'Maksymalna długość to 20 znaków',
  }),
  voivodeship: withMessage(Type.String({ maxLength: 50, allOf: [check({ enum: ['', ...VOIVODESHIPS] }, 'Wybierz województwo z listy')] }), {
    type: INVALID,
    maxLength: 'Maksymalna długość to 50 znaków',
  }),
  apartmentsNumberDeclaration: WholeNumber(1, 100),
  checkInFrom: TimeInput(),
  checkInTo: TimeInput(),
  checkOutFrom: TimeInput(),
  checkOutTo: TimeInput(),
  curfewFrom: TimeInput(),
  curfewTo: TimeInput(),
  smokingAllowed: Flag(),
  animalsFriendly: Flag(),
  childrenFriendly: Flag(),
  partiesAllowed: Flag(),
  cleaningFee: Amount({ nullable: true, maxDigits: 6 }),
  touristTax: Amount({ nullable: true, maxDigits: 3 }),
  touristTaxExemptAge: ExemptAge(),
  status: Choice(['draft', 'active']),
  apartmentsAttributes: List(ApartmentFields, 100, 'Obiekt może mieć najwyżej 100 apartamentów'),
});
export type ListingFields = Static<typeof ListingFields>;

/** JSON, or the same listing as multipart/form-data with its photos (the wizard's way when photos are added). */
export const AccommodationRequest = {
  content: {
    'application/json': { schema: AccommodationBody },
    'multipart/form-data': {
      schema: Type.Unknown({
        description: `A text field \`accommodation\` with the JSON above and/or Rails-style keys (\`accommodation[name]\`,
\`accommodation[apartmentsAttributes][0][pricesAttributes][0][basePrice]\`), plus photo files in
\`apartmentsAttributes[<n>][images][]\` (n: the apartment's index; PNG, JPEG, WebP or GIF by content, ${MAX_IMAGE_BYTES / 1024 / 1024} MB each).`,
      }),
    },
  },
};

/** The photo upload's form: image files only. */
export const ImagesRequest = {
  content: {
    'multipart/form-data': {
      schema: Type.Unknown({
        description: `Image files in any file field (PNG, JPEG, WebP or GIF, checked by content; ${MAX_IMAGE_BYTES / 1024 / 1024} MB each).`,
      }),
    },
  },
};
