// The law of a Polish host (issue 38): the registration number, the house rules, the online check-in and the arrival
// instructions. Labels, value lists and checks shared by the API and the apps.

/** A ready house rules document (regulamin porządkowy) the host adapts in the listing; [w nawiasach] marks what to fill. */
export const HOUSE_RULES_TEMPLATE = `REGULAMIN PORZĄDKOWY

1. Zameldowanie i wymeldowanie
Zameldowanie jest możliwe od godziny [15:00], wymeldowanie do godziny [11:00]. Późniejszy przyjazd prosimy zgłosić z wyprzedzeniem. Klucze lub kod dostępu przekazujemy w dniu przyjazdu.

2. Cisza nocna
Cisza nocna obowiązuje w godzinach [22:00–6:00]. Prosimy o szacunek dla sąsiadów przez całą dobę.

3. Imprezy i goście
Organizowanie imprez i spotkań jest zabronione. W lokalu mogą przebywać wyłącznie osoby zgłoszone w rezerwacji.

4. Palenie
W lokalu obowiązuje całkowity zakaz palenia tytoniu, e-papierosów i innych wyrobów. Naruszenie zakazu skutkuje opłatą za ozonowanie w wysokości [300 zł].

5. Zwierzęta
[Zwierzęta nie są akceptowane.] / [Zwierzęta są akceptowane po wcześniejszym uzgodnieniu; opiekun odpowiada za szkody przez nie wyrządzone.]

6. Szkody
Gość odpowiada za szkody wyrządzone w lokalu i jego wyposażeniu przez siebie i osoby mu towarzyszące. Szkodę prosimy zgłosić niezwłocznie gospodarzowi.

7. Bezpieczeństwo
Prosimy zamykać okna i drzwi przy wychodzeniu oraz nie pozostawiać włączonych urządzeń bez nadzoru. Dzieci przebywają w lokalu pod opieką dorosłych.

8. Kontakt
W sprawach pilnych gospodarz jest dostępny całą dobę pod numerem telefonu podanym na stronie gościa.`;

/** The accompanying adult's relation to a minor guest (child protection standards). */
export const ADULT_RELATIONS = {
  parent: 'rodzic',
  guardian: 'opiekun prawny',
  consent: 'osoba z pisemną zgodą rodziców',
} as const;
export type AdultRelation = keyof typeof ADULT_RELATIONS;
export const ADULT_RELATION_CODES = /* @__PURE__ */ Object.keys(ADULT_RELATIONS) as AdultRelation[];

/** The countries of residence a guest picks from: ISO 3166-1 alpha-2 codes (names from Intl.DisplayNames). */
export const COUNTRY_CODES = /* @__PURE__ */ (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD ' +
  'CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF ' +
  'GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI ' +
  'SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
  'VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

/** A country's Polish name ('PL' → 'Polska'); the code itself where the runtime has no names. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['pl'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** One guest of an online check-in. */
export interface OnlineCheckInGuest {
  name: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  minor: boolean;
  /** for a minor: who accompanies them */
  adultName?: string;
  adultRelation?: AdultRelation;
  /** for 'consent': the written consent's details (who gave it, when) */
  consentDetails?: string;
}

export interface OnlineCheckInCompany {
  name: string;
  nip: string;
  address: string;
}

/** What the guest sends from the guest page. */
export interface OnlineCheckInPayload {
  arrivalTime: string;
  guests: OnlineCheckInGuest[];
  company?: OnlineCheckInCompany | null;
  acceptHouseRules: boolean;
  houseRulesVersion?: number | null;
}

export const onlineCheckInLabel = (filled: boolean) => `Odprawa online: ${filled ? 'wypełniona' : 'brak'}`;

/** The registration line as guests and documents show it: 'Nr rejestracyjny: X (organ)'; '' without a number. */
export function registrationLine(number: string, authority = ''): string {
  const value = number.trim();
  if (!value) return '';
  return `Nr rejestracyjny: ${value}${authority.trim() ? ` (${authority.trim()})` : ''}`;
}
