import { AMENITY_GROUP_NAMES, AMENITY_KEYS } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { ConflictError, NotFoundError, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, ValidationError, pgCode } from '../../lib/errors';
import type { ApartmentScope, Scope } from '../../lib/scope';
import { FieldErrors, MESSAGES } from '../../lib/fields';
import type { FileStore } from '../../lib/fileStore';
import { copyImageFile, openImage, photoKey, storeImages, type UploadedImage } from './images';
import type { AccommodationInput, ApartmentInput, PriceInput } from './input';
import * as repo from './repository';
import { serializeAccommodations } from './serialize';

// The rules of listings: what "active" requires, how an edit reconciles apartments, rates and photos, what deleting
// and copying do. Photo files are written within the transaction (or, in object storage, removed again if it fails).

export const FUTURE_RESERVATIONS_LISTING = 'Nie można usunąć obiektu z przyszłymi rezerwacjami.';
export const FUTURE_RESERVATIONS_APARTMENT = 'Nie można usunąć apartamentu z przyszłymi rezerwacjami.';

/** What the listings' rules need from the server: the database, where photos are kept, the address in iCal links. */
export interface Deps {
  db: Database;
  files: FileStore;
  publicUrl: string;
}

/**
 * The rules below work within one account, the caller's, and on the apartments the caller may see (null: all; only
 * the owner writes listings, so the writes always see the whole listing).
 */
interface Context extends Deps {
  accountId: string;
  apartments: ApartmentScope;
}

const contextOf = (deps: Deps, scope: Scope): Context => ({ ...deps, accountId: scope.accountId, apartments: scope.apartmentIds });

export async function listAccommodations(
  deps: Deps,
  scope: Scope,
  query: { status?: 'draft' | 'active'; limit: number; offset: number },
) {
  const ctx = contextOf(deps, scope);
  const { rows, count } = await repo.listAccommodations(ctx.db, ctx.accountId, ctx.apartments, query);
  const data = await repo.loadApartments(
    ctx.db,
    ctx.accountId,
    ctx.apartments,
    rows.map((r) => r.id),
  );
  return { data: serializeAccommodations(rows, data, ctx.publicUrl), count };
}

export async function getAccommodation(deps: Deps, scope: Scope, id: string) {
  return loadAccommodation(contextOf(deps, scope), id, deps.db);
}

async function loadAccommodation(ctx: Context, id: string, db: Queryable) {
  const row = await repo.findAccommodation(db, ctx.accountId, ctx.apartments, id);
  if (!row) throw new NotFoundError('Nie znaleziono obiektu.');
  const data = await repo.loadApartments(db, ctx.accountId, ctx.apartments, [id]);
  return serializeAccommodations([row], data, ctx.publicUrl)[0];
}

export const APARTMENT_NAME_TAKEN = 'Apartament o tej nazwie już istnieje na koncie. Nadaj mu inną nazwę.';

/**
 * Runs a write with photo files. In the database store the files are written and deleted with the transaction; in
 * object storage, files written by a failed transaction are removed, and files of removed photos after the commit.
 */
async function withFiles<T>(ctx: Context, fn: (tx: Queryable, written: string[], removed: repo.ImageRow[]) => Promise<T>): Promise<T> {
  const written: string[] = [];
  const removed: repo.ImageRow[] = [];
  const { files } = ctx;
  const removedKeys = () => removed.map((i) => photoKey(ctx.accountId, i.id));
  let result: T;
  try {
    result = await ctx.db.transaction(async (tx) => {
      const value = await fn(tx, written, removed);
      if (files.transactional) await files.remove(tx, removedKeys());
      return value;
    });
  } catch (error) {
    // the transaction's own failure is the one to answer; bytes a storage outage keeps are only unreachable
    if (!files.transactional) await files.remove(ctx.db, written).catch(() => undefined);
    // the constraint is the last word when two saves race for one name (the service checks names before)
    if (pgCode(error) === PG_UNIQUE_VIOLATION && String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message).includes('apartments_account_name_key')) {
      throw new ConflictError(APARTMENT_NAME_TAKEN, { name: [APARTMENT_NAME_TAKEN] });
    }
    throw error;
  }
  if (!files.transactional) await files.remove(ctx.db, removedKeys());
  return result;
}

