import type { Database, Queryable } from '../../db/database';
import { ConflictError, NotFoundError, PG_EXCLUSION_VIOLATION, PG_FOREIGN_KEY_VIOLATION, ValidationError, pgCode } from '../../lib/errors';
import { bookForClient, keepClientInStep, matchClient } from '../clients';
import { billOfRow, findOwn as findOwnLocked, money, recordOperation } from '../folio';
import { extraGrosze, grosze, nightPrices } from '../folio';
import { cancellationQuote, settleCancellation, type CancelInput, type CancellationQuote } from '../folio';
import { notify, reservationCreatedNotice } from '../notifications';
import { groszeToDecimal, nightsBetween, parseDay, todayInPoland } from '@gospodarz/contracts';
import { polishDay } from '../../lib/values';
import { bookedOnOf, checkCapacity, feesOf, priceOfStay, type StayPrice } from './pricing';
import type { Scope } from '../../lib/scope';
import { asActor } from '../../lib/actor';
import { toReservationInput, MAX_PRICE_GROSZE, MAX_PRICE_MESSAGE, PAYMENT_STATUS_INPUT, PAYMENT_STATUS_WORDS, type ReservationInput } from './input';
import { pageParams } from '../../lib/resource';
import { parseListFilters, type ListQueryInput } from './listQuery';
import { MAX_KEPT_PAGE_ROWS, pageKey, type ListTotals, type ReservationListCache, type ReservationPage } from './listCache';
import type { ReservationBodyInput } from './schemas';
import type { Bill } from '../folio';
import { checkDiscount, extrasOf } from './extras';
import {
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
    const filters = parseListFilters(query);
    const countOf = (key: string, compute: () => Promise<ListTotals>) => (cache ? cache.counts.get(accountId, `${seen}\u0000${key}`, compute) : compute());
    const { rows, totals } = await listReservations(db, accountId, apartmentIds, filters, countOf, today);
    return { rows, count: totals.count, totals, page: filters.page, perPage: filters.perPage };
  };
  // the default order depends on the day, so the day is part of the page's key
  const today = todayInPoland();
  const keep = cache && pageParams(query).perPage <= MAX_KEPT_PAGE_ROWS;
  return keep ? cache.pages.get(accountId, `${seen}\u0000${today}\u0000${pageKey(query)}`, search) : search();
}

export async function getReservation(db: Queryable, scope: Scope, id: string): Promise<ReservationRow> {
  return findOwn(db, scope, id);
}

/** One reservation with its bill and what a cancellation today would keep and refund (GET of a reservation). */
export async function getReservationWithBill(db: Queryable, scope: Scope, id: string): Promise<{ row: ReservationRow; bill: Bill; cancellation: CancellationQuote }> {
  const row = await findOwn(db, scope, id);
  const bill = await billOfRow(db, row);
  return { row, bill, cancellation: await cancellationQuote(db, row, bill) };
}

