// What a process keeps of its brands: read once, shared by whoever asks meanwhile, forgotten when
// a change is announced or after a minute, never kept when the read failed.

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { openPglite } from '../db/pglite.ts'
import { announceBrandChange } from './brand-directory.ts'
import { changeBrandSettings } from './brand-settings.ts'
import { keptBrands, keptMs } from './kept-brands.ts'

let db: Database
let clock = Date.now()
const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() }

beforeAll(async () => {
  db = await openPglite()
  await migrate(db)
  await db.query(`insert into brands (id, name, login_method) values ('b', 'Brand B', 'direct')`)
})
afterAll(() => db.close())

/** The brands kept over this database, with the statements they send counted. */
async function kept() {
  const reads: string[] = []
  const counted: Database = {
    ...db,
    query: (sql, params, options) => {
      reads.push(sql)
      return db.query(sql, params, options)
    },
  }
  return { brands: await keptBrands(counted, log, () => clock), reads }
}

const logoOf = async (brands: Awaited<ReturnType<typeof kept>>['brands']) =>
  (await brands.settings('b', 'mobile'))?.settings.logo.logo_url

describe("the brands' settings a process keeps", () => {
  it('are read once, by pages asking at once too, per channel', async () => {
    const { brands, reads } = await kept()
    const [first, second] = await Promise.all([
      brands.settings('b', 'mobile'),
      brands.settings('b', 'mobile'),
    ])
    expect(second).toBe(first)
    expect(await brands.settings('b', 'mobile')).toBe(first)
    expect(reads).toHaveLength(1)
    await brands.settings('b', 'desktop')
    await brands.advertImages('b')
    await brands.advertImages('b')
    expect(reads).toHaveLength(3)
    await brands.close()
  })

  it("are forgotten when a change of the brand is announced, in this process or another's", async () => {
    const { brands } = await kept()
    expect(await logoOf(brands)).not.toBe('/brands/b/new.svg')
    await db.transaction(async (tx) => {
      await changeBrandSettings(tx, 'b', {
        logo: { logo_url: '/brands/b/new.svg', width: 100, height: 20 },
      })
      await announceBrandChange(tx, 'b')
    })
    await expect.poll(() => logoOf(brands)).toBe('/brands/b/new.svg')
    await brands.close()
  })

  it('are read again after a minute, when an announcement was lost or the change made in SQL', async () => {
    const { brands, reads } = await kept()
    await brands.settings('b', 'mobile')
    await db.query(
      `update brands set settings = settings || '{"favicon_url": "/b.ico"}' where id = 'b'`,
    )
    clock += keptMs - 1
    expect((await brands.settings('b', 'mobile'))?.settings.favicon_url).not.toBe('/b.ico')
    clock += 1
    expect((await brands.settings('b', 'mobile'))?.settings.favicon_url).toBe('/b.ico')
    expect(reads).toHaveLength(2)
    await brands.close()
  })

  it('a newer read replaces what was kept; a brand that does not exist is undefined', async () => {
    const { brands } = await kept()
    const before = await brands.settings('b', 'mobile')
    const newer = await brands.readSettings('b', 'mobile')
    expect(newer).not.toBe(before)
    expect(await brands.settings('b', 'mobile')).toBe(newer)
    expect(await brands.settings('nobody', 'mobile')).toBeUndefined()
    await brands.close()
  })

  it('a read that failed is not kept: the next asks again', async () => {
    let failing = true
    const flaky: Database = {
      ...db,
      query: (sql, params, options) =>
        failing ? Promise.reject(new Error('connection lost')) : db.query(sql, params, options),
    }
    const brands = await keptBrands(flaky, log, () => clock)
    await expect(brands.advertImages('b')).rejects.toThrow('connection lost')
    failing = false
    expect(await brands.advertImages('b')).toEqual([])
    await brands.close()
  })
})