export async function createAccommodation(deps: Deps, scope: Scope, input: AccommodationInput, files: Map<number, UploadedImage[]>) {
  const ctx = contextOf(deps, scope);
  return withFiles(ctx, async (tx, written, removed) => {
    const id = await repo.insertAccommodation(tx, ctx.accountId, { ...input.columns, status: input.status ?? 'active' });
    await applyApartments(ctx, tx, id, input.apartments ?? [], files, written, removed);
    await checkComplete(ctx, tx, id);
    return loadAccommodation(ctx, id, tx);
  });
}

export async function updateAccommodation(deps: Deps, scope: Scope, id: string, input: AccommodationInput, files: Map<number, UploadedImage[]>) {
  const ctx = contextOf(deps, scope);
  return withFiles(ctx, async (tx, written, removed) => {
    const row = await repo.findAccommodation(tx, ctx.accountId, ctx.apartments, id, true);
    if (!row) throw new NotFoundError('Nie znaleziono obiektu.');
    await repo.updateAccommodationColumns(tx, ctx.accountId, id, { ...input.columns, ...(input.status ? { status: input.status } : {}) });
    if (input.apartments) {
      await applyApartments(ctx, tx, id, input.apartments, files, written, removed);
    } else if (files.size > 0) {
      // photos without apartment fields: the n-th file group goes to the n-th apartment
      const ids = await repo.liveApartmentIds(tx, ctx.accountId, id);
      for (const [index, images] of files) {
        if (!ids[index]) throw new ValidationError({ [`apartmentsAttributes[${index}].images`]: ['Nie ma takiego apartamentu'] });
        await storeImages(tx, ctx.files, ctx.accountId, ids[index], images, written);
      }
    }
    await checkComplete(ctx, tx, id);
    return loadAccommodation(ctx, id, tx);
  });
}

async function applyApartments(
  ctx: Context,
  tx: Queryable,
  accommodationId: string,
  apartments: ApartmentInput[],
  files: Map<number, UploadedImage[]>,
  written: string[],
  removed: repo.ImageRow[],
) {
  for (const index of files.keys()) {
    if (index >= apartments.length) {
      throw new ValidationError({ [`apartmentsAttributes[${index}].images`]: ['Nie ma takiego apartamentu'] });
    }
  }
  // names are unique within the account: twice in this listing, or already another listing's, is refused on the field
  const nameErrors = new FieldErrors();
  const names = apartments.map((a) => (typeof a.columns.name === 'string' ? a.columns.name.trim() : ''));
  const taken = new Set(await repo.apartmentNamesTaken(tx, ctx.accountId, accommodationId, names.filter(Boolean)));
  names.forEach((name, i) => {
    if (name && (taken.has(name.toLowerCase()) || names.findIndex((n) => n.toLowerCase() === name.toLowerCase()) < i)) {
      nameErrors.add(`apartmentsAttributes[${i}].name`, APARTMENT_NAME_TAKEN);
    }
  });
  if (!nameErrors.empty) throw new ValidationError(nameErrors.errors);
  const existing = await repo.loadApartments(tx, ctx.accountId, ctx.apartments, [accommodationId]);
  const byId = new Map(existing.apartments.map((a) => [a.id, a]));
  const kept = new Set<string>();
  for (const [position, input] of apartments.entries()) {
    const current = input.id && !kept.has(input.id) ? byId.get(input.id) : undefined;
    const columns: Record<string, unknown> = { ...input.columns, position };
    columns.amenities = JSON.stringify(mergeAmenities(current?.amenities ?? {}, input));
    columns.settings = JSON.stringify(mergeSettings(current?.settings ?? {}, input));
    if (input.lockPassword !== undefined) columns.lock_password = input.lockPassword;
    let apartmentId: string;
    if (current) {
      apartmentId = current.id;
      kept.add(apartmentId);
      await repo.updateApartmentColumns(tx, ctx.accountId, apartmentId, columns);
      if (input.imageIds) {
        const stored = existing.images.filter((i) => i.apartment_id === apartmentId);
        const keep = input.imageIds.filter((imageId) => stored.some((i) => i.id === imageId));
        const drop = stored.filter((i) => !keep.includes(i.id)).map((i) => i.id);
        removed.push(...(await repo.deleteImages(tx, ctx.accountId, apartmentId, drop)));
        await repo.orderImages(tx, ctx.accountId, apartmentId, keep);
      }
    } else {
      apartmentId = await repo.insertApartment(tx, ctx.accountId, accommodationId, columns);
    }
    if (input.prices) await applyPrices(tx, ctx.accountId, apartmentId, input.prices);
    await storeImages(tx, ctx.files, ctx.accountId, apartmentId, files.get(position) ?? [], written);
  }
  const gone = existing.apartments.map((a) => a.id).filter((id) => !kept.has(id));
  if (gone.length > 0) {
    if ((await repo.countFutureReservations(tx, ctx.accountId, gone)) > 0) throw new ConflictError(FUTURE_RESERVATIONS_APARTMENT);
    removed.push(...(await repo.removeApartments(tx, ctx.accountId, gone)));
  }
}

