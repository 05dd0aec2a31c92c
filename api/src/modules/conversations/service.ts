import { grosze } from '../folio';
import {
  registrationLine,
  fillTemplate,
  type ConversationAttributes,
  type MessageAttributes,
  type PaymentStatus,
  type ReservationStatus,
  type TemplateLanguage,
  type TemplatePlaceholder,
} from '@gospodarz/contracts';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { pagination, resource } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import { enqueueEmail } from '../mail';
import { notify, readNoticesOf } from '../notifications';
import { findTemplate } from '../message-templates';
import { decimalToNumber } from '../../lib/values';
import { guestLinkKey, guestPageUrl, guestToken, replyAddress, type GuestLinkTarget } from './links';
import { messageMail } from './mail';
import * as repo from './repository';
import { stayValues } from './values';

const NOT_FOUND = 'Nie znaleziono rozmowy.';
const NO_EMAIL = 'Gość nie ma adresu e-mail: wiadomość jest tylko na stronie gościa.';
export const MESSAGE_MAX = 5000;

function toConversationDto(row: repo.ConversationRow) {
  const attributes: ConversationAttributes = {
    recipient: row.full_name,
    date: row.last_at ? new Date(row.last_at).toISOString() : null,
    content: row.last_body ?? '',
    read: row.unread === 0,
    unreadCount: row.unread,
    reservationId: row.id,
    apartment: { id: row.apartment_id, name: row.apartment_name },
    from: row.from_date,
    to: row.to_date,
    status: row.status as ReservationStatus,
    paymentStatus: row.payment_status as PaymentStatus,
    totalPrice: decimalToNumber(row.total_price),
    // the bill's balance: the divisions only render exact grosze
    balance: (grosze(row.total_price) - grosze(row.paid)) / 100,
    currency: row.currency,
    email: row.email,
    phoneNumber: row.phone_number,
    language: row.guest_language as TemplateLanguage,
  };
  return resource('conversation', row.id, attributes);
}

function deliveryOf(row: repo.MessageRow): Pick<MessageAttributes, 'delivery' | 'deliveryError'> {
  if (row.author === 'guest') return { delivery: null, deliveryError: null };
  if (row.undeliverable) return { delivery: 'failed', deliveryError: row.undeliverable };
  if (row.outbox_status === 'pending') return { delivery: 'queued', deliveryError: row.outbox_error };
  if (row.outbox_status === 'failed') return { delivery: 'failed', deliveryError: row.outbox_error };
  // sent, logged (no SMTP configured), or a mail since removed from the log
  return { delivery: 'sent', deliveryError: null };
}

