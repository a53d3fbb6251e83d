// Live events, the live stream and its HTTP poll fallback (docs/live-protocol.md).

import type { FastifyInstance } from 'fastify'
import {
  getLiveChanges,
  getLiveEvents,
  type LiveEventsResponse,
} from '../../domain/api/live-events.ts'
import { changesInScope, scopeOf } from '../../domain/feed/listed-markets.ts'
import { type ChangesPage, liveStreamPath } from '../../domain/feed/protocol.ts'
import { inlineMarkets } from '../catalogue/market-records.ts'
import { inFeedLanguage, languageOf, namesOf } from '../catalogue/names-in-language.ts'
import { readLiveEventRecords } from '../events/read-events.ts'
import { readProducerState } from '../feed/producer-watch.ts'
import type { ApiContext } from '../http/api-context.ts'
import { clientAddress } from '../http/client-address.ts'
import { sendError } from '../http/errors.ts'
import { sendTooManyStreams } from '../http/retry-later.ts'
import { serve } from '../http/serve.ts'
import { inTurns } from '../in-turn.ts'
import {
  type Batch,
  batchesAfter,
  canResume,
  logBounds,
  pageBytes,
  readAtBatch,
  wireBatch,
} from '../live/change-log.ts'
import { largeBatches } from '../live/large-batches.ts'
import type { StreamHub } from '../live/stream-hub.ts'
import type { StreamSeats } from '../live/stream-seats.ts'

export function liveRoutes(
  app: FastifyInstance,
  api: ApiContext,
  hub: StreamHub,
  seats: StreamSeats,
): void {
  const { db } = api
  serve(app, api, getLiveEvents, async (request) => {
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
  })

  // A poll from an early point reads and writes out megabytes (a day's first batches hold every
  // event, over 1 MB each): fifty at once held the balancer's probe 5 s (probe 3, M1). Those
  // batches are kept written out (large-batches.ts), and two pages are made at a time.
  const pageInTurn = inTurns(2)
  const large = largeBatches(db)
  serve(app, api, getLiveChanges, async (request, reply) => {
    const checked = request.query
    const scope =
      checked.marketTypeIds &&
      scopeOf({ marketTypeIds: checked.marketTypeIds, wholeEventIds: checked.wholeEventIds ?? [] })
    /** Batches as they travel: scoped, or every change (written out once, for a large batch). */
    const inScope = async (batches: Batch[]) => {
      if (!scope) return batches.map((batch) => JSON.stringify(wireBatch(batch)))
      // One read of the types the page's batches name, not one a batch.
      await hub.marketTypes.learn(batches.flatMap((batch) => batch.changes))
      return batches.map((batch) =>
        JSON.stringify(
          wireBatch({
            seq: batch.seq,
            changes: changesInScope(batch.changes, scope, hub.marketTypes.typeOf),
          }),
        ),
      )
    }
    const page = await pageInTurn(async () => {
      const bounds = await logBounds(db)
      const producerUp = (await readProducerState(db)).up
      if (!canResume(bounds, checked.after))
        return JSON.stringify({
          seq: bounds.latest,
          snapshotRequired: true,
          producerUp,
          batches: [],
        } satisfies ChangesPage)
      // A reader that has read it all, most polls, costs no read of the log; a batch larger than
      // a page is a page alone.
      const caughtUp = checked.after >= bounds.latest
      const first = caughtUp ? undefined : await large.firstAfter(checked.after)
      const batches = caughtUp
        ? []
        : first
          ? [first.batch]
          : await batchesAfter(db, checked.after, { maxBytes: pageBytes })
      const wires = first && !scope ? [first.wire] : await inScope(batches)
      const seq = batches[batches.length - 1]?.seq ?? checked.after
      const head = JSON.stringify({
        seq,
        snapshotRequired: false,
        producerUp,
        more: seq < bounds.latest,
      } satisfies Omit<ChangesPage, 'batches'>)
      // The batches, written out already, go into the page as they are.
      return `${head.slice(0, -1)},"batches":[${wires.join(',')}]}`
    })
    return reply.type('application/json; charset=utf-8').send(page)
  })

  // The stream is no HTTP call: its frames are published as JSON Schema (docs/live-protocol.md).
  app.route<{ Querystring: { frames?: string } }>({
    method: 'GET',
    url: liveStreamPath,
    schema: { hide: true },
    // Before the switch, so that a refusal is an HTTP answer with its reason and a wait.
    preValidation: async (request, reply) => {
      if (request.ws && !seats.take(clientAddress(request), request.raw.socket))
        return sendTooManyStreams(reply)
    },
    // A plain request is told what the address is, as every other refusal is.
    handler: (_request, reply) =>
      sendError(
        reply.header('upgrade', 'websocket').header('connection', 'upgrade'),
        426,
        'upgrade-required',
        `${liveStreamPath} is a WebSocket: connect with ws:// or wss://, or poll /xapi/live/changes`,
      ),
    // ?frames=deflate-raw: changes frames come binary, deflated (docs/live-protocol.md).
    wsHandler: (socket, request) =>
      hub.attach(socket, {
        deflate: request.query.frames === 'deflate-raw',
        // The names of new markets and events in the language the stream was opened in (l).
        ...(inFeedLanguage(request)
          ? {}
          : { language: { locale: languageOf(request), names: namesOf(request) } }),
      }),
  })
}
