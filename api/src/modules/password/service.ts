import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Queryable } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { enqueueEmail, invitationMail, resetPasswordMail } from '../mail';
import { openSession, revokeUserSessions } from '../session';
import { findUser, findUserByEmail, setPasswordHash, type UserRow } from '../users';
import { newPasswordErrors } from './policy';
import { consumeToken, createUserToken, findLiveToken, retireUserTokens } from './repository';

export const TOKEN_INVALID = 'Link do ustawienia hasła jest nieprawidłowy, został już użyty lub wygasł. Poproś o nowy link.';
export const RESET_REQUESTED = 'Jeśli konto z tym adresem e-mail istnieje, wysłaliśmy na nie link do zmiany hasła.';
export const PASSWORD_CHANGED = 'Hasło zostało zmienione.';

// Every answer to a reset request takes at least this long, so that the work done for a known address (a token,
// a queued mail) cannot be told by timing from the nothing done for an unknown one.
const RESET_REQUEST_MIN_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function resetLink(config: Config, token: string): string {
  return `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export function invitationLink(config: Config, token: string): string {
  return `${config.publicUrl}/confirm_my_registration?token=${encodeURIComponent(token)}`;
}

/** Forgot password: for a known address, a reset link (1 hour, single use) by e-mail; nothing for an unknown one. */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const started = Date.now();
  try {
    const user = await findUserByEmail(app.db, email);
    if (!user) return;
    await app.db.transaction(async (tx) => {
      const token = await createUserToken(tx, user.id, 'reset');
      const mail = resetPasswordMail({ firstName: user.first_name, link: resetLink(app.config, token) });
      await enqueueEmail(tx, { accountId: user.account_id, to: user.email, kind: 'reset', ...mail });
    });
  } finally {
    await sleep(Math.max(0, started + RESET_REQUEST_MIN_MS - Date.now()));
  }
}

/**
 * A co-host invitation: a 7-day single-use link to /confirm_my_registration queued by e-mail. Call it in the
 * transaction that creates the co-host.
 */
export async function sendInvitation(
  db: Queryable,
  config: Config,
  invitee: Pick<UserRow, 'id' | 'account_id' | 'email' | 'first_name'>,
  inviterName = '',
): Promise<void> {
  const token = await createUserToken(db, invitee.id, 'invitation');
  const mail = invitationMail({ firstName: invitee.first_name, inviterName, link: invitationLink(config, token) });
  await enqueueEmail(db, { accountId: invitee.account_id, to: invitee.email, kind: 'invitation', ...mail });
}

export interface TokenPasswordInput {
  token: string | undefined;
  password: string | undefined;
  confirmation: string | undefined;
}

/** The names the errors are reported under, those the client used. */
export interface TokenPasswordFields {
  token: string;
  password: string;
  confirmation: string;
  /** also report a bad token on the password field (the confirm-registration screen shows errors.password[0]) */
  tokenErrorOnPassword?: boolean;
}

/** Which links each flow takes: a reset link resets, an invitation or sign-up link activates and signs in. */
export const RESET_TOKENS = ['reset'] as const;
export const SIGN_IN_TOKENS = ['invitation', 'registration'] as const;

/**
 * Sets a password through a link whose token is of one of `kinds`: consumes the token, retires the user's other
 * links and revokes every session (whoever held the old password is signed out). Returns the user.
 */
export async function setPasswordWithToken(
  app: FastifyInstance,
  input: TokenPasswordInput,
  fields: TokenPasswordFields,
  kinds: readonly string[] = RESET_TOKENS,
): Promise<UserRow> {
  const live = input.token ? await findLiveToken(app.db, input.token, kinds) : null;
  const errors = newPasswordErrors({ ...input, email: live?.email }, fields);
  if (!live) {
    errors[fields.token] = [TOKEN_INVALID];
    if (fields.tokenErrorOnPassword) errors[fields.password] = [TOKEN_INVALID, ...(errors[fields.password] ?? [])];
    throw new ValidationError(errors, TOKEN_INVALID);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const passwordHash = await hashPassword(input.password!);
  return app.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, live.id))) {
      const raced = { [fields.token]: [TOKEN_INVALID], ...(fields.tokenErrorOnPassword ? { [fields.password]: [TOKEN_INVALID] } : {}) };
      throw new ValidationError(raced, TOKEN_INVALID);
    }
    await setPasswordHash(tx, live.account_id, live.user_id, passwordHash);
    await retireUserTokens(tx, live.user_id);
    await revokeUserSessions(tx, live.user_id);
    const user = await findUser(tx, live.account_id, live.user_id);
    return user!;
  });
}

/** The confirm-registration flow: sets the password, then signs the user in. */
export async function setPasswordAndSignIn(app: FastifyInstance, input: TokenPasswordInput): Promise<{ token: string; user: UserRow }> {
  const user = await setPasswordWithToken(app, input, {
    token: 'token',
    password: 'password',
    confirmation: 'passwordConfirmation',
    tokenErrorOnPassword: true,
  }, SIGN_IN_TOKENS);
  return { token: await openSession(app.db, user.id), user };
}
