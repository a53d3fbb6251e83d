// Persistence: versioned slices (SPEC.md section 9), and storage that fails or hangs never
// stops the bettor. Checked against an in-memory storage, a broken one, and idb-keyval over
// fake-indexeddb (the storage the worker really uses).

import 'fake-indexeddb/auto'
import { del, get, set } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BetslipSelection } from '../../domain/engine/betslip.ts'
import type { StoredSession } from '../../domain/engine/stored-slices.ts'
import { createPersistence, type KeyValueStorage, memoryStorage } from './persistence.ts'

const session: StoredSession = {
  token: 'token-1',
  expiresAt: 1_800_000_000,
  username: 'demo',
  accountId: 'acc-1',
  currency: 'EUR',
  priceFormat: 'euro',
}

const slip: BetslipSelection[] = [
  {
    outcomeId: 'e1-m1-o1',
    eventId: 'e1',
    eventDescription: 'Home 1 v Away 1',
    marketDescription: 'Market 1',
    outcomeDescription: 'Outcome 1',
    stakeText: '12.',
    unitStake: 1200,
  },
]

/** A storage whose every call fails the way the given function says. */
function brokenStorage(fail: () => Promise<never>): KeyValueStorage {
  return { get: fail, set: fail, del: fail }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('§9 persisted state slices', () => {
  it('§9 persistence: the session and the betslip are stored as version 1 slices', async () => {
    const storage = memoryStorage()
    const persistence = createPersistence(storage)
    await persistence.slice('session').save(session)
    await persistence.slice('betslip').save(slip)
    expect(await storage.get('session')).toEqual({ version: 1, value: session })
    expect(await storage.get('betslip')).toEqual({ version: 1, value: slip })
    expect(await persistence.slice('session').load()).toEqual(session)
    expect(await persistence.slice('betslip').load()).toEqual(slip)
  })

  it('§9 persistence: nothing stored reads as nothing', async () => {
    const persistence = createPersistence(memoryStorage())
    expect(await persistence.slice('session').load()).toBeUndefined()
    expect(await persistence.slice('betslip').load()).toBeUndefined()
  })

  for (const [what, stored] of [
    ['version 2', { version: 2, value: session }],
    ['version 0', { version: 0, value: session }],
    ['the version as text', { version: '1', value: session }],
    ['no version', { value: session }],
    ['a bare value', session],
    ['null', null],
    ['a string', 'token-1'],
  ] as const) {
    it(`§9 persistence: a slice of another version is ignored: ${what}`, async () => {
      const storage = memoryStorage()
      await storage.set('session', stored)
      await storage.set('betslip', stored)
      const persistence = createPersistence(storage)
      expect(await persistence.slice('session').load()).toBeUndefined()
      expect(await persistence.slice('betslip').load()).toBeUndefined()
    })
  }

  for (const [key, stored, reason] of [
    ['session', { ...session, expiresAt: '1800000000' }, 'expiresAt must be a number'],
    ['session', { username: 'demo' }, 'token is required'],
    ['betslip', [{ ...slip[0], unitStake: 12.5 }], '[0].unitStake must be an integer'],
    ['betslip', { 'e1-m1-o1': slip[0] }, 'body must be an array'],
    ['odds-format', 'decimal', 'body must be one of euro, uk, us, hk, malay, indo'],
    ['pins', [{ eventId: 'e1' }], '[0].marketIds is required'],
    ['favourites', 'e1,e2', 'body must be an array'],
    ['otp-resend-starts', { demo: 'now' }, 'demo must be a number'],
  ] as const) {
    it(`§9 persistence: a version 1 slice its schema refuses is dropped, and deleted: ${key}, ${reason}`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const storage = memoryStorage()
      await storage.set(key, { version: 1, value: stored })
      expect(await createPersistence(storage).slice(key).load()).toBeUndefined()
      expect(await storage.get(key)).toBeUndefined()
      expect(warn).toHaveBeenCalledWith(`dropped the stored ${key}: ${reason}`)
    })
  }

  it('§9 persistence: a slice is read back as its schema gives it, fields it does not know left out', async () => {
    const storage = memoryStorage()
    await storage.set('session', { version: 1, value: { ...session, password: 'hunter2' } })
    expect(await createPersistence(storage).slice('session').load()).toEqual(session)
  })

  it('§5 login: the remembered username is a version 1 slice, and forgetting it deletes it', async () => {
    const storage = memoryStorage()
    const persistence = createPersistence(storage)
    await persistence.slice('saved-username').save('demo')
    expect(await storage.get('saved-username')).toEqual({ version: 1, value: 'demo' })
    expect(await persistence.slice('saved-username').load()).toBe('demo')
    await persistence.slice('saved-username').save(undefined)
    expect(await storage.get('saved-username')).toBeUndefined()
    await storage.set('saved-username', { version: 2, value: 'demo' })
    expect(await persistence.slice('saved-username').load()).toBeUndefined()
  })

  it('§4 logout: saving no session deletes the stored one', async () => {
    const storage = memoryStorage()
    const persistence = createPersistence(storage)
    await persistence.slice('session').save(session)
    await persistence.slice('session').save(undefined)
    expect(await storage.get('session')).toBeUndefined()
    expect(await persistence.slice('session').load()).toBeUndefined()
  })

  it('§4 betslip: what is stored is a copy, not the live entries', async () => {
    const persistence = createPersistence(memoryStorage())
    const entries = structuredClone(slip)
    await persistence.slice('betslip').save(entries)
    ;(entries[0] as BetslipSelection).unitStake = 1
    expect((await persistence.slice('betslip').load())?.[0]?.unitStake).toBe(1200)
  })

  it('§9 persistence: round trip through idb-keyval on IndexedDB', async () => {
    const persistence = createPersistence({ get, set, del })
    await persistence.slice('session').save(session)
    await persistence.slice('betslip').save(slip)
    expect(await get('session')).toEqual({ version: 1, value: session })
    expect(await persistence.slice('session').load()).toEqual(session)
    expect(await persistence.slice('betslip').load()).toEqual(slip)
    await persistence.slice('session').save(undefined)
    expect(await persistence.slice('session').load()).toBeUndefined()
  })
})

