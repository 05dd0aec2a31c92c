import { AMENITY_GROUP_NAMES, AMENITY_KEYS } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { ConflictError, NotFoundError, PG_FOREIGN_KEY_VIOLATION, ValidationError, pgCode } from '../../lib/errors';
import { FieldErrors, MESSAGES } from './fields';
import { copyImageFile, removeFiles, imagePath, storeImages, type UploadedImage } from './images';
import type { AccommodationInput, ApartmentInput, PriceInput } from './input';
import * as repo from './repository';
import { serializeAccommodations } from './serialize';

// The rules of listings: what "active" requires, how an edit reconciles apartments, rates and photos, what deleting
// and copying do. Photo files are written inside the transaction's lifetime and removed again if it fails.

export const FUTURE_RESERVATIONS_LISTING = 'Nie można usunąć obiektu z przyszłymi rezerwacjami.';
export const FUTURE_RESERVATIONS_APARTMENT = 'Nie można usunąć apartamentu z przyszłymi rezerwacjami.';

export interface Context {
  db: Database;
  dataDir: string;
  publicUrl: string;
  accountId: string;
}

export async function listAccommodations(
  ctx: Context,
  query: { status?: 'draft' | 'active'; limit: number; offset: number },
) {
  const { rows, count } = await repo.listAccommodations(ctx.db, ctx.accountId, query);
  const data = await repo.loadApartments(
    ctx.db,
    ctx.accountId,
    rows.map((r) => r.id),
  );
  return { data: serializeAccommodations(rows, data, ctx.publicUrl), count };
}

export async function getAccommodation(ctx: Context, id: string, db: Queryable = ctx.db) {
  const row = await repo.findAccommodation(db, ctx.accountId, id);
  if (!row) throw new NotFoundError('Nie znaleziono obiektu.');
  const data = await repo.loadApartments(db, ctx.accountId, [id]);
  return serializeAccommodations([row], data, ctx.publicUrl)[0];
}

