// Old rows that count for nothing (login attempts, spent login steps) are deleted as rows are
// written, at most once a minute by each process, so a busy login path does not delete on every
// request. The statement compares with the database's clock, never the caller's, so a test that
// moved its own clock forward never clears another process's rows.

import type { Queryable } from './database.ts'

const lastPruned = new Map<string, number>()

/** Runs the delete if this process has not run it in the last minute. */
export async function pruneNowAndThen(
  db: Queryable,
  deleteSql: string,
  params: unknown[] = [],
): Promise<void> {
  if (Date.now() - (lastPruned.get(deleteSql) ?? 0) < 60_000) return
  lastPruned.set(deleteSql, Date.now())
  await db.query(deleteSql, params)
}
