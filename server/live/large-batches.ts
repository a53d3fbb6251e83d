// The log's batches larger than a poll's page, kept read and written out. They are a day's first
// (every event added, over 1 MB each), and every poll from an early point reads them: fifty such
// polls read, parsed and wrote out the same megabytes fifty times over and held the balancer's
// probe 5 s (probe 3, M1). Kept here, such a page costs a copy; the batches are immutable once
// appended, so nothing kept is ever stale, only pruned from the log and no longer asked for.

import { boundedCache } from '../bounded-cache.ts'
import type { Queryable } from '../db/database.ts'
import { type Batch, pageBytes, wireBatch } from './change-log.ts'

/** A batch as read, and written out as it travels (wireBatch), made once. */
export interface LargeBatch {
  batch: Batch
  wire: string
}

export interface LargeBatches {
  /** The first batch after `after` if it is larger than a page alone, else undefined. */
  firstAfter(after: number): Promise<LargeBatch | undefined>
}

/** Keeps at most `keptBytes` of large batches (their stored size), the least recently asked out. */
export function largeBatches(db: Queryable, keptBytes = 8 * 1024 * 1024): LargeBatches {
  const kept = boundedCache<number, Promise<LargeBatch>>(keptBytes)

  async function readBatch(seq: number): Promise<LargeBatch> {
    const [row] = await db.query<{ changes: Batch['changes'] }>(
      'select changes from live_batches where seq = $1',
      [seq],
    )
    if (!row) throw new Error(`batch ${seq} is no longer in the log`)
    const batch = { seq, changes: row.changes }
    return { batch, wire: JSON.stringify(wireBatch(batch)) }
  }

  return {
    async firstAfter(after) {
      const [first] = await db.query<{ seq: number | string; bytes: number }>(
        'select seq, bytes from live_batches where seq > $1 order by seq limit 1',
        [after],
      )
      if (!first || first.bytes <= pageBytes) return undefined
      const seq = Number(first.seq)
      const hit = kept.get(seq)
      if (hit) return hit
      const read = readBatch(seq)
      kept.set(seq, read, first.bytes)
      // A batch that cannot be read is not kept: the next poll reads it again.
      read.catch(() => kept.forget(seq, read))
      return read
    },
  }
}
