import { formatMoney, type AccommodationDto, type ApartmentAttributes, type ApartmentImage, type PriceAttributes } from '@gospodarz/shared';

/**
 * The accommodation form, kept on the client: what the wizard edits across its steps, in the shapes
 * the inputs need (times as 'HH:mm', amounts as numbers or '' while empty). `toPayload` turns it into the API's body.
 */
export interface PriceFormValues {
  id?: string;
  guestCount: number;
  /** empty while the host has not typed the first row's price */
  basePrice: number | '';
  minimalPrice: number;
  maximumPrice: number;
  currency: string;
  smartPriceAdjustment: boolean;
}

export interface CalendarImportValues {
  name: string;
  system: 'iCal';
  url: string;
}

export interface ApartmentFormValues {
  id?: string;
  name: string;
  description: string;
  area: number | '';
  guestNumber: number;
  bedroomCount: number;
  singleBedCount: number;
  doubleBedCount: number;
  separateKitchen: boolean;
  kitchenette: boolean;
  breakfast: boolean;
  breakfastPrice: number | '';
  privateParking: boolean;
  privateParkingPrice: number | '';
  publicParking: boolean;
  publicParkingPrice: number | '';
  airportTransfer: boolean;
  airportTransferPrice: number | '';
  kitchenElemetns: string[];
  roomElements: string[];
  bathroomElements: string[];
  securityElements: string[];
  otherKitchenElements: string;
  otherRoomElements: string;
  otherBathroomElements: string;
  additionalSafetyElements: string;
  locks: {
    smartLock: boolean;
    brand: string;
    url: string;
    lockId: string;
    username: string;
    /** typed here only; the API never sends a stored password back */
    password: string;
    passwordSet: boolean;
    smsTemplateId: string;
    emailTemplateId: string;
  };
  synchronization: {
    calendar: boolean;
    priceList: boolean;
    priceMode: 'basic' | 'custom';
    adjustmentDirection: 'increase' | 'decrease';
    adjustmentUnit: 'percent' | 'amount';
    adjustmentValue: number | '';
  };
  calendarSynchronization: { imports: CalendarImportValues[]; exportUrl?: string };
  /** stored photos, in their order */
  images: ApartmentImage[];
  /** photos chosen in this wizard, sent with the listing when it is saved */
  newImages: File[];
  /** the rates' pricing: standard (the only one offered) or intelligent (disabled) */
  smartPrices: boolean;
  pricesAttributes: PriceFormValues[];
}

export interface AccommodationFormValues {
  id?: string;
  name: string;
  kind: string;
  status: 'draft' | 'active';
  apartmentsNumberDeclaration: number;
  country: string;
  voivodeship: string;
  city: string;
  zipCode: string;
  street: string;
  houseNumber: string;
  flatNumber: string;
  checkInFrom: string;
  checkInTo: string;
  checkOutTo: string;
  smokingAllowed: boolean;
  animalsFrendly: boolean;
  childrenFrendly: boolean;
  partiesAllowed: boolean;
  /** the stay's extra fees (PLN), empty for none: cleaning once per stay, the tourist tax per person per night */
  cleaningFee: number | '';
  touristTax: number | '';
  /** children up to this age pay no tourist tax; empty: every child pays it */
  touristTaxExemptAge: number | '';
  apartmentsAttributes: ApartmentFormValues[];
}

/**
 * The rate the form starts with: up to 2 guests (the apartment's default guest count), the price for the host to type,
 * a 2000 zł cap.
 */
export function defaultPrice(): PriceFormValues {
  return { guestCount: 2, basePrice: '', minimalPrice: 1, maximumPrice: 2000, currency: 'PLN', smartPriceAdjustment: false };
}

/** The row 'Dodaj stawkę' adds on the rates step. */
export function newRateRow(smartPriceAdjustment: boolean): PriceFormValues {
  return { guestCount: 1, basePrice: 0, minimalPrice: 1, maximumPrice: 0, currency: 'PLN', smartPriceAdjustment };
}

export function defaultApartment(): ApartmentFormValues {
  return {
    name: '',
    description: '',
    area: '',
    guestNumber: 2,
    bedroomCount: 1,
    singleBedCount: 0,
    doubleBedCount: 1,
    separateKitchen: false,
    kitchenette: false,
    breakfast: false,
    breakfastPrice: '',
    privateParking: false,
    privateParkingPrice: '',
    publicParking: false,
    publicParkingPrice: '',
    airportTransfer: false,
    airportTransferPrice: '',
    kitchenElemetns: [],
    roomElements: [],
    bathroomElements: [],
    securityElements: [],
    otherKitchenElements: '',
    otherRoomElements: '',
    otherBathroomElements: '',
    additionalSafetyElements: '',
    locks: { smartLock: false, brand: '', url: '', lockId: '', username: '', password: '', passwordSet: false, smsTemplateId: '', emailTemplateId: '' },
    synchronization: { calendar: true, priceList: false, priceMode: 'basic', adjustmentDirection: 'increase', adjustmentUnit: 'percent', adjustmentValue: '' },
    calendarSynchronization: { imports: [] },
    images: [],
    newImages: [],
    smartPrices: false,
    pricesAttributes: [defaultPrice()],
  };
}

