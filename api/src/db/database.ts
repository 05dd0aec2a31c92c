/** The one data layer: a PostgreSQL connection (pg Pool) or embedded PGlite, behind the same interface. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
}

export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `fn` in one transaction; rolls back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Dates stay 'yyyy-MM-dd' text and numeric stays exact text: no time zone shifts, no floating point.
export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  1082: (v) => v, // date
  1700: (v) => v, // numeric
  20: (v) => Number(v), // int8 (counts)
};
