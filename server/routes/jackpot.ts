// The jackpot (SPEC.md sections 3, 4 and 7, Jackpot): the brand's active jackpot, the slip's
// price (totalCost), placement, booking codes and a player's jackpot slips. A sweep keeps every
// brand's jackpot open (a new one when the window of the last closed) and settles those whose
// events are all resulted; it first runs as the server starts.

import type { FastifyInstance, FastifyReply } from 'fastify'
import {
  bookJackpotBetslip,
  getActiveJackpot,
  getJackpotBetslips,
  type JackpotSelectionsRequest,
  loadBookedJackpotBetslip,
  placeJackpotBetslip,
  priceJackpotBetslip,
} from '../../domain/api/jackpot.ts'
import { admitBookingCode } from '../auth/rate-limit.ts'
import { inAccountCurrency } from '../http/account-currency.ts'
import type { ApiContext } from '../http/api-context.ts'
import { sessionOf } from '../http/authenticate.ts'
import { clientAddress } from '../http/client-address.ts'
import { sendError } from '../http/errors.ts'
import { sendTooManyBookingCodes } from '../http/retry-later.ts'
import { serve } from '../http/serve.ts'
import { readJackpotCode, storeJackpotCode } from '../jackpot/jackpot-codes.ts'
import { readJackpotSlips } from '../jackpot/jackpot-slips.ts'
import { ensureActiveJackpot } from '../jackpot/open-jackpot.ts'
import { placeJackpotSlip } from '../jackpot/place-jackpot.ts'
import { type Priced, priceJackpot, splitOutcomeIds } from '../jackpot/price-jackpot.ts'
import { publicJackpot, readJackpot } from '../jackpot/read-jackpot.ts'
import { settleJackpots } from '../jackpot/settle-jackpots.ts'

/** How often the sweep opens jackpots and settles resulted ones. */
const sweepEveryMs = 5000

export function jackpotRoutes(app: FastifyInstance, api: ApiContext): void {
  const { db } = api

  /** The jackpot of the request's brand, priced with the picks; a refusal says why. */
  const price = async (
    brandId: string | undefined,
    request: { jackpotId: string; outcomeIds: string[]; globalStake?: number; originId?: number },
  ): Promise<Priced> => {
    const jackpot = await readJackpot(db, request.jackpotId)
    if (!jackpot || jackpot.brandId !== brandId)
      return { ok: false, status: 404, code: 'not-found', message: 'no such jackpot' }
    return priceJackpot(
      jackpot,
      {
        picks: request.outcomeIds.map((outcomeId) => ({ outcomeId })),
        ...(request.globalStake === undefined ? {} : { globalStake: request.globalStake }),
        ...(request.originId === undefined ? {} : { originId: request.originId }),
      },
      api.now(),
    )
  }
  const refuse = (reply: FastifyReply, priced: Priced & { ok: false }) =>
    sendError(reply, priced.status, priced.code, priced.message)
  const modelInput = (body: JackpotSelectionsRequest) => ({
    jackpotId: body.model.jackpotId,
    outcomeIds: splitOutcomeIds(body.outcomeIds),
    ...(body.model.globalStake === undefined ? {} : { globalStake: body.model.globalStake }),
    ...(body.model.originId === undefined ? {} : { originId: body.model.originId }),
  })

  serve(app, api, getActiveJackpot, async (request, reply) => {
    const brandId = api.brands.brandOf(request)
    if (brandId === undefined) return sendError(reply, 404, 'unknown-brand', 'no such brand')
    const id = await ensureActiveJackpot(db, brandId, api.now())
    const jackpot = id === undefined ? undefined : await readJackpot(db, id)
    if (!jackpot)
      return sendError(
        reply,
        404,
        'no-active-jackpot',
        'no jackpot is open now: too few upcoming matches',
      )
    return publicJackpot(jackpot)
  })

  serve(app, api, priceJackpotBetslip, async (request, reply) => {
    const priced = await price(api.brands.brandOf(request), modelInput(request.body))
    if (!priced.ok) return refuse(reply, priced)
    return { model: priced.model }
  })

  serve(app, api, bookJackpotBetslip, async (request, reply) => {
    const brandId = api.brands.brandOf(request)
    const input = modelInput(request.body)
    if (input.outcomeIds.length === 0)
      return sendError(reply, 422, 'empty-jackpot-slip', 'a booking code needs one pick at least')
    // An unknown brand has no jackpot, and is told so before the address's try is counted.
    if (brandId === undefined) return sendError(reply, 404, 'not-found', 'no such jackpot')
    // Counted before the picks are read, as the betslip's are: a refused try costs reads too.
    const admitted = await admitBookingCode(db, clientAddress(request), api.now())
    if (!admitted.allowed) return sendTooManyBookingCodes(reply, admitted.retryAfterSeconds)
    const priced = await price(brandId, input)
    if (!priced.ok) return refuse(reply, priced)
    return {
      code: await storeJackpotCode(db, brandId as string, {
        jackpotId: input.jackpotId,
        outcomeIds: priced.picks.map((pick) => pick.outcomeId),
        globalStake: priced.model.globalStake,
      }),
    }
  })

  serve(app, api, loadBookedJackpotBetslip, async (request, reply) => {
    const brandId = api.brands.brandOf(request)
    const booked =
      brandId === undefined ? undefined : await readJackpotCode(db, brandId, request.params.code)
    if (!booked)
      return sendError(reply, 404, 'not-found', 'no jackpot slip under this booking code')
    const priced = await price(brandId, booked)
    if (!priced.ok) return refuse(reply, priced)
    return {
      code: request.params.code.toUpperCase(),
      jackpotId: booked.jackpotId,
      outcomeIds: booked.outcomeIds,
      model: priced.model,
    }
  })

  serve(app, api, placeJackpotBetslip, async (request, reply) => {
    if (!(await inAccountCurrency(db, request, reply, request.body.currency))) return reply
    const placed = await placeJackpotSlip(db, {
      accountId: sessionOf(request).accountId,
      uuid: request.query.uuid,
      request: request.body,
      now: api.now(),
    })
    if (!placed.ok) return sendError(reply, placed.status, placed.code, placed.message)
    // The stored text itself, so every retry is the same bytes as the first answer.
    return reply.type('application/json; charset=utf-8').send(placed.body)
  })

  serve(app, api, getJackpotBetslips, async (request) => ({
    slips: await readJackpotSlips(db, sessionOf(request).accountId),
  }))

  // Every server sweeps; the unique open jackpot per brand and the jackpot's row lock make two
  // sweeps at once open one jackpot and pay it once.
  let sweeping: Promise<unknown> | undefined
  const sweep = () => {
    if (sweeping) return
    sweeping = (async () => {
      const brands = await db.query<{ id: string }>('select id from brands order by id')
      for (const brand of brands) await ensureActiveJackpot(db, brand.id, api.now())
      await settleJackpots(db)
    })()
      .catch((error) => app.log.warn({ error }, 'jackpot sweep failed'))
      .finally(() => {
        sweeping = undefined
      })
  }
  const timer = setInterval(sweep, sweepEveryMs)
  timer.unref()
  app.addHook('onReady', async () => sweep())
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await sweeping
  })
}