export function defaultAccommodation(): AccommodationFormValues {
  return {
    name: '',
    kind: 'apartment',
    status: 'active',
    apartmentsNumberDeclaration: 1,
    country: 'Polska',
    voivodeship: '',
    city: '',
    zipCode: '',
    street: '',
    houseNumber: '',
    flatNumber: '',
    // the common Polish practice: check-in from 15:00 until 22:00, check-out by 11:00
    checkInFrom: '15:00',
    checkInTo: '22:00',
    checkOutTo: '11:00',
    smokingAllowed: false,
    animalsFrendly: false,
    childrenFrendly: false,
    partiesAllowed: false,
    cleaningFee: '',
    touristTax: '',
    touristTaxExemptAge: '',
    apartmentsAttributes: [defaultApartment()],
  };
}

/** Grows or shrinks the apartments to the declared count, keeping the ones already filled in. */
export function withApartmentCount(values: AccommodationFormValues, count: number): AccommodationFormValues {
  const n = Math.max(1, Math.min(100, Math.floor(count) || 1));
  const apartments = values.apartmentsAttributes.slice(0, n);
  while (apartments.length < n) apartments.push(defaultApartment());
  return { ...values, apartmentsNumberDeclaration: n, apartmentsAttributes: apartments };
}

const hhmm = (time: string) => time.slice(0, 5);
const amountOrEmpty = (value: number | null) => (value === null ? '' : value);

function priceFromDto(p: PriceAttributes): PriceFormValues {
  return {
    id: p.id,
    guestCount: p.guestCount,
    basePrice: p.basePrice,
    minimalPrice: p.minimalPrice,
    maximumPrice: p.maximumPrice,
    currency: p.currency,
    smartPriceAdjustment: p.smartPriceAdjustment,
  };
}

function apartmentFromDto(a: ApartmentAttributes): ApartmentFormValues {
  return {
    id: a.id,
    name: a.name,
    description: a.description,
    area: amountOrEmpty(a.area),
    guestNumber: a.guestNumber,
    bedroomCount: a.bedroomCount,
    singleBedCount: a.singleBedCount,
    doubleBedCount: a.doubleBedCount,
    separateKitchen: a.separateKitchen,
    kitchenette: a.kitchenette,
    breakfast: a.breakfast,
    breakfastPrice: amountOrEmpty(a.breakfastPrice),
    privateParking: a.privateParking,
    privateParkingPrice: amountOrEmpty(a.privateParkingPrice),
    publicParking: a.publicParking,
    publicParkingPrice: amountOrEmpty(a.publicParkingPrice),
    airportTransfer: a.airportTransfer,
    airportTransferPrice: amountOrEmpty(a.airportTransferPrice),
    kitchenElemetns: a.kitchenElemetns,
    roomElements: a.roomElements,
    bathroomElements: a.bathroomElements,
    securityElements: a.securityElements,
    otherKitchenElements: a.otherKitchenElements,
    otherRoomElements: a.otherRoomElements ?? '',
    otherBathroomElements: a.otherBathroomElements,
    additionalSafetyElements: a.additionalSafetyElements,
    locks: { ...a.locks, password: '' },
    synchronization: a.synchronization,
    calendarSynchronization: {
      imports: a.calendarSynchronization.imports.map((i) => ({ ...i })),
      exportUrl: a.calendarSynchronization.exportUrl,
    },
    images: a.images,
    newImages: [],
    smartPrices: a.pricesAttributes.some((p) => p.smartPriceAdjustment),
    pricesAttributes: a.pricesAttributes.map(priceFromDto),
  };
}

export function fromDto(dto: AccommodationDto): AccommodationFormValues {
  const a = dto.attributes;
  return {
    id: dto.id,
    name: a.name,
    kind: a.kind,
    status: a.status,
    apartmentsNumberDeclaration: Math.max(1, a.apartmentsAttributes.length || a.apartmentsNumberDeclaration),
    country: a.country,
    voivodeship: a.voivodeship,
    city: a.city,
    zipCode: a.zipCode,
    street: a.street,
    houseNumber: a.houseNumber,
    flatNumber: a.flatNumber,
    checkInFrom: hhmm(a.checkInFrom),
    checkInTo: hhmm(a.checkInTo),
    checkOutTo: hhmm(a.checkOutTo),
    smokingAllowed: a.smokingAllowed,
    animalsFrendly: a.animalsFrendly,
    childrenFrendly: a.childrenFrendly,
    partiesAllowed: a.partiesAllowed,
    // no fee is shown as an empty field
    cleaningFee: a.cleaningFee || '',
    touristTax: a.touristTax || '',
    touristTaxExemptAge: a.touristTaxExemptAge ?? '',
    apartmentsAttributes: a.apartmentsAttributes.length > 0 ? a.apartmentsAttributes.map(apartmentFromDto) : [defaultApartment()],
  };
}

