import type { Database, Queryable } from '../../db/database';
import type { Scope } from '../../lib/scope';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { accountPhotosPrefix } from '../accommodations';
import type { FileStore } from '../../lib/fileStore';
import { dropUndeliveredEmails } from '../mail';
import { newPasswordErrors, PASSWORD_MESSAGES, retireUserTokens } from '../password';
import { revokeUserSessions } from '../session';
import { deleteUser, findUser, setPasswordHash, updateProfile, type ProfileChanges, type UserRow } from '../users';
import { deleteAccountCascade } from './repository';

export const WRONG_OLD_PASSWORD = 'Nieprawidłowe hasło';
const REQUIRED = 'Pole jest wymagane';
const PHONE = /^\+?[\d\s()-]{0,30}$/;

export async function currentUser(db: Queryable, scope: Scope): Promise<UserRow> {
  const user = await findUser(db, scope.accountId, scope.userId);
  if (!user) throw new NotFoundError();
  return user;
}

/** Saves first name, last name and phone (trimmed); the e-mail is the sign-in name and is not changed here. */
export async function saveProfile(db: Queryable, scope: Scope, changes: ProfileChanges): Promise<UserRow> {
  const clean: ProfileChanges = {
    firstName: changes.firstName?.trim(),
    lastName: changes.lastName?.trim(),
    phoneNumber: changes.phoneNumber?.trim(),
  };
  const errors: Record<string, string[]> = {};
  // a name may be left out (only the fields sent change), never emptied
  if (clean.firstName === '') errors.firstName = [REQUIRED];
  if (clean.lastName === '') errors.lastName = [REQUIRED];
  if (clean.phoneNumber && !PHONE.test(clean.phoneNumber)) errors.phoneNumber = ['Podaj poprawny numer telefonu'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const user = await updateProfile(db, scope.accountId, scope.userId, clean);
  if (!user) throw new NotFoundError();
  return user;
}

export interface PasswordChange {
  oldPassword?: string;
  newPassword?: string;
  passwordConfirmation?: string;
}

/** Changes the password of the signed-in user; every other session of the user is signed out, this one stays. */
export async function changePassword(db: Database, scope: Scope, input: PasswordChange): Promise<void> {
  const user = await currentUser(db, scope);
  const errors = newPasswordErrors(
    { password: input.newPassword, confirmation: input.passwordConfirmation, email: user.email },
    { password: 'newPassword', confirmation: 'passwordConfirmation' },
  );
  if (!input.oldPassword) errors.oldPassword = [PASSWORD_MESSAGES.required];
  else if (!(await verifyPassword(user.password_hash, input.oldPassword))) errors.oldPassword = [WRONG_OLD_PASSWORD];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const passwordHash = await hashPassword(input.newPassword!);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, scope.accountId, scope.userId, passwordHash);
    await revokeUserSessions(tx, scope.userId, scope.sessionId);
    await retireUserTokens(tx, scope.userId);
  });
}

/**
 * Deletes the caller's account. The owner's deletion removes the whole account: users (co-hosts too), sessions,
 * links, listings, guests, reservations and everything else of it, plus its undelivered mail. A co-host's deletion
 * removes that user only. What stays: the delivery log of mail already sent, no longer linked to any account.
 */
export async function deleteMe(db: Database, scope: Scope, files: FileStore): Promise<void> {
  const user = await currentUser(db, scope);
  await db.transaction(async (tx) => {
    if (user.owner) {
      await dropUndeliveredEmails(tx, scope.accountId);
      await deleteAccountCascade(tx, scope.accountId);
    } else {
      await dropUndeliveredEmails(tx, scope.accountId, user.email);
      await deleteUser(tx, scope.accountId, scope.userId);
    }
  });
  // after the commit: a deletion that failed keeps its photos (in the database they went with the account's rows)
  if (user.owner) await files.removePrefix(db, accountPhotosPrefix(scope.accountId));
}
