// Vitest's global setup: one in-memory database migrated, loaded with the reference data and
// seeded as a server's first start does, dumped once for the whole run. Every server a test
// starts on PGlite begins as a copy of it (server/db/open.ts), which saves each test file
// PGlite's initdb and the seed. Built from this checkout's migrations every run, never stale.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { templateVariable } from '../../server/db/open.ts'
import { openPgliteTemplate } from '../../server/db/pglite.ts'
import { prepareDatabase } from '../../server/prepare-database.ts'

const folder = resolve(import.meta.dirname, '../../.tmp/pglite-template')

export default async function setup() {
  const { db, dump } = await openPgliteTemplate()
  await prepareDatabase(db)
  const file = join(folder, `${process.pid}.tar`)
  mkdirSync(folder, { recursive: true })
  writeFileSync(file, Buffer.from(await (await dump()).arrayBuffer()))
  await db.close()
  process.env[templateVariable] = file
  return () => rmSync(file, { force: true })
}
