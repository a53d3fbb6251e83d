import { readFileSync } from 'node:fs'
import type { Database } from './database.ts'
import { openPglite } from './pglite.ts'
import { openPostgres } from './postgres.ts'

/**
 * A dumped PGlite data folder that an in-memory database starts from, already migrated and
 * seeded: the test suite builds one per run (tests/support/pglite-template.ts), so each of its
 * servers skips PGlite's initdb, its migrations and its seed (5 s of a test file's start).
 */
export const templateVariable = 'SPORTSBOOK_PGLITE_TEMPLATE'

/** PostgreSQL when a connection string is given, else the embedded database in dataDir. */
export function openDatabase(options: {
  databaseUrl?: string
  dataDir?: string
  /** PostgreSQL's connections for placement; twice the cores by default (server/db/postgres.ts). */
  placementConnections?: number
}): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, {
      placementConnections: options.placementConnections,
    })
  const template = options.dataDir ? undefined : process.env[templateVariable]
  return openPglite(options.dataDir, template ? new Blob([readFileSync(template)]) : undefined)
}
