// Live events, the live stream and its HTTP poll fallback (docs/live-protocol.md).

import type { FastifyInstance } from 'fastify'
import type { LiveEventsResponse } from '../../domain/api/live-events.ts'
import { checkChangesQuery } from '../../domain/api/live-stream.ts'
import type { ChangesPage } from '../../domain/feed/protocol.ts'
import type { Database } from '../db/database.ts'
import { readLiveEvents } from '../events/read-events.ts'
import { checkInput } from '../http/check-input.ts'
import { batchesAfter, canResume, logBounds, wireBatch } from '../live/change-log.ts'
import type { StreamHub } from '../live/stream-hub.ts'

export function liveRoutes(app: FastifyInstance, db: Database, hub: StreamHub): void {
  app.get('/xapi/rest/live/events', async () => {
    // One transaction, so the events are exactly the state after the batch numbered seq.
    return db.transaction(async (tx) => {
      const { latest } = await logBounds(tx)
      const events = await readLiveEvents(tx)
      return { seq: latest, events } satisfies LiveEventsResponse
    })
  })

  app.get('/xapi/live/changes', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>
    const checked = checkInput(checkChangesQuery, { after: Number(query.after) }, reply)
    if (!checked) return reply
    const bounds = await logBounds(db)
    if (!canResume(bounds, checked.after))
      return { seq: bounds.latest, snapshotRequired: true, batches: [] } satisfies ChangesPage
    const batches = await batchesAfter(db, checked.after)
    return {
      seq: batches[batches.length - 1]?.seq ?? checked.after,
      snapshotRequired: false,
      batches: batches.map(wireBatch),
    } satisfies ChangesPage
  })

  app.get('/xapi/live/stream', { websocket: true }, (socket) => hub.attach(socket))
}