/** One reservation with its bill, as the routes that change it answer. */
export async function withBill(db: Queryable, row: ReservationRow): Promise<{ row: ReservationRow; bill: Bill }> {
  return { row, bill: await billOfRow(db, row) };
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

/** The children's ages given, else the stored ones when they still fit the number of children. */
function agesOf(input: ReservationInput, current: Pick<ReservationRow, 'children_ages'> | null, children: number): number[] | undefined {
  if (input.childrenAges) return input.childrenAges;
  const stored = (current?.children_ages ?? '').split('|').filter((age) => age.trim() !== '').map(Number);
  return stored.length === children && children > 0 ? stored : undefined;
}

/** The payment status sent with a form must agree with the money recorded: it is never set by hand against it. */
export const paymentStatusAgainstMessage = (status: string, word: string) =>
  `Status płatności wynika z wpłat i zwrotów (${word}), nie można ustawić „${status}”. Zapisz wpłatę lub zwrot w „Płatności”.`;

function checkPaymentStatus(wanted: string | undefined, row: Pick<ReservationRow, 'payment_status'>): void {
  if (wanted === undefined || wanted === row.payment_status) return;
  const message = paymentStatusAgainstMessage(PAYMENT_STATUS_WORDS[wanted] ?? wanted, PAYMENT_STATUS_WORDS[row.payment_status] ?? row.payment_status);
  throw new ValidationError({ paymentStatus: [message] }, message);
}

/** 'Faktura wystawiona' cannot be unticked while the stay has an invoice. */
function checkInvoiceIssued(wanted: boolean | undefined, row: Pick<ReservationRow, 'invoices'>): void {
  if (wanted !== false || row.invoices.length === 0) return;
  const message = `Do tej rezerwacji wystawiono fakturę (${row.invoices.map((i) => i.number).join(', ')}): „Faktura wystawiona” nie może być odznaczona.`;
  throw new ValidationError({ invoiceIssued: [message] }, message);
}

/**
 * Saves a new reservation: the price per night is the one given, else the quote's (rate for the party); the total is
 * always nights × price, in grosze. The guest is matched to (or becomes) a client, all in one transaction. Money paid
 * at booking is its first payment; 'paid' sent without an amount records the whole bill as paid (by
 * `paymentMethod`, transfer when left out); a status the payments do not give is refused.
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
      const extras = extrasOf(apartment, input.extras ?? [], stay);
      const discount = input.discountGrosze ?? 0;
      checkDiscount(discount, price.totalGrosze, input.currency ?? price.currency ?? 'PLN');
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
        nightPrices: price.nightly,
        childrenAges: (input.childrenAges ?? []).join('|'),
        securityDeposit: groszeToDecimal(input.securityDepositGrosze ?? 0),
        extras: JSON.stringify(extras),
        discount: groszeToDecimal(discount),
        discountReason: input.discountReason ?? '',
      });
      const method = input.paymentMethod ?? 'transfer';
      if (input.amountPaidGrosze) {
        await recordOperation(tx, scope, saved, { kind: 'payment', paidOn: todayInPoland(), grosze: input.amountPaidGrosze, method }, 'amountPaid');
      } else if (input.paymentStatus === 'paid') {
        const bill = await billOfRow(tx, await findOwnLocked(tx, scope, saved));
        if (bill.balanceGrosze > 0) await recordOperation(tx, scope, saved, { kind: 'payment', paidOn: todayInPoland(), grosze: bill.balanceGrosze, method });
      }
      checkPaymentStatus(input.paymentStatus, await findOwnLocked(tx, scope, saved));
      await notify(tx, scope, reservationCreatedNotice({ id: saved, apartmentId: apartment.id, apartmentName: apartment.name, fullName: guest.fullName, from, to }));
      return saved;
    }),
  );
  return findOwn(db, scope, id);
}

/** Keep the guest's price, or take the price of the stay as changed: the host's explicit choice when a move changes it. */
export type PriceChoice = 'keep' | 'new';

/** The money of a stay's nights and fees, grosze, and how it was priced. */
interface StayMoney extends StayPrice {
  cleaningFeeGrosze: number;
  touristTaxGrosze: number;
}

const moneyTotal = (m: StayMoney) => m.totalGrosze + m.cleaningFeeGrosze + m.touristTaxGrosze;

/**
 * The guest's price carried to a changed stay: the same nights' prices and fees when the number of nights stays
 * (the tourist tax follows a party that changed), else the price per night for every night.
 */
function keptMoney(current: ReservationRow, apartment: ApartmentRow, stay: { from: string; to: string; adults: number; children: number; childrenAges?: number[] }): StayMoney {
  const nights = nightsBetween(stay.from, stay.to);
  const sameLength = nights === current.nights;
  const pricePerNight = grosze(current.price_per_night);
  const sameParty = sameLength && stay.adults === current.adults && stay.children === current.children;
  return {
    pricePerNightGrosze: pricePerNight,
    totalGrosze: sameLength ? grosze(current.total_price) : pricePerNight * nights,
    nightly: sameLength ? nightPrices(current) : null,
    currency: null,
    overridden: true,
    cleaningFeeGrosze: grosze(current.cleaning_fee),
    touristTaxGrosze: sameParty ? grosze(current.tourist_tax) : feesOf(apartment, stay).touristTaxGrosze,
  };
}

/** The two prices of a stay being moved or changed: the guest's kept, and the engine's (or why it has none). */
export interface MovePrices {
  kept: StayMoney;
  repriced: StayMoney | null;
  /** why the engine gave no price (the stay breaks a rule or a night has no price) */
  refusal: ValidationError | null;
}

async function movePrices(
  tx: Queryable,
  accountId: string,
  current: ReservationRow,
  apartment: ApartmentRow,
  stay: { apartmentId: string; from: string; to: string; adults: number; children: number; childrenAges?: number[] },
  inTransaction = true,
): Promise<MovePrices> {
  const kept = keptMoney(current, apartment, stay);
  try {
    const price = await priceOfStay(tx, accountId, stay, undefined, { bookedOn: bookedOnOf(current), exceptReservationId: current.id, inTransaction });
    return { kept, repriced: { ...price, ...feesOf(apartment, stay) }, refusal: null };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { kept, repriced: null, refusal: error };
  }
}

export const priceChoiceMessage = (kept: string, repriced: string) =>
  `Cena pobytu zmienia się: cena gościa ${kept}, nowa cena ${repriced}. Wybierz „Zachowaj cenę gościa” albo „Przyjmij nową cenę”.`;

/**
 * Which of the two prices a changed stay takes. 'keep': the guest's; 'new': the engine's (its refusal is the
 * answer when it has none). No choice: the same money either way takes the engine's; a stay the engine cannot price
 * keeps a price typed by hand; otherwise the host must choose (422 naming both prices).
 */
function chosenMoney(prices: MovePrices, choice: PriceChoice | undefined, current: ReservationRow): StayMoney {
  if (choice === 'keep') return prices.kept;
  if (!prices.repriced) {
    if (choice === 'new' || !current.price_overridden) throw prices.refusal!;
    return prices.kept;
  }
  if (choice === 'new' || moneyTotal(prices.repriced) === moneyTotal(prices.kept)) return prices.repriced;
  const message = priceChoiceMessage(money(moneyTotal(prices.kept), current.currency), money(moneyTotal(prices.repriced), current.currency));
  throw new ValidationError({ priceChoice: [message] }, message);
}

/**
 * Changes what the payload names; the guest is matched to a client again. A stay whose dates, apartment or party
 * change keeps the guest's price or takes the new one as `priceChoice` says (asked when they differ); a price per
 * night typed by hand is that price. 'Status płatności' and 'Faktura wystawiona' cannot be set against the payments
 * and invoices recorded.
 */
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
      checkInvoiceIssued(input.invoiceIssued, current);
      const adults = input.adults ?? current.adults;
      const children = input.children ?? current.children;
      const partyOrApartment = adults !== current.adults || children !== current.children || apartment.id !== current.apartment_id;
      if (partyOrApartment) checkCapacity(apartment, adults, children, input.allowOverCapacity ?? false);
      checkChildrenAges(input.childrenAges, children);
      const childrenAges = agesOf(input, current, children);
      // the guests exempt by statute stay exempt through a change (the tourist tax's one rule: pricing/fees.ts)
      const statutoryExempt = Array.isArray(current.tourist_tax_exemptions) ? current.tourist_tax_exemptions.length : 0;
      const stay = { apartmentId: apartment.id, from, to, adults, children, childrenAges, statutoryExempt };
      const agesChanged = input.childrenAges !== undefined && input.childrenAges.join('|') !== current.children_ages;
      const stayChanged = partyOrApartment || from !== current.from_date || to !== current.to_date || agesChanged;
      const currentPrice = grosze(current.price_per_night);
      const typed = input.pricePerNightGrosze !== undefined && input.pricePerNightGrosze !== currentPrice ? input.pricePerNightGrosze : undefined;
      let stayMoney: StayMoney;
      if (typed !== undefined) {
        // a price typed by hand is the host's choice
        const price = await priceOfStay(tx, accountId, stay, typed, { bookedOn: bookedOnOf(current), exceptReservationId: id });
        stayMoney = { ...price, ...(stayChanged ? feesOf(apartment, stay) : { cleaningFeeGrosze: grosze(current.cleaning_fee), touristTaxGrosze: grosze(current.tourist_tax) }) };
      } else if (stayChanged) {
        stayMoney = chosenMoney(await movePrices(tx, accountId, current, apartment, stay), input.priceChoice, current);
      } else {
        stayMoney = { ...keptMoney(current, apartment, stay), overridden: current.price_overridden };
      }
      if (stayMoney.pricePerNightGrosze > MAX_PRICE_GROSZE) throw new ValidationError({ pricePerNight: [MAX_PRICE_MESSAGE] });
      const extras = extrasOf(apartment, input.extras, stay, current.extras);
      const discount = input.discountGrosze ?? grosze(current.discount);
      checkDiscount(discount, stayMoney.totalGrosze, current.currency);
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
        fullName: guest.fullName,
        email: guest.email,
        phoneNumber: guest.phoneNumber,
        guestAddress: guest.address,
        adults,
        children,
        pricePerNight: groszeToDecimal(stayMoney.pricePerNightGrosze),
        totalPrice: groszeToDecimal(stayMoney.totalGrosze),
        currency: input.currency ?? current.currency,
        apartmentAddress: input.apartmentAddress || (movedApartment ? apartment.address : current.apartment_address),
        comments: input.comments ?? current.comments,
        source: input.source ?? current.source,
        paymentSource: input.paymentSource ?? current.payment_source,
        invoiceIssued: current.invoices.length > 0 || (input.invoiceIssued ?? current.invoice_issued),
      };
      await updateReservation(tx, accountId, scope.apartmentIds, id, values);
      await setPricing(tx, accountId, id, {
        priceOverridden: stayMoney.overridden,
        cleaningFee: groszeToDecimal(stayMoney.cleaningFeeGrosze),
        touristTax: groszeToDecimal(stayMoney.touristTaxGrosze),
        deposit: input.depositGrosze === undefined ? current.deposit : groszeToDecimal(input.depositGrosze),
        depositDue: input.depositDue === undefined ? current.deposit_due : input.depositDue,
        nightPrices: stayMoney.nightly,
        childrenAges: (childrenAges ?? []).join('|'),
        securityDeposit: input.securityDepositGrosze === undefined ? current.security_deposit : groszeToDecimal(input.securityDepositGrosze),
        extras: JSON.stringify(extras),
        discount: groszeToDecimal(discount),
        discountReason: input.discountReason ?? current.discount_reason,
      });
      // the status sent with the form: the one shown before the change, or the one the money now gives
      if (input.paymentStatus !== undefined && input.paymentStatus !== current.payment_status) {
        checkPaymentStatus(input.paymentStatus, await findOwnLocked(tx, scope, id));
      }
    }),
  );
  return findOwn(db, scope, id);
}

