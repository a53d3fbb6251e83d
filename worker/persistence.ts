// What survives a reload: the session token and the betslip's selections and stakes (never the
// placing status, errors or results: SPEC.md section 4). Stored as versioned slices.

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

/** SPEC.md section 9: persisted state slices use version 1. */
const sliceVersion = 1

interface Slice<T> {
  version: number
  value: T
}

export function createPersistence(storage: KeyValueStorage) {
  async function read<T>(key: string): Promise<T | undefined> {
    try {
      const slice = await storage.get<Slice<T>>(key)
      return slice?.version === sliceVersion ? slice.value : undefined
    } catch {
      return undefined
    }
  }
  async function write(key: string, value: unknown): Promise<void> {
    try {
      if (value === undefined) await storage.del(key)
      else await storage.set(key, { version: sliceVersion, value } satisfies Slice<unknown>)
    } catch (error) {
      // Storage can be full or blocked (private mode, embedded frames): the session goes on.
      console.warn('could not persist', key, error)
    }
  }
  return {
    loadSession: () => read<StoredSession>('session'),
    saveSession: (session: StoredSession | undefined) => write('session', session),
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
