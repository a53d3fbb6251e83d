// POST /ingest/changes (FEED_SOURCE=ingest, docs/feed.md): the door of an operator's own feed
// adapter. The batch's schemas are the feed's (domain/feed/ingest-batch.ts).

import {
  ingestAnswerSchema,
  ingestBatchSchema,
  ingestOutOfOrderSchema,
} from '../feed/ingest-batch.ts'
import { operation } from './operation.ts'

export const ingestChanges = operation({
  operationId: 'ingestChanges',
  method: 'POST',
  path: '/ingest/changes',
  summary:
    "Applies a batch of live protocol changes from the operator's feed adapter, numbered by the producer's own sequence (docs/feed.md)",
  description:
    'Send the batches one at a time, in order, each with the next sequence. A batch resent under the same sequence after a lost answer is answered duplicate and applied once. An empty batch is a heartbeat: send one when there is nothing to say for 5 s. At most 10,000 changes and 8 MB a batch. Served only with FEED_SOURCE=ingest and INGEST_KEY set.',
  tags: ['Feed'],
  caller: 'feed',
  body: ingestBatchSchema,
  // A 409 is an answer the adapter acts on rather than a refusal: it resends from `expected`.
  answers: { 200: ingestAnswerSchema, 409: ingestOutOfOrderSchema },
  errors: { 400: ['invalid-request'], 401: ['unauthorized'], 413: ['invalid-request'] },
})
