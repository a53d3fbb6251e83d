// GET and PUT /api/pins (docs/api.md, Pins): the events a logged-in player pinned to the
// multi-view, the whole set each way, so that a pin made on the phone is on the desktop too.

import type { FastifyInstance } from 'fastify'
import { getPins, type PinsBody, putPins } from '../../domain/api/pins.ts'
import type { ApiContext } from '../http/api-context.ts'
import { sessionOf } from '../http/authenticate.ts'
import { serve } from '../http/serve.ts'

export function pinsRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db } = api

  serve(app, api, getPins, async (request) => {
    const [row] = await db.query<{ pins: PinsBody['pins'] }>(
      'select pins from player_pins where player_id = $1',
      [sessionOf(request).playerId],
    )
    return { pins: row?.pins ?? [] }
  })

  serve(app, api, putPins, async (request) => {
    const { pins } = request.body
    await db.query(
      `insert into player_pins (player_id, pins, updated_at) values ($1, $2::jsonb, $3)
       on conflict (player_id) do update set pins = excluded.pins, updated_at = excluded.updated_at`,
      [sessionOf(request).playerId, JSON.stringify(pins), new Date(api.now())],
    )
    return { pins }
  })
}