function mergeAmenities(current: Record<string, unknown>, input: ApartmentInput): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const group of AMENITY_GROUP_NAMES) {
    const keys: readonly string[] = AMENITY_KEYS[group];
    const base = input.amenities.lists[group] ?? (Array.isArray(current[group]) ? (current[group] as string[]) : []);
    const set = new Set(base);
    for (const key of keys) {
      const flag = input.amenities.flags[key];
      if (flag === true) set.add(key);
      if (flag === false) set.delete(key);
    }
    merged[group] = keys.filter((k) => set.has(k));
  }
  return { ...merged, ...input.amenities.texts };
}

function mergeSettings(current: Record<string, unknown>, input: ApartmentInput): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  const part = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
  if (input.settings.locks) merged.locks = { ...part(current.locks), ...input.settings.locks };
  if (input.settings.synchronization) merged.synchronization = { ...part(current.synchronization), ...input.settings.synchronization };
  if (input.settings.calendarSynchronization) merged.calendarSynchronization = input.settings.calendarSynchronization;
  return merged;
}

async function applyPrices(tx: Queryable, accountId: string, apartmentId: string, prices: PriceInput[]) {
  const existing = new Set(await repo.findPriceIds(tx, accountId, apartmentId));
  const kept: string[] = [];
  for (const [position, price] of prices.entries()) {
    const existingId = price.id && existing.has(price.id) && !kept.includes(price.id) ? price.id : null;
    if (existingId) kept.push(existingId);
    const columns: Record<string, unknown> = {};
    if (price.guestCount !== undefined) columns.guest_count = price.guestCount;
    if (price.basePrice !== undefined) columns.base_price = price.basePrice;
    if (price.minimalPrice !== undefined) columns.minimal_price = price.minimalPrice;
    if (price.maximumPrice !== undefined) columns.maximum_price = price.maximumPrice;
    if (price.currency !== undefined) columns.currency = price.currency;
    if (price.smartPriceAdjustment !== undefined) columns.smart_price_adjustment = price.smartPriceAdjustment;
    await repo.upsertPrice(tx, accountId, apartmentId, position, existingId, columns);
  }
  // rows deleted here are the ones the client left out; new rows were inserted above with fresh ids
  const rows = await repo.findPriceIds(tx, accountId, apartmentId);
  const fresh = rows.filter((id) => !existing.has(id));
  await repo.deletePrices(tx, accountId, apartmentId, [...kept, ...fresh]);
}

