import { INVALID_PHONE_MESSAGE, normalizePhone, todayInPoland } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { pageParams } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import { likeContains } from '../reservations';
import { asActor } from '../../lib/actor';
import {
  copyContactToStays,
  deleteClients,
  findDuplicates,
  lockContacts,
  lockGuestIdentity,
  moveReservations,
  findClient,
  findContact,
  findContactByEmail,
  findContactByPhone,
  insertClient,
  listClients,
  phoneKey,
  updateClient,
  type ClientRow,
  type ContactRow,
} from './repository';

export interface Guest {
  fullName: string;
  email: string;
  phoneNumber: string;
  address: string;
}

/**
 * The guest database fills itself from reservations: on every save the guest is matched to a client of the account
 * by e-mail, else by phone number, else the reservation keeps the client it had, else a new client is created.
 * A matched client's empty contact fields are filled in; what the host typed on the client's card is not overwritten.
 * Runs inside the reservation's transaction; an advisory lock on the guest's identity stops two concurrent saves of
 * one new guest from creating the client twice.
 */
export async function matchClient(tx: Queryable, accountId: string, guest: Guest, currentClientId: string | null): Promise<string> {
  const email = guest.email.trim();
  const phone = phoneKey(guest.phoneNumber).length >= 6 ? guest.phoneNumber.trim() : '';
  const identity = email ? `e:${email.toLowerCase()}` : phone ? `p:${phoneKey(phone)}` : null;
  if (identity) await lockGuestIdentity(tx, accountId, identity);

  let client: ContactRow | null = null;
  if (email) client = await findContactByEmail(tx, accountId, email);
  if (!client && phone) client = await findContactByPhone(tx, accountId, phone, email);
  // matching works across the whole account: a guest known from an apartment a co-host does not see is still one client
  if (!client && !identity && currentClientId) client = await findContact(tx, accountId, null, currentClientId);

  if (!client) {
    return insertClient(tx, accountId, { full_name: guest.fullName, email, phone_number: guest.phoneNumber.trim(), address: guest.address });
  }
  const filled: ContactRow = {
    ...client,
    full_name: client.full_name || guest.fullName,
    email: client.email || email,
    phone_number: client.phone_number || guest.phoneNumber.trim(),
    address: client.address || guest.address,
  };
  const changed = (['full_name', 'email', 'phone_number', 'address'] as const).some((k) => filled[k] !== client![k]);
  if (changed) await updateClient(tx, accountId, filled);
  return client.id;
}

/**
 * The rule when a reservation's guest data is edited (docs/domains/guests-and-messages.md, "Guests and clients: the rule"): the client card holds the
 * guest's current contact data, so each guest field changed on the reservation is written to its client's card. If
 * the new e-mail is another client's, the stay belongs to that client: the reservation moves to them (matched as a
 * new booking would be). A reservation without a client is matched as a new booking is. Returns the client's id.
 */
export async function keepClientInStep(tx: Queryable, accountId: string, guest: Guest, before: Guest, clientId: string | null): Promise<string> {
  if (!clientId) return matchClient(tx, accountId, guest, null);
  const email = guest.email.trim();
  if (email && email.toLowerCase() !== before.email.trim().toLowerCase() && (await findContactByEmail(tx, accountId, email, clientId))) {
    return matchClient(tx, accountId, guest, null);
  }
  const client = await findContact(tx, accountId, null, clientId, true);
  if (!client) return matchClient(tx, accountId, guest, null);
  const next: ContactRow = {
    ...client,
    full_name: guest.fullName.trim() && guest.fullName !== before.fullName ? guest.fullName.trim() : client.full_name,
    email: guest.email !== before.email ? email : client.email,
    phone_number: guest.phoneNumber !== before.phoneNumber ? guest.phoneNumber.trim() : client.phone_number,
    address: guest.address !== before.address ? guest.address.trim() : client.address,
  };
  const changed = (['full_name', 'email', 'phone_number', 'address'] as const).some((k) => next[k] !== client[k]);
  if (changed) await updateClient(tx, accountId, next);
  return client.id;
}

