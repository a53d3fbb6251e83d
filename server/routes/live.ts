// Live events, the live stream and its HTTP poll fallback (docs/live-protocol.md).

import type { FastifyInstance } from 'fastify'
import {
  type LiveEventsQuery,
  type LiveEventsResponse,
  liveEventsQuerySchema,
  liveEventsResponseSchema,
} from '../../domain/api/live-events.ts'
import { changesInScope, scopeOf } from '../../domain/feed/listed-markets.ts'
import {
  type ChangesPage,
  type ChangesQuery,
  changesPageSchema,
  changesQuerySchema,
} from '../../domain/feed/protocol.ts'
import { inlineMarkets } from '../catalogue/market-records.ts'
import { inFeedLanguage, languageOf, namesOf } from '../catalogue/names-in-language.ts'
import type { Database } from '../db/database.ts'
import { readLiveEventRecords } from '../events/read-events.ts'
import { readProducerState } from '../feed/producer-watch.ts'
import { routeSchema } from '../http/route-schema.ts'
import { batchesAfter, canResume, logBounds, readAtBatch, wireBatch } from '../live/change-log.ts'
import type { StreamHub } from '../live/stream-hub.ts'

export function liveRoutes(app: FastifyInstance, db: Database, hub: StreamHub): void {
  app.get<{ Querystring: LiveEventsQuery }>(
    '/xapi/rest/live/events',
    {
      schema: routeSchema({
        summary:
          'The live events with their markets as of the change numbered seq; past lazyMarketsAbove events (0 if not given), only the markets of marketTypeIds',
        tags: ['Events and markets'],
        querystring: liveEventsQuerySchema,
        response: { 200: liveEventsResponseSchema },
      }),
    },
    async (request) => {
      const { marketTypeIds, lazyMarketsAbove } = request.query
      // The events are exactly the state after the batch numbered seq.
      const { seq, value } = await readAtBatch(db, async (tx) => {
        const live = await readLiveEventRecords(tx)
        // Past the threshold only the markets asked for are read, not read and dropped.
        const lazy = marketTypeIds !== undefined && live.length > (lazyMarketsAbove ?? 0)
        return { lazy, events: await inlineMarkets(tx, live, lazy ? { marketTypeIds } : {}) }
      })
      return {
        seq,
        events: value.events,
        marketsComplete: !value.lazy,
      } satisfies LiveEventsResponse
    },
  )

  app.get<{ Querystring: ChangesQuery }>(
    '/xapi/live/changes',
    {
      schema: routeSchema({
        summary:
          'The live changes after seq, scoped as the stream is by marketTypeIds and wholeEventIds: the fallback when no WebSocket can be had',
        tags: ['Live stream'],
        querystring: changesQuerySchema,
        response: { 200: changesPageSchema },
      }),
    },
    async (request) => {
      const checked = request.query
      const bounds = await logBounds(db)
      const producerUp = (await readProducerState(db)).up
      if (!canResume(bounds, checked.after))
        return {
          seq: bounds.latest,
          snapshotRequired: true,
          producerUp,
          batches: [],
        } satisfies ChangesPage
      const batches = await batchesAfter(db, checked.after)
      const scope =
        checked.marketTypeIds &&
        scopeOf({
          marketTypeIds: checked.marketTypeIds,
          wholeEventIds: checked.wholeEventIds ?? [],
        })
      if (scope) {
        // One read of the types the page's batches name, not one a batch.
        await hub.marketTypes.learn(batches.flatMap((batch) => batch.changes))
        for (const batch of batches)
          batch.changes = changesInScope(batch.changes, scope, hub.marketTypes.typeOf)
      }
      return {
        seq: batches[batches.length - 1]?.seq ?? checked.after,
        snapshotRequired: false,
        producerUp,
        batches: batches.map(wireBatch),
      } satisfies ChangesPage
    },
  )

  // The stream is no HTTP call: its frames are published as JSON Schema (docs/live-protocol.md).
  app.get<{ Querystring: { frames?: string } }>(
    '/xapi/live/stream',
    { websocket: true, schema: { hide: true } },
    // ?frames=deflate-raw: changes frames come binary, deflated (docs/live-protocol.md).
    (socket, request) =>
      hub.attach(socket, {
        deflate: request.query.frames === 'deflate-raw',
        // The names of new markets and events in the language the stream was opened in (l).
        ...(inFeedLanguage(request)
          ? {}
          : { language: { locale: languageOf(request), names: namesOf(request) } }),
      }),
  )
}
