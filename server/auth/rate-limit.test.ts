// The login limits on their own, against a real database: counts within a window, the wait
// until one more attempt fits, locks, and rows a moved clock stamped in the future.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { openPglite } from '../db/pglite.ts'
import {
  admitFromAddress,
  admitLogin,
  attemptLimits,
  checkLimit,
  claimAttempt,
  lockedFor,
  loginSucceeded,
  recordAttempt,
  setLock,
} from './rate-limit.ts'

let db: Database
// Now, not a fixed date: stale rows are pruned by the database's own clock.
const start = Date.now()

beforeAll(async () => {
  db = await openPglite()
  await migrate(db)
})
afterAll(() => db?.close())

describe('rate limits', () => {
  it('counts attempts within the window; the wait is until the oldest that counts ages out', async () => {
    const limit = { max: 3, windowMs: 60_000 }
    for (const offset of [0, 10_000, 20_000]) await recordAttempt(db, 'k:window', start + offset)
    expect(await checkLimit(db, 'k:window', limit, start + 20_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 40,
    })
    expect(await checkLimit(db, 'k:window', limit, start + 59_500)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    })
    expect(await checkLimit(db, 'k:window', limit, start + 60_000)).toEqual({ allowed: true })
  })

  it('a row stamped after now (another process moved its clock) does not count', async () => {
    const limit = { max: 1, windowMs: 60_000 }
    await recordAttempt(db, 'k:future', start + 3_600_000)
    expect(await checkLimit(db, 'k:future', limit, start)).toEqual({ allowed: true })
  })

  it('an address gets 300 attempts in 10 minutes, whoever they are for', async () => {
    const address = '203.0.113.7'
    for (let attempt = 0; attempt < attemptLimits.addressAttempts.max; attempt++)
      expect((await admitFromAddress(db, address, start + attempt)).allowed).toBe(true)
    const refused = await admitLogin(
      db,
      { brandId: 'demo', username: 'anyone', address },
      start + 1_000,
    )
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 599 })
    // Another address is not held up.
    expect((await admitFromAddress(db, '203.0.113.8', start + 1_000)).allowed).toBe(true)
    expect((await admitFromAddress(db, address, start + 600_000)).allowed).toBe(true)
  })

  it("a player's ten failures hold them up; a right password wipes them", async () => {
    const attempt = { brandId: 'demo', username: 'Someone ', address: '198.51.100.1' }
    // Each admitted login counts as a failure until its password proves right.
    for (let failure = 0; failure < 9; failure++)
      expect((await admitLogin(db, attempt, start)).allowed).toBe(true)
    // The same player, however the username is cased or spaced.
    expect((await admitLogin(db, { ...attempt, username: 'someone' }, start)).allowed).toBe(true)
    expect(await admitLogin(db, attempt, start + 60_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 14 * 60,
    })
    await loginSucceeded(db, attempt)
    expect((await admitLogin(db, attempt, start + 60_000)).allowed).toBe(true)
  })

  it('counts attempts sent at once one after another: forty at once, ten admitted', async () => {
    const attempt = { brandId: 'demo', username: 'burst', address: '198.51.100.2' }
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, () => admitLogin(db, attempt, start)),
    )
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10)
    const tries = await Promise.all(
      Array.from({ length: 12 }, () =>
        claimAttempt(db, 'k:burst', attemptLimits.secondFactorWrongTries, start),
      ),
    )
    expect(tries.filter((verdict) => verdict.allowed)).toHaveLength(5)
  })

  it('a lock holds for its length from when it was set', async () => {
    expect(await lockedFor(db, 'k:lock', 900_000, start)).toBe(0)
    await setLock(db, 'k:lock', start)
    expect(await lockedFor(db, 'k:lock', 900_000, start + 1)).toBe(900)
    expect(await lockedFor(db, 'k:lock', 900_000, start + 899_000)).toBe(1)
    expect(await lockedFor(db, 'k:lock', 900_000, start + 900_000)).toBe(0)
  })
})
