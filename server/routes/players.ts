// Player API (SPEC.md section 7): the player's own records and the sportsbook balance.

import type { FastifyInstance } from 'fastify'
import {
  balanceParamsSchema,
  balanceQuerySchema,
  type SportsbookBalance,
  sportsbookBalanceSchema,
} from '../../domain/api/player-login.ts'
import type { ApiContext } from '../http/api-context.ts'
import { authenticatedRoute, ownsPath, sessionOf } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'

export function playerRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db, sessions } = api
  app.get<{ Params: { username: string } }>(
    '/xapi/icore/players/:username/balance/sportsbook',
    authenticatedRoute(sessions, {
      summary: "The player's sportsbook balance, in minor units",
      tags: ['Player API'],
      params: balanceParamsSchema,
      querystring: balanceQuerySchema,
      response: { 200: sportsbookBalanceSchema },
    }),
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      const session = sessionOf(request)
      const [account] = await db.query<{ balance: number | string; currency: string }>(
        'select balance, currency from accounts where id = $1',
        [session.accountId],
      )
      if (!account) return sendError(reply, 404, 'not-found', 'no sportsbook account')
      const balance = Number(account.balance)
      return {
        name: 'sportsbook',
        balance,
        promoCash: 0,
        totalLeftToWager: 0,
        withdrawableAmount: balance,
        currency: account.currency,
      } satisfies SportsbookBalance
    },
  )
}
