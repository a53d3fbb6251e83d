// My bets (SPEC.md section 7, Bets): the open bets of an account with their legs, live scores,
// prices now and cash-out offers; one open bet; how many; the settled bets; a slip's details;
// and cash-out. Every call is the session's own player's (authenticatedRoute answers 403 for
// another's path). A business refusal is a 404, 409 or 422, never a 401 or 403 (SPEC.md
// section 8: the client logs out on those).

import type { FastifyInstance } from 'fastify'
import {
  type CashoutOfferResponse,
  cashOutBet,
  getCashOutOffer,
} from '../../domain/api/cash-out.ts'
import {
  type BetCountResponse,
  getBetCount,
  getOpenBet,
  getOpenBets,
  type OpenBet,
  type OpenBetsResponse,
} from '../../domain/api/open-bets.ts'
import {
  type BetslipDetailsResponse,
  getBetslipDetails,
  getSettledBets,
  type SettledBetsResponse,
  setMarketResult,
} from '../../domain/api/settled-bets.ts'
import { accountOdds } from '../bets/betting-settings.ts'
import { cashOut } from '../bets/cash-out.ts'
import { offerKeys } from '../bets/offer-keys.ts'
import { type BetFilter, countOpenBets, offerOf, openBetOf, readBets } from '../bets/open-bets.ts'
import { type Publish, resultMarket } from '../bets/settle-market.ts'
import type { Database } from '../db/database.ts'
import type { ApiContext } from '../http/api-context.ts'
import { sessionOf } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { serve } from '../http/serve.ts'

export function myBetsRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db } = api
  /** The account's bets, their prices now in the odds the bettor is shown (accountOdds). */
  const readPricedBets = async (accountId: string, filter: BetFilter) =>
    readBets(db, accountId, filter, { odds: await accountOdds(db, accountId) })

  serve(app, api, getOpenBets, async (request) => {
    const { accountId } = sessionOf(request)
    const [records, count, keys] = await Promise.all([
      readPricedBets(accountId, { open: request.query.limit }),
      countOpenBets(db, accountId),
      offerKeys(db),
    ])
    // Read apart, the two may straddle a placement or a settlement: the count is never less
    // than the bets answered.
    return {
      bets: records.map((record) => openBetOf(record, keys)),
      count: Math.max(count, records.length),
    } satisfies OpenBetsResponse
  })

  serve(app, api, getOpenBet, async (request, reply) => {
    const [record] = await readPricedBets(sessionOf(request).accountId, {
      betId: request.params.betId,
    })
    if (record?.bet.status !== 'open')
      return sendError(reply, 404, 'not-found', 'no such open bet on this account')
    return openBetOf(record, await offerKeys(db)) satisfies OpenBet
  })

  serve(
    app,
    api,
    getBetCount,
    async (request) =>
      ({ count: await countOpenBets(db, sessionOf(request).accountId) }) satisfies BetCountResponse,
  )

  serve(app, api, getSettledBets, async (request, reply) => {
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
  })

  serve(app, api, getBetslipDetails, async (request, reply) => {
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
  })

  serve(app, api, getCashOutOffer, async (request, reply) => {
    const [record] = await readPricedBets(sessionOf(request).accountId, {
      betId: request.params.betId,
    })
    if (!record) return sendError(reply, 404, 'not-found', 'no such bet on this account')
    return offerOf(record, await offerKeys(db)) satisfies CashoutOfferResponse
  })

  serve(app, api, cashOutBet, async (request, reply) => {
    const answer = await cashOut(db, {
      accountId: sessionOf(request).accountId,
      uuid: request.query.uuid,
      request: request.body,
    })
    api.metrics.cashOuts.inc({ result: answer.ok ? 'done' : answer.code })
    if (!answer.ok) return sendError(reply, answer.status, answer.code, answer.message)
    return answer.response
  })
}

/**
 * POST /dev/markets/{id}/result (development endpoints only): results a market through the feed's
 * publish and settles its bets. Registered by server.ts, which owns the publish of this process.
 */
export function marketResultRoutes(
  app: FastifyInstance,
  deps: { db: Database; publish: Publish; settleMarkets: (ids: string[]) => Promise<number> },
): void {
  serve(app, undefined, setMarketResult, async (request, reply) => {
    const answer = await resultMarket(deps.db, deps, request.params.marketId, request.body)
    if (!answer.ok) return sendError(reply, answer.status, answer.code, answer.message)
    return answer.response
  })
}
