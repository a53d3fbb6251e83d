// Bet placement (SPEC.md section 7, Bets) and the open bets of an account.

import type { FastifyInstance } from 'fastify'
import {
  type OpenBet,
  openBetsParamsSchema,
  openBetsResponseSchema,
} from '../../domain/api/open-bets.ts'
import {
  type BetslipStatus,
  betslipStatusParamsSchema,
  betslipStatusSchema,
  type PlaceBetslipRequest,
  placeBetslipParamsSchema,
  placeBetslipQuerySchema,
  placeBetslipRequestSchema,
  placementResponseSchema,
} from '../../domain/api/placement.ts'
import { placeBetslip } from '../bets/place-betslip.ts'
import { readBrandSettings } from '../brands/brand-settings.ts'
import type { ApiContext } from '../http/api-context.ts'
import { authenticatedRoute, ownsPath, sessionOf } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'

export function betslipRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db, sessions } = api
  app.post<{
    Params: { accountId: string }
    Querystring: { uuid: string }
    Body: PlaceBetslipRequest
  }>(
    '/xapi/rest/accounts/:accountId/betslips',
    authenticatedRoute(sessions, {
      summary: 'Places a betslip; idempotent on uuid (the same uuid answers the first placement)',
      tags: ['Bets'],
      params: placeBetslipParamsSchema,
      querystring: placeBetslipQuerySchema,
      body: placeBetslipRequestSchema,
      response: { 200: placementResponseSchema },
    }),
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      const session = sessionOf(request)
      const uuid = request.query.uuid
      const betslip = request.body
      const settings = await readBrandSettings(db, session.brandId)
      return placeBetslip(db, {
        accountId: session.accountId,
        uuid,
        request: betslip,
        limitSettings: settings ?? {},
      })
    },
  )

  app.put<{ Params: { betSlipId: string } }>(
    '/xapi/rest/betslips/:betSlipId/status',
    authenticatedRoute(sessions, {
      summary: 'Where a slip held for the in-play delay stands',
      tags: ['Bets'],
      params: betslipStatusParamsSchema,
      response: { 200: betslipStatusSchema },
    }),
    async (request, reply) => {
      const session = sessionOf(request)
      const [betslip] = await db.query<{ id: string }>(
        'select id from betslips where id = $1 and account_id = $2',
        [request.params.betSlipId, session.accountId],
      )
      if (!betslip) return sendError(reply, 404, 'not-found', 'no such betslip on this account')
      // Slips are accepted at placement (no in-play hold yet), so a stored slip stands placed.
      return { betSlipId: betslip.id, status: 'placed', errors: [] } satisfies BetslipStatus
    },
  )

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
