import type { FastifyInstance } from 'fastify';
import type { CoHostPermission } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';
import { ConflictError, ForbiddenError, NotFoundError, PG_UNIQUE_VIOLATION, pgCode, ValidationError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { dropUndeliveredEmails } from '../mail';
import { retireUserTokens, sendInvitation } from '../password';
import { revokeUserSessions } from '../session';
import {
  countCoHosts,
  deleteCoHost,
  emailOwner,
  existingApartmentIds,
  findCoHost,
  insertCoHost,
  listCoHosts,
  setCoHostApartments,
  updateCoHost,
  userDisplayName,
  type CoHostBound,
  type CoHostFields,
  type CoHostRow,
} from './repository';

export const EMAIL_IN_OTHER_ACCOUNT =
  'Ten adres e-mail należy już do użytkownika innego konta w serwisie Gospodarz. Jedna osoba może należeć tylko do jednego konta: podaj inny adres.';
export const EMAIL_IN_THIS_ACCOUNT = 'Ten adres e-mail ma już inny użytkownik Twojego konta.';
export const EMAIL_TAKEN = 'Ten adres e-mail jest już używany.';
export const INVALID_EMAIL = 'Podaj poprawny adres e-mail';
export const INVALID_PHONE = 'Podaj numer telefonu w formacie NNN-NNN-NNN';
export const UNKNOWN_APARTMENT = 'Wybierz apartamenty z listy';
export const PERMISSION_NOT_HELD = 'Nie możesz nadać uprawnień, których sam nie masz.';
export const APARTMENT_NOT_HELD = 'Nie możesz udostępnić apartamentów, których sam nie masz.';
export const BEYOND_YOUR_RIGHTS = 'Ten współgospodarz ma uprawnienia lub apartamenty, których Ty nie masz: zarządzać nim może właściciel konta.';
export const EMAIL_FIXED =
  'Adresu e-mail nie można tu zmienić: właściciel konta może poprawić tylko adres osoby zaproszonej, która nie ustawiła jeszcze hasła.';
export const NOT_FOUND = 'Nie znaleziono współgospodarza.';
export const ALREADY_ACTIVE = 'Współgospodarz ustawił już hasło: zaproszenie nie jest potrzebne.';

/** What a create or an edit asks for; an edit leaves out what it does not change. */
export interface CoHostInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  apartmentIds?: string[];
  permissions?: CoHostPermission[];
}

// The shape of an address, as the sign-in form checks it; the invitation mail is the real test.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Nine digits, as the form's NNN-NNN-NNN mask gives them; dashes and spaces are dropped before storing. */
function phoneDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) ? digits : null;
}

/**
 * What bounds the caller's management of co-hosts: nothing for the owner; for a co-host (who holds 'householders')
 * the permissions and the apartments they hold. They see, change, invite again and remove only the co-hosts whose
 * permissions and apartments all lie within these, and give no one more than these.
 */
function boundOf(scope: Scope): CoHostBound {
  return scope.owner ? null : { permissions: scope.permissions, apartmentIds: scope.apartmentIds ?? [] };
}

function withinBound(bound: CoHostBound, row: CoHostRow): boolean {
  if (!bound) return true;
  return row.permissions.every((p) => bound.permissions.includes(p)) && row.all_apartment_ids.every((a) => bound.apartmentIds.includes(a));
}

export async function listPage(app: FastifyInstance, scope: Scope, page: { page: number; perPage: number }) {
  const bound = boundOf(scope);
  const [rows, count] = await Promise.all([
    listCoHosts(app.db, scope.accountId, bound, { limit: page.perPage, offset: (page.page - 1) * page.perPage }),
    countCoHosts(app.db, scope.accountId, bound),
  ]);
  return { rows, count };
}

/**
 * A co-host the caller may manage: 404 for one that is not the account's (or the owner), 403 for one holding a
 * permission or an apartment the caller does not. `db` a transaction: the row stays locked until it ends.
 */
