import type { FastifyInstance } from 'fastify';
import { ONCE_IN_DAYS, type ServiceKind, parseDay, toGrosze } from '@gospodarz/contracts';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../lib/scope';
import { hashToken, newToken } from '../../lib/tokens';
import { enqueueEmail } from '../mail';
import { planOrders } from '../orders';
import { findProvider } from '../service-providers';
import { kindOf } from '../service-providers';
import { formatGrosze } from '../../lib/values';
import {
  apartmentsInScope,
  cancelFuturePlannedOrders,
  findCooperation,
  insertCooperation,
  mailParties,
  markAccepted,
  markEnded,
  setCooperationApartments,
  setPageToken,
  updateSharing,
  type CooperationRow,
} from './repository';
import type { RequestBody, SharingInput } from './schemas';
import { cooperationRequestMail } from './templates';

export const NOT_FOUND = 'Nie znaleziono współpracy.';
export const ALREADY = 'Współpraca z tym usługodawcą w tym zakresie już trwa.';
export const ENDED = 'Współpraca została zakończona.';
export const CHOOSE_APARTMENTS = 'Wybierz apartamenty';
export const GIVE_DATE = 'Podaj datę';
export const CHOOSE_WEEKDAY = 'Wybierz dzień tygodnia';
export const CHOOSE_DAYS = 'Wybierz liczbę dni';
export const CHOOSE_FREQUENCY = 'Wybierz częstotliwość';
export const NOT_YOURS = 'Ta współpraca obejmuje apartamenty, których nie zarządzasz.';

/** How long a provider's page link works; the host sends a new one from the list at any time. */
export const PAGE_LINK_DAYS = 180;

export function providerPageLink(publicUrl: string, token: string): string {
  return `${publicUrl}/provider?token=${encodeURIComponent(token)}`;
}

export async function getCooperation(app: FastifyInstance, scope: Scope, id: string): Promise<CooperationRow> {
  const row = await findCooperation(app.db, scope.accountId, scope.apartmentIds, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

function priceText(price: { name: string; amount: string; currency: string } | null): string | null {
  if (!price) return null;
  return `${price.name}, ${formatGrosze(toGrosze(price.amount) ?? 0, price.currency)}`;
}

/**
 * 'Nawiąż współpracę': a pending cooperation of one kind with the provider, priced by an item of their price list;
 * the provider gets the request by e-mail with the link to their page, where they accept it.
 */
export async function requestCooperation(app: FastifyInstance, scope: Scope, input: RequestBody['cooperation']): Promise<CooperationRow> {
  const providerId = input.service_provider_id ?? '';
  const provider = /^[0-9a-f-]{36}$/i.test(providerId) ? await findProvider(app.db, scope.accountId, providerId) : null;
  if (!provider) throw new ValidationError({ service_provider_id: ['Wybierz usługodawcę z listy'] });
  const kind: ServiceKind | null = kindOf(input.servicePerformed) ?? kindOf(provider.services_performed[0]);
  if (!kind) throw new ValidationError({ servicePerformed: ['Wybierz rodzaj usług'] });
  const item = input.priceListItemId ? provider.prices.find((p) => p.id === input.priceListItemId) : provider.prices[0];
  if (input.priceListItemId && !item) throw new ValidationError({ priceListItemId: ['Wybierz usługę z cennika'] });
  const price = item ? { name: item.name, amount: item.gross_amount, currency: item.currency } : null;
  const message = (input.message ?? '').trim();
  const token = newToken();
  const id = await app.db.transaction(async (tx) => {
    const created = await insertCooperation(tx, scope.accountId, {
      providerId: provider.id,
      kind,
      message,
      price,
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date(Date.now() + PAGE_LINK_DAYS * 86_400_000),
    });
    if (!created) throw new ValidationError({ cooperation: [ALREADY] }, ALREADY);
    const parties = (await mailParties(tx, scope.accountId, provider.id))!;
    const mail = cooperationRequestMail({ accountName: parties.account_name, kind, message, price: priceText(price), link: providerPageLink(app.config.publicUrl, token) });
    await enqueueEmail(tx, { accountId: scope.accountId, to: parties.provider_email, kind: 'cooperation_request', ...mail });
    return created;
  });
  return getCooperation(app, scope, id);
}

function smallInt(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : NaN;
}

/** The sharing as stored, or 422 with the fields' messages (the spec's: apartments, startDate, dayOfTheWeek, numberOfDays). */
function cleanSharing(input: SharingInput, current: CooperationRow) {
  const errors: Record<string, string[]> = {};
  const apartments = [...new Set(input.apartments ?? [])];
  if (apartments.length === 0) errors.apartments = [CHOOSE_APARTMENTS];
  const startDate = input.startDate ? parseDay(input.startDate) : null;
  if (!startDate) errors.startDate = [GIVE_DATE];
  const afterCheckOut = input.afterCheckOut === true;
  const numberOfDays = smallInt(input.numberOfDays);
  const everyDay = !afterCheckOut && (input.everyDay === true || numberOfDays === 1);
  let dayOfTheWeek = smallInt(input.dayOfTheWeek);
  let days: number | null = null;
  if (afterCheckOut || everyDay) {
    dayOfTheWeek = null;
    days = everyDay ? 1 : null;
  } else if (numberOfDays === 7 || numberOfDays === 14) {
    days = numberOfDays;
    if (dayOfTheWeek === null || !(dayOfTheWeek >= 1 && dayOfTheWeek <= 7)) errors.dayOfTheWeek = [CHOOSE_WEEKDAY];
  } else if (numberOfDays !== null && (ONCE_IN_DAYS as readonly number[]).includes(numberOfDays)) {
    days = numberOfDays;
    dayOfTheWeek = null;
  } else {
    errors.numberOfDays = [numberOfDays === null ? CHOOSE_FREQUENCY : CHOOSE_DAYS];
  }
  if (current.status === 'ended') errors.cooperation = [ENDED];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    apartments,
    sharing: { everyDay, afterCheckOut, dayOfTheWeek, numberOfDays: days, startDate: startDate!, message: input.message?.trim() ?? current.message },
  };
}

/**
 * A co-host changes a cooperation, marks it accepted, or renews or revokes its page link (which opens the orders of
 * every apartment it covers) only when every apartment it covers is theirs; otherwise 404, as for one they do not see.
 */
function checkHeld(scope: Scope, row: CooperationRow): CooperationRow {
  if (scope.apartmentIds && row.all_apartment_ids.some((id) => !scope.apartmentIds!.includes(id))) throw new NotFoundError(NOT_YOURS);
  return row;
}

/** A cooperation the caller may change: seen by them, and covering none but their apartments. */
async function heldCooperation(db: Queryable, scope: Scope, id: string, lock = false): Promise<CooperationRow> {
  const row = await findCooperation(db, scope.accountId, scope.apartmentIds, id, lock);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return checkHeld(scope, row);
}

/**
 * 'Udostępnij apartament': the apartments shared and the schedule (every day, weekly or fortnightly on a weekday, once
 * in N days, or after each check-out). The orders are planned again at once; those no longer wanted are canceled.
 */
export async function shareApartments(app: FastifyInstance, scope: Scope, id: string, input: SharingInput): Promise<CooperationRow> {
  const current = await heldCooperation(app.db, scope, id);
  const { apartments, sharing } = cleanSharing(input, current);
  const found = await apartmentsInScope(app.db, scope.accountId, scope.apartmentIds, apartments);
  if (found.length !== apartments.length) throw new ValidationError({ apartments: ['Wybierz apartamenty z listy'] });
  await app.db.transaction(async (tx) => {
    const locked = await heldCooperation(tx, scope, id, true);
    if (locked.status === 'ended') throw new ValidationError({ cooperation: [ENDED] });
    await updateSharing(tx, scope.accountId, id, sharing);
    await setCooperationApartments(tx, scope.accountId, scope.apartmentIds, id, apartments);
    if (input.accepted === true) await markAccepted(tx, scope.accountId, id);
  });
  await planOrders(app.db, { cooperationId: id });
  return getCooperation(app, scope, id);
}

/** 'Zakończ współpracę': ended, its page link stops, and its planned orders from now on are canceled (the past stays). */
export async function endCooperation(app: FastifyInstance, scope: Scope, id: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    await heldCooperation(tx, scope, id, true);
    if (!(await markEnded(tx, scope.accountId, id))) throw new NotFoundError(NOT_FOUND);
    await cancelFuturePlannedOrders(tx, scope.accountId, id, scope.userId);
  });
}

