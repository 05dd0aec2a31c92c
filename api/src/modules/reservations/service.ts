import type { Database, Queryable } from '../../db/database';
import { ConflictError, NotFoundError, PG_EXCLUSION_VIOLATION, PG_FOREIGN_KEY_VIOLATION, ValidationError, pgCode } from '../../lib/errors';
import { bookForClient, keepClientInStep, matchClient } from '../clients/service';
import { recordPayment } from '../payments/service';
import { notify, reservationCreatedNotice } from '../notifications';
import { groszeToDecimal, nightsBetween, polishDay, toGrosze } from '../quotes/values';
import { bookedOnOf, cancellationToday, checkCapacity, feesOf, priceOfStay, type CancellationToday, type StayPrice } from './pricing';
import type { Scope } from '../../lib/scope';
import { asActor } from '../../lib/actor';
import { toReservationInput, MAX_PRICE_GROSZE, MAX_PRICE_MESSAGE, PAYMENT_STATUS_INPUT, type ReservationInput } from './input';
import { pageParams } from '../../lib/resource';
import { todayInPoland } from '../../lib/today';
import { buildListSql, type ListQueryInput } from './listQuery';
import { MAX_KEPT_PAGE_ROWS, pageKey, type ReservationListCache, type ReservationPage } from './listCache';
import type { ReservationBodyInput } from './schemas';
import {
  apartmentIdsByName,
  deleteReservation,
  findApartment,
  findApartmentByName,
  findReservation,
  insertReservation,
  listReservations,
  patchColumns,
  setPricing,
  statusBeforeCancel,
  updateReservation,
  type ApartmentRow,
  type ReservationRow,
  type ReservationValues,
} from './repository';

/** What the loser of a race for the same nights (or anyone booking taken nights) is told. */
export const OVERLAP_MESSAGE = 'Apartament jest już zajęty w tym terminie.';
export const NOT_FOUND_MESSAGE = 'Nie znaleziono rezerwacji.';
/** The longest stay taken: ten years keeps nights × the highest price inside numeric(12,2). */
const MAX_NIGHTS = 3660;

/** The exclusion constraint `reservations_no_overlap` decides overlaps; its violation becomes a 409 here. */
async function guardOverlap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgCode(error) === PG_EXCLUSION_VIOLATION) throw new ConflictError(OVERLAP_MESSAGE);
    throw error;
  }
}

/**
 * One page of the scope's reservations and the count of all that match. With `cache` (the API's), pages and
 * counts already computed since the account last changed are answered from memory; what the scope may see is part
 * of every key, so two users of one account who see different apartments never share a page.
 */
export async function searchReservations(
  db: Queryable,
  scope: Pick<Scope, 'accountId' | 'apartmentIds'>,
  query: ListQueryInput,
  cache?: ReservationListCache,
): Promise<ReservationPage> {
  const { accountId, apartmentIds } = scope;
  const seen = JSON.stringify(apartmentIds);
  const search = async (): Promise<ReservationPage> => {
    const names = (query.apartmentNames ?? '').split('|').map((n) => n.trim()).filter(Boolean);
    const apartmentNameIds = names.length ? await apartmentIdsByName(db, accountId, apartmentIds, names) : undefined;
    const sql = buildListSql(accountId, apartmentIds, query, { apartmentNameIds, today });
    const countKey = `${seen}\u0000${sql.where}\u0000${JSON.stringify(sql.params)}`;
    const { rows, totals } = await listReservations(db, sql, (compute) => (cache ? cache.counts.get(accountId, countKey, compute) : compute()));
    return { rows, count: totals.count, totals, page: sql.page, perPage: sql.perPage };
  };
  // the default order depends on the day, so the day is part of the page's key
  const today = todayInPoland();
  const keep = cache && pageParams(query).perPage <= MAX_KEPT_PAGE_ROWS;
  return keep ? cache.pages.get(accountId, `${seen}\u0000${today}\u0000${pageKey(query)}`, search) : search();
}

export async function getReservation(db: Queryable, scope: Scope, id: string): Promise<ReservationRow> {
  return findOwn(db, scope, id);
}

