// What survives a reload: the session token and the betslip's selections and stakes (never the
// placing status, errors or results: SPEC.md section 4). Stored as versioned slices.

import { persistedStateVersion, timeoutsMs } from '../domain/rules/constants.ts'
import type { SlipEntry } from './betslip.ts'

export interface KeyValueStorage {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
  del(key: string): Promise<void>
}

export interface StoredSession {
  token: string
  expiresAt: number
  username: string
  accountId: string
  currency: string
  priceFormat: string
}

interface Slice<T> {
  version: number
  value: T
}

export interface PersistenceOptions {
  /**
   * SPEC.md section 9: the persistence time-out. IndexedDB can hang (a blocked upgrade, some
   * private modes); past this a read counts as empty and a write as failed, so start and login
   * never wait on storage.
   */
  timeoutMs?: number
}

export function createPersistence(storage: KeyValueStorage, options: PersistenceOptions = {}) {
  const { timeoutMs = timeoutsMs.persistence } = options

  /** The storage call's answer, or a rejection once the time-out passes. */
  async function withinTimeout<T>(call: () => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('storage timed out')), timeoutMs)
    })
    try {
      return await Promise.race([call(), timedOut])
    } finally {
      clearTimeout(timer)
    }
  }

  async function read<T>(key: string): Promise<T | undefined> {
    try {
      const slice = await withinTimeout(() => storage.get<Slice<T>>(key))
      // SPEC.md section 9: persisted state slices use version 1; any other is not ours to read.
      return slice?.version === persistedStateVersion ? slice.value : undefined
    } catch {
      return undefined
    }
  }
  async function write(key: string, value: unknown): Promise<void> {
    try {
      await withinTimeout(() =>
        value === undefined
          ? storage.del(key)
          : storage.set(key, {
              version: persistedStateVersion,
              value,
            } satisfies Slice<unknown>),
      )
    } catch (error) {
      // Storage can be full or blocked (private mode, embedded frames): the session goes on.
      console.warn('could not persist', key, error)
    }
  }
  return {
    loadSession: () => read<StoredSession>('session'),
    saveSession: (session: StoredSession | undefined) => write('session', session),
    loadSavedUsername: () => read<string>('saved-username'),
    saveSavedUsername: (username: string | undefined) => write('saved-username', username),
    loadBetslip: () => read<SlipEntry[]>('betslip'),
    saveBetslip: (entries: SlipEntry[]) => write('betslip', entries),
  }
}

export type Persistence = ReturnType<typeof createPersistence>

/** For tests and for contexts without IndexedDB. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, unknown>()
  return {
    get: async <T>(key: string) => values.get(key) as T | undefined,
    set: async (key, value) => {
      values.set(key, structuredClone(value))
    },
    del: async (key) => {
      values.delete(key)
    },
  }
}