async function manageableCoHost(db: Queryable, scope: Scope, id: string, lock = false): Promise<CoHostRow> {
  const row = await findCoHost(db, scope.accountId, id, lock);
  if (!row) throw new NotFoundError(NOT_FOUND);
  if (!withinBound(boundOf(scope), row)) throw new ForbiddenError(BEYOND_YOUR_RIGHTS);
  return row;
}

export async function getCoHost(app: FastifyInstance, scope: Scope, id: string): Promise<CoHostRow> {
  return manageableCoHost(app.db, scope, id);
}

/** What a change asks for, or what there is when it asks for nothing; 422 on the field for anything beyond the bound. */
function granted<T extends string>(current: T[], requested: T[] | undefined, held: string[] | undefined, field: string, message: string): T[] {
  if (requested === undefined) return current;
  const wanted = [...new Set(requested)];
  if (held && wanted.some((item) => !held.includes(item))) throw new ValidationError({ [field]: [message] });
  return wanted;
}

function grants(scope: Scope, input: CoHostInput, current: { permissions: CoHostPermission[]; apartmentIds: string[] }) {
  const bound = boundOf(scope);
  return {
    permissions: granted(current.permissions, input.permissions, bound?.permissions, 'permissions', PERMISSION_NOT_HELD),
    apartmentIds: granted(current.apartmentIds, input.apartmentIds, bound?.apartmentIds, 'apartmentsIds', APARTMENT_NOT_HELD),
  };
}

async function checkEmail(db: Queryable, scope: Scope, email: string, selfId: string | null): Promise<void> {
  const holder = await emailOwner(db, scope.accountId, email);
  if (!holder || holder.id === selfId) return;
  throw new ValidationError({ email: [holder.elsewhere ? EMAIL_IN_OTHER_ACCOUNT : EMAIL_IN_THIS_ACCOUNT] });
}

async function checkApartments(db: Queryable, scope: Scope, ids: string[] | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const found = await existingApartmentIds(db, scope.accountId, unique);
  if (found.length !== unique.length) throw new ValidationError({ apartmentsIds: [UNKNOWN_APARTMENT] });
}

function cleanFields(input: CoHostInput, current?: CoHostRow): Omit<CoHostFields, 'permissions'> {
  const errors: Record<string, string[]> = {};
  const firstName = (input.firstName ?? current?.first_name ?? '').trim();
  const email = (input.email ?? current?.email ?? '').trim();
  const phone = input.phoneNumber !== undefined ? phoneDigits(input.phoneNumber) : (current?.phone_number ?? null);
  if (!firstName) errors.firstName = ['Pole jest wymagane'];
  if (!email) errors.email = ['Pole jest wymagane'];
  else if (!EMAIL.test(email)) errors.email = [INVALID_EMAIL];
  if (input.phoneNumber !== undefined && !input.phoneNumber.trim()) errors.phoneNumber = ['Pole jest wymagane'];
  else if (!phone) errors.phoneNumber = [INVALID_PHONE];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { firstName, lastName: (input.lastName ?? current?.last_name ?? '').trim(), email, phoneNumber: phone! };
}

/** Two requests creating one address at once: the unique index decides, and the loser hears it like the check says. */
async function onTakenEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgCode(error) === PG_UNIQUE_VIOLATION) throw new ValidationError({ email: [EMAIL_TAKEN] });
    throw error;
  }
}

/** Creates a co-host (no password yet) with their apartments and permissions, and queues the invitation. */
export async function createCoHost(app: FastifyInstance, scope: Scope, input: CoHostInput): Promise<CoHostRow> {
  const fields = cleanFields(input);
  const { permissions, apartmentIds } = grants(scope, input, { permissions: [], apartmentIds: [] });
  await checkEmail(app.db, scope, fields.email, null);
  await checkApartments(app.db, scope, apartmentIds);
  const inviter = await userDisplayName(app.db, scope.accountId, scope.userId);
  const id = await onTakenEmail(() =>
    app.db.transaction(async (tx) => {
      const userId = await insertCoHost(tx, scope.accountId, { ...fields, permissions });
      await setCoHostApartments(tx, scope.accountId, userId, apartmentIds);
      await sendInvitation(tx, app.config, { id: userId, account_id: scope.accountId, email: fields.email, first_name: fields.firstName }, inviter);
      return userId;
    }),
  );
  return getCoHost(app, scope, id);
}

