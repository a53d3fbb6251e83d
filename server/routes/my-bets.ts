// My bets (SPEC.md section 7, Bets): the open bets of an account with their legs, live scores,
// prices now and cash-out offers; one open bet; how many; the settled bets; a slip's details;
// and cash-out. Every call is the session's own player's (authenticatedRoute answers 403 for
// another's path). A business refusal is a 404, 409 or 422, never a 401 or 403 (SPEC.md
// section 8: the client logs out on those).

import type { FastifyInstance } from 'fastify'
import {
  type CashoutOfferResponse,
  type CashoutRequest,
  cashoutConfirmResponseSchema,
  cashoutOfferParamsSchema,
  cashoutOfferResponseSchema,
  cashoutParamsSchema,
  cashoutQuerySchema,
  cashoutRequestSchema,
} from '../../domain/api/cash-out.ts'
import { errorBodySchema } from '../../domain/api/error-body.ts'
import {
  type BetCountResponse,
  betCountResponseSchema,
  type OpenBet,
  type OpenBetsResponse,
  openBetParamsSchema,
  openBetSchema,
  openBetsParamsSchema,
  openBetsQuerySchema,
  openBetsResponseSchema,
} from '../../domain/api/open-bets.ts'
import {
  type BetslipDetailsResponse,
  betslipDetailsParamsSchema,
  betslipDetailsResponseSchema,
  type MarketResultRequest,
  marketResultParamsSchema,
  marketResultRequestSchema,
  marketResultResponseSchema,
  type SettledBetsResponse,
  settledBetsQuerySchema,
  settledBetsResponseSchema,
} from '../../domain/api/settled-bets.ts'
import { accountOdds } from '../bets/betting-settings.ts'
import { cashOut } from '../bets/cash-out.ts'
import { type BetFilter, countOpenBets, offerOf, openBetOf, readBets } from '../bets/open-bets.ts'
import { type Publish, resultMarket } from '../bets/settle-market.ts'
import type { Database } from '../db/database.ts'
import type { ApiContext } from '../http/api-context.ts'
import { authenticatedRoute, sessionOf } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { routeSchema } from '../http/route-schema.ts'

type AccountParams = { accountId: string }
type BetParams = { accountId: string; betId: string }

