// The betslip and placement (SPEC.md section 7, Bets): the refresh model, booking codes, the
// epw promotion, a player's price-change tolerance, placement and a held slip's status. The bets
// once placed are in my-bets.ts.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  type Acceptance,
  addToBetslip,
  type BetslipModelInput,
  bookBetslip,
  decideReferredBetslip,
  getParlayExtraWinnings,
  getPriceAcceptance,
  loadBookedBetslip,
  refreshBetslip,
  setPriceAcceptance,
} from '../../domain/api/betslip-model.ts'
import {
  checkBetslipStatus,
  type PlacementResponse,
  placeBetslip,
} from '../../domain/api/placement.ts'
import { validTolerance } from '../../domain/bets/acceptance.ts'
import { admitBookingCode } from '../auth/rate-limit.ts'
import { buildBetslipModel, type ModelAccount, modelOutcomeIds } from '../bets/betslip-model.ts'
import { bettingSettings } from '../bets/betting-settings.ts'
import { readBookingCode, storeBookingCode } from '../bets/booking-codes.ts'
import { betslipStatus, decideBetslip, decideDueBetslips } from '../bets/decide-betslip.ts'
import { placeBetslip as placeSlip } from '../bets/place-betslip.ts'
import { readSelectionStates } from '../bets/selection-states.ts'
import { waitingSlipsSql } from '../bets/waiting-slips.ts'
import { currencyRecord } from '../brands/supported-currencies.ts'
import { inAccountCurrency } from '../http/account-currency.ts'
import type { ApiContext } from '../http/api-context.ts'
import { optionalSession, ownsPath, refuseSession, sessionOf } from '../http/authenticate.ts'
import { clientAddress } from '../http/client-address.ts'
import { sendError } from '../http/errors.ts'
import { sendTooManyBookingCodes } from '../http/retry-later.ts'
import { type OperationRequest, serve } from '../http/serve.ts'
import type { Metrics } from '../metrics/metrics.ts'

/** How often the sweep looks for slips whose in-play delay has passed. */
const sweepEveryMs = 1000

