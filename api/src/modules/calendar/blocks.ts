import type { BlockAttributes } from '@gospodarz/contracts';
import type { Database, Queryable } from '../../db/database';
import { ConflictError, NotFoundError, PG_EXCLUSION_VIOLATION, ValidationError, pgCode } from '../../lib/errors';
import { resource } from '../../lib/resource';
import type { Scope } from '../../lib/scope';
import { parseDay, nightsBetween } from '@gospodarz/contracts';
import * as repo from './repository';
import type { BlockBody, BlockInput } from './schemas';

export const BLOCK_NOT_FOUND = 'Nie znaleziono blokady.';
/** The longest block: two years. */
const MAX_BLOCK_DAYS = 731;

const clashMessage = (names: string[]) =>
  names.length === 1 ? `Apartament ${names[0]} jest już zajęty w tym terminie.` : `Apartamenty ${names.join(', ')} są już zajęte w tym terminie.`;

export function toBlockDto(row: repo.BlockRow) {
  const attributes: BlockAttributes = {
    id: row.id,
    apartmentId: row.apartment_id,
    apartmentName: row.apartment_name,
    from: row.from_date,
    to: row.to_date,
    reason: row.reason,
  };
  return resource('block', row.id, attributes);
}

const inputOf = (body: BlockBody): BlockInput => ({ ...body, ...(body.block ?? {}) });

function checkRange(from: string, to: string) {
  if (to <= from) throw new ValidationError({ to: ['Data końcowa musi być późniejsza niż początkowa'] });
  if (nightsBetween(from, to) > MAX_BLOCK_DAYS) throw new ValidationError({ to: [`Blokada może trwać najwyżej ${MAX_BLOCK_DAYS} dni`] });
}

/**
 * Runs a write of blocks; a stay or block taking those nights (found first to name the apartments, or raced in
 * meanwhile and refused by the exclusion constraint) is a 409.
 */
async function guardClash<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgCode(error) === PG_EXCLUSION_VIOLATION) throw new ConflictError('Apartament jest już zajęty w tym terminie.');
    throw error;
  }
}

/** Blocks the same nights of every apartment named, in one transaction: all of them or none (409 naming the clashes). */
export async function createBlocks(db: Database, scope: Scope, body: BlockBody) {
  const input = inputOf(body);
  const ids = [...new Set([...(input.apartmentIds ?? []), ...(input.apartmentId ? [input.apartmentId] : [])].map((id) => id.trim().toLowerCase()))];
  const errors: Record<string, string[]> = {};
  if (ids.length === 0) errors.apartmentIds = ['Wybierz apartamenty'];
  if (!input.from) errors.from = ['Pole jest wymagane'];
  if (!input.to) errors.to = ['Pole jest wymagane'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const from = parseDay(input.from)!;
  const to = parseDay(input.to)!;
  checkRange(from, to);

  const created = await guardClash(() =>
    db.transaction(async (tx) => {
      const apartments = await repo.apartmentsByIds(tx, scope.accountId, scope.apartmentIds, ids);
      if (apartments.length !== ids.length) throw new ValidationError({ apartmentIds: ['Nie znaleziono apartamentu'] });
      const clashes = await repo.clashingApartments(tx, scope.accountId, ids, from, to, null);
      if (clashes.length) throw new ConflictError(clashMessage(clashes), { apartmentIds: [clashMessage(clashes)] });
      return repo.insertBlocks(tx, scope.accountId, ids, from, to, input.reason?.trim() ?? '');
    }),
  );
  return (await repo.findBlocks(db, scope.accountId, scope.apartmentIds, created)).map(toBlockDto);
}

async function findOwn(db: Queryable, scope: Scope, id: string) {
  const [row] = await repo.findBlocks(db, scope.accountId, scope.apartmentIds, [id]);
  if (!row) throw new NotFoundError(BLOCK_NOT_FOUND);
  return row;
}

export async function getBlock(db: Queryable, scope: Scope, id: string) {
  return toBlockDto(await findOwn(db, scope, id));
}

/** Changes a block's dates, apartment or reason (what is left out stays). */
export async function editBlock(db: Database, scope: Scope, id: string, body: BlockBody) {
  const input = inputOf(body);
  await guardClash(() =>
    db.transaction(async (tx) => {
      const current = await findOwn(tx, scope, id);
      const apartmentId = (input.apartmentId ?? input.apartmentIds?.[0] ?? current.apartment_id).trim().toLowerCase();
      const from = input.from ? parseDay(input.from)! : current.from_date;
      const to = input.to ? parseDay(input.to)! : current.to_date;
      checkRange(from, to);
      if (apartmentId !== current.apartment_id && (await repo.apartmentsByIds(tx, scope.accountId, scope.apartmentIds, [apartmentId])).length === 0) {
        throw new ValidationError({ apartmentId: ['Nie znaleziono apartamentu'] });
      }
      const clashes = await repo.clashingApartments(tx, scope.accountId, [apartmentId], from, to, id);
      if (clashes.length) throw new ConflictError(clashMessage(clashes), { apartmentId: [clashMessage(clashes)] });
      await repo.updateBlock(tx, scope.accountId, scope.apartmentIds, id, { apartmentId, from, to, reason: input.reason?.trim() ?? current.reason });
    }),
  );
  return getBlock(db, scope, id);
}

export async function removeBlock(db: Queryable, scope: Scope, id: string): Promise<void> {
  if (!(await repo.deleteBlock(db, scope.accountId, scope.apartmentIds, id))) throw new NotFoundError(BLOCK_NOT_FOUND);
}
