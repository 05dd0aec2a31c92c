import type { Queryable } from '../../db/database';
import { withinApartments, type ApartmentScope } from '../../lib/scope';

// SQL of listings, apartments, rates and photos. Every function takes the account and scopes every query by it; the
// reads of listings also take the apartments the caller may see (null: all): a co-host sees only the listings that
// hold an apartment shared with them, and only those apartments.

export interface AccommodationRow {
  id: string;
  name: string;
  kind: string;
  status: 'draft' | 'active';
  apartments_number_declaration: number;
  country: string;
  voivodeship: string;
  city: string;
  zip_code: string;
  street: string;
  house_number: string;
  flat_number: string;
  check_in_from: string;
  check_in_to: string;
  check_out_from: string;
  check_out_to: string;
  curfew_from: string;
  curfew_to: string;
  smoking_allowed: boolean;
  animals_friendly: boolean;
  children_friendly: boolean;
  parties_allowed: boolean;
  cleaning_fee: string;
  tourist_tax: string;
  tourist_tax_exempt_age: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface ApartmentRow {
  id: string;
  accommodation_id: string;
  position: number;
  name: string;
  description: string;
  area: string | null;
  guest_number: number;
  bedroom_count: number;
  single_bed_count: number;
  double_bed_count: number;
  separate_kitchen: boolean;
  kitchenette: boolean;
  breakfast: boolean;
  breakfast_price: string | null;
  private_parking: boolean;
  private_parking_price: string | null;
  public_parking: boolean;
  public_parking_price: string | null;
  airport_transfer: boolean;
  airport_transfer_price: string | null;
  amenities: Record<string, unknown>;
  settings: Record<string, unknown>;
  password_set: boolean;
  ical_token: string;
}

export interface PriceRow {
  id: string;
  apartment_id: string;
  guest_count: number;
  base_price: string;
  minimal_price: string;
  maximum_price: string;
  currency: string;
  smart_price_adjustment: boolean;
}

export interface ImageRow {
  id: string;
  apartment_id: string;
  position: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
}

const LISTING_COLUMNS = `id, name, kind, status, apartments_number_declaration, country, voivodeship, city, zip_code, street,
  house_number, flat_number, check_in_from::text, check_in_to::text, check_out_from::text, check_out_to::text,
  curfew_from::text, curfew_to::text, smoking_allowed, animals_friendly, children_friendly, parties_allowed,
  cleaning_fee, tourist_tax, tourist_tax_exempt_age, created_at, updated_at`;

const APARTMENT_COLUMNS = `id, accommodation_id, position, name, description, area, guest_number, bedroom_count, single_bed_count,
  double_bed_count, separate_kitchen, kitchenette, breakfast, breakfast_price, private_parking, private_parking_price,
  public_parking, public_parking_price, airport_transfer, airport_transfer_price, amenities, settings,
  lock_password is not null as password_set, ical_token`;

/** A listing holding a live apartment in the scope given as the uuid[] parameter `apartments`. */
const holdsApartmentIn = (apartments: string) => `(${apartments}::uuid[] is null or exists (
    select 1 from apartments ap
     where ap.accommodation_id = accommodations.id and ap.archived_at is null and ap.id = any(${apartments}::uuid[])))`;

/** Listings that are not archived, oldest first (the list screen reverses them), with the total count. */
export async function listAccommodations(
  db: Queryable,
  accountId: string,
  apartments: ApartmentScope,
  { status, limit, offset }: { status?: 'draft' | 'active'; limit: number; offset: number },
): Promise<{ rows: AccommodationRow[]; count: number }> {
  const params: unknown[] = [accountId, apartments];
  let where = `account_id = $1 and status <> 'archived' and ${holdsApartmentIn('$2')}`;
  if (status) {
    params.push(status);
    where += ` and status = $${params.length}`;
  }
  const [rows, counted] = await Promise.all([
    db.query<AccommodationRow>(
      `select ${LISTING_COLUMNS} from accommodations where ${where} order by created_at, id limit ${limit} offset ${offset}`,
      params,
    ),
    db.query<{ count: number }>(`select count(*)::int as count from accommodations where ${where}`, params),
  ]);
  return { rows, count: counted[0].count };
}

export async function findAccommodation(
  db: Queryable,
  accountId: string,
  apartments: ApartmentScope,
  id: string,
  forUpdate = false,
): Promise<AccommodationRow | null> {
  const rows = await db.query<AccommodationRow>(
    `select ${LISTING_COLUMNS} from accommodations
      where id = $1 and account_id = $2 and status <> 'archived' and ${holdsApartmentIn('$3')}${forUpdate ? ' for update' : ''}`,
    [id, accountId, apartments],
  );
  return rows[0] ?? null;
}

/** The live apartments in scope of some listings, their rates and photos, in position order. */
export async function loadApartments(db: Queryable, accountId: string, apartmentScope: ApartmentScope, accommodationIds: string[]) {
  if (accommodationIds.length === 0) return { apartments: [], prices: [], images: [] };
  const apartments = await db.query<ApartmentRow>(
    `select ${APARTMENT_COLUMNS} from apartments
      where account_id = $1 and accommodation_id = any($2::uuid[]) and archived_at is null and ${withinApartments('id', '$3')}
      order by accommodation_id, position, created_at`,
    [accountId, accommodationIds, apartmentScope],
  );
  const ids = apartments.map((a) => a.id);
  const [prices, images] = await Promise.all([
    db.query<PriceRow>(
      `select id, apartment_id, guest_count, base_price, minimal_price, maximum_price, currency, smart_price_adjustment
         from apartment_prices where account_id = $1 and apartment_id = any($2::uuid[]) order by position, guest_count`,
      [accountId, ids],
    ),
    listImages(db, accountId, ids),
  ]);
  return { apartments, prices, images };
}

export async function listImages(db: Queryable, accountId: string, apartmentIds: string[]): Promise<ImageRow[]> {
  return db.query<ImageRow>(
    `select id, apartment_id, position, file_name, content_type, size_bytes from apartment_images
      where account_id = $1 and apartment_id = any($2::uuid[]) order by position, created_at`,
    [accountId, apartmentIds],
  );
}

export async function insertAccommodation(db: Queryable, accountId: string, columns: Record<string, unknown>): Promise<string> {
  const names = Object.keys(columns);
  const values = names.map((n) => columns[n]);
  const [{ id }] = await db.query<{ id: string }>(
    `insert into accommodations (account_id${names.map((n) => `, ${n}`).join('')})
     values ($1${names.map((_, i) => `, $${i + 2}`).join('')}) returning id`,
    [accountId, ...values],
  );
  return id;
}

export async function updateAccommodationColumns(db: Queryable, accountId: string, id: string, columns: Record<string, unknown>) {
  const names = Object.keys(columns);
  await db.query(
    `update accommodations set updated_at = now()${names.map((n, i) => `, ${n} = $${i + 3}`).join('')}
      where id = $1 and account_id = $2`,
    [id, accountId, ...names.map((n) => columns[n])],
  );
}

export async function insertApartment(
  db: Queryable,
  accountId: string,
  accommodationId: string,
  columns: Record<string, unknown>,
): Promise<string> {
  const names = Object.keys(columns);
  const [{ id }] = await db.query<{ id: string }>(
    `insert into apartments (account_id, accommodation_id${names.map((n) => `, ${n}`).join('')})
     values ($1, $2${names.map((_, i) => `, $${i + 3}`).join('')}) returning id`,
    [accountId, accommodationId, ...names.map((n) => columns[n])],
  );
  return id;
}

export async function updateApartmentColumns(db: Queryable, accountId: string, id: string, columns: Record<string, unknown>) {
  const names = Object.keys(columns);
  await db.query(
    `update apartments set updated_at = now()${names.map((n, i) => `, ${n} = $${i + 3}`).join('')} where id = $1 and account_id = $2`,
    [id, accountId, ...names.map((n) => columns[n])],
  );
}

export async function liveApartmentIds(db: Queryable, accountId: string, accommodationId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id from apartments where account_id = $1 and accommodation_id = $2 and archived_at is null order by position`,
    [accountId, accommodationId],
  );
  return rows.map((r) => r.id);
}

/** Stays that still lie ahead (or are under way): the ones deleting an apartment would orphan. */
export async function countFutureReservations(db: Queryable, accountId: string, apartmentIds: string[]): Promise<number> {
  if (apartmentIds.length === 0) return 0;
  const rows = await db.query<{ count: number }>(
    `select count(*)::int as count from reservations
      where account_id = $1 and apartment_id = any($2::uuid[]) and kind = 'reservation'
        and to_date > current_date and status not in ('canceled', 'no_show')`,
    [accountId, apartmentIds],
  );
  return rows[0].count;
}

/**
 * Removes apartments: future blocks go with them; apartments that still carry reservations (past or canceled) are
 * archived so the history keeps its apartment, the others are deleted with their rates and photos.
 * Returns the photos whose files may be removed from disk.
 */
export async function removeApartments(db: Queryable, accountId: string, apartmentIds: string[]): Promise<ImageRow[]> {
  if (apartmentIds.length === 0) return [];
  await db.query(
    `delete from reservations where account_id = $1 and apartment_id = any($2::uuid[]) and kind = 'block' and to_date > current_date`,
    [accountId, apartmentIds],
  );
  const referenced = await db.query<{ apartment_id: string }>(
    `select distinct apartment_id from reservations where account_id = $1 and apartment_id = any($2::uuid[])`,
    [accountId, apartmentIds],
  );
  const keep = new Set(referenced.map((r) => r.apartment_id));
  const archive = apartmentIds.filter((id) => keep.has(id));
  const drop = apartmentIds.filter((id) => !keep.has(id));
  if (archive.length > 0) {
    await db.query(`update apartments set archived_at = now(), updated_at = now() where account_id = $1 and id = any($2::uuid[])`, [
      accountId,
      archive,
    ]);
  }
  if (drop.length === 0) return [];
  const images = await listImages(db, accountId, drop);
  await db.query(`delete from apartments where account_id = $1 and id = any($2::uuid[])`, [accountId, drop]);
  return images;
}

export async function archiveAccommodation(db: Queryable, accountId: string, id: string) {
  await db.query(`update accommodations set status = 'archived', archived_at = now(), updated_at = now() where id = $1 and account_id = $2`, [
    id,
    accountId,
  ]);
}

export async function deleteAccommodationRow(db: Queryable, accountId: string, id: string) {
  await db.query(`delete from accommodations where id = $1 and account_id = $2`, [id, accountId]);
}

export async function findPriceIds(db: Queryable, accountId: string, apartmentId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(`select id from apartment_prices where account_id = $1 and apartment_id = $2`, [
    accountId,
    apartmentId,
  ]);
  return rows.map((r) => r.id);
}

export async function deletePrices(db: Queryable, accountId: string, apartmentId: string, keepIds: string[]) {
  await db.query(`delete from apartment_prices where account_id = $1 and apartment_id = $2 and not (id = any($3::uuid[]))`, [
    accountId,
    apartmentId,
    keepIds,
  ]);
}

export async function upsertPrice(
  db: Queryable,
  accountId: string,
  apartmentId: string,
  position: number,
  existingId: string | null,
  columns: Record<string, unknown>,
): Promise<void> {
  const names = Object.keys(columns);
  if (existingId) {
    await db.query(
      `update apartment_prices set position = $4${names.map((n, i) => `, ${n} = $${i + 5}`).join('')}
        where id = $1 and account_id = $2 and apartment_id = $3`,
      [existingId, accountId, apartmentId, position, ...names.map((n) => columns[n])],
    );
  } else {
    await db.query(
      `insert into apartment_prices (account_id, apartment_id, position${names.map((n) => `, ${n}`).join('')})
       values ($1, $2, $3${names.map((_, i) => `, $${i + 4}`).join('')})`,
      [accountId, apartmentId, position, ...names.map((n) => columns[n])],
    );
  }
}

export async function findApartmentForImages(db: Queryable, accountId: string, apartmentId: string) {
  const rows = await db.query<{ id: string }>(
    `select a.id from apartments a join accommodations l on l.id = a.accommodation_id
      where a.id = $1 and a.account_id = $2 and a.archived_at is null and l.status <> 'archived' for update of a`,
    [apartmentId, accountId],
  );
  return rows[0] ?? null;
}

export async function insertImage(
  db: Queryable,
  accountId: string,
  apartmentId: string,
  image: { id: string; fileName: string; contentType: string; size: number },
): Promise<void> {
  await db.query(
    `insert into apartment_images (id, account_id, apartment_id, position, file_name, content_type, size_bytes)
     values ($1, $2, $3, coalesce((select max(position) + 1 from apartment_images where apartment_id = $3), 0), $4, $5, $6)`,
    [image.id, accountId, apartmentId, image.fileName, image.contentType, image.size],
  );
}

export async function deleteImages(db: Queryable, accountId: string, apartmentId: string, ids: string[]): Promise<ImageRow[]> {
  if (ids.length === 0) return [];
  return db.query<ImageRow>(
    `delete from apartment_images where account_id = $1 and apartment_id = $2 and id = any($3::uuid[])
     returning id, apartment_id, position, file_name, content_type, size_bytes`,
    [accountId, apartmentId, ids],
  );
}

export async function orderImages(db: Queryable, accountId: string, apartmentId: string, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.query(`update apartment_images set position = $4 where id = $1 and account_id = $2 and apartment_id = $3`, [
      id,
      accountId,
      apartmentId,
      position,
    ]);
  }
}

/** Serving a photo by its unguessable id: the one lookup not scoped by account, since <img> sends no token. */
export async function findImageForServing(db: Queryable, imageId: string) {
  const rows = await db.query<{ id: string; account_id: string; content_type: string; size_bytes: number }>(
    `select id, account_id, content_type, size_bytes from apartment_images where id = $1`,
    [imageId],
  );
  return rows[0] ?? null;
}

/** The ids of a listing's apartments, archived ones included. */
export async function apartmentIdsOf(db: Queryable, accountId: string, accommodationId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>('select id from apartments where account_id = $1 and accommodation_id = $2', [accountId, accommodationId]);
  return rows.map((r) => r.id);
}

/** Hides a listing's apartments (rows other tables still point at stay). */
export async function archiveApartmentsOf(db: Queryable, accountId: string, accommodationId: string): Promise<void> {
  await db.query('update apartments set archived_at = coalesce(archived_at, now()) where account_id = $1 and accommodation_id = $2', [
    accountId,
    accommodationId,
  ]);
}

const COPIED_LISTING_COLUMNS = `kind, apartments_number_declaration, country, voivodeship, city, zip_code, street, house_number,
  flat_number, check_in_from, check_in_to, check_out_from, check_out_to, curfew_from, curfew_to, smoking_allowed, animals_friendly,
  children_friendly, parties_allowed, cleaning_fee, tourist_tax, tourist_tax_exempt_age, settings`;
const COPIED_APARTMENT_COLUMNS = `position, name, description, area, guest_number, bedroom_count, single_bed_count, double_bed_count,
  separate_kitchen, kitchenette, breakfast, breakfast_price, private_parking, private_parking_price, public_parking,
  public_parking_price, airport_transfer, airport_transfer_price, amenities, settings`;

/** A draft copy of a listing's row, named "… (kopia)"; null when the listing is not the account's or is archived. */
export async function copyListingRow(db: Queryable, accountId: string, id: string): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `insert into accommodations (account_id, name, status, ${COPIED_LISTING_COLUMNS})
     select account_id, name || ' (kopia)', 'draft', ${COPIED_LISTING_COLUMNS}
       from accommodations where id = $1 and account_id = $2 and status <> 'archived' returning id`,
    [id, accountId],
  );
  return rows[0]?.id ?? null;
}

/**
 * A copy of an apartment with its rates under another listing. The lock password and the iCal token are not copied:
 * a copy describes another place, whose lock the host enters anew and whose calendar gets its own address.
 */
export async function copyApartmentRow(db: Queryable, accountId: string, apartmentId: string, accommodationId: string, name: string): Promise<string> {
  // the copy takes its own name: apartment names are unique within the account
  const [{ id }] = await db.query<{ id: string }>(
    `insert into apartments (account_id, accommodation_id, ${COPIED_APARTMENT_COLUMNS})
     select account_id, $3, ${COPIED_APARTMENT_COLUMNS.replace(/\bname\b/, '$4')} from apartments where id = $1 and account_id = $2 returning id`,
    [apartmentId, accountId, accommodationId, name],
  );
  await db.query(
    `insert into apartment_prices (account_id, apartment_id, position, guest_count, base_price, minimal_price, maximum_price, currency,
       smart_price_adjustment)
     select account_id, $3, position, guest_count, base_price, minimal_price, maximum_price, currency, smart_price_adjustment
       from apartment_prices where apartment_id = $1 and account_id = $2`,
    [apartmentId, accountId, id],
  );
  return id;
}

/** Records a copied photo (its file already copied under the new id) at the original's position. */
export async function insertImageCopy(db: Queryable, accountId: string, apartmentId: string, newId: string, image: ImageRow): Promise<void> {
  await db.query(
    `insert into apartment_images (id, account_id, apartment_id, position, file_name, content_type, size_bytes)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [newId, accountId, apartmentId, image.position, image.file_name, image.content_type, image.size_bytes],
  );
}


/** The apartments of the account (not archived, outside the listing given) that already bear one of these names. */
export async function apartmentNamesTaken(db: Queryable, accountId: string, accommodationId: string | null, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db.query<{ name: string }>(
    `select lower(name) as name from apartments
      where account_id = $1 and archived_at is null and lower(name) = any($2::text[]) and ($3::uuid is null or accommodation_id <> $3::uuid)`,
    [accountId, names.map((n) => n.toLowerCase()), accommodationId],
  );
  return rows.map((r) => r.name);
}

/** `base`, else `base (2)`, `base (3)`, …: the first name no live apartment of the account bears. */
export async function freeApartmentName(db: Queryable, accountId: string, base: string): Promise<string> {
  const rows = await db.query<{ name: string }>(
    `select lower(name) as name from apartments where account_id = $1 and archived_at is null and lower(name) like lower($2) || '%'`,
    [accountId, base.replace(/[\\%_]/g, (c) => `\\${c}`)],
  );
  const taken = new Set(rows.map((r) => r.name));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} (${n})`.toLowerCase())) return `${base} (${n})`;
}
