// The database with each statement and transaction timed for the metrics
// (database_query_duration_seconds): the same interface, so nothing else changes.

import type { Histogram } from 'prom-client'
import type { Database } from './database.ts'

export function measuredDatabase(db: Database, durations: Histogram<'kind'>): Database {
  const timed = <T>(kind: 'query' | 'transaction', work: () => Promise<T>): Promise<T> => {
    const end = durations.startTimer({ kind })
    return work().finally(() => end())
  }
  return {
    ...(db.mayStall ? { mayStall: true } : {}),
    query: (sql, params, options) => timed('query', () => db.query(sql, params, options)),
    transaction: (fn, options) => timed('transaction', () => db.transaction(fn, options)),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    withLock: (key, fn) => db.withLock(key, fn),
    tryHoldLock: (key, onLost) => db.tryHoldLock(key, onLost),
    close: () => db.close(),
    ...(db.poolUse ? { poolUse: db.poolUse } : {}),
  }
}
