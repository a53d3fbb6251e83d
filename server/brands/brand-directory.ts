// Which brands exist, as every process knows them: read once at start, then again whenever any
// process announces a brand change (NOTIFY on the brands channel, sent in the change's own
// transaction, so it arrives once the change is committed). A brand made through /admin/ is
// served by every process at once, without a restart. A notification sent while a process's
// listening connection was down is lost, so each also reads the brands once a minute. What a
// brand is set to (settings, theme, parent origins), its pages read as each process keeps it,
// forgotten on the same announcement (kept-brands.ts).

import type { Database, Queryable } from '../db/database.ts'
import type { Log } from '../log.ts'

export const brandsChannel = 'brands'

/** How often a process reads the brands though nothing was announced. */
const sweepMs = 60_000

export interface BrandDirectory {
  /** The brand ids now: the same set, kept current, so whoever holds it follows the changes. */
  readonly ids: ReadonlySet<string>
  /** Reads the brands again: what the process that made a change does at once. */
  refresh(): Promise<void>
  close(): Promise<void>
}

/** Announces a change of the brand to every process, on the commit of the transaction. */
export async function announceBrandChange(tx: Queryable, brandId: string): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [brandsChannel, brandId])
}

export async function brandDirectory(db: Database, log: Log): Promise<BrandDirectory> {
  const ids = new Set<string>()
  async function refresh(): Promise<void> {
    const rows = await db.query<{ id: string }>('select id from brands')
    const now = new Set(rows.map((row) => row.id))
    for (const id of now) ids.add(id)
    for (const id of ids) if (!now.has(id)) ids.delete(id)
  }
  const readAgain = () =>
    refresh().catch((error) => log.error({ err: error }, 'reading the brands again failed'))
  await refresh()
  const unlisten = await db.listen(brandsChannel, readAgain)
  const sweep = setInterval(readAgain, sweepMs)
  sweep.unref()
  return {
    ids,
    refresh,
    async close() {
      clearInterval(sweep)
      // A database already gone takes its LISTEN with it: stopping goes on.
      await unlisten().catch((error) => log.warn({ err: error }, 'unlistening the brands failed'))
    },
  }
}
