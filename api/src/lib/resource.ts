import type { Pagination } from '@gospodarz/contracts';

/** The resource envelope of every answer: `{id, type, attributes}`. */
export function resource<A extends object>(type: string, id: string, attributes: A) {
  return { id: String(id), type, attributes };
}

export function pagination(page: number, perPage: number, count: number): Pagination {
  return { page, perPage, pages: Math.max(1, Math.ceil(count / perPage)), count };
}

/** Reads `page`/`perPage` from a query, clamped to sane bounds. */
export function pageParams(query: { page?: number | string; perPage?: number | string }, defaults = { perPage: 15, max: 1000 }) {
  const page = Math.max(1, Math.floor(Number(query.page) || 1));
  const perPage = Math.min(defaults.max, Math.max(1, Math.floor(Number(query.perPage) || defaults.perPage)));
  return { page, perPage, offset: (page - 1) * perPage };
}
