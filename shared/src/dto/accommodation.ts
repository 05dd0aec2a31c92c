import type { Resource } from './common';

// Listings (accommodations), their apartments, rates and photos, and the administration settings that go with them
// (message templates, invoice settings). Field names follow spec 001 §3, including its spellings
// (animalsFrendly, kitchenElemetns, …): clients already rely on them.

export const ACCOMMODATION_STATUSES = ['draft', 'active'] as const;
export type AccommodationStatus = (typeof ACCOMMODATION_STATUSES)[number];

/** The 16 Polish voivodeships, as the location step offers them. */
export const VOIVODESHIPS = [
  'dolnośląskie',
  'kujawsko-pomorskie',
  'lubelskie',
  'lubuskie',
  'łódzkie',
  'małopolskie',
  'mazowieckie',
  'opolskie',
  'podkarpackie',
  'podlaskie',
  'pomorskie',
  'śląskie',
  'świętokrzyskie',
  'warmińsko-mazurskie',
  'wielkopolskie',
  'zachodniopomorskie',
] as const;

export const PRICE_CURRENCIES = ['PLN', 'EUR', 'USD', 'GBP'] as const;

/** The amenity groups of the apartment step: Kuchnia (9), Pokoje (13), Łazienka (5), Bezpieczeństwo (5). */
export const AMENITY_GROUPS = {
  kitchenElemetns: {
    label: 'Kuchnia',
    items: {
      coffesExpress: 'Ekspres do kawy',
      microwave: 'Kuchenka mikrofalowa',
      gasStove: 'Kuchenka gazowa',
      teaCoffee: 'Kawa i herbata',
      oven: 'Piekarnik',
      dishwasher: 'Zmywarka',
      electrictKettle: 'Czajnik elektryczny',
      cooktop: 'Płyta grzewcza',
      fridge: 'Lodówka',
    },
  },
  roomElements: {
    label: 'Pokoje',
    items: {
      wifi: 'Wi-Fi',
      tv: 'Telewizor',
      airConditioning: 'Klimatyzacja',
      heating: 'Ogrzewanie',
      wardrobe: 'Szafa',
      desk: 'Biurko',
      iron: 'Żelazko',
      hairDryer: 'Suszarka do włosów',
      washingMachine: 'Pralka',
      balcony: 'Balkon',
      sofaBed: 'Rozkładana sofa',
      babyCot: 'Łóżeczko dziecięce',
      blackoutCurtains: 'Zasłony zaciemniające',
    },
  },
  bathroomElements: {
    label: 'Łazienka',
    items: {
      bathtube: 'Wanna',
      shower: 'Prysznic',
      cosmetics: 'Kosmetyki',
      bathrobes: 'Szlafroki',
      towels: 'Ręczniki',
    },
  },
  securityElements: {
    label: 'Bezpieczeństwo',
    items: {
      smartLock: 'Zamek elektroniczny',
      firstAidKit: 'Apteczka',
      smokeSensor: 'Czujnik dymu',
      fireExtinguisher: 'Gaśnica',
      carbonMonoxideSensor: 'Czujnik czadu',
    },
  },
} as const;
export type AmenityGroup = keyof typeof AMENITY_GROUPS;

export interface PriceAttributes {
  id?: string;
  guestCount: number;
  basePrice: number;
  minimalPrice: number;
  maximumPrice: number;
  currency: string;
  smartPriceAdjustment: boolean;
}

export interface ApartmentImage {
  id: string;
  url: string;
}

export interface LockSettings {
  smartLock: boolean;
  brand: string;
  url: string;
  lockId: string;
  username: string;
  /** the password itself is never sent back; only whether one is stored */
  passwordSet: boolean;
  smsTemplateId: string;
  emailTemplateId: string;
}

export const BOOKING_SERVICES = ['booking', 'airbnb', 'expedia'] as const;

export interface SynchronizationSettings {
  calendar: boolean;
  priceList: boolean;
  /** basic price list or a custom adjustment of it */
  priceMode: 'basic' | 'custom';
  adjustmentDirection: 'increase' | 'decrease';
  adjustmentUnit: 'percent' | 'amount';
  adjustmentValue: number;
}

export interface CalendarImport {
  name: string;
  system: 'iCal';
  url: string;
}

export interface CalendarSynchronizationSettings {
  imports: CalendarImport[];
  /** the apartment's iCal export address (reservations and blocks), unguessable */
  exportUrl?: string;
}