const orNull = (value: number | '' | undefined) => (value === '' || value === undefined ? null : value);

/** The API body of the form, and the new photo files per apartment index. */
export function toPayload(values: AccommodationFormValues, status: 'draft' | 'active') {
  const files = new Map<number, File[]>();
  const apartmentsAttributes = values.apartmentsAttributes.map((a, index) => {
    if (a.newImages.length > 0) files.set(index, a.newImages);
    const { password, passwordSet: _passwordSet, ...locks } = a.locks;
    return {
      ...(a.id ? { id: a.id } : {}),
      name: a.name,
      description: a.description,
      area: orNull(a.area),
      guestNumber: a.guestNumber,
      bedroomCount: a.bedroomCount,
      singleBedCount: a.singleBedCount,
      doubleBedCount: a.doubleBedCount,
      separateKitchen: a.separateKitchen,
      kitchenette: a.kitchenette,
      breakfast: a.breakfast,
      breakfastPrice: a.breakfast ? orNull(a.breakfastPrice) : null,
      privateParking: a.privateParking,
      privateParkingPrice: a.privateParking ? orNull(a.privateParkingPrice) : null,
      publicParking: a.publicParking,
      publicParkingPrice: a.publicParking ? orNull(a.publicParkingPrice) : null,
      airportTransfer: a.airportTransfer,
      airportTransferPrice: a.airportTransfer ? orNull(a.airportTransferPrice) : null,
      kitchenElemetns: a.kitchenElemetns,
      roomElements: a.roomElements,
      bathroomElements: a.bathroomElements,
      securityElements: a.securityElements,
      otherKitchenElements: a.otherKitchenElements,
      otherRoomElements: a.otherRoomElements,
      otherBathroomElements: a.otherBathroomElements,
      additionalSafetyElements: a.additionalSafetyElements,
      // an empty password field keeps the stored password
      locks: password ? { ...locks, password } : locks,
      synchronization: { ...a.synchronization, adjustmentValue: orNull(a.synchronization.adjustmentValue) },
      calendarSynchronization: { imports: a.calendarSynchronization.imports },
      imageIds: a.images.map((i) => i.id),
      pricesAttributes: a.pricesAttributes.map((p) => ({ ...p, basePrice: p.basePrice === '' ? 0 : p.basePrice, smartPriceAdjustment: a.smartPrices })),
    };
  });
  const body = {
    name: values.name,
    kind: values.kind,
    status,
    apartmentsNumberDeclaration: values.apartmentsNumberDeclaration,
    country: values.country,
    voivodeship: values.voivodeship,
    city: values.city,
    zipCode: values.zipCode,
    street: values.street,
    houseNumber: values.houseNumber,
    flatNumber: values.flatNumber,
    checkInFrom: values.checkInFrom,
    checkInTo: values.checkInTo,
    checkOutTo: values.checkOutTo,
    smokingAllowed: values.smokingAllowed,
    animalsFrendly: values.animalsFrendly,
    childrenFrendly: values.childrenFrendly,
    partiesAllowed: values.partiesAllowed,
    cleaningFee: orNull(values.cleaningFee),
    touristTax: orNull(values.touristTax),
    touristTaxExemptAge: orNull(values.touristTaxExemptAge),
    apartmentsAttributes,
  };
  return { body, files };
}

type Fee = number | '' | null | undefined;

/** The listing's fees in words: '80,00 zł za pobyt'; '2,50 zł za osobę za dobę (dzieci do 6 lat zwolnione)'; 'brak'. */
export function feeTexts(f: { cleaningFee: Fee; touristTax: Fee; touristTaxExemptAge: Fee }): { cleaning: string; touristTax: string } {
  const tax = Number(f.touristTax) || 0;
  const exempt = f.touristTaxExemptAge === '' || f.touristTaxExemptAge === null || f.touristTaxExemptAge === undefined ? null : f.touristTaxExemptAge;
  return {
    cleaning: Number(f.cleaningFee) > 0 ? `${formatMoney(Number(f.cleaningFee))} za pobyt` : 'brak',
    touristTax: tax > 0 ? `${formatMoney(tax)} za osobę za dobę${exempt === null ? '' : ` (dzieci do ${exempt} lat zwolnione)`}` : 'brak',
  };
}

/** 'ul. Długa 7/2, 80-001 Gdańsk' */
export function formatAddress(a: { street: string; houseNumber: string; flatNumber: string; zipCode: string; city: string }): string {
  const street = [a.street, [a.houseNumber, a.flatNumber].filter(Boolean).join('/')].filter(Boolean).join(' ');
  const city = [a.zipCode, a.city].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ');
}
