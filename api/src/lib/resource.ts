import type { Pagination } from '@gospodarz/contracts';
import { ValidationError } from './errors';

/** The resource envelope of every answer: `{id, type, attributes}` (its type the literal given, as the contract names it). */
export function resource<T extends string, A extends object>(type: T, id: string, attributes: A): { id: string; type: T; attributes: A } {
  return { id: String(id), type, attributes };
}

export function pagination(page: number, perPage: number, count: number): Pagination {
  return { page, perPage, pages: Math.max(1, Math.ceil(count / perPage)), count };
}

/** Past any list's end, and low enough that the row offset stays an exact integer the database takes. */
export const MAX_PAGE = 1_000_000;

/** Reads `page`/`perPage` from a query, clamped to sane bounds; a page past MAX_PAGE is refused (422). */
export function pageParams(query: { page?: number | string; perPage?: number | string }, defaults = { perPage: 15, max: 1000 }) {
  const page = Math.max(1, Math.floor(Number(query.page) || 1));
  if (page > MAX_PAGE) throw new ValidationError({ page: [`Wartość musi być nie większa niż ${MAX_PAGE}`] });
  const perPage = Math.min(defaults.max, Math.max(1, Math.floor(Number(query.perPage) || defaults.perPage)));
  return { page, perPage, offset: (page - 1) * perPage };
}
