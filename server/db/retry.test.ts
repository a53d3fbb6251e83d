// A transaction PostgreSQL aborted as a race is run again; any other failure is not.

import { describe, expect, it } from 'vitest'
import type { Database } from './database.ts'
import { transactionWithRetry } from './retry.ts'

/** A database whose transactions fail with the given errors, in turn, then succeed. */
function failingDatabase(errors: unknown[]) {
  let calls = 0
  const db = {
    transaction: async <T>(fn: (tx: never) => Promise<T>) => {
      calls++
      const error = errors.shift()
      if (error) throw error
      return fn({} as never)
    },
  } as unknown as Database
  return { db, calls: () => calls }
}

const postgresError = (code: string) => Object.assign(new Error(code), { code })

describe('transactionWithRetry', () => {
  it('runs a transaction again after a serialization failure or a deadlock', async () => {
    const { db, calls } = failingDatabase([postgresError('40001'), postgresError('40P01')])
    await expect(transactionWithRetry(db, async () => 'done')).resolves.toBe('done')
    expect(calls()).toBe(3)
  })

  it('gives up after the attempts it is allowed', async () => {
    const { db, calls } = failingDatabase(Array.from({ length: 5 }, () => postgresError('40001')))
    await expect(
      transactionWithRetry(db, async () => 'done', { attempts: 3 }),
    ).rejects.toMatchObject({
      code: '40001',
    })
    expect(calls()).toBe(3)
  })

  it('does not retry any other failure', async () => {
    const { db, calls } = failingDatabase([postgresError('23505')])
    await expect(transactionWithRetry(db, async () => 'done')).rejects.toMatchObject({
      code: '23505',
    })
    expect(calls()).toBe(1)
  })
})
