import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { type Database, lockKeys } from './database.ts'

const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url))

/** The migrations' files, in the order they apply. */
async function migrationFiles(): Promise<string[]> {
  return (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort()
}

/** The migrations this build has that the database has not applied (readiness: none). */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const applied = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name),
  )
  return (await migrationFiles()).filter((name) => !applied.has(name))
}

/** Applies the SQL files of server/migrations in name order, each once, each in a transaction. */
export async function migrate(db: Database): Promise<string[]> {
  return db.withLock(lockKeys.migrate, async () => {
    await db.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    )
    const pending = await pendingMigrations(db)
    for (const name of pending) {
      const sql = await readFile(new URL(name, `file://${migrationsDir}`), 'utf8')
      await db.transaction(
        async (tx) => {
          for (const statement of splitStatements(sql)) await tx.query(statement)
          await tx.query('insert into schema_migrations (name) values ($1)', [name])
        },
        // A migration of a large table may take long: it is not a bettor's request.
        { unbounded: true },
      )
    }
    return pending
  })
}

// Both drivers take one statement per parameterised query; our migrations use no semicolons
// inside strings or function bodies, so splitting on them is enough.
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean)
}
