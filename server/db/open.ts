import type { Database } from './database.ts'
import { openPglite } from './pglite.ts'
import { openPostgres } from './postgres.ts'

/** PostgreSQL when a connection string is given, else the embedded database in dataDir. */
export function openDatabase(options: {
  databaseUrl?: string
  dataDir?: string
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir)
}
