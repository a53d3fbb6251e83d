// POST /xapi/icore/players/login (SPEC.md section 7, Player API): the direct login, for brands
// whose login method is direct. A gateway or wallet brand's players log in through their own
// steps, so a second factor or the terms cannot be skipped by calling this instead.

import type { FastifyInstance } from 'fastify'
import { type DirectLoginResponse, logIn } from '../../domain/api/player-login.ts'
import type { ApiContext } from '../http/api-context.ts'
import { passwordStep } from '../http/password-step.ts'
import { serve } from '../http/serve.ts'

export function playerLoginRoutes(app: FastifyInstance, api: ApiContext): void {
  serve(app, api, logIn, async (request, reply) => {
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
      ...(priceFormat ? { priceFormat } : {}),
      locale,
    } satisfies DirectLoginResponse
  })
}
