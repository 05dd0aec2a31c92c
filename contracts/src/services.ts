import type { Resource } from './common.ts';

/** The kinds of service a provider performs, with the labels the screens show. */
export const SERVICE_KIND_LABELS = {
  cleaning: 'Sprzątanie',
  washing: 'Pranie',
  catering: 'Catering',
} as const;
export type ServiceKind = keyof typeof SERVICE_KIND_LABELS;
export const SERVICE_KINDS = Object.keys(SERVICE_KIND_LABELS) as ServiceKind[];
/** Other spellings of a kind the API accepts (the first version's laundry route sent them swapped; 'laundry' is washing). */
export const SERVICE_KIND_ALIASES: Record<string, ServiceKind> = { laundry: 'washing' };

/** Company or private person, as the new-provider form offers them. */
export const PROVIDER_TYPE_LABELS = { company: 'Firma', private_person: 'Osoba prywatna' } as const;
export type ProviderType = keyof typeof PROVIDER_TYPE_LABELS;
export const PROVIDER_TYPES = Object.keys(PROVIDER_TYPE_LABELS) as ProviderType[];

/** The currencies of a provider's price list; PLN first, the default. */
export const PROVIDER_PRICE_CURRENCIES = ['PLN', 'EUR', 'GBP', 'USD'] as const;
export type ProviderPriceCurrency = (typeof PROVIDER_PRICE_CURRENCIES)[number];

/** A page of providers, of orders in the work schedule. */
export const SERVICES_PER_PAGE = 15;

/** The statuses of an order with the spec's labels; the status dialog offers all but 'canceled'. */
export const ORDER_STATUS_LABELS = {
  planned: 'zaplanowane',
  in_progress: 'w trakcie',
  rejected: 'odrzucone',
  completed: 'zakończone',
  canceled: 'anulowane',
} as const;
export type OrderStatus = keyof typeof ORDER_STATUS_LABELS;
export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];
export const ORDER_STATUS_CHOICES: OrderStatus[] = ['planned', 'in_progress', 'rejected', 'completed'];

export const COOPERATION_STATUS_LABELS = { pending: 'oczekuje', accepted: 'zaakceptowana', ended: 'zakończona' } as const;
export type CooperationStatus = keyof typeof COOPERATION_STATUS_LABELS;


/** 'Once in N days': the day counts the share dialog offers (7 and 14 are the weekly options). */
export const ONCE_IN_DAYS = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21] as const;

export interface PriceListItem {
  id: string;
  name: string;
  /** gross, in the currency's units with two decimals ('120.00') */
  grossAmount: string;
  currency: ProviderPriceCurrency;
  /** how long the service takes, in minutes */
  durationMinutes: number | null;
}

export interface NamedApartment {
  id: string;
  name: string;
}

/** A cooperation as the API answers it (inside a provider, and from the cooperation calls). */
export interface CooperationAttributes {
  servicePerformed: ServiceKind;
  message: string;
  status: CooperationStatus;
  startDate: string | null;
  dayOfTheWeek: number | null;
  numberOfDays: number | null;
  everyDay: boolean;
  afterCheckOut: boolean;
  apartments: NamedApartment[];
  serviceProviderId: string;
  priceName: string | null;
  priceAmount: string | null;
  priceCurrency: string | null;
  /** whether the provider's page link works (not revoked, not expired) */
  pageLinkActive: boolean;
}
export type CooperationDto = Resource<CooperationAttributes, 'cooperation'>;

export interface ServiceProviderAttributes {
  providerType: ProviderType;
  name: string;
  email: string;
  phoneNumber: string;
  street: string;
  houseNumber: string;
  flatNumber: string;
  postalCode: string;
  city: string;
  nip: string;
  firstName: string;
  lastName: string;
  /** the logo's address, or null */
  logo: string | null;
  servicesPerformed: ServiceKind[];
  global: boolean;
  standardPriceListsAttributes: PriceListItem[];
  /** the live cooperation for the kind asked, or null */
  cooperation: { id: string; attributes: CooperationAttributes } | null;
}
export type ServiceProviderDto = Resource<ServiceProviderAttributes, 'service_provider'>;

/** POST /v1/householder/service_providers (`{service_provider: …}`; digits only in postalCode, phoneNumber, nip). */
export interface ServiceProviderPayload {
  providerType: ProviderType;
  name: string;
  email: string;
  phoneNumber: string;
  street: string;
  houseNumber: string;
  flatNumber: string;
  postalCode: string;
  city: string;
  nip: string;
  firstName?: string;
  lastName?: string;
  servicesPerformed: ServiceKind[];
  standardPriceListsAttributes: Array<Omit<PriceListItem, 'id'>>;
}

/** PUT /v1/householder/cooperations/{id} (`{cooperation: …}`): the sharing. */
export interface SharingPayload {
  servicePerformed?: ServiceKind;
  message?: string;
  startDate: string;
  dayOfTheWeek: number | null;
  numberOfDays: number | null;
  everyDay: boolean;
  afterCheckOut: boolean;
  serviceProviderId?: string;
  apartments: string[];
}

export interface CooperationOrderAttributes {
  status: OrderStatus;
  /** ISO instant */
  serviceDate: string;
  windowUntil: string | null;
  movedByHand: boolean;
  outOfWindow: boolean;
  sameDayTurnover: boolean;
  source: 'schedule' | 'check_out';
  priceName: string | null;
  priceAmount: string | null;
  priceCurrency: string | null;
  rejectionReason: string;
  apartment: NamedApartment;
  accommodation: { name: string; street: string; city: string };
  cooperation: { id: string; servicePerformed: ServiceKind };
  serviceProvider: { id: string; name: string };
}
export type CooperationOrderDto = Resource<CooperationOrderAttributes, 'cooperation_order'>;
