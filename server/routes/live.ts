// Live events, the live stream and its HTTP poll fallback (docs/live-protocol.md).

import type { FastifyInstance } from 'fastify'
import type { LiveEventsResponse } from '../../domain/api/live-events.ts'
import { checkChangesQuery } from '../../domain/api/live-stream.ts'
import { compactKeys } from '../../domain/feed/codec.ts'
import type { ChangesPage, CompactChange } from '../../domain/feed/protocol.ts'
import type { Database } from '../db/database.ts'
import { readEvents } from '../events/read-events.ts'
import { checkInput } from '../http/check-input.ts'
import { batchesAfter, logBounds } from '../live/change-log.ts'
import type { StreamHub } from '../live/stream-hub.ts'

export function liveRoutes(app: FastifyInstance, db: Database, hub: StreamHub): void {
  app.get('/xapi/rest/live/events', async () => {
    // One transaction, so the events are exactly the state after the batch numbered seq.
    return db.transaction(async (tx) => {
      const { latest } = await logBounds(tx)
      const events = await readEvents(tx, { live: true })
      return { seq: latest, events } satisfies LiveEventsResponse
    })
  })

  app.get('/xapi/live/changes', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>
    const checked = checkInput(checkChangesQuery, { after: Number(query.after) }, reply)
    if (!checked) return reply
    const bounds = await logBounds(db)
    if (checked.after > bounds.latest || checked.after < bounds.resumableFrom)
      return { seq: bounds.latest, snapshotRequired: true, batches: [] } satisfies ChangesPage
    const batches = await batchesAfter(db, checked.after)
    return {
      seq: batches[batches.length - 1]?.seq ?? checked.after,
      snapshotRequired: false,
      batches: batches.map(({ seq, changes }) => ({
        seq,
        changes: compactKeys(changes) as CompactChange[],
      })),
    } satisfies ChangesPage
  })

  app.get('/xapi/live/stream', { websocket: true }, (socket) => hub.attach(socket))
}