/**
 * A new booking for a client chosen on the form (found by the desk's search): the guest fields left empty take the
 * card's, and a field typed otherwise than on the card is written to it, as a reservation edit would (a new e-mail
 * that is another client's makes the stay that client's). Only a client the caller may see can be chosen. Returns
 * the client's id and the guest as the reservation stores it.
 */
export async function bookForClient(tx: Queryable, scope: Scope, clientId: string, typed: Guest): Promise<{ clientId: string; guest: Guest }> {
  const card = await findContact(tx, scope.accountId, scope.apartmentIds, clientId, true);
  if (!card) throw new ValidationError({ clientId: ['Nie znaleziono wybranego klienta. Wyszukaj go ponownie.'] });
  const before: Guest = { fullName: card.full_name, email: card.email, phoneNumber: card.phone_number, address: card.address };
  const guest: Guest = {
    fullName: typed.fullName.trim() || before.fullName,
    email: typed.email.trim() || before.email,
    phoneNumber: typed.phoneNumber.trim() || before.phoneNumber,
    address: typed.address.trim() || before.address,
  };
  return { clientId: await keepClientInStep(tx, scope.accountId, guest, before, card.id), guest };
}

const ORDER_COLUMNS: Record<string, string> = {
  fullName: 'c.full_name',
  email: 'c.email',
  phoneNumber: 'c.phone_number',
  address: 'c.address',
  createdAt: 'c.created_at',
  reservationsCount: 't.reservations_count',
  totalSpent: 't.total_spent',
};
const ORDER_ALIASES: Record<string, string> = { full_name: 'fullName', phone_number: 'phoneNumber', created_at: 'createdAt', city: 'address' };

export interface ClientListQuery {
  page?: number;
  perPage?: number;
  q?: string;
  fullName?: string;
  email?: string;
  phoneNumber?: string;
  addresses?: string;
  orderBy?: string;
  orderSort?: string;
}

