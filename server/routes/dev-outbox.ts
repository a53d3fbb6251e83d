// GET /dev/outbox (development only, DEV_ENDPOINTS=1): what this server would have sent a player
// by SMS or e-mail (one-time codes), newest first, so the demo and the tests can read a code.

import type { FastifyInstance } from 'fastify'
import {
  type Outbox,
  outboxQuerySchema,
  outboxResponseSchema,
} from '../../domain/api/auth-gateway.ts'
import type { ApiContext } from '../http/api-context.ts'
import { sendError } from '../http/errors.ts'
import { routeSchema } from '../http/route-schema.ts'

export function devOutboxRoutes(app: FastifyInstance, api: ApiContext): void {
  app.get<{ Querystring: { username: string } }>(
    '/dev/outbox',
    {
      schema: routeSchema({
        summary:
          "The SMS and e-mails sent to a player of the request's brand, newest first (development only)",
        tags: ['Test hooks'],
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      }),
    },
    async (request, reply) => {
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
    },
  )
}
