// What survives a reload, as versioned slices (SPEC.md section 9) that each area names and owns:
// the session token, the remembered username, the betslip's selections and stakes (never the
// placing status, errors or results: SPEC.md section 4).

import { parse } from '../../domain/api/schema.ts'
import {
  type StoredSlice,
  type StoredSliceKey,
  storedSlices,
} from '../../domain/engine/stored-slices.ts'
import { persistedStateVersion, timeoutsMs } from '../../domain/rules/constants.ts'

export interface KeyValueStorage {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
  del(key: string): Promise<void>
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

  async function read<Key extends StoredSliceKey>(key: Key): Promise<StoredSlice<Key> | undefined> {
    let slice: Slice<unknown> | undefined
    try {
      slice = await withinTimeout(() => storage.get<Slice<unknown>>(key))
    } catch {
      return undefined
    }
    // SPEC.md section 9: persisted state slices use version 1; any other is not ours to read.
    if (slice?.version !== persistedStateVersion) return undefined
    const read = parse(storedSlices[key], slice.value)
    if (read.ok) return read.value as StoredSlice<Key>
    // Ours, yet not what we write (an older app's, or edited by hand): never read again.
    console.warn(`dropped the stored ${key}: ${read.reason}`)
    await write(key, undefined)
    return undefined
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
    /**
     * One stored value (domain/engine/stored-slices.ts): read as empty when missing, of another
     * version, past the time-out, or not as its schema says, which also deletes it.
     */
    slice<Key extends StoredSliceKey>(key: Key): PersistedSlice<StoredSlice<Key>> {
      return { load: () => read(key), save: (value) => write(key, value) }
    },
  }
}

export interface PersistedSlice<T> {
  load(): Promise<T | undefined>
  /** undefined deletes the slice. */
  save(value: T | undefined): Promise<void>
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