/** One reservation and what a cancellation today would refund (GET of a reservation). */
export async function getReservationWithRefund(db: Queryable, scope: Scope, id: string): Promise<{ row: ReservationRow; cancellation: CancellationToday }> {
  const row = await findOwn(db, scope, id);
  return { row, cancellation: await cancellationToday(db, row) };
}

/** A reservation the caller may see: another account's, or one in an apartment not shared with a co-host, is 404. */
async function findOwn(db: Queryable, scope: Scope, id: string): Promise<ReservationRow> {
  const row = await findReservation(db, scope.accountId, scope.apartmentIds, id);
  if (!row) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return row;
}

/** The apartment named by the payload, among those the caller may see (others are "not found" like another account's). */
async function resolveApartment(tx: Queryable, scope: Scope, input: ReservationInput): Promise<ApartmentRow | null> {
  if (input.apartmentId) {
    const apartment = await findApartment(tx, scope.accountId, scope.apartmentIds, input.apartmentId);
    if (!apartment) throw new ValidationError({ apartmentId: ['Nie znaleziono apartamentu'] });
    return apartment;
  }
  if (input.apartmentName) {
    const apartment = await findApartmentByName(tx, scope.accountId, scope.apartmentIds, input.apartmentName);
    if (!apartment) throw new ValidationError({ apartmentId: ['Nie znaleziono apartamentu'] });
    return apartment;
  }
  return null;
}

function checkChildrenAges(ages: number[] | undefined, children: number): void {
  if (ages && ages.length !== children) throw new ValidationError({ childrenAges: [`Podaj wiek każdego dziecka (${children})`] });
}

function checkStay(from: string, to: string): void {
  if (to <= from) throw new ValidationError({ to: ['Data wyjazdu musi być późniejsza niż data przyjazdu'] });
  if (nightsBetween(from, to) > MAX_NIGHTS) throw new ValidationError({ to: [`Pobyt może trwać najwyżej ${MAX_NIGHTS} dób`] });
}

/**
 * Saves a new reservation: the price per night is the one given, else the quote's (rate for the party); the total is
 * always nights × price, in grosze. The guest is matched to (or becomes) a client, all in one transaction.
 */
export async function createReservation(db: Database, scope: Scope, body: ReservationBodyInput): Promise<ReservationRow> {
  const { accountId } = scope;
  const input = toReservationInput(body.reservation ?? body);
  const missing: Record<string, string[]> = {};
  if (!input.apartmentId && !input.apartmentName) missing.apartmentId = ['Wybierz apartament'];
  if (!input.from) missing.from = ['Pole jest wymagane'];
  if (!input.to) missing.to = ['Pole jest wymagane'];
  if (!input.fullName && !input.clientId) missing.fullName = ['Pole jest wymagane'];
  if (Object.keys(missing).length > 0) throw new ValidationError(missing);
  const from = input.from!;
  const to = input.to!;
  checkStay(from, to);

  const id = await guardOverlap(() =>
    asActor(db, scope, async (tx) => {
      const apartment = (await resolveApartment(tx, scope, input))!;
      const adults = input.adults ?? 1;
      const children = input.children ?? 0;
      checkCapacity(apartment, adults, children, input.allowOverCapacity ?? false);
      checkChildrenAges(input.childrenAges, children);
      const stay = { apartmentId: apartment.id, from, to, adults, children, childrenAges: input.childrenAges };
      const price = await priceOfStay(tx, accountId, stay, input.pricePerNightGrosze);
      const fees = feesOf(apartment, stay);
      const typed = {
        fullName: input.fullName ?? '',
        email: input.email ?? '',
        phoneNumber: input.phoneNumber ?? '',
        address: input.guestAddress ?? '',
      };
      const { clientId, guest } = input.clientId
        ? await bookForClient(tx, scope, input.clientId, typed)
        : { clientId: await matchClient(tx, accountId, typed, null), guest: typed };
      const saved = await insertReservation(tx, accountId, {
        apartmentId: apartment.id,
        clientId,
        from,
        to,
        status: input.status ?? 'confirmed',
        paymentStatus: input.paymentStatus ?? 'unpaid',
        fullName: guest.fullName,
        email: guest.email,
        phoneNumber: guest.phoneNumber,
        guestAddress: guest.address,
        adults,
        children,
        pricePerNight: groszeToDecimal(price.pricePerNightGrosze),
        totalPrice: groszeToDecimal(price.totalGrosze),
        currency: input.currency ?? price.currency ?? 'PLN',
        apartmentAddress: input.apartmentAddress || apartment.address,
        comments: input.comments ?? '',
        source: input.source ?? '',
        paymentSource: input.paymentSource ?? '',
        invoiceIssued: input.invoiceIssued ?? false,
      });
      await setPricing(tx, accountId, saved, {
        priceOverridden: price.overridden,
        cleaningFee: groszeToDecimal(fees.cleaningFeeGrosze),
        touristTax: groszeToDecimal(fees.touristTaxGrosze),
        deposit: groszeToDecimal(input.depositGrosze ?? 0),
        depositDue: input.depositDue ?? null,
      });
      if (input.amountPaidGrosze) {
        const payment = { paidOn: todayInPoland(), grosze: input.amountPaidGrosze, method: input.paymentMethod ?? 'transfer' };
        await recordPayment(tx, scope, saved, payment, 'amountPaid');
      }
      await notify(tx, scope, reservationCreatedNotice({ id: saved, apartmentId: apartment.id, apartmentName: apartment.name, fullName: guest.fullName, from, to }));
      return saved;
    }),
  );
  return findOwn(db, scope, id);
}

