// My bets (SPEC.md section 7, Bets): the open bets of an account.

import type { FastifyInstance } from 'fastify'
import {
  type OpenBet,
  openBetsParamsSchema,
  openBetsResponseSchema,
} from '../../domain/api/open-bets.ts'
import type { ApiContext } from '../http/api-context.ts'
import { authenticatedRoute, ownsPath, sessionOf } from '../http/authenticate.ts'

export function myBetsRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db, sessions } = api
  app.get<{ Params: { accountId: string } }>(
    '/xapi/bet/account/:accountId/openbets',
    authenticatedRoute(sessions, {
      summary: "The account's open bets",
      tags: ['Bets'],
      params: openBetsParamsSchema,
      response: { 200: openBetsResponseSchema },
    }),
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      const session = sessionOf(request)
      const rows = await db.query<{
        id: string
        betslip_id: string
        outcome_id: string
        price: number | string
        unit_stake: number | string
        potential_returns: number | string
        created_at: Date | string
        outcome: string
        event: string
      }>(
        `select b.*, o.record ->> 'description' as outcome, e.record ->> 'description' as event
         from bets b join outcomes o on o.id = b.outcome_id join events e on e.id = o.event_id
         where b.account_id = $1 and b.status = 'open' order by b.created_at desc`,
        [session.accountId],
      )
      return {
        bets: rows.map(
          (row): OpenBet => ({
            betId: row.id,
            betSlipId: row.betslip_id,
            outcomeId: row.outcome_id,
            outcomeDescription: row.outcome,
            eventDescription: row.event,
            decimal: Number(row.price),
            unitStake: Number(row.unit_stake),
            potentialReturns: Number(row.potential_returns),
            placedAt: new Date(row.created_at).toISOString(),
          }),
        ),
      }
    },
  )
}
