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
  /** `error`: why the connection was lost or could not be opened */
  live(isLive: boolean, error?: Error): void;
}

/** How a listening connection names itself once it listens (PostgreSQL's application_name); others may look it up. */
export interface ListenOptions {
  applicationName?: string;
}

export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `fn` in one transaction; rolls back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Listens on a channel (on a server: a connection of its own, opened again when lost); resolves to stop. */
  listen(channel: string, listener: ChannelListener, options?: ListenOptions): Promise<() => Promise<void>>;
  /**
   * Calls `handler` with each error of a pooled connection that no query was waiting on (terminated by the server,
   * a failover, the network): the connection is dropped and the next query opens a new one. A server only.
   */
  onConnectionError(handler: (error: Error) => void): void;
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

/**
 * The database cannot be reached or refused to work for now (connection refused or lost, a timeout, a server
 * shutting down or read-only after a failover). Answered 503 with Retry-After; the request may simply be repeated.
 */
export class DatabaseUnavailableError extends Error {
  constructor(readonly cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DatabaseUnavailableError';
  }
}
