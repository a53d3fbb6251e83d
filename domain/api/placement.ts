// POST /xapi/rest/accounts/{accountId}/betslips: bet placement (SPEC.md sections 3 and 7).
// Amounts are integers in minor units of the account's currency (docs/api.md).

import * as v from 'valibot'
import { maxBetsOnSlip } from '../bets/slip.ts'
import { amountSchema, idSchema, stakeSchema } from './money.ts'

export const userAcceptOddsSchema = v.picklist(['D', 'H', 'A'])

export const singlePlacementSchema = v.object({
  outcomeId: idSchema,
  /** The decimal price the bettor saw; a different current price is a price change (RES-00152). */
  decimal: v.pipe(v.number(), v.minValue(1.001), v.maxValue(100_000)),
  unitStake: stakeSchema,
})
export type SinglePlacement = v.InferOutput<typeof singlePlacementSchema>

export const placeBetslipRequestSchema = v.object({
  singles: v.pipe(v.array(singlePlacementSchema), v.minLength(1), v.maxLength(maxBetsOnSlip)),
  /** D: decline any change; H: accept higher prices; A: accept any (docs/api.md). */
  userAcceptOdds: v.optional(userAcceptOddsSchema),
  originId: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(99))),
})
export type PlaceBetslipRequest = v.InferOutput<typeof placeBetslipRequestSchema>

export const placeBetslipParamsSchema = v.object({ accountId: idSchema })

/** The request id (SPEC.md section 5): placement is idempotent on it. */
export const placeBetslipQuerySchema = v.object({
  uuid: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
})

export const betErrorSchema = v.object({
  /** A RES code of SPEC.md section 8, or a request error. */
  code: v.string(),
  message: v.string(),
  outcomeId: v.optional(v.string()),
  /** For a price change: the current price the bettor may accept. */
  currentDecimal: v.optional(v.number()),
})
export type BetError = v.InferOutput<typeof betErrorSchema>

export const placedSingleSchema = v.object({
  betId: idSchema,
  outcomeId: idSchema,
  decimal: v.pipe(v.number(), v.minValue(1)),
  unitStake: amountSchema,
  potentialReturns: amountSchema,
})
export type PlacedSingle = v.InferOutput<typeof placedSingleSchema>

export const placementResponseSchema = v.object({
  betSlipId: v.string(),
  reference: v.string(),
  /** Seconds of in-play delay before the bet is accepted; 0 when accepted at once. */
  delay: v.pipe(v.number(), v.minValue(0)),
  singles: v.array(placedSingleSchema),
  totalCost: amountSchema,
  potentialReturns: amountSchema,
  availableBalance: amountSchema,
  originId: v.number(),
  userAcceptOdds: userAcceptOddsSchema,
  errors: v.array(betErrorSchema),
})
export type PlacementResponse = v.InferOutput<typeof placementResponseSchema>

export const betslipStatusParamsSchema = v.object({ betSlipId: idSchema })

/** PUT /xapi/rest/betslips/{betSlipId}/status: where a slip held for the in-play delay stands. */
export const betslipStatusSchema = v.object({
  betSlipId: v.string(),
  status: v.picklist(['pending', 'placed', 'referred', 'rejected']),
  errors: v.array(betErrorSchema),
})
export type BetslipStatus = v.InferOutput<typeof betslipStatusSchema>
