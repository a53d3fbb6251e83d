// POST /xapi/rest/accounts/{accountId}/betslips: bet placement (SPEC.md sections 3 and 7).
// Amounts are integers in minor units of the account's currency (docs/api.md).

import * as v from 'valibot'
import { delayRefusalsBySeverity } from '../bets/delay-refusals.ts'
import { maxBetsOnSlip } from '../bets/slip.ts'
import type { BetErrorCode } from '../errors/bet-errors.ts'
import {
  amountSchema,
  currencyCodeSchema,
  idSchema,
  lineStakeSchema,
  stakeSchema,
} from './money.ts'
import { operation } from './operation.ts'
import { ownAccountRefusals, sessionRefusals } from './refusals.ts'

export const userAcceptOddsSchema = v.picklist(['D', 'H', 'A'])

/** The decimal price the bettor saw; a different current price is a price change (RES-00152). */
const seenPriceSchema = v.pipe(v.number(), v.minValue(1.001), v.maxValue(100_000))

export const singlePlacementSchema = v.pipe(
  v.object({
    outcomeId: idSchema,
    decimal: seenPriceSchema,
    /** The cash stake; 0 for a stake wholly from free bets. */
    unitStake: lineStakeSchema,
    /** Each-way: a win part and a place part, each of unitStake. */
    eachWay: v.optional(v.boolean()),
    /** A free bet on top of the cash stake, paid from the promo cash (RES-00241 past it). */
    freeMoneyUnitStake: v.optional(lineStakeSchema),
  }),
  v.check(
    (single) => single.unitStake + (single.freeMoneyUnitStake ?? 0) > 0,
    'a single needs a stake: unitStake, freeMoneyUnitStake or both',
  ),
)
export type SinglePlacement = v.InferOutput<typeof singlePlacementSchema>

/** A selection the multiple and the system bets combine, with the price the bettor saw. */
export const combinationLegSchema = v.object({
  outcomeId: idSchema,
  decimal: seenPriceSchema,
  /** A banker is in every line of a system bet. */
  banker: v.optional(v.boolean()),
})
export type CombinationLeg = v.InferOutput<typeof combinationLegSchema>

/** The multiple (200000 + legs) or a system bet (docs/system-bets.md) over the slip's legs. */
export const combinationPlacementSchema = v.object({
  betTypeId: v.pipe(v.number(), v.safeInteger(), v.minValue(200_002), v.maxValue(200_999)),
  /** Per line, minor units. */
  unitStake: stakeSchema,
  eachWay: v.optional(v.boolean()),
})
export type CombinationPlacement = v.InferOutput<typeof combinationPlacementSchema>

export const placeBetslipRequestSchema = v.pipe(
  v.object({
    // Room past the slip's limit (15), so a slip one too long is answered RES-00247, not a 400.
    singles: v.optional(v.pipe(v.array(singlePlacementSchema), v.maxLength(2 * maxBetsOnSlip)), []),
    /** The legs of the multiple and the systems, in slip order; lines index this list. */
    legs: v.optional(v.pipe(v.array(combinationLegSchema), v.maxLength(2 * maxBetsOnSlip)), []),
    /** At most one: the multiple over every leg. */
    multiples: v.optional(v.pipe(v.array(combinationPlacementSchema), v.maxLength(1)), []),
    systems: v.optional(v.pipe(v.array(combinationPlacementSchema), v.maxLength(30)), []),
    /** D: decline any change; H: accept higher prices; A: accept any (docs/api.md). */
    userAcceptOdds: v.optional(userAcceptOddsSchema),
    originId: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(99))),
    /** Pay the cash stakes from the promo cash first, then from the balance. */
    usePromoCash: v.optional(v.boolean()),
    currency: v.optional(currencyCodeSchema),
  }),
  v.check(
    (slip) => slip.singles.length + slip.multiples.length + slip.systems.length > 0,
    'at least one bet: a single, the multiple or a system bet',
  ),
  v.check(
    (slip) => slip.multiples.length + slip.systems.length === 0 || slip.legs.length >= 2,
    'the legs the multiple and the systems combine: two at least',
  ),
)
/** What a client sends; the server reads it through the schema, which fills the lists left out. */
export type PlaceBetslipRequest = v.InferInput<typeof placeBetslipRequestSchema>
/** The same slip as the server reads it: every list present. */
export type BetslipToPlace = v.InferOutput<typeof placeBetslipRequestSchema>

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
  /** The reserve market that has more than one selection of the slip. */
  marketId: v.optional(v.string()),
  /** The multiple or system bet the error is about. */
  betTypeId: v.optional(v.number()),
  /** For a price change: the current price the bettor may accept. */
  currentDecimal: v.optional(v.number()),
})
export type BetError = v.InferOutput<typeof betErrorSchema>

export const placedSingleSchema = v.object({
  betId: idSchema,
  outcomeId: idSchema,
  decimal: v.pipe(v.number(), v.minValue(1)),
  unitStake: amountSchema,
  eachWay: v.optional(v.boolean()),
  freeMoneyUnitStake: v.optional(amountSchema),
  potentialReturns: amountSchema,
})
export type PlacedSingle = v.InferOutput<typeof placedSingleSchema>

