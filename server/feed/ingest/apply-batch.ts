// Applies a batch an operator's feed adapter posted, in whichever process received it: under the
// change log's turn, the batch is checked against the producer's sequence, appended to the log
// with the records it touches, and the sequence advanced, all in one transaction. So a batch is
// applied exactly once however many processes receive it or its repeats, and the feed leader,
// which takes the same turn, catches up on it before its own next batch (publish-changes.ts).
// Why not the leader alone: docs/decisions/ingest-order.md.

import type { IngestAnswer, IngestBatch } from '../../../domain/feed/ingest-batch.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { commitOutsideFeed, withLogTurn } from '../publish-changes.ts'
import { sequenceVerdict } from './producer-sequence.ts'

/** Notified with each applied batch's sequence: the feed leader hears its producer by it. */
export const ingestChannel = 'ingest_batches'

/** What the adapter is answered: the batch applied or a duplicate, or else ahead of its turn. */
export type AppliedBatch = IngestAnswer | { result: 'out-of-order'; expected: number }

export function applyBatch(db: Database, batch: IngestBatch): Promise<AppliedBatch> {
  return withLogTurn(db, async (tx) => {
    const verdict = sequenceVerdict(await lastSequence(tx), batch.sequence)
    if (verdict.kind !== 'next') return { result: verdict.kind, expected: verdict.expected }
    // A heartbeat changes nothing: it takes no batch of the log.
    const seq = batch.changes.length > 0 ? await commitOutsideFeed(tx, batch.changes) : undefined
    await tx.query('update producer_state set sequence = $1', [batch.sequence])
    await tx.query('select pg_notify($1, $2)', [ingestChannel, String(batch.sequence)])
    return {
      result: 'applied',
      expected: batch.sequence + 1,
      ...(seq === undefined ? {} : { seq }),
    }
  })
}

async function lastSequence(tx: Queryable): Promise<number | undefined> {
  const [row] = await tx.query<{ sequence: string | number | null }>(
    'select sequence from producer_state',
  )
  return row?.sequence == null ? undefined : Number(row.sequence)
}
