/** The one data layer: a PostgreSQL connection (pg Pool) or embedded PGlite, behind the same interface. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
}

/**
 * What LISTEN on a channel reports: each NOTIFY payload, in commit order, and whether the listening connection is
 * up (`live(false)` when it is lost, so notifications may have been missed; `live(true)` once it listens again).
 */
export interface ChannelListener {
  message(payload: string): void;
  live(isLive: boolean): void;
}

export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `fn` in one transaction; rolls back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Listens on a channel (on a server: a connection of its own, opened again when lost); resolves to stop. */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /** Runs a script of several statements without parameters (one round trip); answers the last statement's rows. */
  script<R = Record<string, unknown>>(sql: string): Promise<R[]>;
  close(): Promise<void>;
}

// Dates stay 'yyyy-MM-dd' text and numeric stays exact text: no time zone shifts, no floating point.
export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  1082: (v) => v, // date
  1700: (v) => v, // numeric
  20: (v) => Number(v), // int8 (counts)
};
