import { describe, expect, it } from 'vitest'
import { migrate } from './migrate.ts'
import { openPglite } from './pglite.ts'

describe('migrate', () => {
  it('applies each migration once, in order', async () => {
    const db = await openPglite()
    const first = await migrate(db)
    expect(first[0]).toBe('001_initial.sql')
    expect(first).toEqual([...first].sort())
    expect(await migrate(db)).toEqual([])
    const applied = await db.query<{ name: string }>(
      'select name from schema_migrations order by name',
    )
    expect(applied.map((row) => row.name)).toEqual(first)
    await db.close()
  })
})
