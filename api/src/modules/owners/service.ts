import type { FastifyInstance } from 'fastify';
import {
  COMMISSION_BASES,
  OWNER_COST_KINDS,
  STATEMENT_BASES,
  compactIban,
  isValidNip,
  isValidPolishIban,
  parseAmount,
  parseDay,
  percentToBasisPoints,
  type CommissionBase,
  type OwnerCost,
  type StatementBasis,
} from '@gospodarz/contracts';
import { ConflictError, NotFoundError, PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, ValidationError, pgCode } from '../../lib/errors';
import { FieldErrors } from '../../lib/fields';
import type { Scope } from '../../lib/scope';
import * as repo from './repository';
import type { AgreementRow, OwnerFields, OwnerRow, TermsFields } from './repository';
import type { AgreementInput, OwnerFieldsInput, TermsFieldsInput } from './schemas';

export const REQUIRED = 'Pole jest wymagane';
export const NOT_FOUND = 'Nie znaleziono właściciela.';
export const AGREEMENT_NOT_FOUND = 'Nie znaleziono umowy.';
export const OVERLAP = 'Ten apartament ma w tym czasie innego właściciela (albo inną umowę). Zakończ tamtą umowę wcześniej.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The most a monthly fee may be: 99 999 999,99 zł. */
const MAX_FEE_GROSZE = 9_999_999_999;

export function cleanOwner(input: OwnerFieldsInput): OwnerFields {
  const errors = new FieldErrors();
  const text = (key: keyof OwnerFieldsInput) => String(input[key] ?? '').trim();
  const kind = input.kind === 'company' ? 'company' : 'person';
  if (kind === 'company') {
    if (!text('companyName')) errors.add('companyName', REQUIRED);
    if (!text('nip')) errors.add('nip', REQUIRED);
  } else {
    if (!text('firstName')) errors.add('firstName', REQUIRED);
    if (!text('lastName')) errors.add('lastName', REQUIRED);
  }
  const nip = text('nip').replace(/[\s-]/g, '');
  if (nip && !isValidNip(nip)) errors.add('nip', 'Nieprawidłowy NIP');
  const email = text('email');
  if (!email) errors.add('email', REQUIRED);
  else if (!EMAIL.test(email)) errors.add('email', 'Podaj poprawny adres e-mail');
  const phone = text('phone').replace(/[\s-]/g, '');
  if (phone && !/^\+?\d{9,15}$/.test(phone)) errors.add('phone', 'Podaj numer telefonu, np. 600 100 200');
  const postalCode = text('postalCode');
  if (postalCode && !/^\d{2}-?\d{3}$/.test(postalCode)) errors.add('postalCode', 'Podaj kod pocztowy w formacie NN-NNN');
  const iban = text('iban');
  if (iban && !isValidPolishIban(iban)) errors.add('iban', 'Nieprawidłowy numer rachunku (IBAN)');
  if (!errors.empty) throw new ValidationError(errors.errors);
  return {
    kind,
    companyName: kind === 'company' ? text('companyName') : '',
    firstName: text('firstName'),
    lastName: text('lastName'),
    nip,
    email,
    phone,
    street: text('street'),
    postalCode: postalCode ? `${postalCode.replace('-', '').slice(0, 2)}-${postalCode.replace('-', '').slice(2)}` : '',
    city: text('city'),
    iban: iban ? compactIban(iban) : '',
    bankName: text('bankName'),
  };
}

