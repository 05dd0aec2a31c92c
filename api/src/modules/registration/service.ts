import type { FastifyInstance } from 'fastify';
import type { RegistrationPayload } from '@gospodarz/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { PG_UNIQUE_VIOLATION, pgCode, ValidationError } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import { enqueueEmail } from '../mail';
import { invitationLink } from '../password';
import { accountExistsMail, confirmRegistrationMail } from './templates';
import { createRegistrationToken, emailTaken, insertAccountWithOwner } from './repository';

export const REGISTRATION_SENT = 'Sprawdź skrzynkę e-mail: wysłaliśmy link, którym dokończysz rejestrację i ustawisz hasło.';
export const TRIAL_DAYS = 30;

const REQUIRED = 'Pole jest wymagane';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Every answer to a sign-up takes at least this long, so that the work done for a new address (an account, a token,
// a mail) cannot be told by timing from the work done for a taken one (a mail).
const REGISTER_MIN_MS = 400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type RegistrationInput = Partial<Record<keyof RegistrationPayload, string | boolean | undefined>>;

interface CleanRegistration {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The sign-up form's rules, with the Polish messages shown beside each field. */
export function validateRegistration(input: RegistrationInput): CleanRegistration {
  const clean = {
    firstName: text(input.firstName),
    lastName: text(input.lastName),
    email: text(input.email),
    phoneNumber: text(input.phoneNumber).replace(/[\s-]/g, ''),
    companyName: text(input.companyName),
  };
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(clean)) if (!value) errors[field] = [REQUIRED];
  if (clean.email && !EMAIL.test(clean.email)) errors.email = ['Podaj poprawny adres e-mail'];
  if (clean.phoneNumber && !/^\d{9}$/.test(clean.phoneNumber)) errors.phoneNumber = ['Podaj numer telefonu w formacie NNN-NNN-NNN'];
  if (input.termsAccepted !== true) errors.termsAccepted = ['Zaakceptuj regulamin, aby założyć konto'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return clean;
}

/**
 * Creates an account, its owner (no password yet) and a trial subscription, and queues the mail with the link that
 * sets the password; returns the link too (operators' account:create prints it). Used by the sign-up as well.
 */
export async function createHost(
  db: Database,
  config: Config,
  host: CleanRegistration & { passwordHash?: string | null },
): Promise<{ accountId: string; userId: string; link: string }> {
  return db.transaction(async (tx) => {
    const ids = await insertAccountWithOwner(tx, {
      accountName: host.companyName,
      email: host.email,
      firstName: host.firstName,
      lastName: host.lastName,
      phoneNumber: host.phoneNumber,
      passwordHash: host.passwordHash ?? null,
      trialDays: TRIAL_DAYS,
    });
    const link = invitationLink(config, await createRegistrationToken(tx, ids.userId));
    await enqueueEmail(tx, { accountId: ids.accountId, to: host.email, kind: 'registration', ...confirmRegistrationMail({ link }) });
    return { ...ids, link };
  });
}

/** A taken address gets a mail saying so instead of an account; the work is of the same kind (a token hashed, a mail). */
async function tellAccountExists(db: Database, config: Config, email: string, existing: { firstName: string; accountId: string }) {
  hashToken(newToken());
  const mail = accountExistsMail({ firstName: existing.firstName, loginLink: `${config.publicUrl}/login`, resetLink: `${config.publicUrl}/forgot-password` });
  await enqueueEmail(db, { accountId: existing.accountId, to: email, kind: 'registration-exists', ...mail });
}

/**
 * Sign-up. The answer (and, within the padding, its timing) is the same whether or not the address is taken, so
 * that the form cannot be used to learn who has an account; only the mailbox's owner learns it.
 */
export async function register(app: FastifyInstance, input: RegistrationInput): Promise<void> {
  const clean = validateRegistration(input);
  const started = Date.now();
  try {
    const existing = await emailTaken(app.db, clean.email);
    if (existing) {
      await tellAccountExists(app.db, app.config, clean.email, existing);
      return;
    }
    try {
      await createHost(app.db, app.config, clean);
    } catch (error) {
      // the same address signing up twice at once: the unique index lets one through, the other hears the same
      if (pgCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    }
  } finally {
    await sleep(Math.max(0, started + REGISTER_MIN_MS - Date.now()));
  }
}
