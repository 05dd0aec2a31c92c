import { Type, type Static } from 'typebox';
import { TEMPLATE_CHANNELS, TEMPLATE_LANGUAGES, TEMPLATE_PLACEHOLDERS, type TemplateChannel, type TemplateLanguage } from '@gospodarz/contracts';
import { Data, Resource } from '../../lib/schemas';
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
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const MessageTemplate = Resource('message_template', MessageTemplateAttributes);
export const OneTemplate = Data(MessageTemplate);
export const TemplateList = Data(Type.Array(MessageTemplate));
