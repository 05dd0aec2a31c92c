import { ADULT_RELATION_CODES, COUNTRY_CODES, isValidNip, todayInPoland, type AdultRelation, type OnlineCheckInCompany, type OnlineCheckInGuest } from '@gospodarz/contracts';
import { ConflictError, ValidationError } from '../../lib/errors';

// The online check-in's rules (issue 38): what the stay needs and nothing more. Each guest's name and country of
// residence (the GUS report counts by country), the arrival time, a company's invoice details, the acceptance of the
// house rules, and for each minor who accompanies them (child protection standards). No identity document.

export const MAX_GUESTS = 50;

export interface CheckInInput {
  arrivalTime?: string;
  guests?: {
    name?: string;
    country?: string;
    minor?: boolean;
    adultName?: string;
    adultRelation?: string;
    consentDetails?: string;
  }[];
  company?: { name?: string; nip?: string; address?: string } | null;
  acceptHouseRules?: boolean;
  houseRulesVersion?: number | null;
}

export interface CheckedCheckIn {
  arrivalTime: string;
  guests: OnlineCheckInGuest[];
  company: OnlineCheckInCompany | null;
}

const COUNTRIES = new Set(COUNTRY_CODES);

/** The check-in as it will be kept, or 422 with a Polish message per field (`guests[1].country`). */
export function checkCheckIn(input: CheckInInput, rules: { version: number } | null): CheckedCheckIn {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const arrivalTime = (input.arrivalTime ?? '').trim();
  const time = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(arrivalTime);
  if (!time) add('arrivalTime', 'Podaj godzinę przyjazdu (gg:mm)');
  const guests: OnlineCheckInGuest[] = [];
  const list = input.guests ?? [];
  if (list.length === 0) add('guests', 'Podaj dane co najmniej jednego gościa');
  if (list.length > MAX_GUESTS) add('guests', `Najwyżej ${MAX_GUESTS} gości`);
  list.slice(0, MAX_GUESTS).forEach((guest, i) => {
    const at = `guests[${i}]`;
    const name = (guest.name ?? '').trim().replace(/\s+/g, ' ');
    if (!name) add(`${at}.name`, 'Podaj imię i nazwisko');
    else if (name.length > 200) add(`${at}.name`, 'Imię i nazwisko może mieć najwyżej 200 znaków');
    const country = (guest.country ?? '').trim().toUpperCase();
    if (!COUNTRIES.has(country)) add(`${at}.country`, 'Wybierz kraj zamieszkania');
    const one: OnlineCheckInGuest = { name, country, minor: guest.minor === true };
    if (one.minor) {
      const relation = guest.adultRelation ?? '';
      if (!(ADULT_RELATION_CODES as string[]).includes(relation)) add(`${at}.adultRelation`, 'Wybierz, kim jest dla dziecka osoba dorosła');
      else one.adultRelation = relation as AdultRelation;
      const adultName = (guest.adultName ?? '').trim();
      if (!adultName) add(`${at}.adultName`, 'Podaj imię i nazwisko osoby dorosłej');
      one.adultName = adultName.slice(0, 200);
      if (relation === 'consent') {
        const details = (guest.consentDetails ?? '').trim();
        if (!details) add(`${at}.consentDetails`, 'Opisz pisemną zgodę rodziców: kto i kiedy ją wydał');
        else if (details.length > 1000) add(`${at}.consentDetails`, 'Opis zgody może mieć najwyżej 1000 znaków');
        one.consentDetails = details.slice(0, 1000);
      }
    }
    guests.push(one);
  });
  if (list.length > 0 && guests.every((g) => g.minor)) add('guests', 'Podaj co najmniej jedną osobę dorosłą');
  let company: OnlineCheckInCompany | null = null;
  if (input.company && Object.values(input.company).some((v) => (v ?? '').trim() !== '')) {
    company = { name: (input.company.name ?? '').trim(), nip: (input.company.nip ?? '').replace(/[\s-]/g, ''), address: (input.company.address ?? '').trim() };
    if (!company.name) add('company.name', 'Podaj nazwę firmy');
    if (!isValidNip(company.nip)) add('company.nip', 'Nieprawidłowy NIP');
    if (!company.address) add('company.address', 'Podaj adres firmy');
    if (company.name.length > 300 || company.address.length > 500) add('company.address', 'Dane firmy są za długie');
  }
  if (rules && input.acceptHouseRules !== true) add('acceptHouseRules', 'Zaakceptuj regulamin obiektu');
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (rules && input.houseRulesVersion != null && input.houseRulesVersion !== rules.version) {
    throw new ConflictError('Regulamin obiektu zmienił się. Przeczytaj nową wersję i zaakceptuj ją ponownie.');
  }
  return { arrivalTime, guests, company };
}

/** The check-in can be filled or corrected until the departure day, for a stay that is not cancelled. */
export function checkInOpen(stay: { to_date: string; status: string }): boolean {
  return stay.to_date >= todayInPoland() && !['canceled', 'no_show'].includes(stay.status);
}