/**
 * A new link to the provider's page (the old one stops working), e-mailed to the provider and answered once, to the
 * owner only: a co-host's copy would keep opening the orders of apartments the owner shares with the provider later.
 */
export async function renewPageLink(app: FastifyInstance, scope: Scope, id: string): Promise<{ url?: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + PAGE_LINK_DAYS * 86_400_000);
  const url = providerPageLink(app.config.publicUrl, token);
  await app.db.transaction(async (tx) => {
    const current = await heldCooperation(tx, scope, id, true);
    if (current.status === 'ended') throw new ValidationError({ cooperation: [ENDED] }, ENDED);
    await setPageToken(tx, scope.accountId, id, hashToken(token), expiresAt);
    const parties = (await mailParties(tx, scope.accountId, current.service_provider_id))!;
    const price = current.price_name ? { name: current.price_name, amount: current.price_amount ?? '0', currency: current.price_currency ?? 'PLN' } : null;
    const mail = cooperationRequestMail({ accountName: parties.account_name, kind: current.service_performed as ServiceKind, message: '', price: priceText(price), link: url, renewed: true });
    await enqueueEmail(tx, { accountId: scope.accountId, to: parties.provider_email, kind: 'cooperation_link', ...mail });
  });
  return { ...(scope.owner ? { url } : {}), expiresAt: expiresAt.toISOString() };
}

/** The provider's page link stops working. */
export async function revokePageLink(app: FastifyInstance, scope: Scope, id: string): Promise<CooperationRow> {
  await app.db.transaction(async (tx) => {
    await heldCooperation(tx, scope, id, true);
    await setPageToken(tx, scope.accountId, id, null, null);
  });
  return getCooperation(app, scope, id);
}

/** 'Oznacz jako zaakceptowaną': the host marks the cooperation accepted (agreed outside the provider's page). */
export async function acceptCooperation(app: FastifyInstance, scope: Scope, id: string): Promise<CooperationRow> {
  await app.db.transaction(async (tx) => {
    const current = await heldCooperation(tx, scope, id, true);
    if (current.status === 'ended') throw new ValidationError({ cooperation: [ENDED] }, ENDED);
    await markAccepted(tx, scope.accountId, id);
  });
  return getCooperation(app, scope, id);
}