export async function searchClients(db: Queryable, scope: Scope, query: ClientListQuery) {
  const { accountId } = scope;
  const errors: Record<string, string[]> = {};
  const params: unknown[] = [accountId];
  const where = ['c.account_id = $1'];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // one search box: the name or the e-mail contains the text, or the phone contains its digits (3 or more)
  const q = query.q?.trim();
  if (q) {
    const text = param(likeContains(q));
    const digits = q.replace(/\D/g, '');
    const byPhone = digits.length >= 3 && /^[\d\s()+\-./]+$/.test(q) ? ` or regexp_replace(c.phone_number, '\\D', '', 'g') like ${param(`%${digits}%`)}` : '';
    where.push(`(c.full_name ilike ${text} or c.email ilike ${text}${byPhone})`);
  }
  const fullName = query.fullName?.trim();
  if (fullName) where.push(`c.full_name ilike ${param(likeContains(fullName))}`);
  const email = query.email?.trim();
  if (email) where.push(`c.email ilike ${param(likeContains(email))}`);
  const phone = query.phoneNumber?.replace(/\D/g, '');
  if (query.phoneNumber?.trim() && !phone) errors.phoneNumber = ['Podaj cyfry numeru telefonu'];
  else if (phone) where.push(`regexp_replace(c.phone_number, '\\D', '', 'g') like ${param(`%${phone}%`)}`);
  const addresses = (query.addresses ?? '')
    .split('|')
    .map((a) => a.trim())
    .filter(Boolean);
  if (addresses.length) where.push(`c.address ilike any(${param(addresses.map(likeContains))}::text[])`);

  const orderKey = query.orderBy ? (ORDER_ALIASES[query.orderBy] ?? query.orderBy) : 'fullName';
  // the route's schema let only these columns and directions through
  const column = ORDER_COLUMNS[orderKey];
  const sort = (query.orderSort ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const { page, perPage, offset } = pageParams(query);
  const { rows, count } = await listClients(db, scope.apartmentIds, {
    where: where.join(' and '),
    params,
    orderBy: `${column} ${sort}, c.id ${sort}`,
    perPage,
    offset,
  });
  return { rows, count, page, perPage };
}

export async function getClient(db: Queryable, scope: Scope, id: string): Promise<ClientRow> {
  const row = await findClient(db, scope.accountId, scope.apartmentIds, id);
  if (!row) throw new NotFoundError('Nie znaleziono klienta.');
  return row;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Edits the contact data of a client: only the fields sent change; an e-mail may belong to one client only. The new
 * data reaches the client's stays that have not ended, in the same transaction (the rule in docs/domains/guests-and-messages.md).
 */
export async function editClient(db: Database, scope: Scope, id: string, input: Partial<Guest>): Promise<ClientRow> {
  const { accountId } = scope;
  return asActor(db, scope, async (tx) => {
    const current = await findContact(tx, accountId, scope.apartmentIds, id, true);
    if (!current) throw new NotFoundError('Nie znaleziono klienta.');
    const next: ContactRow = {
      id,
      full_name: input.fullName !== undefined ? input.fullName.trim() : current.full_name,
      email: input.email !== undefined ? input.email.trim() : current.email,
      // one stored form, as the reservations' ('+48600100200')
      phone_number: input.phoneNumber !== undefined ? (normalizePhone(input.phoneNumber) ?? input.phoneNumber.trim()) : current.phone_number,
      address: input.address !== undefined ? input.address.trim() : current.address,
    };
    const errors: Record<string, string[]> = {};
    if (!next.full_name) errors.fullName = ['Pole jest wymagane'];
    if (next.email && !EMAIL.test(next.email)) errors.email = ['Podaj poprawny adres e-mail'];
    else if (next.email && (await findContactByEmail(tx, accountId, next.email, id))) errors.email = ['Ten adres e-mail ma już inny klient'];
    if (input.phoneNumber !== undefined && normalizePhone(input.phoneNumber) === null) errors.phoneNumber = [INVALID_PHONE_MESSAGE];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await updateClient(tx, accountId, next);
    await copyContactToStays(tx, accountId, next, todayInPoland());
    return (await findClient(tx, accountId, scope.apartmentIds, id))!;
  });
}

/** Clients who look like the same person as this one (same e-mail, phone or name), to offer merging them. */
export async function getDuplicates(db: Queryable, scope: Scope, id: string): Promise<ClientRow[]> {
  const client = await findContact(db, scope.accountId, scope.apartmentIds, id);
  if (!client) throw new NotFoundError('Nie znaleziono klienta.');
  return findDuplicates(db, scope.accountId, scope.apartmentIds, client);
}

/**
 * Merges duplicates into the client to keep, in one transaction: their reservations move to the kept client, the
 * kept client's empty contact fields are filled from them (oldest first), and they are deleted. Every client named
 * must be one the caller may see.
 */
export async function mergeClients(db: Database, scope: Scope, keepId: string, mergedIds: string[]): Promise<ClientRow> {
  const { accountId } = scope;
  const merged = [...new Set(mergedIds)].filter((mid) => mid !== keepId);
  if (merged.length === 0) throw new ValidationError({ clientIds: ['Wybierz klienta do połączenia'] });
  return asActor(db, scope, async (tx) => {
    const locked = await lockContacts(tx, accountId, scope.apartmentIds, [keepId, ...merged]);
    const keep = locked.find((c) => c.id === keepId);
    if (!keep) throw new NotFoundError('Nie znaleziono klienta.');
    if (locked.length !== merged.length + 1) throw new ConflictError('Nie znaleziono któregoś z łączonych klientów. Odśwież stronę i spróbuj ponownie.');
    const others = locked.filter((c) => c.id !== keepId);
    const filled: ContactRow = { ...keep };
    for (const other of others) {
      filled.full_name ||= other.full_name;
      filled.email ||= other.email;
      filled.phone_number ||= other.phone_number;
      filled.address ||= other.address;
    }
    await moveReservations(tx, accountId, merged, keepId);
    // the duplicates go before the kept card takes their e-mail, which may belong to one client only
    await deleteClients(tx, accountId, merged);
    await updateClient(tx, accountId, filled);
    return (await findClient(tx, accountId, scope.apartmentIds, keepId))!;
  });
}
