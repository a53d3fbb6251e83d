// Cash-out (SPEC.md section 7, Bets; docs/cashout.md). Amounts in minor units.

import * as v from 'valibot'
import { amountSchema, idSchema, stakeSchema } from './money.ts'
import { operation } from './operation.ts'
import { ownAccountRefusals } from './refusals.ts'

export const cashoutOfferParamsSchema = v.object({ accountId: idSchema, betId: idSchema })

/**
 * Why a bet has no offer. suspended: a leg's market or outcome is suspended or unpriced, so it
 * may come back. unavailable: it will not (a leg lost, every leg resulted, the event finished,
 * the bet closed, or a bet the book does not cash out: each-way and system bets).
 */
export const cashoutUnavailableReasons = [
  'leg-lost',
  'settled',
  'event-finished',
  'closed',
  'not-offered',
] as const

/**
 * GET /xapi/bet/account/{id}/cashout/{betId}: what the bet can be cashed out for now. One shape
 * for every status (the cash-out machine reads status first); without an offer, amount is 0,
 * cashoutOddsKey empty and reason says why.
 */
export const cashoutOfferResponseSchema = v.object({
  betId: idSchema,
  status: v.picklist(['available', 'suspended', 'unavailable']),
  /** Ties a confirmation to this offer: it changes whenever the offer does. */
  cashoutOddsKey: v.string(),
  /** Offered for the whole running stake; a partial cash-out takes part of it. */
  amount: amountSchema,
  /** The stake still riding, which the offer buys back. */
  stakeRunning: v.optional(amountSchema),
  reason: v.optional(v.picklist(['price-unavailable', ...cashoutUnavailableReasons])),
})
export type CashoutOfferResponse = v.InferOutput<typeof cashoutOfferResponseSchema>

/** The offer an open bet without one in GET openbets has: none, the book does not cash it out. */
export const notOffered = (betId: string): CashoutOfferResponse => ({
  betId,
  status: 'unavailable',
  cashoutOddsKey: '',
  amount: 0,
  reason: 'not-offered',
})

export const cashoutParamsSchema = v.object({ accountId: idSchema })
/** uuid: the request id; the same uuid again answers the first cash-out and pays nothing more. */
export const cashoutQuerySchema = v.object({
  uuid: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
})

/** POST /xapi/bet/account/{id}/cashout (SPEC.md section 3, Cashout). */
export const cashoutRequestSchema = v.object({
  betId: idSchema,
  cashoutOddsKey: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  /** The part of the offer taken, in minor units: all of it for a full cash-out. */
  cashoutStakeAmount: stakeSchema,
  /** Take an offer that moved up since cashoutOddsKey was given; one that moved down never. */
  acceptHigherOdds: v.optional(v.boolean(), false),
})
export type CashoutRequest = v.InferOutput<typeof cashoutRequestSchema>

/** POST /xapi/bet/account/{id}/cashout: what became of the request. */
export const cashoutConfirmResponseSchema = v.variant('status', [
  v.object({
    status: v.literal('cashedOut'),
    /** Paid to the balance. */
    amount: amountSchema,
    /** The stake left riding: 0 when the whole bet was cashed out. */
    remainingStake: amountSchema,
  }),
  /** The offer moved (down, or up without acceptHigherOdds): this is the offer now. */
  v.object({ status: v.literal('offerChanged'), offer: cashoutOfferResponseSchema }),
  v.object({ status: v.literal('suspended') }),
])
export type CashoutConfirmResponse = v.InferOutput<typeof cashoutConfirmResponseSchema>

/**
 * The offer a key names: the stake it buys back and the amount, so the key changes whenever the
 * offer does, and a confirmation says which offer the bettor saw (to judge a move up or down).
 * The server adds its tag to it (server/bets/offer-keys.ts), so a client cannot write one.
 */
export const cashoutOddsKey = (offer: { stakeRunning: number; amount: number }): string =>
  `${offer.stakeRunning.toString(36)}.${offer.amount.toString(36)}`

/** The offer a key's name says; undefined for a malformed one. */
export const readCashoutOddsKey = (
  key: string,
): { stakeRunning: number; amount: number } | undefined => {
  const match = /^([0-9a-z]{1,12})\.([0-9a-z]{1,12})$/.exec(key)
  if (!match) return undefined
  const stakeRunning = Number.parseInt(match[1] as string, 36)
  const amount = Number.parseInt(match[2] as string, 36)
  if (!Number.isSafeInteger(stakeRunning) || !Number.isSafeInteger(amount) || stakeRunning <= 0)
    return undefined
  return { stakeRunning, amount }
}

const tags = ['My bets']

export const getCashOutOffer = operation({
  operationId: 'getCashOutOffer',
  method: 'GET',
  path: '/xapi/bet/account/{accountId}/cashout/{betId}',
  summary:
    'The cash-out offer on a bet now, with the cashoutOddsKey a confirmation names; suspended or unavailable with a reason when there is none',
  tags,
  caller: 'player',
  priceFormat: true,
  params: cashoutOfferParamsSchema,
  answers: { 200: cashoutOfferResponseSchema },
  errors: {
    ...ownAccountRefusals,
    404: ['not-found'],
  },
})

export const cashOutBet = operation({
  operationId: 'cashOutBet',
  method: 'POST',
  path: '/xapi/bet/account/{accountId}/cashout',
  summary:
    'Cashes out a bet in full or in part; idempotent on uuid. A moved offer is answered offerChanged with the offer now, unless it moved up and acceptHigherOdds',
  description:
    'The offer the cashoutOddsKey names is taken as it is; one that moved up only with acceptHigherOdds; one that moved down never: the answer is offerChanged with the offer now, for the bettor to confirm again. A suspended offer is answered suspended. The same uuid again answers the first cash-out and pays nothing more. A bet no longer open or not offered is 409 cashout-unavailable.',
  tags,
  caller: 'player',
  priceFormat: true,
  params: cashoutParamsSchema,
  query: cashoutQuerySchema,
  body: cashoutRequestSchema,
  answers: { 200: cashoutConfirmResponseSchema },
  errors: {
    ...ownAccountRefusals,
    404: ['not-found'],
    409: ['cashout-unavailable'],
    422: ['invalid-cashout-odds-key', 'over-offer'],
  },
})
