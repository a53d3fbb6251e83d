// A jackpot of fewer matches than a full one costs less to cover, every line of it: on a calendar
// of eight upcoming matches the jackpot opens with a prize under what covering them costs, never
// the full jackpot's. On a database of its own, so that the calendar is the test's eight.

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { largestPrize } from '../../domain/bets/jackpot.ts'
import { loadReferenceData } from '../../server/catalogue/reference-data.ts'
import type { Database } from '../../server/db/database.ts'
import { migrate } from '../../server/db/migrate.ts'
import { openDatabase } from '../../server/db/open.ts'
import { ensureActiveJackpot } from '../../server/jackpot/open-jackpot.ts'
import { seedOnFirstStart } from '../../server/seed.ts'
import { createJackpotMatches } from './jackpot-fixtures.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'jackpot-prize-'))
let db: Database

beforeAll(async () => {
  db = await openDatabase({ dataDir })
  await migrate(db)
  await loadReferenceData(db)
  await seedOnFirstStart(db)
  // The calendar is the test's own matches alone.
  await db.query('update events set removed = true')
  // A database of its own from nothing: beside the other suites it may take past 60 s.
}, 180_000)
afterAll(async () => {
  await db?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

it('eight matches at 1.00 a line cost 6,561.00 to cover: the prize is under that, not 50,000.00', async () => {
  const now = Date.now()
  await createJackpotMatches(db, 8, now + 40 * 60_000)
  const id = await ensureActiveJackpot(db, 'demo', now)
  const [jackpot] = await db.query<{ prize: number | string; stake_per_line: number | string }>(
    'select prize, stake_per_line from jackpots where id = $1',
    [id],
  )
  expect(Number(jackpot?.stake_per_line)).toBe(100)
  expect(Number(jackpot?.prize)).toBe(largestPrize(8, 100))
  expect(Number(jackpot?.prize)).toBeLessThan(3 ** 8 * 100)
})
