// The betslip and placement (SPEC.md section 7, Bets): the refresh model, booking codes, the
// epw promotion, a player's price-change tolerance, placement and a held slip's status. The bets
// once placed are in my-bets.ts.

import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  type Acceptance,
  acceptanceParamsSchema,
  acceptanceSchema,
  type BetslipModelInput,
  betslipDecisionParamsSchema,
  betslipDecisionSchema,
  betslipModelRequestSchema,
  betslipModelSchema,
  bookedSlipSchema,
  epwConfigSchema,
  retailCodeParamsSchema,
  retailCodeSchema,
} from '../../domain/api/betslip-model.ts'
import { errorBodySchema } from '../../domain/api/error-body.ts'
import {
  type BetslipToPlace,
  betslipStatusParamsSchema,
  betslipStatusSchema,
  type PlacementResponse,
  placeBetslipParamsSchema,
  placeBetslipQuerySchema,
  placeBetslipRequestSchema,
  placementResponseSchema,
} from '../../domain/api/placement.ts'
import { validTolerance } from '../../domain/bets/acceptance.ts'
import { buildBetslipModel, type ModelAccount, modelOutcomeIds } from '../bets/betslip-model.ts'
import { bettingSettings } from '../bets/betting-settings.ts'
import { readBookingCode, storeBookingCode } from '../bets/booking-codes.ts'
import { betslipStatus, decideBetslip, decideDueBetslips } from '../bets/decide-betslip.ts'
import { placeBetslip } from '../bets/place-betslip.ts'
import { readSelectionStates } from '../bets/selection-states.ts'
import { inAccountCurrency } from '../http/account-currency.ts'
import type { ApiContext } from '../http/api-context.ts'
import {
  authenticatedRoute,
  optionalSession,
  ownsPath,
  refuseSession,
  sessionOf,
} from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { routeSchema } from '../http/route-schema.ts'
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
        }>(
          `select a.balance, a.promo_cash, a.currency, p.excluded_from_promotions
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
        currency: {
          code: currency,
          precision: betting.settings.currency_precision,
        },
        ...(account ? { account } : {}),
      }),
    }
  }

  for (const method of ['PUT', 'POST'] as const)
    app.route<{ Body: BetslipModelInput }>({
      method,
      url: '/xapi/rest/betslips/selections',
      schema: routeSchema({
        summary:
          method === 'PUT'
            ? 'Betslip refresh: the slip priced from the current prices, with its multiple, systems and errors'
            : 'Betslip refresh with outcomes added (outcomeIds)',
        tags: ['Bets'],
        body: betslipModelRequestSchema,
        response: { 200: betslipModelSchema },
      }),
      handler: async (request, reply) => {
        const priced = await priceModel(request, request.body)
        if (!priced) return sendError(reply, 404, 'unknown-brand', 'no such brand')
        return priced.model
      },
    })

  app.post<{ Body: BetslipModelInput }>(
    '/xapi/rest/betslips/retailcodes',
    {
      schema: routeSchema({
        summary: 'Keeps a slip under a booking code that loads it again',
        tags: ['Bets'],
        body: betslipModelRequestSchema,
        response: { 200: retailCodeSchema },
      }),
    },
    async (request, reply) => {
      const brandId = await brandOfCaller(request)
      if (brandId === undefined) return sendError(reply, 404, 'unknown-brand', 'no such brand')
      if (modelOutcomeIds(request.body).length === 0)
        return sendError(reply, 422, 'empty-betslip', 'a booking code needs one selection at least')
      return { code: await storeBookingCode(db, brandId, request.body) }
    },
  )

  app.get<{ Params: { code: string } }>(
    '/xapi/rest/betslips/retailcodes/:code',
    {
      schema: routeSchema({
        summary: 'Loads a booked slip, priced from the current prices',
        tags: ['Bets'],
        params: retailCodeParamsSchema,
        response: { 200: bookedSlipSchema },
      }),
    },
    async (request, reply) => {
      const brandId = await brandOfCaller(request)
      const slip =
        brandId === undefined ? undefined : await readBookingCode(db, brandId, request.params.code)
      if (!slip) return sendError(reply, 404, 'not-found', 'no slip under this booking code')
      const priced = await priceModel(request, slip)
      if (!priced) return sendError(reply, 404, 'unknown-brand', 'no such brand')
      return { code: request.params.code, slip, model: priced.model }
    },
  )

  app.get(
    '/xapi/rest/promotions/epw',
    {
      schema: routeSchema({
        summary: 'Parlay extra winnings: the tiers (betSize, percentage) and the cap (maxAmount)',
        tags: ['Bets'],
        response: { 200: epwConfigSchema },
      }),
    },
    async (request, reply) => {
      const brandId = await brandOfCaller(request)
      if (brandId === undefined) return sendError(reply, 404, 'unknown-brand', 'no such brand')
      return (await bettingSettings(db, brandId)).epw
    },
  )

  app.get<{ Params: { accountId: string } }>(
    '/xapi/rest/accounts/:accountId/acceptance',
    authenticatedRoute(api, {
      summary: "The player's price-change tolerance in per cent (beside userAcceptOdds D, H, A)",
      tags: ['Bets'],
      params: acceptanceParamsSchema,
      response: { 200: acceptanceSchema },
    }),
    async (request) => {
      const [row] = await db.query<{ accept_tolerance_percent: number | string | null }>(
        'select accept_tolerance_percent from players where id = $1',
        [sessionOf(request).playerId],
      )
      const stored = row?.accept_tolerance_percent ?? null
      return { tolerancePercent: stored === null ? null : Number(stored) } satisfies Acceptance
    },
  )

  app.put<{ Params: { accountId: string }; Body: Acceptance }>(
    '/xapi/rest/accounts/:accountId/acceptance',
    authenticatedRoute(api, {
      summary: "Sets the player's price-change tolerance; null for none",
      tags: ['Bets'],
      params: acceptanceParamsSchema,
      body: acceptanceSchema,
      response: { 200: acceptanceSchema },
    }),
    async (request, reply) => {
      const percent = request.body.tolerancePercent
      if (percent !== null && !validTolerance(percent))
        return sendError(
          reply,
          400,
          'invalid-tolerance',
          'tolerancePercent: 0 to 100, two decimals',
        )
      await db.query('update players set accept_tolerance_percent = $2 where id = $1', [
        sessionOf(request).playerId,
        percent,
      ])
      return { tolerancePercent: percent } satisfies Acceptance
    },
  )

  app.post<{
    Params: { accountId: string }
    Querystring: { uuid: string }
    Body: BetslipToPlace
  }>(
    '/xapi/rest/accounts/:accountId/betslips',
    authenticatedRoute(
      api,
      {
        summary:
          'Places a betslip (singles, the multiple, systems, each-way, bankers); idempotent on uuid: a retry gets the first answer byte for byte, the same uuid with another body is 422',
        tags: ['Bets'],
        params: placeBetslipParamsSchema,
        querystring: placeBetslipQuerySchema,
        body: placeBetslipRequestSchema,
        response: { 200: placementResponseSchema, 422: errorBodySchema },
      },
      { checksSessionOpen: true },
    ),
    async (request, reply) => {
      if (!(await ownsPath(request, reply, request.params))) return reply
      if (!(await inAccountCurrency(db, request, reply, request.body.currency))) return reply
      const session = sessionOf(request)
      const placed = await placeBetslip(db, {
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
  )

  app.put<{ Params: { betSlipId: string } }>(
    '/xapi/rest/betslips/:betSlipId/status',
    authenticatedRoute(api, {
      summary:
        'Where a held slip stands (pending in-play delay, referred, placed, rejected); decides it once its delay has passed',
      tags: ['Bets'],
      params: betslipStatusParamsSchema,
      response: { 200: betslipStatusSchema },
    }),
    async (request, reply) => {
      const status = await betslipStatus(db, {
        betSlipId: request.params.betSlipId,
        accountId: sessionOf(request).accountId,
        now: api.now(),
      })
      if (!status) return sendError(reply, 404, 'not-found', 'no such betslip on this account')
      return status
    },
  )

  if (api.devEndpoints)
    app.post<{ Params: { betSlipId: string }; Body: { approve: boolean } }>(
      '/dev/betslips/:betSlipId/decision',
      {
        schema: routeSchema({
          summary: "A trader's decision on a referred slip (development only)",
          tags: ['Test hooks'],
          params: betslipDecisionParamsSchema,
          body: betslipDecisionSchema,
          response: { 200: betslipStatusSchema },
        }),
      },
      async (request, reply) => {
        const { betSlipId } = request.params
        const decided = await decideBetslip(db, betSlipId, {
          kind: 'trader',
          approve: request.body.approve,
        })
        if (!decided.ok)
          return sendError(reply, 409, 'not-referred', 'this slip is not waiting for a trader')
        return { betSlipId, status: decided.status, errors: decided.errors }
      },
    )

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
