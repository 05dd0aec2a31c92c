// The sort of a list's table, apart from DataTable so that pages compute sorts without loading the table.
export type SortOrder = 'asc' | 'desc';

/** The sort of a list, named as the API's query parameters are. */
export interface SortState {
  orderBy: string;
  orderSort: SortOrder;
}

/** The sort after clicking a column's header: the same column flips its order, another column starts ascending. */
export function nextSort(current: SortState | null | undefined, key: string): SortState {
  if (current && current.orderBy === key) {
    return { orderBy: key, orderSort: current.orderSort === 'asc' ? 'desc' : 'asc' };
  }
  return { orderBy: key, orderSort: 'asc' };
}
