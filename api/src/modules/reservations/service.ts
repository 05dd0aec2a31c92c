import type { Database, Queryable } from '../../db/database';
import { ConflictError, NotFoundError, PG_EXCLUSION_VIOLATION, PG_FOREIGN_KEY_VIOLATION, ValidationError, pgCode } from '../../lib/errors';
import { matchClient } from '../clients/service';
import { NO_RATE_MESSAGE, findQuote } from '../quotes/service';
import { enqueueEmail, paymentRequestMail } from '../mail';
import { groszeToDecimal, nightsBetween, toGrosze } from '../quotes/values';
import type { Scope } from '../../lib/scope';
import { toReservationInput, MAX_PRICE_GROSZE, MAX_PRICE_MESSAGE, PAYMENT_STATUS_INPUT, type ReservationInput } from './input';
import { pageParams } from '../../lib/resource';
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
    const sql = buildListSql(accountId, apartmentIds, query, { apartmentNameIds });
    const countKey = `${seen}\u0000${sql.where}\u0000${JSON.stringify(sql.params)}`;
    const { rows, count } = await listReservations(db, sql, (compute) => (cache ? cache.counts.get(accountId, countKey, compute) : compute()));
    return { rows, count, page: sql.page, perPage: sql.perPage };
  };
  const keep = cache && pageParams(query).perPage <= MAX_KEPT_PAGE_ROWS;
  return keep ? cache.pages.get(accountId, `${seen}\u0000${pageKey(query)}`, search) : search();
}

export async function getReservation(db: Queryable, scope: Scope, id: string): Promise<ReservationRow> {
  return findOwn(db, scope, id);
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
  if (!input.fullName) missing.fullName = ['Pole jest wymagane'];
  if (Object.keys(missing).length > 0) throw new ValidationError(missing);
  const from = input.from!;
  const to = input.to!;
  checkStay(from, to);

  const id = await guardOverlap(() =>
    db.transaction(async (tx) => {
      const apartment = (await resolveApartment(tx, scope, input))!;
      const adults = input.adults ?? 1;
      const children = input.children ?? 0;
      let priceGrosze = input.pricePerNightGrosze;
      let currency = input.currency;
      if (priceGrosze === undefined) {
        const quote = await findQuote(tx, accountId, { apartmentId: apartment.id, from, to, adults, children });
        if (!quote) throw new ValidationError({ pricePerNight: [NO_RATE_MESSAGE] }, NO_RATE_MESSAGE);
        priceGrosze = quote.pricePerNightGrosze;
        currency ??= quote.currency;
      }
      const guest = {
        fullName: input.fullName!,
        email: input.email ?? '',
        phoneNumber: input.phoneNumber ?? '',
        address: input.guestAddress ?? '',
      };
      const clientId = await matchClient(tx, accountId, guest, null);
      return insertReservation(tx, accountId, {
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
        pricePerNight: groszeToDecimal(priceGrosze),
        totalPrice: groszeToDecimal(priceGrosze * nightsBetween(from, to)),
        currency: currency ?? 'PLN',
        apartmentAddress: input.apartmentAddress || apartment.address,
        comments: input.comments ?? '',
        source: input.source ?? '',
        paymentSource: input.paymentSource ?? '',
        invoiceIssued: input.invoiceIssued ?? false,
      });
    }),
  );
  return findOwn(db, scope, id);
}