export function betslipRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db } = api

  const optionalSessionOf = (request: FastifyRequest) => optionalSession(api, request)
  /** The player's brand when logged in, else the request's. */
  const brandOfCaller = async (request: FastifyRequest) =>
    (await optionalSessionOf(request))?.brandId ?? api.brands.brandOf(request)

  /** The model priced for the brand, with the caller's balances when a valid token came. */
  const priceModel = async (request: FastifyRequest, input: BetslipModelInput) => {
    const claims = await optionalSessionOf(request)
    const brandId = claims?.brandId ?? api.brands.brandOf(request)
    if (brandId === undefined) return undefined
    const betting = await bettingSettings(db, brandId)
    const [row] = claims
      ? await db.query<{
          balance: number | string
          promo_cash: number | string
          currency: string
          excluded_from_promotions: boolean
          self_excluded: boolean
          accept_tolerance_percent: number | string | null
          waiting: number | string
        }>(
          // What placement reads of the account (place-betslip.ts), so the model's verdict is its.
          `select a.balance, a.promo_cash, a.currency, p.excluded_from_promotions, p.self_excluded,
             p.accept_tolerance_percent, ${waitingSlipsSql('a.id')} as waiting
           from accounts a join players p on p.id = a.player_id where a.id = $1`,
          [claims.accountId],
        )
      : []
    const account: ModelAccount | undefined =
      claims && row
        ? {
            accountId: claims.accountId,
            balance: Number(row.balance),
            promoCash: Number(row.promo_cash),
            excludedFromPromotions: row.excluded_from_promotions,
            selfExcluded: row.self_excluded,
            tolerancePercent:
              row.accept_tolerance_percent === null ? null : Number(row.accept_tolerance_percent),
            waitingSlips: Number(row.waiting),
          }
        : undefined
    const currency = row?.currency ?? betting.settings.currencyCode
    const states = await readSelectionStates(
      db,
      brandId,
      modelOutcomeIds(input),
      betting.odds(currency),
    )
    return {
      brandId,
      model: buildBetslipModel(input, states, {
        betting,
        currency: currencyRecord(currency, betting.settings.currency_precision),
        ...(account ? { account } : {}),
      }),
    }
  }

  /** The refresh model, added outcomes or not: the same pricing. */
  const refresh = async (
    request: OperationRequest<typeof refreshBetslip | typeof addToBetslip>,
    reply: FastifyReply,
  ) => {
    const priced = await priceModel(request, request.body)
    if (!priced) return sendError(reply, 404, 'unknown-brand', 'no such brand')
    return priced.model
  }
  serve(app, api, refreshBetslip, refresh)
  serve(app, api, addToBetslip, refresh)

  serve(app, api, bookBetslip, async (request, reply) => {
    const brandId = await brandOfCaller(request)
    if (brandId === undefined) return sendError(reply, 404, 'unknown-brand', 'no such brand')
    const outcomeIds = modelOutcomeIds(request.body)
    if (outcomeIds.length === 0)
      return sendError(reply, 422, 'empty-betslip', 'a booking code needs one selection at least')
    const admitted = await admitBookingCode(db, clientAddress(request), api.now())
    if (!admitted.allowed) return sendTooManyBookingCodes(reply, admitted.retryAfterSeconds)
    const known = await readSelectionStates(db, brandId, outcomeIds, undefined)
    const unknown = outcomeIds.find((id) => !known.has(id))
    if (unknown !== undefined)
      return sendError(reply, 422, 'unknown-outcome', `no selection ${unknown} to book`)
    return { code: await storeBookingCode(db, brandId, request.body) }
  })

  serve(app, api, loadBookedBetslip, async (request, reply) => {
    const brandId = await brandOfCaller(request)
    const slip =
      brandId === undefined ? undefined : await readBookingCode(db, brandId, request.params.code)
    if (!slip) return sendError(reply, 404, 'not-found', 'no slip under this booking code')
    const priced = await priceModel(request, slip)
    if (!priced) return sendError(reply, 404, 'unknown-brand', 'no such brand')
    return { code: request.params.code, slip, model: priced.model }
  })

  serve(app, api, getParlayExtraWinnings, async (request, reply) => {
    const brandId = await brandOfCaller(request)
    if (brandId === undefined) return sendError(reply, 404, 'unknown-brand', 'no such brand')
    return (await bettingSettings(db, brandId)).epw
  })

  serve(app, api, getPriceAcceptance, async (request) => {
    const [row] = await db.query<{ accept_tolerance_percent: number | string | null }>(
      'select accept_tolerance_percent from players where id = $1',
      [sessionOf(request).playerId],
    )
    const stored = row?.accept_tolerance_percent ?? null
    return { tolerancePercent: stored === null ? null : Number(stored) } satisfies Acceptance
  })

  serve(app, api, setPriceAcceptance, async (request, reply) => {
    const percent = request.body.tolerancePercent
    if (percent !== null && !validTolerance(percent))
      return sendError(reply, 400, 'invalid-tolerance', 'tolerancePercent: 0 to 100, two decimals')
    await db.query('update players set accept_tolerance_percent = $2 where id = $1', [
      sessionOf(request).playerId,
      percent,
    ])
    return { tolerancePercent: percent } satisfies Acceptance
  })

  serve(
    app,
    api,
    placeBetslip,
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      if (!(await inAccountCurrency(db, request, reply, request.body.currency))) return reply
      const session = sessionOf(request)
      const placed = await placeSlip(db, {
        session,
        uuid: request.query.uuid,
        request: request.body,
        betting: await bettingSettings(db, session.brandId),
      })
      if (!placed.ok) api.metrics.placements.inc({ result: 'refused', code: placed.code })
      if (!placed.ok && placed.code === 'session') return refuseSession(reply, placed.session)
      if (!placed.ok)
        return sendError(
          reply,
          422,
          placed.code,
          'this uuid was used for another betslip: send a new uuid for a new slip',
        )
      countPlacement(api.metrics, placed.body)
      // The stored text itself, so every retry is the same bytes as the first answer.
      return reply.type('application/json; charset=utf-8').send(placed.body)
    },
    { checksSessionOpen: true },
  )

  serve(app, api, checkBetslipStatus, async (request, reply) => {
    const status = await betslipStatus(db, {
      betSlipId: request.params.betSlipId,
      accountId: sessionOf(request).accountId,
      now: api.now(),
    })
    if (!status) return sendError(reply, 404, 'not-found', 'no such betslip on this account')
    return status
  })

  if (api.devEndpoints)
    serve(app, api, decideReferredBetslip, async (request, reply) => {
      const { betSlipId } = request.params
      const decided = await decideBetslip(db, betSlipId, {
        kind: 'trader',
        approve: request.body.approve,
      })
      if (!decided.ok)
        return sendError(reply, 409, 'not-referred', 'this slip is not waiting for a trader')
      return { betSlipId, status: decided.status, errors: decided.errors }
    })

  // Slips whose delay passed are decided even when nobody asks for their status. Every server
  // sweeps; the row lock with SKIP LOCKED decides each slip once whichever server gets it. The
  // sweep keeps the real clock: a server whose clock a test moved forward must not decide
  // another server's slips before their delay has passed.
  let sweeping: Promise<unknown> | undefined
  const timer = setInterval(() => {
    if (sweeping) return
    sweeping = decideDueBetslips(db, Date.now())
      .catch((error) => app.log.warn({ error }, 'betslip sweep failed'))
      .finally(() => {
        sweeping = undefined
      })
  }, sweepEveryMs)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await sweeping
  })
}

/** A placement answer by its status and its first RES code (none when it placed). */
function countPlacement(metrics: Metrics, body: string): void {
  const answer = JSON.parse(body) as Pick<PlacementResponse, 'status' | 'errors'>
  metrics.placements.inc({
    result: answer.status ?? (answer.errors.length > 0 ? 'rejected' : 'placed'),
    code: answer.errors[0]?.code ?? 'none',
  })
}
