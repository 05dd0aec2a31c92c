import type { Resource } from './common.ts';

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
  guestFirstName: 'Imię gościa',
  nights: 'Liczba nocy',
  amountDue: 'Kwota do zapłaty',
  guestPageUrl: 'Link do strony gościa',
  registrationNumber: 'Numer rejestracyjny apartamentu',
} as const;

export const TEMPLATE_LANGUAGE_CODES = /* @__PURE__ */ Object.keys(TEMPLATE_LANGUAGES) as TemplateLanguage[];
export const TEMPLATE_CHANNEL_CODES = /* @__PURE__ */ Object.keys(TEMPLATE_CHANNELS) as TemplateChannel[];
export type TemplatePlaceholder = keyof typeof TEMPLATE_PLACEHOLDERS;
export const TEMPLATE_PLACEHOLDER_NAMES = /* @__PURE__ */ Object.keys(TEMPLATE_PLACEHOLDERS) as TemplatePlaceholder[];
export function isTemplatePlaceholder(name: string): name is TemplatePlaceholder {
  return Object.hasOwn(TEMPLATE_PLACEHOLDERS, name);
}

/** When a template is sent by itself (an automated message); null: only by hand. */
export const TEMPLATE_TRIGGERS = {
  booking_confirmed: 'Po potwierdzeniu rezerwacji',
  before_check_in: 'N dni przed przyjazdem',
  check_in_day: 'W dniu przyjazdu o godzinie',
  after_check_out: 'N dni po wyjeździe (prośba o opinię)',
  cancellation: 'Po anulowaniu rezerwacji',
} as const;
export type TemplateTrigger = keyof typeof TEMPLATE_TRIGGERS;
export const TEMPLATE_TRIGGER_CODES = /* @__PURE__ */ Object.keys(TEMPLATE_TRIGGERS) as TemplateTrigger[];
/** the triggers that take a number of days, and the one that takes an hour */
export const TRIGGERS_WITH_DAYS: readonly TemplateTrigger[] = ['before_check_in', 'after_check_out'];
export const TRIGGERS_WITH_HOUR: readonly TemplateTrigger[] = ['check_in_day'];

export type TemplateValues = Partial<Record<TemplatePlaceholder, string>>;

/**
 * Fills `{{name}}` placeholders with the values given. Unknown names stay as written; `empty` lists the known ones
 * whose value is missing or blank (they are left out of the text), so a sender can be warned before sending.
 */
export function fillTemplate(text: string, values: TemplateValues): { text: string; empty: TemplatePlaceholder[] } {
  const empty = new Set<TemplatePlaceholder>();
  const filled = text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (whole, name: string) => {
    if (!isTemplatePlaceholder(name)) return whole;
    const value = values[name]?.trim() ?? '';
    if (value === '') empty.add(name);
    return value;
  });
  return { text: filled, empty: [...empty] };
}

/** The sample reservation a template's preview is filled with in administration. */
export const TEMPLATE_SAMPLE_VALUES: Required<TemplateValues> = {
  guestName: 'Jan Kowalski',
  guestFirstName: 'Jan',
  from: '14.08.2026',
  to: '17.08.2026',
  nights: '3',
  apartmentName: 'Apartament Morski',
  accommodationName: 'Willa Bałtyk',
  address: 'ul. Długa 12, 80-831 Gdańsk',
  checkInFrom: '15:00',
  checkOutTo: '11:00',
  totalPrice: '1 234,56 zł',
  amountDue: '1 234,56 zł',
  guestPageUrl: 'https://gospodarz.pl/guest/przyklad',
  registrationNumber: 'Nr rejestracyjny: PL-GDA-2026-000123 (Prezydent Miasta Gdańska)',
};

export interface MessageTemplateAttributes {
  name: string;
  language: TemplateLanguage;
  channel: TemplateChannel;
  subject: string;
  body: string;
  trigger: TemplateTrigger | null;
  triggerDays: number | null;
  triggerHour: number | null;
  createdAt: string;
  updatedAt: string;
}
export type MessageTemplateDto = Resource<MessageTemplateAttributes, 'message_template'>;

