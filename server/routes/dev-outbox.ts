// GET /dev/outbox (development only, DEV_ENDPOINTS=1): what this server would have sent a player
// by SMS or e-mail (one-time codes), newest first, so the demo and the tests can read a code.

import type { FastifyInstance } from 'fastify'
import type { Outbox } from '../../domain/api/auth-gateway.ts'
import { readOutbox } from '../../domain/api/outbox.ts'
import type { ApiContext } from '../http/api-context.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'

export function devOutboxRoutes(app: FastifyInstance, api: ApiContext): void {
  serve(app, api, readOutbox, async (request, reply) => {
    const brandId = api.brands.brandOf(request)
    if (brandId === undefined)
      return sendError(reply, 404, 'unknown-brand', `no brand ${request.headers.brand}`)
    const rows = await api.db.query<{
      channel: 'sms' | 'email'
      recipient: string
      body: string
      created_at: Date | string
    }>(
      `select o.channel, o.recipient, o.body, o.created_at from outbox o
         join players p on p.id = o.player_id
         where p.brand_id = $1 and p.username = $2
         order by o.id desc limit 50`,
      [brandId, request.query.username.trim()],
    )
    return {
      messages: rows.map((row) => ({
        channel: row.channel,
        recipient: row.recipient,
        body: row.body,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    } satisfies Outbox
  })
}
