/**
 * The API's copy of the choice lists in @gospodarz/shared/dto/accommodation.ts. The API runs as compiled JavaScript
 * and imports only types from the shared package (its source is TypeScript), so the lists are repeated here;
 * accommodations.test.ts checks that both copies stay equal.
 */
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

export const AMENITY_KEYS = {
  kitchenElemetns: ['coffesExpress', 'microwave', 'gasStove', 'teaCoffee', 'oven', 'dishwasher', 'electrictKettle', 'cooktop', 'fridge'],
  roomElements: [
    'wifi',
    'tv',
    'airConditioning',
    'heating',
    'wardrobe',
    'desk',
    'iron',
    'hairDryer',
    'washingMachine',
    'balcony',
    'sofaBed',
    'babyCot',
    'blackoutCurtains',
  ],
  bathroomElements: ['bathtube', 'shower', 'cosmetics', 'bathrobes', 'towels'],
  securityElements: ['smartLock', 'firstAidKit', 'smokeSensor', 'fireExtinguisher', 'carbonMonoxideSensor'],
} as const satisfies Record<string, readonly string[]>;

export type AmenityGroupName = keyof typeof AMENITY_KEYS;
export const AMENITY_GROUP_NAMES = Object.keys(AMENITY_KEYS) as AmenityGroupName[];
