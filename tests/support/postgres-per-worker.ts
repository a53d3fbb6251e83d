// Vitest's setup file for the PostgreSQL pass: each worker gets a database of its own on the
// test server, so two files running at once never see each other's events, bets or brands.
// Files within one worker still share theirs, one after the other, as they always have.

import { env } from 'node:process'

const base = env.DATABASE_URL
const worker = env.VITEST_POOL_ID

if (base && worker) {
  // Imported only here: the PGlite pass runs this file before each of its 180-odd test files.
  const { default: pg } = await import('pg')
  const url = new URL(base)
  const name = `sportsbook_worker_${Number(worker)}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
    // The name is built from a number above, so it is safe to write into the statement.
    if (rowCount === 0) await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  url.pathname = `/${name}`
  env.DATABASE_URL = url.toString()
}