/**
 * The e-mail is the sign-in name, and whoever controls it can reset the password: no one changes another user's. The
 * one exception is the owner correcting the address of a co-host still invited (the invitation goes to the new one).
 */
function checkEmailChange(scope: Scope, current: CoHostRow, email: string): boolean {
  if (email.toLowerCase() === current.email.toLowerCase()) return false;
  if (!scope.owner || !current.invitation_pending) throw new ForbiddenError(EMAIL_FIXED);
  return true;
}

/**
 * Edits a co-host the caller may manage, within the caller's rights. Taking a permission or an apartment away ends
 * their open sessions at once, so that nothing they loaded before keeps working; a changed e-mail of a co-host still
 * invited gets a new invitation (the old link stops).
 */
export async function updateCoHostOf(app: FastifyInstance, scope: Scope, id: string, input: CoHostInput): Promise<CoHostRow> {
  const current = await getCoHost(app, scope, id);
  const fields = cleanFields(input, current);
  const emailChanged = checkEmailChange(scope, current, fields.email);
  if (!emailChanged) fields.email = current.email;
  const currentApartments = current.apartments.map((a) => a.id);
  const { permissions, apartmentIds } = grants(scope, input, { permissions: current.permissions, apartmentIds: currentApartments });
  if (emailChanged) await checkEmail(app.db, scope, fields.email, id);
  await checkApartments(app.db, scope, apartmentIds.filter((a) => !currentApartments.includes(a)));

  const lostPermission = current.permissions.some((p) => !permissions.includes(p));
  const lostApartment = currentApartments.some((a) => !apartmentIds.includes(a));
  const inviter = await userDisplayName(app.db, scope.accountId, scope.userId);
  await onTakenEmail(() =>
    app.db.transaction(async (tx) => {
      // what was checked still holds (say, the invitation was not accepted meanwhile)
      const locked = await manageableCoHost(tx, scope, id, true);
      if (emailChanged) checkEmailChange(scope, locked, fields.email);
      await updateCoHost(tx, scope.accountId, id, { ...fields, permissions });
      await setCoHostApartments(tx, scope.accountId, id, apartmentIds);
      if (lostPermission || lostApartment || emailChanged) await revokeUserSessions(tx, id);
      if (emailChanged && current.invitation_pending) {
        await retireUserTokens(tx, id);
        await dropUndeliveredEmails(tx, scope.accountId, current.email);
        await sendInvitation(tx, app.config, { id, account_id: scope.accountId, email: fields.email, first_name: fields.firstName }, inviter);
      }
    }),
  );
  return getCoHost(app, scope, id);
}

/** Sends a new invitation link; the links sent before stop working. Only for a co-host who has not set a password. */
export async function resendInvitation(app: FastifyInstance, scope: Scope, id: string): Promise<CoHostRow> {
  const inviter = await userDisplayName(app.db, scope.accountId, scope.userId);
  return app.db.transaction(async (tx) => {
    const current = await manageableCoHost(tx, scope, id, true);
    if (!current.invitation_pending) throw new ConflictError(ALREADY_ACTIVE);
    await retireUserTokens(tx, id);
    await sendInvitation(tx, app.config, { id, account_id: scope.accountId, email: current.email, first_name: current.first_name }, inviter);
    return current;
  });
}

/**
 * Removes a co-host: their sessions, links and shared apartments go with the user row (cascade; a deleted session
 * notifies like a revoked one, so no instance keeps it), and so does mail to them not yet sent.
 */
export async function removeCoHost(app: FastifyInstance, scope: Scope, id: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const current = await manageableCoHost(tx, scope, id, true);
    await dropUndeliveredEmails(tx, scope.accountId, current.email);
    if (!(await deleteCoHost(tx, scope.accountId, id))) throw new NotFoundError(NOT_FOUND);
  });
}
