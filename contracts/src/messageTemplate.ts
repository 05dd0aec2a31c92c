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
} as const;

export const TEMPLATE_LANGUAGE_CODES = /* @__PURE__ */ Object.keys(TEMPLATE_LANGUAGES) as TemplateLanguage[];
export const TEMPLATE_CHANNEL_CODES = /* @__PURE__ */ Object.keys(TEMPLATE_CHANNELS) as TemplateChannel[];
export type TemplatePlaceholder = keyof typeof TEMPLATE_PLACEHOLDERS;
export const TEMPLATE_PLACEHOLDER_NAMES = /* @__PURE__ */ Object.keys(TEMPLATE_PLACEHOLDERS) as TemplatePlaceholder[];
export function isTemplatePlaceholder(name: string): name is TemplatePlaceholder {
  return Object.hasOwn(TEMPLATE_PLACEHOLDERS, name);
}

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