/**
 * What a listing needs before it is active (drafts may stay incomplete): a name, an address, at least one apartment,
 * a name for each apartment when there are several (one apartment takes the listing's name), rates for at least one
 * guest. Checked on the stored result, so that partial updates are judged by what they lead to.
 */
async function checkComplete(ctx: Context, tx: Queryable, id: string) {
  const row = await repo.findAccommodation(tx, ctx.accountId, ctx.apartments, id);
  if (!row) return;
  const { apartments, prices } = await repo.loadApartments(tx, ctx.accountId, ctx.apartments, [id]);
  // one apartment has no name step in the wizard: it takes the listing's name
  if (apartments.length === 1 && apartments[0].name.trim() === '' && row.name.trim() !== '') {
    await repo.updateApartmentColumns(tx, ctx.accountId, apartments[0].id, { name: row.name });
    apartments[0].name = row.name;
  }
  if (row.status !== 'active') return;
  const errors = new FieldErrors();
  const required: Array<[keyof repo.AccommodationRow, string]> = [
    ['name', 'name'],
    ['street', 'street'],
    ['house_number', 'houseNumber'],
    ['zip_code', 'zipCode'],
    ['city', 'city'],
  ];
  for (const [column, field] of required) if (String(row[column]).trim() === '') errors.add(field, MESSAGES.required);
  if (apartments.length === 0) errors.add('apartmentsAttributes', 'Dodaj co najmniej jeden apartament');
  for (const [i, apartment] of apartments.entries()) {
    if (apartments.length > 1 && apartment.name.trim() === '') errors.add(`apartmentsAttributes[${i}].name`, MESSAGES.required);
    for (const [j, price] of prices.filter((p) => p.apartment_id === apartment.id).entries()) {
      if (price.guest_count < 1) {
        errors.add(`apartmentsAttributes[${i}].pricesAttributes[${j}].guestCount`, 'Liczba gości musi wynosić co najmniej 1');
      }
    }
  }
  if (!errors.empty) throw new ValidationError(errors.errors);
}

/**
 * Deleting a listing: refused while any of its apartments has a stay ahead. Apartments with past stays are archived
 * (the reservation history keeps them), the rest is deleted with rates and photos.
 */
export async function deleteAccommodation(deps: Deps, scope: Scope, id: string): Promise<void> {
  const ctx = contextOf(deps, scope);
  try {
    await withFiles(ctx, async (tx, _written, removed) => {
      const row = await repo.findAccommodation(tx, ctx.accountId, ctx.apartments, id, true);
      if (!row) throw new NotFoundError('Nie znaleziono obiektu.');
      const apartmentIds = await repo.apartmentIdsOf(tx, ctx.accountId, id);
      if ((await repo.countFutureReservations(tx, ctx.accountId, apartmentIds)) > 0) throw new ConflictError(FUTURE_RESERVATIONS_LISTING);
      removed.push(...(await repo.removeApartments(tx, ctx.accountId, apartmentIds)));
      // apartments archived for their reservation history keep the listing too, archived
      if ((await repo.apartmentIdsOf(tx, ctx.accountId, id)).length > 0) await repo.archiveAccommodation(tx, ctx.accountId, id);
      else await repo.deleteAccommodationRow(tx, ctx.accountId, id);
    });
  } catch (error) {
    // another domain's table may still point at the apartments (restrict): keep the rows, hide the listing
    if (pgCode(error) !== PG_FOREIGN_KEY_VIOLATION) throw error;
    await ctx.db.transaction(async (tx) => {
      await repo.archiveApartmentsOf(tx, ctx.accountId, id);
      await repo.archiveAccommodation(tx, ctx.accountId, id);
    });
  }
}

/**
 * A new draft with the listing's data, apartments, rates, rules, settings and photos (files copied). The lock
 * password is not copied: a copy describes another place, whose lock the host enters anew.
 */