/** The terms as stored, or 422 with each bad field under `prefix`; `validFrom` defaults to the given day. */
export function cleanTerms(input: TermsFieldsInput, validFromDefault: string | null, prefix = ''): TermsFields {
  const errors = new FieldErrors();
  const at = (field: string) => `${prefix}${field}`;
  const validFrom = input.validFrom === undefined || input.validFrom === '' ? validFromDefault : parseDay(input.validFrom);
  if (!validFrom) errors.add(at('validFrom'), input.validFrom ? 'Podaj datę w formacie rrrr-mm-dd' : REQUIRED);
  let commission: number | null = null;
  if (input.commissionPercent === undefined || input.commissionPercent === '') errors.add(at('commissionPercent'), REQUIRED);
  else {
    commission = percentToBasisPoints(input.commissionPercent);
    if (commission === null) errors.add(at('commissionPercent'), 'Podaj procent od 0 do 100, np. 20 lub 17,5');
  }
  const fee = input.monthlyFee === undefined || input.monthlyFee === '' ? 0 : parseAmount(input.monthlyFee);
  if (fee === null || fee > MAX_FEE_GROSZE) errors.add(at('monthlyFee'), 'Podaj kwotę, np. 150,00');
  const base: CommissionBase = input.commissionBase && input.commissionBase in COMMISSION_BASES ? (input.commissionBase as CommissionBase) : 'nights';
  const basis: StatementBasis = input.statementBasis && input.statementBasis in STATEMENT_BASES ? (input.statementBasis as StatementBasis) : 'ended';
  const bears = OWNER_COST_KINDS.filter((kind: OwnerCost) => (input.ownerBears ?? []).includes(kind));
  if (!errors.empty) throw new ValidationError(errors.errors);
  return {
    validFrom: validFrom!,
    commissionBasisPoints: commission!,
    commissionBase: base,
    monthlyFeeGrosze: fee!,
    ownerBears: bears,
    touristTaxPasses: input.touristTaxPasses ?? false,
    statementBasis: basis,
    statementDay: input.statementDay ?? 1,
  };
}

export interface OwnerWithAgreements {
  row: OwnerRow;
  agreements: AgreementRow[];
}

async function withAgreements(app: FastifyInstance, scope: Scope, rows: OwnerRow[]): Promise<OwnerWithAgreements[]> {
  const agreements = await repo.agreementsOf(app.db, scope.accountId, rows.map((r) => r.id));
  return rows.map((row) => ({ row, agreements: agreements.filter((a) => a.owner_id === row.id) }));
}

export async function listPage(app: FastifyInstance, scope: Scope, page: number, perPage: number) {
  const [rows, count] = await Promise.all([
    repo.listOwners(app.db, scope.accountId, { limit: perPage, offset: (page - 1) * perPage }),
    repo.countOwners(app.db, scope.accountId),
  ]);
  return { items: await withAgreements(app, scope, rows), count };
}

export async function getOwner(app: FastifyInstance, scope: Scope, id: string): Promise<OwnerWithAgreements> {
  const row = await repo.findOwner(app.db, scope.accountId, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return (await withAgreements(app, scope, [row]))[0];
}

export async function createOwner(app: FastifyInstance, scope: Scope, input: OwnerFieldsInput): Promise<OwnerWithAgreements> {
  const id = await repo.insertOwner(app.db, scope.accountId, cleanOwner(input));
  return getOwner(app, scope, id);
}

export async function updateOwner(app: FastifyInstance, scope: Scope, id: string, input: OwnerFieldsInput): Promise<OwnerWithAgreements> {
  const fields = cleanOwner(input);
  if (!(await repo.updateOwner(app.db, scope.accountId, id, fields))) throw new NotFoundError(NOT_FOUND);
  return getOwner(app, scope, id);
}

/** An owner goes only while no agreement names them: agreements are the statements' history and are never removed. */
export async function deleteOwner(app: FastifyInstance, scope: Scope, id: string): Promise<void> {
  const found = await getOwner(app, scope, id);
  if (found.agreements.length > 0) throw new ConflictError('Właściciel ma umowy: zakończ je zamiast usuwać właściciela.');
  await repo.deleteOwner(app.db, scope.accountId, id);
}

function overlapAsConflict(error: unknown): never {
  if (pgCode(error) === PG_EXCLUSION_VIOLATION) throw new ConflictError(OVERLAP, { apartmentId: [OVERLAP] });
  throw error;
}

export async function createAgreement(app: FastifyInstance, scope: Scope, ownerId: string, input: AgreementInput): Promise<AgreementRow> {
  if (!(await repo.findOwner(app.db, scope.accountId, ownerId))) throw new NotFoundError(NOT_FOUND);
  const errors = new FieldErrors();
  const startsOn = parseDay(input.startsOn);
  if (!startsOn) errors.add('startsOn', input.startsOn ? 'Podaj datę w formacie rrrr-mm-dd' : REQUIRED);
  const endsOn = input.endsOn ? parseDay(input.endsOn) : null;
  if (input.endsOn && !endsOn) errors.add('endsOn', 'Podaj datę w formacie rrrr-mm-dd');
  if (startsOn && endsOn && endsOn < startsOn) errors.add('endsOn', 'Koniec umowy nie może być przed jej początkiem');
  if (!(await repo.apartmentExists(app.db, scope.accountId, input.apartmentId))) errors.add('apartmentId', 'Wybierz apartament');
  let terms: TermsFields | null = null;
  try {
    terms = cleanTerms(input.terms ?? {}, startsOn, 'terms.');
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const [field, messages] of Object.entries(error.errors ?? {})) for (const m of messages) errors.add(field, m);
  }
  if (!errors.empty) throw new ValidationError(errors.errors);
  // the first terms apply from the agreement's first day
  const id = await app.db
    .transaction(async (tx) => {
      const created = await repo.insertAgreement(tx, scope.accountId, ownerId, { apartmentId: input.apartmentId, startsOn: startsOn!, endsOn });
      await repo.insertTerms(tx, scope.accountId, created, scope.userId, { ...terms!, validFrom: startsOn! });
      return created;
    })
    .catch(overlapAsConflict);
  return getAgreement(app, scope, id);
}

