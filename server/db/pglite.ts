import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable } from './database.ts'

/**
 * The embedded database: stored in dataDir, or in memory when dataDir is undefined (tests). An
 * in-memory one may start as a copy of a template (a dumped data folder), which skips initdb.
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  const db = dataDir
    ? new PGlite(dataDir)
    : new PGlite(template ? { loadDataDir: template } : undefined)
  await db.waitReady
  return wrap(db)
}

/** An in-memory database to prepare, and its data folder dumped once it is ready. */
export async function openPgliteTemplate(): Promise<{ db: Database; dump(): Promise<Blob> }> {
  const db = new PGlite()
  await db.waitReady
  return { db: wrap(db), dump: () => db.dumpDataDir('none') }
}

function wrap(db: PGlite): Database {
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