export function toMessageDto(row: repo.MessageRow) {
  const attributes: MessageAttributes = {
    author: row.author,
    authorName: row.author === 'host' ? row.author_name : '',
    subject: row.subject,
    body: row.body,
    via: row.via,
    ...deliveryOf(row),
    read: row.author !== 'guest' || row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
  return resource('message', row.id, attributes);
}

export interface ConversationQuery {
  search?: string;
  unread?: boolean;
  page?: number;
  perPage?: number;
}

export async function listConversations(db: Queryable, scope: Scope, query: ConversationQuery) {
  const perPage = Math.min(100, Math.max(1, query.perPage ?? 30));
  const page = Math.max(1, query.page ?? 1);
  const search = query.search?.trim() || null;
  const { rows, count } = await repo.listConversations(db, scope.accountId, scope.apartmentIds, {
    search,
    unreadOnly: query.unread === true,
    perPage,
    offset: (page - 1) * perPage,
  });
  return { data: rows.map(toConversationDto), pagination: pagination(page, perPage, count) };
}

async function conversationRow(db: Queryable, scope: Scope, reservationId: string) {
  const row = await repo.findConversation(db, scope.accountId, scope.apartmentIds, reservationId);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

/** A reservation's conversation (it exists for every reservation, with or without messages) and its messages. */
export async function getConversation(db: Queryable, scope: Scope, reservationId: string) {
  const row = await conversationRow(db, scope, reservationId);
  const messages = await repo.listMessages(db, scope.accountId, reservationId);
  return { data: toConversationDto(row), meta: { messages: messages.map(toMessageDto) } };
}

export interface OutgoingMessage {
  author: 'host' | 'automated';
  userId: string | null;
  subject: string;
  body: string;
}

/**
 * Adds a host's or an automated message to the conversation and queues its e-mail to the guest (with the guest page's
 * link and the conversation's reply address), in the caller's transaction: the message exists only with its mail.
 */
export async function postMessage(tx: Queryable, key: string, config: Config, target: GuestLinkTarget, message: OutgoingMessage): Promise<string> {
  const stay = await repo.findStay(tx, target.accountId, null, target.reservationId);
  if (!stay) throw new NotFoundError(NOT_FOUND);
  const id = await repo.insertMessage(tx, { ...target, author: message.author, authorUserId: message.userId, subject: message.subject, body: message.body, via: 'app' });
  if (!stay.email.trim()) {
    await repo.setMessageDelivery(tx, id, null, NO_EMAIL);
    return id;
  }
  const token = await guestToken(tx, key, target.accountId, target.reservationId);
  const mail = messageMail({
    language: stay.guest_language as TemplateLanguage,
    apartmentName: stay.apartment_name,
    subject: message.subject,
    body: message.body,
    link: guestPageUrl(config.publicUrl, token),
    registration: registrationLine(stay.registration_number, stay.registration_authority),
  });
  const emailId = await enqueueEmail(tx, {
    accountId: target.accountId,
    to: stay.email.trim(),
    ...mail,
    kind: 'guest-message',
    replyTo: replyAddress(config.inboundMailDomain, token),
  });
  await repo.setMessageDelivery(tx, id, emailId, null);
  return id;
}

function messageText(input: { body?: string; subject?: string }) {
  const body = (input.body ?? '').trim();
  if (body === '') throw new ValidationError({ body: ['Wpisz treść wiadomości'] });
  if (body.length > MESSAGE_MAX) throw new ValidationError({ body: [`Wiadomość może mieć najwyżej ${MESSAGE_MAX} znaków`] });
  return { body, subject: (input.subject ?? '').trim().slice(0, 200) };
}

/** The host writes to the guest. */
export async function sendMessage(db: Database, config: Config, scope: Scope, reservationId: string, input: { body?: string; subject?: string }) {
  const text = messageText(input);
  await conversationRow(db, scope, reservationId);
  const key = await guestLinkKey(db, config.guestLinkSecret);
  await db.transaction((tx) =>
    postMessage(tx, key, config, { accountId: scope.accountId, reservationId }, { author: 'host', userId: scope.userId, ...text }),
  );
  return getConversation(db, scope, reservationId);
}

/** The conversation's address in the suite: where its guest-message notices lead. */
const conversationLink = (reservationId: string) => `/front-desk/messages?reservation=${reservationId}`;

/**
 * A guest's message, from the guest page or a reply by e-mail (the token has been checked by the caller); the hosts
 * who may see the apartment's conversations are notified in the same transaction.
 */
export async function addGuestMessage(db: Database, target: GuestLinkTarget, body: string, via: 'page' | 'email'): Promise<string> {
  const text = body.trim().slice(0, MESSAGE_MAX);
  if (text === '') throw new ValidationError({ body: ['Wpisz treść wiadomości'] });
  return db.transaction(async (tx) => {
    const stay = await repo.findStay(tx, target.accountId, null, target.reservationId);
    if (!stay) throw new NotFoundError(NOT_FOUND);
    const id = await repo.insertMessage(tx, { ...target, author: 'guest', authorUserId: null, subject: '', body: text, via });
    await notify(tx, { accountId: target.accountId, userId: null }, {
      kind: 'guest_message',
      title: `Wiadomość od gościa: ${stay.full_name || stay.apartment_name}`,
      body: text.length > 140 ? `${text.slice(0, 139)}…` : text,
      link: conversationLink(target.reservationId),
      apartmentId: stay.apartment_id,
    });
    return id;
  });
}

/** The conversation's messages as the guest sees them. */
export async function guestMessages(db: Queryable, target: GuestLinkTarget) {
  return (await repo.listMessages(db, target.accountId, target.reservationId)).map((row) => {
    const dto = toMessageDto(row);
    return { ...dto, attributes: { ...dto.attributes, authorName: row.author === 'host' ? row.author_name : '', deliveryError: null } };
  });
}

/** The host opened the conversation: the guest's messages are read, and so are the caller's notices of them. */
export async function markRead(db: Queryable, scope: Scope, reservationId: string) {
  await conversationRow(db, scope, reservationId);
  await repo.markRead(db, scope.accountId, reservationId);
  await readNoticesOf(db, scope, 'guest_message', conversationLink(reservationId));
  return unreadCounts(db, scope);
}

export async function setLanguage(db: Queryable, scope: Scope, reservationId: string, language: TemplateLanguage) {
  await conversationRow(db, scope, reservationId);
  await repo.setGuestLanguage(db, scope.accountId, reservationId, language);
  return getConversation(db, scope, reservationId);
}

/**
 * Unread guest messages in what the caller may see: the Wiadomości tab's count, the desktop and the notifications
 * read it.
 */
export function unreadCounts(db: Queryable, scope: Scope): Promise<{ messages: number; conversations: number }> {
  return repo.countUnread(db, scope.accountId, scope.apartmentIds);
}

/** The latest unread guest messages (id, author, deliveredAt, content), newest first. */
export async function latestUnreadMessages(db: Queryable, scope: Scope, limit = 10) {
  const rows = await repo.listUnread(db, scope.accountId, scope.apartmentIds, limit);
  return rows.map((r) => ({ id: r.id, reservationId: r.reservation_id, author: r.full_name, deliveredAt: new Date(r.created_at).toISOString(), content: r.body }));
}

/** The values of a stay's placeholders (the guest link made if it does not exist yet). */
export async function valuesForStay(tx: Queryable, key: string, config: Config, target: GuestLinkTarget) {
  const stay = await repo.findStay(tx, target.accountId, null, target.reservationId);
  if (!stay) throw new NotFoundError(NOT_FOUND);
  const token = await guestToken(tx, key, target.accountId, target.reservationId);
  return { stay, values: stayValues(stay, guestPageUrl(config.publicUrl, token)) };
}

/** A template filled with this reservation's values, and the placeholders whose value is empty for it. */
export async function fillForConversation(db: Database, config: Config, scope: Scope, reservationId: string, templateId: string) {
  await conversationRow(db, scope, reservationId);
  const template = await findTemplate(db, scope.accountId, templateId);
  if (!template) throw new NotFoundError('Nie znaleziono szablonu.');
  const key = await guestLinkKey(db, config.guestLinkSecret);
  const { values } = await valuesForStay(db, key, config, { accountId: scope.accountId, reservationId });
  const subject = fillTemplate(template.subject, values);
  const body = fillTemplate(template.body, values);
  const empty = [...new Set<TemplatePlaceholder>([...subject.empty, ...body.empty])];
  return { subject: subject.text, body: body.text, empty, language: template.language as TemplateLanguage, channel: template.channel };
}
