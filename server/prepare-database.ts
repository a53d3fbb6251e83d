import { loadReferenceData } from './catalogue/reference-data.ts'
import type { Database } from './db/database.ts'
import { migrate } from './db/migrate.ts'
import { seedOnFirstStart } from './seed.ts'

/**
 * What a server's start does to its database before it serves: the schema, the reference data
 * and, on a first start, the seed. The test suites' templates do the same once a run; the
 * end-to-end one stops short of the seed, whose matches are placed around their server's start.
 */
export async function prepareDatabase(db: Database, { seed = true } = {}): Promise<void> {
  await migrate(db)
  await loadReferenceData(db)
  if (seed) await seedOnFirstStart(db)
}
