import { Type, type Static } from 'typebox';
import {
  TEMPLATE_CHANNELS,
  TEMPLATE_LANGUAGES,
  TEMPLATE_PLACEHOLDERS,
  TEMPLATE_TRIGGER_CODES,
  type TemplateChannel,
  type TemplateLanguage,
  type TemplateTrigger,
} from '@gospodarz/contracts';
import { Data, Resource, withMessage } from '../../lib/schemas';
import { SMS_MAX } from './service';

const LANGUAGES = Object.keys(TEMPLATE_LANGUAGES) as TemplateLanguage[];
const CHANNELS = Object.keys(TEMPLATE_CHANNELS) as TemplateChannel[];
const placeholders = Object.keys(TEMPLATE_PLACEHOLDERS).map((name) => `{{${name}}}`).join(', ');

/** What a client may send for a template; every field may be left out (an update keeps the stored value). */
const TemplateFields = {
  name: Type.Optional(Type.String({ maxLength: 100, examples: ['Przypomnienie o przyjeździe'] })),
  language: Type.Optional(Type.Enum(LANGUAGES, { description: 'pol, eng, rus or esp', examples: ['pol'] })),
  channel: Type.Optional(Type.Enum(CHANNELS, { examples: ['email'] })),
  subject: Type.Optional(
    Type.String({ maxLength: 200, description: `Required for e-mail, dropped for SMS; may use ${placeholders}`, examples: ['Do zobaczenia {{from}}'] }),
  ),
  body: Type.Optional(
    Type.String({
      maxLength: 5000,
      description: `At most ${SMS_MAX} characters for SMS; may use ${placeholders}`,
      examples: ['Dzień dobry {{guestName}}, czekamy na Państwa {{from}}.'],
    }),
  ),
  trigger: Type.Optional(
    withMessage(
      Type.Unsafe<TemplateTrigger | null>({
        type: ['string', 'null'],
        enum: [...TEMPLATE_TRIGGER_CODES, null],
        description: 'When the template is sent by itself (an automated e-mail); null: only by hand. Applies to every language version of the name.',
        examples: ['before_check_in'],
      }),
      'Wybierz jedną z dostępnych wartości',
    ),
  ),
  triggerDays: Type.Optional(
    withMessage(Type.Integer({ minimum: 0, maximum: 365, description: 'days before check-in or after check-out' }), 'Podaj liczbę dni od 0 do 365'),
  ),
  triggerHour: Type.Optional(
    withMessage(Type.Integer({ minimum: 0, maximum: 23, description: 'the hour (Europe/Warsaw) on the check-in day' }), 'Podaj godzinę od 0 do 23'),
  ),
};

/** `{messageTemplate: {...}}` as the screens send it, or the fields alone. */
export const TemplateBody = Type.Object(
  { messageTemplate: Type.Optional(Type.Object(TemplateFields)), ...TemplateFields },
  {
    description: '`{messageTemplate: {...}}` or the fields alone',
    examples: [{ messageTemplate: { name: 'Przypomnienie', language: 'pol', channel: 'sms', body: 'Do zobaczenia {{from}}' } }],
  },
);
export type TemplateBody = Static<typeof TemplateBody>;

export const MessageTemplateAttributes = Type.Object({
  name: Type.String({ examples: ['Przypomnienie o przyjeździe'] }),
  language: Type.Enum(LANGUAGES),
  channel: Type.Enum(CHANNELS),
  subject: Type.String(),
  body: Type.String(),
  trigger: Type.Union([Type.Enum(TEMPLATE_TRIGGER_CODES), Type.Null()]),
  triggerDays: Type.Union([Type.Integer(), Type.Null()]),
  triggerHour: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const MessageTemplate = Resource('message_template', MessageTemplateAttributes);
export const OneTemplate = Data(MessageTemplate);
export const TemplateList = Data(Type.Array(MessageTemplate));