export function myBetsRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db } = api
  /** The account's bets, their prices now in the odds the bettor is shown (accountOdds). */
  const readPricedBets = async (accountId: string, filter: BetFilter) =>
    readBets(db, accountId, filter, { odds: await accountOdds(db, accountId) })

  app.get<{ Params: AccountParams; Querystring: { limit: number } }>(
    '/xapi/bet/account/:accountId/openbets',
    authenticatedRoute(api, {
      summary:
        "The account's newest open bets (limit, 50 unless asked): legs with live scores and prices now, the cash-out offer, and how many are open in all (count)",
      tags: ['My bets'],
      params: openBetsParamsSchema,
      querystring: openBetsQuerySchema,
      response: { 200: openBetsResponseSchema },
    }),
    async (request) => {
      const { accountId } = sessionOf(request)
      const [records, count] = await Promise.all([
        readPricedBets(accountId, { open: request.query.limit }),
        countOpenBets(db, accountId),
      ])
      // Read apart, the two may straddle a placement or a settlement: the count is never less
      // than the bets answered.
      return {
        bets: records.map(openBetOf),
        count: Math.max(count, records.length),
      } satisfies OpenBetsResponse
    },
  )

  app.get<{ Params: BetParams }>(
    '/xapi/bet/account/:accountId/openbet/:betId',
    authenticatedRoute(api, {
      summary: 'One open bet of the account, as in openbets',
      tags: ['My bets'],
      params: openBetParamsSchema,
      response: { 200: openBetSchema },
    }),
    async (request, reply) => {
      const [record] = await readPricedBets(sessionOf(request).accountId, {
        betId: request.params.betId,
      })
      if (record?.bet.status !== 'open')
        return sendError(reply, 404, 'not-found', 'no such open bet on this account')
      return openBetOf(record) satisfies OpenBet
    },
  )

  app.get<{ Params: AccountParams }>(
    '/xapi/bet/account/:accountId/betcount',
    authenticatedRoute(api, {
      summary: 'How many open bets the account has (polled at betcount_polling_interval)',
      tags: ['My bets'],
      params: openBetsParamsSchema,
      response: { 200: betCountResponseSchema },
    }),
    async (request) =>
      ({ count: await countOpenBets(db, sessionOf(request).accountId) }) satisfies BetCountResponse,
  )

  app.get<{ Querystring: { numberOfBets: number; before?: string } }>(
    '/xapi/rest/acchistory/dailySettledBets',
    authenticatedRoute(api, {
      summary:
        "The session's settled and cashed-out bets, the latest settled first, with what each returned; before: the page after that bet",
      tags: ['My bets'],
      querystring: settledBetsQuerySchema,
      response: { 200: settledBetsResponseSchema, 404: errorBodySchema },
    }),
    async (request, reply) => {
      const { accountId } = sessionOf(request)
      const { numberOfBets, before } = request.query
      // Settled bets have no price now: no odds to read it in.
      const records = await readBets(
        db,
        accountId,
        { settled: numberOfBets, before },
        { odds: undefined },
      )
      if (records.length === 0 && before !== undefined) {
        const [after] = await readBets(db, accountId, { betId: before }, { odds: undefined })
        if (!after?.settledAt)
          return sendError(reply, 404, 'not-found', 'before: no such settled bet on this account')
      }
      return {
        bets: records.map((record) => ({
          ...record.bet,
          returns: record.returns ?? 0,
          settledAt: record.settledAt ?? record.bet.placedAt,
        })),
      } satisfies SettledBetsResponse
    },
  )

  app.get<{ Params: { accountId: string; betslipId: string } }>(
    '/xapi/rest/accounts/:accountId/betslips/:betslipId/details',
    authenticatedRoute(api, {
      summary: 'A placed betslip: its bets with legs, results and returns, and its cash-outs',
      tags: ['My bets'],
      params: betslipDetailsParamsSchema,
      response: { 200: betslipDetailsResponseSchema },
    }),
    async (request, reply) => {
      const { accountId } = sessionOf(request)
      const [slip] = await db.query<{
        id: string
        reference: string
        created_at: Date | string
        total_cost: number | string | null
      }>(
        'select id, reference, created_at, total_cost from betslips where id = $1 and account_id = $2',
        [request.params.betslipId, accountId],
      )
      if (!slip) return sendError(reply, 404, 'not-found', 'no such betslip on this account')
      const records = await readPricedBets(accountId, { betslipId: slip.id })
      const cashOuts = await db.query<{
        bet_id: string
        stake_part: number | string
        amount: number | string
        created_at: Date | string
      }>(
        `select c.bet_id, c.stake_part, c.amount, c.created_at from cash_outs c
         join bets b on b.id = c.bet_id where b.betslip_id = $1 order by c.created_at, c.id`,
        [slip.id],
      )
      return {
        betSlipId: slip.id,
        reference: slip.reference,
        placedAt: new Date(slip.created_at).toISOString(),
        totalCost: Number(slip.total_cost ?? 0),
        bets: records.map((record) => ({
          ...record.bet,
          ...(record.returns !== null ? { returns: record.returns } : {}),
          ...(record.settledAt !== null ? { settledAt: record.settledAt } : {}),
        })),
        cashOuts: cashOuts.map((row) => ({
          betId: row.bet_id,
          stakePart: Number(row.stake_part),
          amount: Number(row.amount),
          at: new Date(row.created_at).toISOString(),
        })),
      } satisfies BetslipDetailsResponse
    },
  )

  app.get<{ Params: BetParams }>(
    '/xapi/bet/account/:accountId/cashout/:betId',
    authenticatedRoute(api, {
      summary:
        'The cash-out offer on a bet now, with the cashoutOddsKey a confirmation names; suspended or unavailable with a reason when there is none',
      tags: ['My bets'],
      params: cashoutOfferParamsSchema,
      response: { 200: cashoutOfferResponseSchema },
    }),
    async (request, reply) => {
      const [record] = await readPricedBets(sessionOf(request).accountId, {
        betId: request.params.betId,
      })
      if (!record) return sendError(reply, 404, 'not-found', 'no such bet on this account')
      return offerOf(record) satisfies CashoutOfferResponse
    },
  )

  app.post<{ Params: AccountParams; Querystring: { uuid: string }; Body: CashoutRequest }>(
    '/xapi/bet/account/:accountId/cashout',
    authenticatedRoute(api, {
      summary:
        'Cashes out a bet in full or in part; idempotent on uuid. A moved offer is answered offerChanged with the offer now, unless it moved up and acceptHigherOdds',
      tags: ['My bets'],
      params: cashoutParamsSchema,
      querystring: cashoutQuerySchema,
      body: cashoutRequestSchema,
      response: { 200: cashoutConfirmResponseSchema, 409: errorBodySchema, 422: errorBodySchema },
    }),
    async (request, reply) => {
      const answer = await cashOut(db, {
        accountId: sessionOf(request).accountId,
        uuid: request.query.uuid,
        request: request.body,
      })
      api.metrics.cashOuts.inc({ result: answer.ok ? 'done' : answer.code })
      if (!answer.ok) return sendError(reply, answer.status, answer.code, answer.message)
      return answer.response
    },
  )
}

/**
 * POST /dev/markets/{id}/result (development endpoints only): results a market through the feed's
 * publish and settles its bets. Registered by server.ts, which owns the publish of this process.
 */
export function marketResultRoutes(
  app: FastifyInstance,
  deps: { db: Database; publish: Publish; settleMarkets: (ids: string[]) => Promise<number> },
): void {
  app.post<{ Params: { marketId: string }; Body: MarketResultRequest }>(
    '/dev/markets/:marketId/result',
    {
      schema: routeSchema({
        summary:
          'Results a market (development only): winners, void, placed and dead heats; the rest lose. Publishes it on the live stream and settles its bets',
        tags: ['Test hooks'],
        params: marketResultParamsSchema,
        body: marketResultRequestSchema,
        response: { 200: marketResultResponseSchema, 409: errorBodySchema, 422: errorBodySchema },
      }),
    },
    async (request, reply) => {
      const answer = await resultMarket(deps.db, deps, request.params.marketId, request.body)
      if (!answer.ok) return sendError(reply, answer.status, answer.code, answer.message)
      return answer.response
    },
  )
}