/** Changes what the payload names; the total follows nights × price; the guest is matched to a client again. */
export async function editReservation(db: Database, scope: Scope, id: string, body: ReservationBodyInput): Promise<ReservationRow> {
  const { accountId } = scope;
  const input = toReservationInput(body.reservation ?? body);
  await guardOverlap(() =>
    asActor(db, scope, async (tx) => {
      const current = await findReservation(tx, accountId, scope.apartmentIds, id, true);
      if (!current) throw new NotFoundError(NOT_FOUND_MESSAGE);
      const apartment = (await resolveApartment(tx, scope, input)) ?? (await findApartment(tx, accountId, null, current.apartment_id))!;
      const from = input.from ?? current.from_date;
      const to = input.to ?? current.to_date;
      checkStay(from, to);
      if (input.fullName === '') throw new ValidationError({ fullName: ['Pole jest wymagane'] });
      const adults = input.adults ?? current.adults;
      const children = input.children ?? current.children;
      const partyOrApartment = adults !== current.adults || children !== current.children || apartment.id !== current.apartment_id;
      if (partyOrApartment) checkCapacity(apartment, adults, children, input.allowOverCapacity ?? false);
      checkChildrenAges(input.childrenAges, children);
      const stay = { apartmentId: apartment.id, from, to, adults, children, childrenAges: input.childrenAges };
      const stayChanged = partyOrApartment || from !== current.from_date || to !== current.to_date || input.childrenAges !== undefined;
      const currentPrice = toGrosze(current.price_per_night) ?? 0;
      const kept: StayPrice = { pricePerNightGrosze: currentPrice, totalGrosze: toGrosze(current.total_price) ?? 0, currency: null, overridden: current.price_overridden };
      // an unchanged stay keeps its price unless another one is typed; a changed one is priced again (a price typed
      // by hand before stays typed)
      const price =
        !stayChanged && (input.pricePerNightGrosze === undefined || input.pricePerNightGrosze === currentPrice)
          ? kept
          : await priceOfStay(tx, accountId, stay, input.pricePerNightGrosze ?? (current.price_overridden ? currentPrice : undefined), {
              bookedOn: bookedOnOf(current),
              exceptReservationId: id,
            });
      if (price.pricePerNightGrosze > MAX_PRICE_GROSZE) throw new ValidationError({ pricePerNight: [MAX_PRICE_MESSAGE] });
      const fees = stayChanged
        ? feesOf(apartment, stay)
        : { cleaningFeeGrosze: toGrosze(current.cleaning_fee) ?? 0, touristTaxGrosze: toGrosze(current.tourist_tax) ?? 0 };
      const guest = {
        fullName: input.fullName ?? current.full_name,
        email: input.email ?? current.email,
        phoneNumber: input.phoneNumber ?? current.phone_number,
        address: input.guestAddress ?? current.guest_address,
      };
      const before = { fullName: current.full_name, email: current.email, phoneNumber: current.phone_number, address: current.guest_address };
      const clientId = await keepClientInStep(tx, accountId, guest, before, current.client_id);
      const movedApartment = apartment.id !== current.apartment_id;
      const values: ReservationValues = {
        apartmentId: apartment.id,
        clientId,
        from,
        to,
        status: input.status ?? current.status,
        paymentStatus: input.paymentStatus ?? current.payment_status,
        fullName: guest.fullName,
        email: guest.email,
        phoneNumber: guest.phoneNumber,
        guestAddress: guest.address,
        adults,
        children,
        pricePerNight: groszeToDecimal(price.pricePerNightGrosze),
        totalPrice: groszeToDecimal(price.totalGrosze),
        currency: input.currency ?? current.currency,
        apartmentAddress: input.apartmentAddress || (movedApartment ? apartment.address : current.apartment_address),
        comments: input.comments ?? current.comments,
        source: input.source ?? current.source,
        paymentSource: input.paymentSource ?? current.payment_source,
        invoiceIssued: input.invoiceIssued ?? current.invoice_issued,
      };
      await updateReservation(tx, accountId, scope.apartmentIds, id, values);
      await setPricing(tx, accountId, id, {
        priceOverridden: price.overridden,
        cleaningFee: groszeToDecimal(fees.cleaningFeeGrosze),
        touristTax: groszeToDecimal(fees.touristTaxGrosze),
        deposit: input.depositGrosze === undefined ? current.deposit : groszeToDecimal(input.depositGrosze),
        depositDue: input.depositDue === undefined ? current.deposit_due : input.depositDue,
      });
    }),
  );
  return findOwn(db, scope, id);
}

