// POST /dev/outcomes/{id}/price (development endpoints only): a price change published as the
// feed's own, on the live stream and in the catalogue, exactly as a trader's move would be.

import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '../../domain/api/error-body.ts'
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
        tags: ['Development'],
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