/** The apartment a move goes to, among those the caller may see. */
async function moveTarget(db: Queryable, scope: Scope, apartmentId: string | undefined): Promise<ApartmentRow> {
  const wanted = apartmentId?.trim();
  if (!wanted) throw new ValidationError({ apartmentId: ['Wybierz apartament'] });
  const apartment = await findApartment(db, scope.accountId, scope.apartmentIds, wanted);
  if (!apartment) throw new ValidationError({ apartmentId: ['Nie znaleziono apartamentu'] });
  return apartment;
}

/**
 * The prices a move would give, side by side, before the host chooses: the guest's kept and the engine's for the
 * new apartment and dates (null with the reason when it has none), and the stay's invoices (a move of an invoiced
 * stay calls for a correction).
 */
export async function quoteMove(db: Queryable, scope: Scope, id: string, query: { apartmentId?: string; from?: string; to?: string }) {
  const current = await findOwn(db, scope, id);
  const apartment = query.apartmentId ? await moveTarget(db, scope, query.apartmentId) : (await findApartment(db, scope.accountId, null, current.apartment_id))!;
  const from = query.from ? parseDay(query.from) : current.from_date;
  const to = query.to ? parseDay(query.to) : current.to_date;
  if (!from) throw new ValidationError({ from: ['Podaj poprawną datę'] });
  if (!to) throw new ValidationError({ to: ['Podaj poprawną datę'] });
  checkStay(from, to);
  const stay = { apartmentId: apartment.id, from, to, adults: current.adults, children: current.children, childrenAges: agesOf({}, current, current.children) };
  const prices = await movePrices(db, scope.accountId, current, apartment, stay, false);
  // the extras (counted for the stay, at their booked prices) and the discount go with the stay either way
  const rest = extrasOf(apartment, undefined, stay, current.extras).reduce((sum, e) => sum + extraGrosze(e), 0) - grosze(current.discount);
  const side = (m: StayMoney) => ({
    pricePerNight: m.pricePerNightGrosze / 100,
    totalPrice: m.totalGrosze / 100,
    cleaningFee: m.cleaningFeeGrosze / 100,
    touristTax: m.touristTaxGrosze / 100,
    grandTotal: (moneyTotal(m) + rest) / 100,
  });
  return {
    current: { grandTotal: grosze(current.grand_total) / 100, paid: grosze(current.paid) / 100 },
    kept: side(prices.kept),
    repriced: prices.repriced ? side(prices.repriced) : null,
    repricedMessage: prices.refusal?.message ?? null,
    currency: current.currency,
    invoices: current.invoices,
  };
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

/**
 * 'Zmień status płatności' records the money instead of setting a status against it: 'paid' records a payment of
 * what is left to pay, 'unpaid' a refund of what was paid (by `method`, transfer when left out), 'partly_paid' needs
 * an amount and so is a payment recorded in 'Płatności' (refused here unless it is already the status).
 */
export async function setPaymentStatus(db: Database, scope: Scope, id: string, value: string | undefined, method = 'transfer'): Promise<ReservationRow> {
  const stored = value === undefined ? undefined : PAYMENT_STATUS_INPUT[value];
  if (!stored) throw new ValidationError({ paymentStatus: ['Pole jest wymagane'] });
  await asActor(db, scope, async (tx) => {
    const row = await findOwnLocked(tx, scope, id, true);
    if (row.payment_status === stored) return;
    const bill = await billOfRow(tx, row);
    const paidOn = todayInPoland();
    if (stored === 'paid' && bill.balanceGrosze > 0) {
      await recordOperation(tx, scope, id, { kind: 'payment', paidOn, grosze: bill.balanceGrosze, method }, 'paymentStatus');
    } else if (stored === 'unpaid' && bill.paidGrosze > 0) {
      await recordOperation(tx, scope, id, { kind: 'refund', paidOn, grosze: bill.paidGrosze, method }, 'paymentStatus');
    }
    checkPaymentStatus(stored, await findOwnLocked(tx, scope, id));
  });
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

/**
 * Cancelling frees the nights (the exclusion constraint ignores cancelled rows) and settles the bill: the fee kept
 * (the policy's capped by what was paid, or the host's) becomes its one line and the rest of what was paid is
 * recorded as a refund, leaving nothing to pay and nothing to give back.
 */
export async function cancelReservation(db: Database, scope: Scope, id: string, input: CancelInput = {}): Promise<ReservationRow> {
  await asActor(db, scope, (tx) => settleCancellation(tx, scope, id, input));
  return findOwn(db, scope, id);
}

/** What cancelling today would keep and refund, before the host confirms. */
export async function quoteCancellation(db: Queryable, scope: Scope, id: string): Promise<CancellationQuote> {
  const row = await findOwn(db, scope, id);
  return cancellationQuote(db, row, await billOfRow(db, row));
}

/**
 * Moves the guests to another apartment the caller may see, for the same nights, keeping the guest's price or
 * taking the new apartment's as `priceChoice` says (asked when they differ); 409 when those nights are taken there,
 * 422 when the party is larger than the apartment takes unless `allowOverCapacity`.
 */
export async function relocateReservation(
  db: Database,
  scope: Scope,
  id: string,
  body: { apartmentId?: string; allowOverCapacity?: boolean; priceChoice?: PriceChoice },
): Promise<ReservationRow> {
  const { accountId, apartmentIds } = scope;
  const current = await findOwn(db, scope, id);
  const apartment = await moveTarget(db, scope, body.apartmentId);
  checkCapacity(apartment, current.adults, current.children, body.allowOverCapacity ?? false);
  const childrenAges = agesOf({}, current, current.children);
  const stay = { apartmentId: apartment.id, from: current.from_date, to: current.to_date, adults: current.adults, children: current.children, childrenAges };
  const prices = await movePrices(db, accountId, current, apartment, stay, false);
  // a stay the engine cannot price in the new apartment keeps the guest's price
  const chosen = prices.repriced === null && body.priceChoice !== 'new' ? prices.kept : chosenMoney(prices, body.priceChoice, current);
  checkDiscount(grosze(current.discount), chosen.totalGrosze, current.currency);
  try {
    await asActor(db, scope, async (tx) => {
      await patchColumns(tx, accountId, apartmentIds, id, {
        apartment_id: apartment.id,
        apartment_address: apartment.address,
        price_per_night: groszeToDecimal(chosen.pricePerNightGrosze),
        total_price: groszeToDecimal(chosen.totalGrosze),
      });
      await setPricing(tx, accountId, id, {
        priceOverridden: chosen.overridden,
        cleaningFee: groszeToDecimal(chosen.cleaningFeeGrosze),
        touristTax: groszeToDecimal(chosen.touristTaxGrosze),
        deposit: current.deposit,
        depositDue: current.deposit_due,
        nightPrices: chosen.nightly,
        childrenAges: current.children_ages,
        securityDeposit: current.security_deposit,
        extras: JSON.stringify(current.extras ?? []),
        discount: current.discount,
        discountReason: current.discount_reason,
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
      // the stay's whole bill is owed again; what was refunded at the cancellation stays recorded
      await patchColumns(tx, scope.accountId, scope.apartmentIds, id, { status, cancellation_fee: null });
    } catch (error) {
      if (pgCode(error) === PG_EXCLUSION_VIOLATION) throw new ConflictError(RESTORE_TAKEN_MESSAGE);
      throw error;
    }
  });
  return findOwn(db, scope, id);
}
