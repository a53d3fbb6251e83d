// A transaction or a statement that asks for generic plans runs under plan_cache_mode
// force_generic_plan on PostgreSQL, and no other statement does: not the next transaction, not a
// query outside one. PGlite plans every statement each time and runs them the same.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database.ts'
import { openTestDatabase } from '../support/bets.ts'

const databaseUrl = process.env.DATABASE_URL

describe('transaction options', () => {
  let db: Database
  beforeAll(async () => {
    db = await openTestDatabase(databaseUrl)
  })
  afterAll(() => db.close())

  const mode = async (tx: Pick<Database, 'query'>) =>
    (await tx.query<{ plan_cache_mode: string }>('show plan_cache_mode'))[0]?.plan_cache_mode

  it.runIf(databaseUrl)('generic plans hold for that transaction only, on PostgreSQL', async () => {
    const inside = await db.transaction((tx) => mode(tx), { genericPlans: true })
    expect(inside).toBe('force_generic_plan')
    // The pool hands the same few connections out again: none keeps the setting.
    const after = await Promise.all(
      Array.from({ length: 12 }, () => db.transaction((tx) => mode(tx))),
    )
    expect(new Set(after)).toEqual(new Set(['auto']))
    expect(await mode(db)).toBe('auto')
  })

  it.runIf(databaseUrl)('a statement may ask for generic plans too, on PostgreSQL', async () => {
    const asked = await Promise.all(
      Array.from({ length: 12 }, () =>
        db.query<{ plan_cache_mode: string }>('show plan_cache_mode', [], { genericPlans: true }),
      ),
    )
    expect(new Set(asked.map(([row]) => row?.plan_cache_mode))).toEqual(
      new Set(['force_generic_plan']),
    )
    expect(await mode(db)).toBe('auto')
  })

  it('a transaction with generic plans commits and rolls back as any other', async () => {
    await db.query('create table if not exists plan_probe (id text primary key)')
    // A database kept between runs (a developer's DATABASE_URL) still holds the last run's row.
    await db.query('truncate plan_probe')
    await db.transaction((tx) => tx.query("insert into plan_probe values ('kept')"), {
      genericPlans: true,
    })
    await expect(
      db.transaction(
        async (tx) => {
          await tx.query("insert into plan_probe values ('dropped')")
          throw new Error('rolled back')
        },
        { genericPlans: true },
      ),
    ).rejects.toThrow('rolled back')
    const rows = await db.query<{ id: string }>('select id from plan_probe order by id')
    expect(rows.map((row) => row.id)).toEqual(['kept'])
  })
})
