// Player API (SPEC.md section 7): direct login and the sportsbook balance.

import type { FastifyInstance } from 'fastify'
import {
  balanceParamsSchema,
  balanceQuerySchema,
  type DirectLoginRequest,
  type DirectLoginResponse,
  directLoginRequestSchema,
  directLoginResponseSchema,
  type SportsbookBalance,
  sportsbookBalanceSchema,
} from '../../domain/api/player-login.ts'
import { verifyPassword } from '../auth/passwords.ts'
import type { TokenService } from '../auth/tokens.ts'
import type { Database } from '../db/database.ts'
import { authenticatedRoute, sessionOf } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { routeSchema } from '../http/route-schema.ts'

interface PlayerRow {
  id: string
  brand_id: string
  username: string
  password_hash: string
  currency: string
  locale: string
  price_format: string
  account_id: string
}

export function playerRoutes(app: FastifyInstance, db: Database, tokens: TokenService): void {
  app.post<{ Body: DirectLoginRequest }>(
    '/xapi/icore/players/login',
    {
      schema: routeSchema({
        summary: 'Direct login: a session token for a username and password',
        tags: ['Player API'],
        body: directLoginRequestSchema,
        response: { 200: directLoginResponseSchema },
      }),
    },
    async (request, reply) => {
      const credentials = request.body
      const [player] = await db.query<PlayerRow>(
        `select p.*, a.id as account_id from players p join accounts a on a.player_id = p.id
       where p.username = $1 limit 1`,
        [credentials.username.trim()],
      )
      if (!player || !(await verifyPassword(credentials.password, player.password_hash)))
        return sendError(reply, 401, 'invalid-credentials', 'provided credential is invalid')
      const { token, expiresAt } = await tokens.issue({
        playerId: player.id,
        accountId: player.account_id,
        username: player.username,
        brandId: player.brand_id,
      })
      return {
        alsToken: token,
        expirationTimeInSeconds: expiresAt,
        username: player.username,
        accountId: player.account_id,
        currency: player.currency,
        priceFormat: player.price_format,
        locale: player.locale,
      } satisfies DirectLoginResponse
    },
  )

  app.get<{ Params: { username: string } }>(
    '/xapi/icore/players/:username/balance/sportsbook',
    authenticatedRoute(tokens, {
      summary: "The player's sportsbook balance, in minor units",
      tags: ['Player API'],
      params: balanceParamsSchema,
      querystring: balanceQuerySchema,
      response: { 200: sportsbookBalanceSchema },
    }),
    async (request, reply) => {
      const session = sessionOf(request)
      if (session.username !== request.params.username)
        return sendError(reply, 403, 'forbidden', 'the balance of another player was asked for')
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