describe('§9 persistence: storage failures do not throw', () => {
  it('§9 persistence: a storage that rejects reads as nothing and writes quietly', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const persistence = createPersistence(
      brokenStorage(() => Promise.reject(new DOMException('quota', 'QuotaExceededError'))),
    )
    await expect(persistence.slice('session').load()).resolves.toBeUndefined()
    await expect(persistence.slice('betslip').load()).resolves.toBeUndefined()
    await expect(persistence.slice('session').save(session)).resolves.toBeUndefined()
    await expect(persistence.slice('session').save(undefined)).resolves.toBeUndefined()
    await expect(persistence.slice('betslip').save(slip)).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it('§9 persistence: a storage that throws at once is a failure like any other', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const throwing: KeyValueStorage = {
      get: () => {
        throw new Error('IndexedDB is not available')
      },
      set: () => {
        throw new Error('IndexedDB is not available')
      },
      del: () => {
        throw new Error('IndexedDB is not available')
      },
    }
    const persistence = createPersistence(throwing)
    await expect(persistence.slice('session').load()).resolves.toBeUndefined()
    await expect(persistence.slice('betslip').save(slip)).resolves.toBeUndefined()
  })

  it('§9 persistence time-out: a storage that never answers gives up after 5000 ms', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const persistence = createPersistence(brokenStorage(() => new Promise<never>(() => {})))
    let loaded: unknown = 'pending'
    let saved = false
    void persistence
      .slice('session')
      .load()
      .then((value) => {
        loaded = value
      })
    void persistence
      .slice('session')
      .save(session)
      .then(() => {
        saved = true
      })
    await vi.advanceTimersByTimeAsync(4999)
    expect(loaded).toBe('pending')
    expect(saved).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(loaded).toBeUndefined()
    expect(saved).toBe(true)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('§9 persistence time-out: an answer in time leaves no timer behind', async () => {
    vi.useFakeTimers()
    const persistence = createPersistence(memoryStorage(), { timeoutMs: 50 })
    await persistence.slice('session').save(session)
    expect(await persistence.slice('session').load()).toEqual(session)
    expect(vi.getTimerCount()).toBe(0)
  })
})
