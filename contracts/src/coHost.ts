import type { Resource } from './common.ts';

/**
 * What an owner may allow a co-host, in the order the co-host form lists them, with the labels the form shows: the
 * seven of the first version, then invoices and reports ('Raporty' also covers the money figures on the desktop),
 * which hosts asked for and which nobody holds unless it is given. 'Cennik' was part of 'Rezerwacja' until it became
 * its own (migration 961 gave it to every co-host who held 'Rezerwacja').
 */
export const PERMISSION_LABELS = {
  conversations: 'Wiadomości',
  reservations: 'Rezerwacja',
  prices: 'Cennik',
  reviews: 'Komentarze',
  service_providers: 'Usługodawcy',
  cooperations: 'Usługi',
  householders: 'Współgospodarze',
  clients: 'Klienci',
  invoices: 'Faktury',
  reports: 'Raporty',
} as const;

export type CoHostPermission = keyof typeof PERMISSION_LABELS;

/** What each permission covers, one line under its box on the co-host form (for the apartments shared with them). */
export const PERMISSION_DESCRIPTIONS: Record<CoHostPermission, string> = {
  conversations: 'Rozmowy z gośćmi i zaplanowane wiadomości.',
  reservations: 'Rezerwacje, kalendarz, blokady, wpłaty i raport kasowy.',
  prices: 'Ceny dni i zestawy reguł cenowych; zestawu używanego też przez inne apartamenty nie zmieni.',
  reviews: 'Opinie gości i odpowiedzi na nie.',
  service_providers: 'Usługodawcy konta i ich dane.',
  cooperations: 'Zlecenia usług (np. sprzątania) i współpraca z usługodawcami.',
  householders: 'Zapraszanie współgospodarzy i zmiana ich uprawnień.',
  clients: 'Karty klientów: dane kontaktowe, scalanie duplikatów.',
  invoices: 'Faktury i korekty: wystawianie, wysyłka, PDF.',
  reports: 'Raporty oraz kwoty i wskaźniki na pulpicie.',
};

export const CO_HOST_PERMISSIONS = Object.keys(PERMISSION_LABELS) as CoHostPermission[];

/** Ticked on a new co-host's form: the front desk's daily work, nothing about money, co-hosts or providers. */
export const DEFAULT_CO_HOST_PERMISSIONS: CoHostPermission[] = ['conversations', 'reservations', 'reviews', 'clients'];

/** How many co-hosts a page of the list holds. */
export const CO_HOSTS_PER_PAGE = 15;

export interface CoHostApartment {
  id: string;
  name: string;
}

/** A co-host (GET /v1/householder/householders and /{id}): a user of the account who is not its owner. */
export interface CoHostAttributes {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** the apartments shared with the co-host, by name */
  apartments: CoHostApartment[];
  permissions: CoHostPermission[];
  role: 'householder';
  owner: boolean;
  /** true until the co-host has set a password through the invitation link */
  invitationPending: boolean;
}
export type CoHostDto = Resource<CoHostAttributes, 'householder'>;

/** POST /v1/householder/householders (`{user: …}`); PATCH sends any of these fields. */
export interface CoHostPayload {
  firstName: string;
  lastName?: string;
  email: string;
  /** nine digits; dashes and spaces are dropped */
  phoneNumber: string;
  /** ids of the account's apartments to share (the API also reads `apartmentIds`) */
  apartmentsIds: string[];
  permissions: CoHostPermission[];
}

/** POST /v1/registrations (`{user: …}`): a new host signs up; the answer is the same whether or not the e-mail is taken. */
export interface RegistrationPayload {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** the company's or the listing's name: it becomes the account's name */
  companyName: string;
  termsAccepted: boolean;
}
