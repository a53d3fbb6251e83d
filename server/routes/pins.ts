// GET and PUT /api/pins (docs/api.md, Pins): the events a logged-in player pinned to the
// multi-view, the whole set each way, so that a pin made on the phone is on the desktop too. The
// set is checked at the edge against the domain's schema: at most eight pins of three markets.

import type { FastifyInstance } from 'fastify'
import { type PinsBody, pinsSchema } from '../../domain/api/pins.ts'
import type { ApiContext } from '../http/api-context.ts'
import { authenticatedRoute, sessionOf } from '../http/authenticate.ts'

export function pinsRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db } = api
  const tags = ['Multi-view']

  app.get(
    '/api/pins',
    authenticatedRoute(api, {
      summary: "The player's pinned events, first pinned first; none before the first pin",
      tags,
      response: { 200: pinsSchema },
    }),
    async (request): Promise<PinsBody> => {
      const [row] = await db.query<{ pins: PinsBody['pins'] }>(
        'select pins from player_pins where player_id = $1',
        [sessionOf(request).playerId],
      )
      return { pins: row?.pins ?? [] }
    },
  )

  app.put<{ Body: PinsBody }>(
    '/api/pins',
    authenticatedRoute(api, {
      summary: "Replaces the player's pinned events with the set sent (at most 8, 3 markets each)",
      tags,
      body: pinsSchema,
      response: { 200: pinsSchema },
    }),
    async (request): Promise<PinsBody> => {
      const { pins } = request.body
      await db.query(
        `insert into player_pins (player_id, pins, updated_at) values ($1, $2::jsonb, $3)
         on conflict (player_id) do update set pins = excluded.pins, updated_at = excluded.updated_at`,
        [sessionOf(request).playerId, JSON.stringify(pins), new Date(api.now())],
      )
      return { pins }
    },
  )
}