export type ApartmentAmenities = { [G in AmenityGroup]: string[] } & {
  otherKitchenElements: string;
  otherBathroomElements: string;
  otherRoomElements: string;
  additionalSafetyElements: string;
};

export interface ApartmentAttributes extends ApartmentAmenities {
  id: string;
  name: string;
  description: string;
  area: number | null;
  guestNumber: number;
  bedroomCount: number;
  singleBedCount: number;
  doubleBedCount: number;
  separateKitchen: boolean;
  kitchenette: boolean;
  breakfast: boolean;
  breakfastPrice: number | null;
  privateParking: boolean;
  privateParkingPrice: number | null;
  publicParking: boolean;
  publicParkingPrice: number | null;
  airportTransfer: boolean;
  airportTransferPrice: number | null;
  locks: LockSettings;
  synchronization: SynchronizationSettings;
  calendarSynchronization: CalendarSynchronizationSettings;
  images: ApartmentImage[];
  pricesAttributes: PriceAttributes[];
}

export interface StayRules {
  /** 'HH:mm:ss', the listing's local wall-clock time */
  checkInFrom: string;
  checkInTo: string;
  checkOutFrom: string;
  checkOutTo: string;
  curfewFrom: string;
  curfewTo: string;
  smokingAllowed: boolean;
  animalsFrendly: boolean;
  childrenFrendly: boolean;
  partiesAllowed: boolean;
}

export interface AccommodationAttributes extends StayRules {
  name: string;
  kind: string;
  status: AccommodationStatus;
  apartmentsNumberDeclaration: number;
  country: string;
  voivodeship: string;
  city: string;
  zipCode: string;
  street: string;
  houseNumber: string;
  flatNumber: string;
  createdAt: string;
  updatedAt: string;
  apartmentsAttributes: ApartmentAttributes[];
}
export type AccommodationDto = Resource<AccommodationAttributes, 'accommodation'>;

// ---- message templates -------------------------------------------------------------------------------------------

export const TEMPLATE_LANGUAGES = { pol: 'polski', eng: 'angielski', rus: 'rosyjski', esp: 'hiszpański' } as const;
export type TemplateLanguage = keyof typeof TEMPLATE_LANGUAGES;
export const TEMPLATE_CHANNELS = { email: 'E-mail', sms: 'SMS' } as const;
export type TemplateChannel = keyof typeof TEMPLATE_CHANNELS;

/** Placeholders a template may use, written {{name}}, filled from the reservation when a message is sent. */
export const TEMPLATE_PLACEHOLDERS = {
  guestName: 'Imię i nazwisko gościa',
  from: 'Data przyjazdu',
  to: 'Data wyjazdu',
  apartmentName: 'Nazwa apartamentu',
  accommodationName: 'Nazwa obiektu',
  address: 'Adres obiektu',
  checkInFrom: 'Zameldowanie od',
  checkOutTo: 'Wymeldowanie do',
  totalPrice: 'Kwota rezerwacji',
} as const;

export interface MessageTemplateAttributes {
  name: string;
  language: TemplateLanguage;
  channel: TemplateChannel;
  subject: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}
export type MessageTemplateDto = Resource<MessageTemplateAttributes, 'message_template'>;

// ---- invoice settings --------------------------------------------------------------------------------------------

export const INVOICE_CURRENCIES = ['PLN', 'EUR', 'USD'] as const;
export const VAT_RATES = [23, 8, 5, 0] as const;
export const PAYMENT_TERMS = [30, 14, 7] as const;
/** Parts a numbering pattern is made of; {NR} (the running number) is required. */
export const NUMBERING_TOKENS = ['{NR}', '{DD}', '{MM}', '{RRRR}', '{RR}'] as const;

export interface InvoiceSettingsAttributes {
  currency: (typeof INVOICE_CURRENCIES)[number];
  vatRate: (typeof VAT_RATES)[number];
  paymentTermDays: (typeof PAYMENT_TERMS)[number];
  placeOfIssue: string;
  serviceName: string;
  sellerName: string;
  sellerStreet: string;
  sellerZipCode: string;
  sellerCity: string;
  /** ten digits, no separators */
  sellerNip: string;
  numberingPattern: string;
  updatedAt: string | null;
}
export type InvoiceSettingsDto = Resource<InvoiceSettingsAttributes, 'invoice_settings'>;

/** Poland's NIP check digit: weights 6,5,7,2,3,4,5,6,7, sum mod 11 equals the tenth digit. */
export function isValidNip(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}
