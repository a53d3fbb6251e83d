import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { type Database, lockKeys } from './database.ts'

const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url))

/** Applies the SQL files of server/migrations in name order, each once, each in a transaction. */
export async function migrate(db: Database): Promise<string[]> {
  return db.withLock(lockKeys.migrate, async () => {
    await db.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    )
    const applied = new Set(
      (await db.query<{ name: string }>('select name from schema_migrations')).map(
        (row) => row.name,
      ),
    )
    const pending = (await readdir(migrationsDir))
      .filter((name) => name.endsWith('.sql') && !applied.has(name))
      .sort()
    for (const name of pending) {
      const sql = await readFile(new URL(name, `file://${migrationsDir}`), 'utf8')
      await db.transaction(async (tx) => {
        for (const statement of splitStatements(sql)) await tx.query(statement)
        await tx.query('insert into schema_migrations (name) values ($1)', [name])
      })
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
