import { Type, type Static } from 'typebox';
import {
  MESSAGE_AUTHORS,
  MESSAGE_DELIVERIES,
  PAYMENT_STATUSES,
  RESERVATION_STATUSES,
  TEMPLATE_LANGUAGE_CODES,
  TEMPLATE_PLACEHOLDER_NAMES,
} from '@gospodarz/contracts';
import { Data, Day, PaginationSchema, Resource, Timestamp, Uuid, withMessage } from '../../lib/schemas';

const listFields = {
  search: Type.Optional(Type.String({ maxLength: 200, description: "part of the guest's name", examples: ['Kowal'] })),
  unread: Type.Optional(Type.Boolean({ description: 'only conversations with unread guest messages' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, examples: [1] })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })),
};

/** The spec's request is wrapped in a `conversation` key (`conversation[search]=…`); the bare fields work too. */
export const ConversationListQuery = Type.Object({
  ...listFields,
  'conversation[search]': listFields.search,
  'conversation[unread]': listFields.unread,
  'conversation[page]': listFields.page,
  'conversation[perPage]': listFields.perPage,
});
export type ConversationListQueryInput = Static<typeof ConversationListQuery>;

export const ConversationAttributes = Type.Object({
  recipient: Type.String({ examples: ['Jan Kowalski'] }),
  date: Type.Union([Timestamp({ description: 'the last message' }), Type.Null()]),
  content: Type.String({ description: 'the last message', examples: ['Czy jest parking?'] }),
  read: Type.Boolean({ description: "the host has read every guest's message" }),
  unreadCount: Type.Integer(),
  reservationId: Uuid(),
  apartment: Type.Object({ id: Uuid(), name: Type.String() }),
  from: Day(),
  to: Day(),
  status: Type.Enum([...RESERVATION_STATUSES]),
  paymentStatus: Type.Enum([...PAYMENT_STATUSES]),
  totalPrice: Type.Number({ description: "the bill's total: what the guest pays" }),
  balance: Type.Optional(Type.Number({ description: 'left to pay of it' })),
  currency: Type.String(),
  email: Type.String(),
  phoneNumber: Type.String(),
  language: Type.Enum(TEMPLATE_LANGUAGE_CODES),
});
export const Conversation = Resource('conversation', ConversationAttributes);

export const MessageAttributes = Type.Object({
  author: Type.Enum(Object.keys(MESSAGE_AUTHORS)),
  authorName: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  via: Type.Enum(['app', 'page', 'email']),
  delivery: Type.Union([Type.Enum(Object.keys(MESSAGE_DELIVERIES)), Type.Null()]),
  deliveryError: Type.Union([Type.String(), Type.Null()]),
  read: Type.Boolean(),
  createdAt: Timestamp(),
});
export const Message = Resource('message', MessageAttributes);

export const ConversationList = Type.Object({ data: Type.Array(Conversation), pagination: PaginationSchema });
export const ConversationAnswer = Type.Object({ data: Conversation, meta: Type.Object({ messages: Type.Array(Message) }) });

export const ReservationParams = Type.Object({ id: Uuid({ description: "the reservation's id (one conversation per reservation)" }) });

const messageFields = {
  body: Type.Optional(Type.String({ maxLength: 20_000, examples: ['Dzień dobry, klucze są w skrytce przy drzwiach.'] })),
  subject: Type.Optional(Type.String({ maxLength: 200, description: "the e-mail's subject (default: about the stay)" })),
};
export const SendMessageBody = Type.Object(
  { message: Type.Optional(Type.Object(messageFields)), ...messageFields },
  { description: '`{message: {body, subject?}}` or the fields alone', examples: [{ message: { body: 'Dzień dobry, czekamy na Państwa!' } }] },
);
export type SendMessageInput = Static<typeof SendMessageBody>;

const languageField = withMessage(Type.Enum(TEMPLATE_LANGUAGE_CODES, { description: 'pol, eng, rus or esp' }), 'Wybierz jedną z dostępnych wartości');
export const LanguageBody = Type.Object(
  { language: Type.Optional(languageField), conversation: Type.Optional(Type.Object({ language: languageField })) },
  { examples: [{ language: 'eng' }] },
);
export type LanguageInput = Static<typeof LanguageBody>;

export const UnreadAnswer = Data(
  Type.Object({
    messages: Type.Integer({ description: 'unread guest messages' }),
    conversations: Type.Integer({ description: 'conversations holding them' }),
  }),
);

export const FillQuery = Type.Object({ templateId: Uuid({ description: 'the template to fill' }) });
export const FillAnswer = Data(
  Type.Object({
    subject: Type.String(),
    body: Type.String(),
    empty: Type.Array(Type.Enum(TEMPLATE_PLACEHOLDER_NAMES), { description: 'placeholders with no value for this reservation' }),
    language: Type.Enum(TEMPLATE_LANGUAGE_CODES),
    channel: Type.String(),
  }),
);