export async function getAgreement(app: FastifyInstance, scope: Scope, id: string): Promise<AgreementRow> {
  const row = await repo.findAgreement(app.db, scope.accountId, id);
  if (!row) throw new NotFoundError(AGREEMENT_NOT_FOUND);
  return row;
}

/** Ends an agreement (or lifts its end): its terms are left as they were. */
export async function setAgreementEnd(app: FastifyInstance, scope: Scope, id: string, endsOnInput: string | null): Promise<AgreementRow> {
  const agreement = await getAgreement(app, scope, id);
  const endsOn = endsOnInput ? parseDay(endsOnInput) : null;
  if (endsOnInput && !endsOn) throw new ValidationError({ endsOn: ['Podaj datę w formacie rrrr-mm-dd'] });
  const lastFrom = agreement.terms.at(-1)?.valid_from ?? agreement.starts_on;
  if (endsOn && endsOn < lastFrom) throw new ValidationError({ endsOn: [`Umowa obowiązuje w zmienionej wersji od ${lastFrom}: koniec nie może być wcześniej`] });
  await repo.setAgreementEnd(app.db, scope.accountId, id, endsOn).catch(overlapAsConflict);
  return getAgreement(app, scope, id);
}

/** A change of the terms from a date: a new version after the last one, never a rewrite of an earlier one. */
export async function changeTerms(app: FastifyInstance, scope: Scope, id: string, input: TermsFieldsInput): Promise<AgreementRow> {
  const agreement = await getAgreement(app, scope, id);
  const terms = cleanTerms(input, null);
  const lastFrom = agreement.terms.at(-1)?.valid_from ?? agreement.starts_on;
  if (terms.validFrom <= lastFrom) throw new ValidationError({ validFrom: [`Zmiana może obowiązywać najwcześniej od dnia po ${lastFrom} (od tej daty obowiązuje poprzednia wersja)`] });
  if (agreement.ends_on && terms.validFrom > agreement.ends_on) throw new ValidationError({ validFrom: [`Umowa kończy się ${agreement.ends_on}`] });
  await repo.insertTerms(app.db, scope.accountId, id, scope.userId, terms).catch((error: unknown) => {
    if (pgCode(error) === PG_UNIQUE_VIOLATION) throw new ConflictError('Od tej daty obowiązuje już inna wersja umowy.');
    throw error;
  });
  return getAgreement(app, scope, id);
}
