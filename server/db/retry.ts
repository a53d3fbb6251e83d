// PostgreSQL may abort a transaction that raced another (a serialization failure, or the loser
// of a deadlock); the transaction did nothing, so running it again is safe and is what
// PostgreSQL asks of the client. PGlite runs one transaction at a time and never aborts one.

import type { Database, PlanOptions, Queryable } from './database.ts'

/** SQLSTATE of a transaction PostgreSQL aborted because of another: serialization, deadlock. */
const retriableStates = new Set(['40001', '40P01'])

export const isRetriable = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  retriableStates.has(String((error as { code?: unknown }).code))

/** db.transaction(fn), run again (up to attempts in all) while PostgreSQL aborts it as a race. */
export async function transactionWithRetry<T>(
  db: Database,
  fn: (tx: Queryable) => Promise<T>,
  { attempts = 4, ...options }: PlanOptions & { attempts?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn, options)
    } catch (error) {
      if (attempt >= attempts || !isRetriable(error)) throw error
      // A short, growing, jittered pause, so the two losers do not collide again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt))
    }
  }
}
