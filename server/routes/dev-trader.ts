// A trader's moves by hand (development endpoints only): POST /dev/outcomes/{id}/price moves a
// price, POST /dev/markets/{id}/status suspends or reopens a market, and POST
// /dev/events/{id}/score and /dev/events/{id}/red-cards set a live score or the sides' red cards as
// the feed would (a goal or a sending-off when a test needs one). Each is published as the feed's
// own change, on the live stream and in the catalogue, exactly as a trader's or the feed's would be.

import type { FastifyInstance, FastifyReply } from 'fastify'
import { type PlayCounts, setEventRedCards, setEventScore } from '../../domain/api/event-play.ts'
import { type MarketStatusResponse, setMarketStatus } from '../../domain/api/market-status.ts'
import { moveOutcomePrice, type OutcomePriceResponse } from '../../domain/api/outcome-price.ts'
import { priceChange } from '../../domain/feed/change.ts'
import type { Publish } from '../bets/settle-market.ts'
import type { Database } from '../db/database.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'

export function outcomePriceRoutes(
  app: FastifyInstance,
  deps: { db: Database; publish: Publish },
): void {
  serve(app, undefined, moveOutcomePrice, async (request, reply) => {
    const { outcomeId } = request.params
    const [outcome] = await deps.db.query<{ market_id: string; event_id: string }>(
      'select market_id, event_id from outcomes where id = $1 and not removed',
      [outcomeId],
    )
    if (!outcome) return sendError(reply, 404, 'not-found', 'no such outcome on offer')
    const { decimal } = request.body
    const seq = await deps.publish([
      priceChange(
        { id: outcomeId, eventId: outcome.event_id, marketId: outcome.market_id },
        decimal,
      ),
    ])
    return { outcomeId, decimal, seq } satisfies OutcomePriceResponse
  })
}

export function marketStatusRoutes(
  app: FastifyInstance,
  deps: { db: Database; publish: Publish },
): void {
  serve(app, undefined, setMarketStatus, async (request, reply) => {
    const { marketId } = request.params
    const [market] = await deps.db.query<{ event_id: string }>(
      'select event_id from markets where id = $1 and not removed',
      [marketId],
    )
    if (!market) return sendError(reply, 404, 'not-found', 'no such market on offer')
    const { status } = request.body
    const seq = await deps.publish([{ kind: 'market', eventId: market.event_id, marketId, status }])
    return { marketId, status, seq } satisfies MarketStatusResponse
  })
}

export function eventPlayRoutes(
  app: FastifyInstance,
  deps: { db: Database; publish: Publish },
): void {
  /** One play field of an event on offer, published as the feed's own change of the event. */
  const play = async <Counts extends PlayCounts>(
    eventId: string,
    counts: Counts,
    reply: FastifyReply,
  ) => {
    const [event] = await deps.db.query('select id from events where id = $1 and not removed', [
      eventId,
    ])
    if (!event) return sendError(reply, 404, 'not-found', 'no such event on offer')
    const seq = await deps.publish([{ kind: 'event', eventId, ...counts }])
    return { eventId, ...counts, seq }
  }
  serve(app, undefined, setEventScore, ({ params, body }, reply) =>
    play(params.eventId, body, reply),
  )
  serve(app, undefined, setEventRedCards, ({ params, body }, reply) =>
    play(params.eventId, body, reply),
  )
}