/** Runs a write with photo files: files written by a failed transaction are removed, files of removed photos after commit. */
async function withFiles<T>(ctx: Context, fn: (tx: Queryable, written: string[], removed: repo.ImageRow[]) => Promise<T>): Promise<T> {
  const written: string[] = [];
  const removed: repo.ImageRow[] = [];
  let result: T;
  try {
    result = await ctx.db.transaction((tx) => fn(tx, written, removed));
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
  await removeFiles(removed.map((i) => imagePath(ctx.dataDir, ctx.accountId, i.id)));
  return result;
}

export async function createAccommodation(ctx: Context, input: AccommodationInput, files: Map<number, UploadedImage[]>) {
  return withFiles(ctx, async (tx, written, removed) => {
    const id = await repo.insertAccommodation(tx, ctx.accountId, { ...input.columns, status: input.status ?? 'active' });
    await applyApartments(ctx, tx, id, input.apartments ?? [], files, written, removed);
    await checkComplete(ctx, tx, id);
    return getAccommodation(ctx, id, tx);
  });
}

export async function updateAccommodation(ctx: Context, id: string, input: AccommodationInput, files: Map<number, UploadedImage[]>) {
  return withFiles(ctx, async (tx, written, removed) => {
    const row = await repo.findAccommodation(tx, ctx.accountId, id, true);
    if (!row) throw new NotFoundError('Nie znaleziono obiektu.');
    await repo.updateAccommodationColumns(tx, ctx.accountId, id, { ...input.columns, ...(input.status ? { status: input.status } : {}) });
    if (input.apartments) {
      await applyApartments(ctx, tx, id, input.apartments, files, written, removed);
    } else if (files.size > 0) {
      // photos without apartment fields: the n-th file group goes to the n-th apartment
      const ids = await repo.liveApartmentIds(tx, ctx.accountId, id);
      for (const [index, images] of files) {
        if (!ids[index]) throw new ValidationError({ [`apartmentsAttributes[${index}].images`]: ['Nie ma takiego apartamentu'] });
        await storeImages(tx, ctx.dataDir, ctx.accountId, ids[index], images, written);
      }
    }
    await checkComplete(ctx, tx, id);
    return getAccommodation(ctx, id, tx);
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
  const existing = await repo.loadApartments(tx, ctx.accountId, [accommodationId]);
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
    await storeImages(tx, ctx.dataDir, ctx.accountId, apartmentId, files.get(position) ?? [], written);
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
  const row = await repo.findAccommodation(tx, ctx.accountId, id);
  if (!row) return;
  const { apartments, prices } = await repo.loadApartments(tx, ctx.accountId, [id]);
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
export async function deleteAccommodation(ctx: Context, id: string): Promise<void> {
  try {
    await withFiles(ctx, async (tx, _written, removed) => {
      const row = await repo.findAccommodation(tx, ctx.accountId, id, true);
      if (!row) throw new NotFoundError('Nie znaleziono obiektu.');
      const apartmentIds = (
        await tx.query<{ id: string }>('select id from apartments where account_id = $1 and accommodation_id = $2', [ctx.accountId, id])
      ).map((r) => r.id);
      if ((await repo.countFutureReservations(tx, ctx.accountId, apartmentIds)) > 0) throw new ConflictError(FUTURE_RESERVATIONS_LISTING);
      removed.push(...(await repo.removeApartments(tx, ctx.accountId, apartmentIds)));
      const left = await tx.query('select 1 from apartments where account_id = $1 and accommodation_id = $2 limit 1', [ctx.accountId, id]);
      if (left.length > 0) await repo.archiveAccommodation(tx, ctx.accountId, id);
      else await repo.deleteAccommodationRow(tx, ctx.accountId, id);
    });
  } catch (error) {
    // another domain's table may still point at the apartments (restrict): keep the rows, hide the listing
    if (pgCode(error) !== PG_FOREIGN_KEY_VIOLATION) throw error;
    await ctx.db.transaction(async (tx) => {
      await tx.query('update apartments set archived_at = coalesce(archived_at, now()) where account_id = $1 and accommodation_id = $2', [
        ctx.accountId,
        id,
      ]);
      await repo.archiveAccommodation(tx, ctx.accountId, id);
    });
  }
}

const COPIED_LISTING_COLUMNS = `kind, apartments_number_declaration, country, voivodeship, city, zip_code, street, house_number,
  flat_number, check_in_from, check_in_to, check_out_from, check_out_to, curfew_from, curfew_to, smoking_allowed, animals_friendly,
  children_friendly, parties_allowed, settings`;
const COPIED_APARTMENT_COLUMNS = `position, name, description, area, guest_number, bedroom_count, single_bed_count, double_bed_count,
  separate_kitchen, kitchenette, breakfast, breakfast_price, private_parking, private_parking_price, public_parking,
  public_parking_price, airport_transfer, airport_transfer_price, amenities, settings`;

/**
 * A new draft with the listing's data, apartments, rates, rules, settings and photos (files copied). The lock
 * password is not copied: a copy describes another place, whose lock the host enters anew.
 */
export async function copyAccommodation(ctx: Context, id: string) {
  return withFiles(ctx, async (tx, written) => {
    const [copy] = await tx.query<{ id: string }>(
      `insert into accommodations (account_id, name, status, ${COPIED_LISTING_COLUMNS})
       select account_id, name || ' (kopia)', 'draft', ${COPIED_LISTING_COLUMNS}
         from accommodations where id = $1 and account_id = $2 and status <> 'archived' returning id`,
      [id, ctx.accountId],
    );
    if (!copy) throw new NotFoundError('Nie znaleziono obiektu.');
    const source = await repo.loadApartments(tx, ctx.accountId, [id]);
    for (const apartment of source.apartments) {
      const [{ id: apartmentId }] = await tx.query<{ id: string }>(
        `insert into apartments (account_id, accommodation_id, ${COPIED_APARTMENT_COLUMNS})
         select account_id, $3, ${COPIED_APARTMENT_COLUMNS} from apartments where id = $1 and account_id = $2 returning id`,
        [apartment.id, ctx.accountId, copy.id],
      );
      await tx.query(
        `insert into apartment_prices (account_id, apartment_id, position, guest_count, base_price, minimal_price, maximum_price, currency,
           smart_price_adjustment)
         select account_id, $3, position, guest_count, base_price, minimal_price, maximum_price, currency, smart_price_adjustment
           from apartment_prices where apartment_id = $1 and account_id = $2`,
        [apartment.id, ctx.accountId, apartmentId],
      );
      for (const image of source.images.filter((i) => i.apartment_id === apartment.id)) {
        const newId = await copyImageFile(ctx.dataDir, ctx.accountId, image.id, written);
        if (!newId) continue;
        await tx.query(
          `insert into apartment_images (id, account_id, apartment_id, position, file_name, content_type, size_bytes)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [newId, ctx.accountId, apartmentId, image.position, image.file_name, image.content_type, image.size_bytes],
        );
      }
    }
    return getAccommodation(ctx, copy.id, tx);
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

export async function addImages(ctx: Context, apartmentId: string, images: UploadedImage[]) {
  return withFiles(ctx, async (tx, written) => {
    await lockApartment(ctx, tx, apartmentId);
    await storeImages(tx, ctx.dataDir, ctx.accountId, apartmentId, images, written);
    return apartmentImages(ctx, tx, apartmentId);
  });
}

export async function deleteImage(ctx: Context, apartmentId: string, imageId: string) {
  await withFiles(ctx, async (tx, _written, removed) => {
    await lockApartment(ctx, tx, apartmentId);
    const rows = await repo.deleteImages(tx, ctx.accountId, apartmentId, [imageId]);
    if (rows.length === 0) throw new NotFoundError('Nie znaleziono zdjęcia.');
    removed.push(...rows);
  });
}

export async function orderImages(ctx: Context, apartmentId: string, ids: string[]) {
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
