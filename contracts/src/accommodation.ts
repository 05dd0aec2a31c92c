import type { Resource } from './common.ts';

// Listings (accommodations), their apartments, rates and photos. Field names keep the spellings clients already rely
// on (animalsFrendly, kitchenElemetns, coffesExpress, …).

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
export type AmenityKey<G extends AmenityGroup = AmenityGroup> = keyof (typeof AMENITY_GROUPS)[G]['items'] & string;

export const AMENITY_GROUP_NAMES = /* @__PURE__ */ Object.keys(AMENITY_GROUPS) as AmenityGroup[];
/** The keys of each group's amenities, in the step's order: what an apartment's amenity lists may hold. */
export const AMENITY_KEYS = /* @__PURE__ */ amenityKeys();

function amenityKeys(): { [G in AmenityGroup]: AmenityKey<G>[] } {
  const keys = {} as Record<AmenityGroup, string[]>;
  for (const group of AMENITY_GROUP_NAMES) keys[group] = Object.keys(AMENITY_GROUPS[group].items);
  return keys as { [G in AmenityGroup]: AmenityKey<G>[] };
}

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
  /** the extra fees of a stay (PLN): cleaning once per stay, the tourist tax ('opłata miejscowa') per person per night */
  cleaningFee: number;
  touristTax: number;
  /** children up to this age pay no tourist tax; null: every child pays it */
  touristTaxExemptAge: number | null;
  createdAt: string;
  updatedAt: string;
  apartmentsAttributes: ApartmentAttributes[];
}
export type AccommodationDto = Resource<AccommodationAttributes, 'accommodation'>;
