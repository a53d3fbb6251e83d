// The one database interface the server is written against. PGlite (embedded, the default) and
// PostgreSQL (DATABASE_URL) both implement it, so every query runs unchanged on both.

export interface Queryable {
  /** In a transaction, options are the transaction's, not the statement's. */
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: PlanOptions,
  ): Promise<Row[]>
}

export interface PlanOptions {
  /**
   * Plan the statements once on each connection instead of once for each call's values:
   * PostgreSQL's plan_cache_mode force_generic_plan, on connections kept for such statements. For
   * a hot path whose statements find rows by key, where planning costs more than running:
   * PostgreSQL kept planning the placement's read anew, 0.5 ms of the 0.8 it took. PGlite plans
   * every statement each time, and ignores it.
   */
  genericPlans?: boolean
  /**
   * Statements that may run long on purpose (a migration, waiting for another process's): no time
   * limit. Every other statement is answered within the limit or fails as DatabaseUnavailable.
   */
  unbounded?: boolean
}

/**
 * The database could not be reached, or did not answer in time (a failover, a stalled host): the
 * call is answered 503 unavailable, to be asked again (a write may or may not have happened).
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(
      `the database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    )
  }
}

export interface Database extends Queryable {
  /**
   * A database across the network (PostgreSQL) may stop answering, and what waits on it is given
   * a limit; the embedded one runs in this process and answers, or the process is gone with it.
   */
  readonly mayStall?: boolean
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: PlanOptions): Promise<T>
  /**
   * Calls onNotify with each NOTIFY payload on the channel, from any process on the database; and
   * once with an empty payload after the listening connection was lost and made again (a
   * database restart), since what was notified meanwhile was missed.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>
  /** Runs fn while holding a database-wide lock (another process waits), for start-up work. */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>
  /**
   * Takes a database-wide lock for as long as this connection lives, if no one else holds it;
   * onLost is called if the connection is lost (the lock with it), so another process may hold
   * it now.
   */
  tryHoldLock(key: number, onLost?: () => void): Promise<boolean>
  close(): Promise<void>
  /** The connection pool now, for the metrics; PGlite has one connection and no pool. */
  poolUse?(): { total: number; idle: number; waiting: number }
}

export const lockKeys = {
  migrate: 7_301,
  feedLeader: 7_302,
  liveLog: 7_303,
  /** With a key's hash: one login limit's check and count at a time (auth/rate-limit.ts). */
  loginAttempts: 7_304,
} as const
