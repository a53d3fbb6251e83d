// A trader's moves by hand (development endpoints only): POST /dev/outcomes/{id}/price moves a
// price, POST /dev/markets/{id}/status suspends or reopens a market, and POST
// /dev/events/{id}/score sets a live score as the feed would (a goal when a test needs one). Each is
// published as the feed's own change, on the live stream and in the catalogue, exactly as a
// trader's or the feed's would be.

import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '../../domain/api/error-body.ts'
import {
  type EventScoreRequest,
  type EventScoreResponse,
  eventScoreParamsSchema,
  eventScoreRequestSchema,
  eventScoreResponseSchema,
} from '../../domain/api/event-score.ts'
import {
  type MarketStatusRequest,
  type MarketStatusResponse,
  marketStatusParamsSchema,
  marketStatusRequestSchema,
  marketStatusResponseSchema,
} from '../../domain/api/market-status.ts'
import {
  type OutcomePriceRequest,
  type OutcomePriceResponse,
  outcomePriceParamsSchema,
  outcomePriceRequestSchema,
  outcomePriceResponseSchema,
} from '../../domain/api/outcome-price.ts'
import { priceChange } from '../../domain/feed/change.ts'
import type { Publish } from '../bets/settle-market.ts'
import type { Database } from '../db/database.ts'
import { sendError } from '../http/errors.ts'
import { routeSchema } from '../http/route-schema.ts'

export function outcomePriceRoutes(
  app: FastifyInstance,
  deps: { db: Database; publish: Publish },
): void {
  app.post<{ Params: { outcomeId: string }; Body: OutcomePriceRequest }>(
    '/dev/outcomes/:outcomeId/price',
    {
      schema: routeSchema({
        summary:
          'Moves an outcome to a new price (development only), published on the live stream like any feed change',
        tags: ['Test hooks'],
        params: outcomePriceParamsSchema,
        body: outcomePriceRequestSchema,
        response: { 200: outcomePriceResponseSchema, 404: errorBodySchema },
      }),
    },
    async (request, reply) => {
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
    },
  )
}

export function marketStatusRoutes(
  app: FastifyInstance,
  deps: { db: Database; publish: Publish },
): void {
  app.post<{ Params: { marketId: string }; Body: MarketStatusRequest }>(
    '/dev/markets/:marketId/status',
    {
      schema: routeSchema({
        summary:
          'Suspends or reopens a market (development only), published on the live stream like any feed change',
        tags: ['Test hooks'],
        params: marketStatusParamsSchema,
        body: marketStatusRequestSchema,
        response: { 200: marketStatusResponseSchema, 404: errorBodySchema },
      }),
    },
    async (request, reply) => {
      const { marketId } = request.params
      const [market] = await deps.db.query<{ event_id: string }>(
        'select event_id from markets where id = $1 and not removed',
        [marketId],
      )
      if (!market) return sendError(reply, 404, 'not-found', 'no such market on offer')
      const { status } = request.body
      const seq = await deps.publish([
        { kind: 'market', eventId: market.event_id, marketId, status },
      ])
      return { marketId, status, seq } satisfies MarketStatusResponse
    },
  )
}

export function eventScoreRoutes(
  app: FastifyInstance,
  deps: { db: Database; publish: Publish },
): void {
  app.post<{ Params: { eventId: string }; Body: EventScoreRequest }>(
    '/dev/events/:eventId/score',
    {
      schema: routeSchema({
        summary:
          "Sets a live event's score (development only), published on the live stream like the feed's own",
        tags: ['Development'],
        params: eventScoreParamsSchema,
        body: eventScoreRequestSchema,
        response: { 200: eventScoreResponseSchema, 404: errorBodySchema },
      }),
    },
    async (request, reply) => {
      const { eventId } = request.params
      const [event] = await deps.db.query<{ id: string }>(
        'select id from events where id = $1 and not removed',
        [eventId],
      )
      if (!event) return sendError(reply, 404, 'not-found', 'no such event on offer')
      const { scores } = request.body
      const seq = await deps.publish([{ kind: 'event', eventId, scores }])
      return { eventId, scores, seq } satisfies EventScoreResponse
    },
  )
}
