import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Database } from '../db/database.ts'
import type { StreamHub } from '../live/stream-hub.ts'
import { readiness } from './probes.ts'

/** A database that never answers, as one under a lock or across a network fault. */
const silentDatabase = { query: () => new Promise(() => {}) } as unknown as Database
const hub = { latest: 0 } as unknown as StreamHub

describe('readiness', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('says the process is shutting down without asking the database', async () => {
    const query = vi.fn()
    const verdict = await readiness({
      db: { query } as unknown as Database,
      hub,
      draining: () => true,
    })
    expect(verdict).toEqual({ ready: false, reason: 'shutting down' })
    expect(query).not.toHaveBeenCalled()
  })

  it('a probe begun before the signal answers that the process is shutting down', async () => {
    vi.useFakeTimers()
    let draining = false
    const verdict = readiness({ db: silentDatabase, hub, draining: () => draining })
    await vi.advanceTimersByTimeAsync(500)
    draining = true
    await vi.advanceTimersByTimeAsync(2_000)
    expect(await verdict).toEqual({ ready: false, reason: 'shutting down' })
  })

  it('a database that does not answer in time is the reason', async () => {
    vi.useFakeTimers()
    const verdict = readiness({ db: silentDatabase, hub, draining: () => false })
    await vi.advanceTimersByTimeAsync(2_000)
    expect(await verdict).toEqual({
      ready: false,
      reason: 'database: no answer within 2000 ms',
    })
  })
})
