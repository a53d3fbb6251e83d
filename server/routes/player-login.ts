// POST /xapi/icore/players/login (SPEC.md section 7, Player API): the direct login, for brands
// whose login method is direct. A gateway or wallet brand's players log in through their own
// steps, so a second factor or the terms cannot be skipped by calling this instead.

import type { FastifyInstance } from 'fastify'
import { retryLaterBodySchema } from '../../domain/api/auth-gateway.ts'
import {
  type DirectLoginRequest,
  type DirectLoginResponse,
  directLoginRequestSchema,
  directLoginResponseSchema,
} from '../../domain/api/player-login.ts'
import type { ApiContext } from '../http/api-context.ts'
import { passwordStep } from '../http/password-step.ts'
import { routeSchema } from '../http/route-schema.ts'

export function playerLoginRoutes(app: FastifyInstance, api: ApiContext): void {
  app.post<{ Body: DirectLoginRequest }>(
    '/xapi/icore/players/login',
    {
      schema: routeSchema({
        summary: 'Direct login: a session token for a username and password',
        tags: ['Player API'],
        body: directLoginRequestSchema,
        response: { 200: directLoginResponseSchema, 429: retryLaterBodySchema },
      }),
    },
    async (request, reply) => {
      const player = await passwordStep(api, request, reply, 'direct')
      if (!player) return reply
      const { currency, locale, priceFormat, secondFactor: _, ...claims } = player
      const { token, expiresAt } = await api.sessions.open(api.db, claims)
      return {
        alsToken: token,
        expirationTimeInSeconds: expiresAt,
        username: player.username,
        accountId: player.accountId,
        currency,
        priceFormat,
        locale,
      } satisfies DirectLoginResponse
    },
  )
}