export async function removeReservation(db: Queryable, scope: Scope, id: string): Promise<void> {
  try {
    if (!(await deleteReservation(db, scope.accountId, scope.apartmentIds, id))) throw new NotFoundError(NOT_FOUND_MESSAGE);
  } catch (error) {
    if (pgCode(error) === PG_FOREIGN_KEY_VIOLATION) {
      throw new ConflictError('Tej rezerwacji nie można usunąć, bo są z nią powiązane inne dane (np. faktura). Anuluj ją zamiast tego.');
    }
    throw error;
  }
}

// ---- row actions -------------------------------------------------------------------------------------------------

/** `value`: one of the spellings the route's schema allows, or undefined when none was sent. */
export async function setPaymentStatus(db: Database, scope: Scope, id: string, value: string | undefined): Promise<ReservationRow> {
  const stored = value === undefined ? undefined : PAYMENT_STATUS_INPUT[value];
  if (!stored) throw new ValidationError({ paymentStatus: ['Pole jest wymagane'] });
  const patched = await asActor(db, scope, (tx) => patchColumns(tx, scope.accountId, scope.apartmentIds, id, { payment_status: stored }));
  if (!patched) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return findOwn(db, scope, id);
}

export const noShowTooEarlyMessage = (from: string) => `„Nie pojawił się” można oznaczyć dopiero od dnia przyjazdu (${polishDay(from)}).`;

/** 'Nie pojawił się': only from the arrival day on (it frees the nights). */
export async function markNoShow(db: Database, scope: Scope, id: string): Promise<ReservationRow> {
  const current = await findOwn(db, scope, id);
  if (current.status === 'canceled') throw new ConflictError('Anulowanej rezerwacji nie można oznaczyć jako niestawienie się gościa.');
  if (todayInPoland() < current.from_date) throw new ConflictError(noShowTooEarlyMessage(current.from_date));
  await asActor(db, scope, (tx) => patchColumns(tx, scope.accountId, scope.apartmentIds, id, { status: 'no_show' }));
  return findOwn(db, scope, id);
}

