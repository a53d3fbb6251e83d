// Bet placement (SPEC.md section 7, Bets); the bets once placed are in my-bets.ts.

import type { FastifyInstance } from 'fastify'
import {
  type BetslipStatus,
  type BetslipToPlace,
  betslipStatusParamsSchema,
  betslipStatusSchema,
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
    Body: BetslipToPlace
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
}
