// Playwright's global setup: one embedded database folder made, migrated and loaded with the
// reference data, once a run. Every end-to-end test server starts on a copy of it
// (e2e-server.ts), which spares each start PGlite's initdb and the migrations: 6 of its 17 s of
// CPU, the part that took a start past its minute when the other lines of npm test ran beside it.
// Not seeded: the seed's matches are placed around the moment their server starts.

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openPglite } from '../../server/db/pglite.ts'
import { prepareDatabase } from '../../server/prepare-database.ts'

/** Where the folder is, for the workers: the environment a global setup leaves is theirs. */
export const dataTemplateVariable = 'SPORTSBOOK_E2E_DATA_TEMPLATE'

export default async function setup() {
  const folder = mkdtempSync(join(tmpdir(), 'sportsbook-e2e-template-'))
  const db = await openPglite(folder)
  await prepareDatabase(db, { seed: false })
  await db.close()
  process.env[dataTemplateVariable] = folder
  return () => rmSync(folder, { recursive: true, force: true })
}