/** Cancelling frees the nights: the exclusion constraint ignores canceled rows. */
export async function cancelReservation(db: Database, scope: Scope, id: string): Promise<ReservationRow> {
  const patched = await asActor(db, scope, (tx) => patchColumns(tx, scope.accountId, scope.apartmentIds, id, { status: 'canceled' }));
  if (!patched) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return findOwn(db, scope, id);
}

/**
 * Moves the guests to another apartment the caller may see, for the same nights, priced again by the engine for that
 * apartment (the old price stays only when the engine cannot price it); 409 when those nights are taken there, 422
 * when the party is larger than the apartment takes unless `allowOverCapacity`.
 */
export async function relocateReservation(
  db: Database,
  scope: Scope,
  id: string,
  body: { apartmentId?: string; allowOverCapacity?: boolean },
): Promise<ReservationRow> {
  const { accountId, apartmentIds } = scope;
  const apartmentId = body.apartmentId?.trim();
  if (!apartmentId) throw new ValidationError({ apartmentId: ['Wybierz apartament'] });
  const current = await findOwn(db, scope, id);
  const apartment = await findApartment(db, accountId, apartmentIds, apartmentId);
  if (!apartment) throw new ValidationError({ apartmentId: ['Nie znaleziono apartamentu'] });
  checkCapacity(apartment, current.adults, current.children, body.allowOverCapacity ?? false);
  const stay = { apartmentId: apartment.id, from: current.from_date, to: current.to_date, adults: current.adults, children: current.children };
  let price: StayPrice | null = null;
  try {
    price = await priceOfStay(db, accountId, stay, undefined, { bookedOn: bookedOnOf(current), exceptReservationId: id, inTransaction: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
  }
  const fees = feesOf(apartment, stay);
  try {
    await asActor(db, scope, async (tx) => {
      await patchColumns(tx, accountId, apartmentIds, id, {
        apartment_id: apartment.id,
        apartment_address: apartment.address,
        ...(price ? { price_per_night: groszeToDecimal(price.pricePerNightGrosze), total_price: groszeToDecimal(price.totalGrosze), price_overridden: false } : {}),
      });
      await setPricing(tx, accountId, id, {
        priceOverridden: price ? false : current.price_overridden,
        cleaningFee: groszeToDecimal(fees.cleaningFeeGrosze),
        touristTax: groszeToDecimal(fees.touristTaxGrosze),
        deposit: current.deposit,
        depositDue: current.deposit_due,
      });
    });
  } catch (error) {
    if (pgCode(error) === PG_EXCLUSION_VIOLATION) {
      throw new ConflictError(`Nie można przenieść gości: ${apartment.name} jest już zajęty w tym terminie.`, {
        apartmentId: ['Apartament jest już zajęty w tym terminie.'],
      });
    }
    throw error;
  }
  return findOwn(db, scope, id);
}

export const RESTORE_TAKEN_MESSAGE = 'Nie można przywrócić rezerwacji: apartament jest już zajęty w tym terminie.';

/**
 * 'Przywróć': a cancelled stay becomes active again with the status it had before the cancellation (confirmed when
 * that is not recorded), if its nights are still free; the exclusion constraint decides, so two restores or a
 * restore and a new booking racing for the nights cannot both win.
 */
export async function restoreReservation(db: Database, scope: Scope, id: string): Promise<ReservationRow> {
  await asActor(db, scope, async (tx) => {
    const current = await findReservation(tx, scope.accountId, scope.apartmentIds, id, true);
    if (!current) throw new NotFoundError(NOT_FOUND_MESSAGE);
    if (current.status !== 'canceled') throw new ConflictError('Przywrócić można tylko anulowaną rezerwację.');
    const previous = await statusBeforeCancel(tx, scope.accountId, id);
    const status = previous && previous !== 'canceled' && previous !== 'no_show' ? previous : 'confirmed';
    try {
      await patchColumns(tx, scope.accountId, scope.apartmentIds, id, { status });
    } catch (error) {
      if (pgCode(error) === PG_EXCLUSION_VIOLATION) throw new ConflictError(RESTORE_TAKEN_MESSAGE);
      throw error;
    }
  });
  return findOwn(db, scope, id);
}
