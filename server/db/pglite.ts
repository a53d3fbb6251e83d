import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable } from './database.ts'

/** The embedded database: stored in dataDir, or in memory when dataDir is undefined (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = dataDir ? new PGlite(dataDir) : new PGlite()
  await db.waitReady
  const query: Queryable['query'] = async (sql, params) =>
    (await db.query(sql, params as unknown[])).rows as never
  return {
    query,
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async (sql, params) => (await tx.query(sql, params as unknown[])).rows as never,
        }),
      ),
    listen: async (channel, onNotify) => {
      const unlisten = await db.listen(channel, onNotify)
      return () => unlisten()
    },
    // One process owns a PGlite data folder, so its locks are trivially held.
    withLock: (_key, fn) => fn(),
    tryHoldLock: async () => true,
    close: () => db.close(),
  }
}