/** The multiple or a system bet as placed: its lines over the slip's legs. */
export const placedCombinationSchema = v.object({
  betId: idSchema,
  betTypeId: v.number(),
  noOfBets: v.number(),
  unitStake: amountSchema,
  totalStake: amountSchema,
  decimal: v.number(),
  eachWay: v.boolean(),
  potentialReturns: amountSchema,
  extraParlayWinnings: amountSchema,
})
export type PlacedCombination = v.InferOutput<typeof placedCombinationSchema>

export const betslipStates = ['pending', 'placed', 'referred', 'rejected'] as const

export const placementResponseSchema = v.object({
  betSlipId: v.string(),
  /** placed; pending for the in-play delay; referred to a trader; rejected with errors. */
  status: v.optional(v.picklist(betslipStates)),
  reference: v.string(),
  /** Seconds of in-play delay before the bet is accepted; 0 when accepted at once. */
  delay: v.pipe(v.number(), v.minValue(0)),
  singles: v.array(placedSingleSchema),
  multiples: v.optional(v.array(placedCombinationSchema)),
  systems: v.optional(v.array(placedCombinationSchema)),
  totalCost: amountSchema,
  potentialReturns: amountSchema,
  availableBalance: amountSchema,
  originId: v.number(),
  userAcceptOdds: userAcceptOddsSchema,
  usePromoCash: v.optional(v.boolean()),
  /** Over the referral threshold: a trader decides (status referred). */
  betMayBeReferred: v.optional(v.boolean()),
  errors: v.array(betErrorSchema),
})
export type PlacementResponse = v.InferOutput<typeof placementResponseSchema>

export const betslipStatusParamsSchema = v.object({ betSlipId: idSchema })

/** PUT /xapi/rest/betslips/{betSlipId}/status: where a slip held for the in-play delay stands. */
export const betslipStatusSchema = v.object({
  betSlipId: v.string(),
  status: v.picklist(betslipStates),
  errors: v.array(betErrorSchema),
})
export type BetslipStatus = v.InferOutput<typeof betslipStatusSchema>

const tags = ['Bets']

/** What a refused slip's errors may name (docs/api.md, Placement): the slip stays undebited. */
export const placementRefusalCodes = [
  'RES-00152',
  'RES-00048',
  'RES-00109',
  'RES-00108',
  'RES-00047',
  'RES-00098',
  'RES-00247',
  'RES-00218',
  'RES-00140',
  'RES-00034',
  'RES-00233',
  'RES-00056',
  'RES-00241',
  'RES-00103',
  'RES-00246',
] as const satisfies readonly BetErrorCode[]

export const placeBetslip = operation({
  operationId: 'placeBetslip',
  method: 'POST',
  path: '/xapi/rest/accounts/{accountId}/betslips',
  summary:
    'Places a betslip (singles, the multiple, systems, each-way, bankers); idempotent on uuid: a retry gets the first answer byte for byte, the same uuid with another body is 422',
  description:
    "A slip the book turns down is answered 200 with its RES codes in errors and debits nothing; a placed one is debited at once, held slips too (status pending for the in-play delay, referred for a trader) and refunded if rejected. The uuid is an idempotency key: the first answer, placed or refused, is stored, and every retry gets its bytes; the same uuid with another body is 422 idempotency-key-reused. An ended session is 401 and a locked account 403 even for a stored uuid. A currency other than the account's is 422 currency-mismatch.",
  tags,
  caller: 'player',
  priceFormat: true,
  params: placeBetslipParamsSchema,
  query: placeBetslipQuerySchema,
  body: placeBetslipRequestSchema,
  answers: { 200: placementResponseSchema },
  answerCodes: [...placementRefusalCodes, 'betslip-reserve-market'],
  errors: {
    ...ownAccountRefusals,
    404: ['not-found'],
    422: ['idempotency-key-reused', 'currency-mismatch'],
  },
})

export const checkBetslipStatus = operation({
  operationId: 'checkBetslipStatus',
  method: 'PUT',
  path: '/xapi/rest/betslips/{betSlipId}/status',
  summary:
    'Where a held slip stands (pending in-play delay, referred, placed, rejected); decides it once its delay has passed',
  description:
    'A PUT because asking may decide: a slip whose in-play delay has passed is placed or rejected (its RES codes in errors, its stake refunded) by this call, once, whoever asks first. The client asks again after the delay the placement answered, and while a slip is referred.',
  tags,
  caller: 'player',
  priceFormat: true,
  params: betslipStatusParamsSchema,
  answers: { 200: betslipStatusSchema },
  // Declined by a trader, or refused for what changed during the in-play delay.
  answerCodes: ['RES-00195', ...delayRefusalsBySeverity],
  errors: {
    ...sessionRefusals,
    404: ['not-found'],
  },
})
