// The live change log. A batch of changes is stored with its sequence number in the same
// transaction as the state it changes, and announced with NOTIFY on commit, so every server
// process sharing the database streams the same batches in the same order.

import type { LiveChange } from '../../domain/feed/change.ts'
import { compactKeys } from '../../domain/feed/codec.ts'
import type { CompactChange } from '../../domain/feed/protocol.ts'
import type { Database, Queryable } from '../db/database.ts'

export const liveChannel = 'live_batches'

/** How many batches are kept for clients that reconnect; older points need a snapshot. */
export const retainedBatches = 10_000

export interface Batch {
  seq: number
  changes: LiveChange[]
}

/**
 * Appends a batch in the caller's transaction. Its seq is one past the last, never a serial's
 * next value: a rolled-back publish must leave no hole, since a client takes a hole for a batch
 * lost on the way (docs/live-protocol.md). One process, the feed leader, appends.
 */
export async function appendBatch(tx: Queryable, changes: LiveChange[]): Promise<number> {
  const json = JSON.stringify(changes)
  const [row] = await tx.query<{ seq: number | string }>(
    `insert into live_batches (seq, changes, bytes)
     values ((select coalesce(max(seq), 0) + 1 from live_batches), $1, $2) returning seq`,
    [json, Buffer.byteLength(json)],
  )
  const seq = Number(row?.seq)
  await tx.query('select pg_notify($1, $2)', [liveChannel, String(seq)])
  return seq
}

/** The most batches one read returns; a reader that got this many reads on. */
export const batchesPerRead = 500

/** The bytes of changes a page holds for a reader that asks from a point of its own. */
export const pageBytes = 256 * 1024

/**
 * The batches after `after`, in order: at most `batchesPerRead`, and with `maxBytes` only as many
 * as fit in it, but always the first (a day's first batches hold every event, over 1 MB each). A
 * reader that asks from any point it likes (the poll, a resuming socket) reads a page at a time,
 * not the whole log.
 */
export async function batchesAfter(
  db: Queryable,
  after: number,
  { maxBytes = Number.MAX_SAFE_INTEGER }: { maxBytes?: number } = {},
): Promise<Batch[]> {
  // The sizes are summed from the column beside the changes: a batch left out is never read.
  const rows = await db.query<{ seq: number | string; changes: LiveChange[] }>(
    `select seq, changes from (
       select seq, sum(bytes) over w as upto, row_number() over w as nth
       from live_batches where seq > $1 window w as (order by seq) order by seq limit $2
     ) page join live_batches using (seq)
     where page.upto <= $3 or page.nth = 1
     order by seq`,
    [after, batchesPerRead, maxBytes],
  )
  return rows.map((row) => ({ seq: Number(row.seq), changes: row.changes }))
}

/**
 * How far a reader that has read up to `read` is behind the log: in batches, and in milliseconds
 * since the first batch it has not read was committed (0 when it has read them all).
 */
export async function lagBehind(
  db: Queryable,
  read: number,
): Promise<{ seqs: number; ms: number }> {
  const [row] = await db.query<{ latest: number | string | null; ms: number | string | null }>(
    `select (select max(seq) from live_batches) as latest,
       (select extract(epoch from clock_timestamp() - created_at) * 1000 from live_batches
        where seq > $1 order by seq limit 1) as ms`,
    [read],
  )
  return {
    seqs: Math.max(0, Number(row?.latest ?? 0) - read),
    ms: Math.max(0, Number(row?.ms ?? 0)),
  }
}

/** The newest sequence number, and the oldest point a client can resume from. */
export async function logBounds(db: Queryable): Promise<{ latest: number; resumableFrom: number }> {
  const [row] = await db.query<{ latest: number | string | null; oldest: number | string | null }>(
    'select max(seq) as latest, min(seq) as oldest from live_batches',
  )
  const latest = Number(row?.latest ?? 0)
  // A client that applied oldest - 1 can still resume: every batch after it is kept.
  const resumableFrom = row?.oldest == null ? latest : Number(row.oldest) - 1
  return { latest, resumableFrom }
}

/**
 * Runs the reads on one snapshot of the database (repeatable read: under PostgreSQL's default,
 * each statement would see the batches committed since the last), with the seq of the last batch
 * that snapshot includes: the engine applies the stream's batches after it on top.
 */
export function readAtBatch<T>(
  db: Database,
  read: (tx: Queryable) => Promise<T>,
): Promise<{ seq: number; value: T }> {
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read')
    const { latest } = await logBounds(tx)
    return { seq: latest, value: await read(tx) }
  })
}

/** A client that applied `after` can resume unless the log no longer has, or never had, it. */
export function canResume(
  bounds: { latest: number; resumableFrom: number },
  after: number,
): boolean {
  return after <= bounds.latest && after >= bounds.resumableFrom
}

/** A batch as it travels: changes with short keys (domain/feed/codec.ts). */
export function wireBatch(batch: Batch): { seq: number; changes: CompactChange[] } {
  return { seq: batch.seq, changes: compactKeys(batch.changes) as CompactChange[] }
}

export async function pruneLog(db: Queryable): Promise<void> {
  await db.query('delete from live_batches where seq <= (select max(seq) from live_batches) - $1', [
    retainedBatches,
  ])
}
