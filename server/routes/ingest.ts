// POST /ingest/changes (FEED_SOURCE=ingest, docs/feed.md): an operator's feed adapter pushes a
// batch of the live protocol's changes with its own sequence number, under the operator key. The
// key is checked before the body is read; the body is read through the domain's schema; each
// answer is counted by result (ingest_batches_total, ingest_changes_total).

import type { FastifyInstance } from 'fastify'
import { ingestChanges } from '../../domain/api/ingest.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import type { IngestAnswer, IngestOutOfOrder } from '../../domain/feed/ingest-batch.ts'
import { sameSecret } from '../auth/same-secret.ts'
import type { Database } from '../db/database.ts'
import { applyBatch } from '../feed/ingest/apply-batch.ts'
import { sendError } from '../http/errors.ts'
import { operatorKeyOf } from '../http/operator-key.ts'
import { serve } from '../http/serve.ts'
import type { Metrics } from '../metrics/metrics.ts'

/** A calendar's worth of whole events fits; the app's 256 KB does not. */
export const ingestBodyLimit = 8 * 1024 * 1024

export function ingestRoutes(
  app: FastifyInstance,
  deps: {
    db: Database
    /** INGEST_KEY. */
    key: string
    metrics: Pick<Metrics, 'ingestBatches' | 'ingestChanges'>
    /** What follows an applied batch in this process: settling the markets it resulted. */
    afterApplied(changes: readonly LiveChange[]): void
  },
): void {
  const count = (result: string, changes?: number) => {
    deps.metrics.ingestBatches.inc({ result })
    if (changes !== undefined) deps.metrics.ingestChanges.inc({ result }, changes)
  }

  serve(
    app,
    undefined,
    ingestChanges,
    async (request, reply) => {
      const batch = request.body
      const applied = await applyBatch(deps.db, batch)
      count(applied.result, batch.changes.length)
      if (applied.result === 'out-of-order')
        return reply.code(409).send({
          code: 'out-of-order',
          message: `sequence ${batch.sequence} is ahead of the next expected, ${applied.expected}: send from ${applied.expected}`,
          expected: applied.expected,
        } satisfies IngestOutOfOrder)
      if (applied.result === 'applied') deps.afterApplied(batch.changes)
      return applied satisfies IngestAnswer
    },
    {
      route: {
        bodyLimit: ingestBodyLimit,
        async onRequest(request, reply) {
          if (sameSecret(operatorKeyOf(request), deps.key)) return
          count('unauthorized')
          return sendError(reply, 401, 'unauthorized', 'the ingest endpoint needs the operator key')
        },
        // A body refused before the handler: too large, not JSON, or not a batch.
        async onError(_request, _reply, error) {
          const status = (error as { statusCode?: number }).statusCode ?? 500
          count(status === 413 ? 'too-large' : status < 500 ? 'malformed' : 'failed')
        },
      },
    },
  )
}