export async function copyAccommodation(deps: Deps, scope: Scope, id: string) {
  const ctx = contextOf(deps, scope);
  return withFiles(ctx, async (tx, written) => {
    const copyId = await repo.copyListingRow(tx, ctx.accountId, id);
    if (!copyId) throw new NotFoundError('Nie znaleziono obiektu.');
    const source = await repo.loadApartments(tx, ctx.accountId, ctx.apartments, [id]);
    for (const apartment of source.apartments) {
      // the copy's apartments are told apart from the originals: 'Apartament Giewont (kopia)', then '… (kopia) (2)'
      const name = apartment.name ? await repo.freeApartmentName(tx, ctx.accountId, `${apartment.name} (kopia)`) : '';
      const apartmentId = await repo.copyApartmentRow(tx, ctx.accountId, apartment.id, copyId, name);
      for (const image of source.images.filter((i) => i.apartment_id === apartment.id)) {
        const newId = await copyImageFile(tx, ctx.files, ctx.accountId, image.id, written);
        if (newId) await repo.insertImageCopy(tx, ctx.accountId, apartmentId, newId, image);
      }
    }
    return loadAccommodation(ctx, copyId, tx);
  });
}

// ---- photos of one apartment -------------------------------------------------------------------------------------

async function apartmentImages(ctx: Context, db: Queryable, apartmentId: string) {
  const rows = await repo.listImages(db, ctx.accountId, [apartmentId]);
  return rows.map((i) => ({ id: i.id, url: `/api/v1/images/${i.id}` }));
}

async function lockApartment(ctx: Context, tx: Queryable, apartmentId: string) {
  const apartment = await repo.findApartmentForImages(tx, ctx.accountId, apartmentId);
  if (!apartment) throw new NotFoundError('Nie znaleziono apartamentu.');
}

export async function addImages(deps: Deps, scope: Scope, apartmentId: string, images: UploadedImage[]) {
  const ctx = contextOf(deps, scope);
  return withFiles(ctx, async (tx, written) => {
    await lockApartment(ctx, tx, apartmentId);
    await storeImages(tx, ctx.files, ctx.accountId, apartmentId, images, written);
    return apartmentImages(ctx, tx, apartmentId);
  });
}

export async function deleteImage(deps: Deps, scope: Scope, apartmentId: string, imageId: string) {
  const ctx = contextOf(deps, scope);
  await withFiles(ctx, async (tx, _written, removed) => {
    await lockApartment(ctx, tx, apartmentId);
    const rows = await repo.deleteImages(tx, ctx.accountId, apartmentId, [imageId]);
    if (rows.length === 0) throw new NotFoundError('Nie znaleziono zdjęcia.');
    removed.push(...rows);
  });
}

export async function orderImages(deps: Deps, scope: Scope, apartmentId: string, ids: string[]) {
  const ctx = contextOf(deps, scope);
  return ctx.db.transaction(async (tx) => {
    await lockApartment(ctx, tx, apartmentId);
    const stored = await repo.listImages(tx, ctx.accountId, [apartmentId]);
    const known = new Set(stored.map((i) => i.id));
    if (ids.some((id) => !known.has(id)) || new Set(ids).size !== ids.length) {
      throw new ValidationError({ ids: ['Lista zdjęć nie zgadza się ze zdjęciami apartamentu'] });
    }
    // photos left out of the list keep their relative order after the listed ones
    const order = [...ids, ...stored.map((i) => i.id).filter((id) => !ids.includes(id))];
    await repo.orderImages(tx, ctx.accountId, apartmentId, order);
    return apartmentImages(ctx, tx, apartmentId);
  });
}

// ---- read without a session --------------------------------------------------------------------------------------

/** A photo by its unguessable id: `<img>` tags send no bearer token, and nothing lists the ids. */
export async function photo(deps: Deps, imageId: string) {
  const image = await openImage(deps.db, deps.files, imageId);
  if (!image) throw new NotFoundError();
  return image;
}