/** Changes what the payload names; the total follows nights × price; the guest is matched to a client again. */
export async function editReservation(db: Database, scope: Scope, id: string, body: ReservationBodyInput): Promise<ReservationRow> {
  const { accountId } = scope;
  const input = toReservationInput(body.reservation ?? body);
  await guardOverlap(() =>
    db.transaction(async (tx) => {
      const current = await findReservation(tx, accountId, scope.apartmentIds, id, true);
      if (!current) throw new NotFoundError(NOT_FOUND_MESSAGE);
      const apartment = await resolveApartment(tx, scope, input);
      const from = input.from ?? current.from_date;
      const to = input.to ?? current.to_date;
      checkStay(from, to);
      if (input.fullName === '') throw new ValidationError({ fullName: ['Pole jest wymagane'] });
      const priceGrosze = input.pricePerNightGrosze ?? toGrosze(current.price_per_night) ?? 0;
      if (priceGrosze > MAX_PRICE_GROSZE) throw new ValidationError({ pricePerNight: [MAX_PRICE_MESSAGE] });
      const guest = {
        fullName: input.fullName ?? current.full_name,
        email: input.email ?? current.email,
        phoneNumber: input.phoneNumber ?? current.phone_number,
        address: input.guestAddress ?? current.guest_address,
      };
      const clientId = await matchClient(tx, accountId, guest, current.client_id);
      const movedApartment = apartment && apartment.id !== current.apartment_id;
      const values: ReservationValues = {
        apartmentId: apartment?.id ?? current.apartment_id,
        clientId,
        from,
        to,
        status: input.status ?? current.status,
        paymentStatus: input.paymentStatus ?? current.payment_status,
        fullName: guest.fullName,
        email: guest.email,
        phoneNumber: guest.phoneNumber,
        guestAddress: guest.address,
        adults: input.adults ?? current.adults,
        children: input.children ?? current.children,
        pricePerNight: groszeToDecimal(priceGrosze),
        totalPrice: groszeToDecimal(priceGrosze * nightsBetween(from, to)),
        currency: input.currency ?? current.currency,
        apartmentAddress: input.apartmentAddress || (movedApartment ? apartment.address : current.apartment_address),
        comments: input.comments ?? current.comments,
        source: input.source ?? current.source,
        paymentSource: input.paymentSource ?? current.payment_source,
        invoiceIssued: input.invoiceIssued ?? current.invoice_issued,
      };
      await updateReservation(tx, accountId, scope.apartmentIds, id, values);
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
export async function setPaymentStatus(db: Queryable, scope: Scope, id: string, value: string | undefined): Promise<ReservationRow> {
  const stored = value === undefined ? undefined : PAYMENT_STATUS_INPUT[value];
  if (!stored) throw new ValidationError({ paymentStatus: ['Pole jest wymagane'] });
  if (!(await patchColumns(db, scope.accountId, scope.apartmentIds, id, { payment_status: stored }))) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return findOwn(db, scope, id);
}

export async function markNoShow(db: Queryable, scope: Scope, id: string): Promise<ReservationRow> {
  const current = await findOwn(db, scope, id);
  if (current.status === 'canceled') throw new ConflictError('Anulowanej rezerwacji nie można oznaczyć jako niestawienie się gościa.');
  await patchColumns(db, scope.accountId, scope.apartmentIds, id, { status: 'no_show' });
  return findOwn(db, scope, id);
}

/** Cancelling frees the nights: the exclusion constraint ignores canceled rows. */
export async function cancelReservation(db: Queryable, scope: Scope, id: string): Promise<ReservationRow> {
  if (!(await patchColumns(db, scope.accountId, scope.apartmentIds, id, { status: 'canceled' }))) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return findOwn(db, scope, id);
}

/**
 * Moves the guests to another apartment the caller may see, for the same nights; 409 when those nights are taken
 * there. `apartmentId`: as the route's schema allows it, or undefined when none was sent.
 */
export async function relocateReservation(db: Queryable, scope: Scope, id: string, apartmentId: string | undefined): Promise<ReservationRow> {
  const { accountId, apartmentIds } = scope;
  if (!apartmentId?.trim()) throw new ValidationError({ apartmentId: ['Wybierz apartament'] });
  await findOwn(db, scope, id);
  const apartment = await findApartment(db, accountId, apartmentIds, apartmentId.trim());
  if (!apartment) throw new ValidationError({ apartmentId: ['Nie znaleziono apartamentu'] });
  try {
    await patchColumns(db, accountId, apartmentIds, id, { apartment_id: apartment.id, apartment_address: apartment.address });
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

/** Queues a Polish e-mail asking the guest to pay the amount due; sent by the outbox worker. */
export async function requestPayment(db: Queryable, scope: Scope, id: string) {
  const { accountId } = scope;
  const r = await findOwn(db, scope, id);
  if (!r.email) throw new ValidationError({ email: ['Gość nie ma adresu e-mail'] }, 'Gość nie ma adresu e-mail. Uzupełnij go w rezerwacji.');
  if (r.status === 'canceled') throw new ConflictError('Rezerwacja jest anulowana.');
  if (r.payment_status === 'paid') throw new ConflictError('Rezerwacja jest już opłacona.');
  const amountGrosze = toGrosze(r.total_price) ?? 0;
  const mail = paymentRequestMail({
    fullName: r.full_name,
    apartmentName: r.apartment_name,
    apartmentAddress: r.apartment_address,
    from: r.from_date,
    to: r.to_date,
    nights: r.nights,
    amountGrosze,
    currency: r.currency,
    partlyPaid: r.payment_status === 'partly_paid',
  });
  const emailId = await enqueueEmail(db, { accountId, to: r.email, kind: 'payment_request', subject: mail.subject, text: mail.text });
  // the division only renders grosze as the JSON number of the answer
  return { emailId, to: r.email, subject: mail.subject, amountDue: amountGrosze / 100, currency: r.currency };
}
