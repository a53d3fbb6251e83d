// The betslip refresh (SPEC.md sections 3 and 7, Bets): PUT and POST
// /xapi/rest/betslips/selections send the slip as the bettor built it and get it back priced from
// the current prices, with the multiple and the system bets it allows and the errors it has.
// Also booking codes (retailcodes), the parlay extra winnings promotion (epw) and a player's
// price-change acceptance. Amounts are integers in minor units (docs/api.md).

import * as v from 'valibot'
import { hasTwoDecimals } from '../bets/acceptance.ts'
import { placeTermsSchema } from '../events/event.ts'
import { amountSchema, idSchema, lineStakeSchema, storableText } from './money.ts'
import { operation } from './operation.ts'
import { betslipStatusSchema, placementRefusalCodes, userAcceptOddsSchema } from './placement.ts'
import { invalidRequest, ownAccountRefusals } from './refusals.ts'

/** Room past the slip's limit of 15, so a slip one too long is answered RES-00247, not a 400. */
const maxModelSelections = 30

const originIdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(99))

export const modelSingleInputSchema = v.object({
  outcomeId: idSchema,
  unitStake: v.optional(lineStakeSchema),
  freeMoneyUnitStake: v.optional(lineStakeSchema),
  eachWay: v.optional(v.boolean()),
  banker: v.optional(v.boolean()),
  /** In by default; false keeps the selection out of the multiple and the systems. */
  includeInMultiples: v.optional(v.boolean()),
})

export const modelCombinationInputSchema = v.object({
  betTypeId: v.pipe(v.number(), v.safeInteger(), v.minValue(200_002), v.maxValue(200_999)),
  unitStake: v.optional(lineStakeSchema),
  eachWay: v.optional(v.boolean()),
})

/**
 * The outcomes POST adds: a list, or the ids comma-joined as the jackpot slip sends them, read
 * alike: storable ids, as many as a list takes.
 */
const outcomeIdsSchema = v.union([
  v.pipe(v.array(idSchema), v.maxLength(maxModelSelections)),
  v.pipe(
    storableText(2000),
    v.check(
      (joined) => joined.split(',').filter((id) => id.trim() !== '').length <= maxModelSelections,
      `at most ${maxModelSelections} outcome ids`,
    ),
    v.check(
      (joined) => joined.split(',').every((id) => id.trim().length <= 64),
      'an outcome id is 64 characters at most',
    ),
  ),
])

export const betslipModelRequestSchema = v.object({
  singles: v.optional(v.pipe(v.array(modelSingleInputSchema), v.maxLength(maxModelSelections)), []),
  multiples: v.optional(v.pipe(v.array(modelCombinationInputSchema), v.maxLength(1)), []),
  systems: v.optional(v.pipe(v.array(modelCombinationInputSchema), v.maxLength(30)), []),
  userAcceptOdds: v.optional(userAcceptOddsSchema),
  originId: v.optional(originIdSchema),
  accountId: v.optional(idSchema),
  usePromoCash: v.optional(v.boolean()),
  outcomeIds: v.optional(outcomeIdsSchema),
})
export type BetslipModelRequest = v.InferInput<typeof betslipModelRequestSchema>
export type BetslipModelInput = v.InferOutput<typeof betslipModelRequestSchema>

const modelErrorSchema = v.object({
  /** A RES code of SPEC.md section 8, or a betslip toast key (betslip-market-selections...). */
  code: v.string(),
  message: v.string(),
  outcomeId: v.optional(v.string()),
  marketId: v.optional(v.string()),
  betTypeId: v.optional(v.number()),
  currentDecimal: v.optional(v.number()),
})

export const modelSingleSchema = v.object({
  outcomeId: v.string(),
  ref: v.string(),
  eventId: v.optional(v.string()),
  marketId: v.optional(v.string()),
  /** The current price; 0 when the outcome has none. */
  decimal: v.number(),
  unitStake: amountSchema,
  freeMoneyUnitStake: amountSchema,
  maxFreeMoneyStake: amountSchema,
  stakeAfterTax: amountSchema,
  potentialReturns: amountSchema,
  potentialTaxDeduction: amountSchema,
  eachWay: v.boolean(),
  showEachWay: v.boolean(),
  placeTerms: v.optional(placeTermsSchema),
  banker: v.boolean(),
  includeInMultiples: v.boolean(),
  /** C: the outcome closed; the engine removes it from the slip. */
  outcomeState: v.optional(v.string()),
  /** In play: a placement waits the in-play delay. */
  live: v.boolean(),
  /**
   * The single is at the brand's boosted price (decimal) up to maxStake (minor units), while the
   * market's price is marketDecimal, which the multiple and the systems use (odds-boost.ts).
   */
  boost: v.optional(v.object({ marketDecimal: v.number(), maxStake: amountSchema })),
})
export type ModelSingle = v.InferOutput<typeof modelSingleSchema>

export const modelCombinationSchema = v.object({
  betTypeId: v.number(),
  description: v.string(),
  fullDescription: v.string(),
  ref: v.string(),
  noOfBets: v.number(),
  unitStake: amountSchema,
  totalStake: amountSchema,
  freeMoneyUnitStake: amountSchema,
  maxBetStake: amountSchema,
  minBetStake: amountSchema,
  maxFreeMoneyStake: amountSchema,
  potentialReturns: amountSchema,
  potentialPlaceWin: amountSchema,
  /** The combined price as text (euro format, two decimals). */
  price: v.string(),
  decimal: v.number(),
  priceFormat: v.number(),
  taxPercentage: v.number(),
  eachWay: v.boolean(),
  place: v.optional(v.number()),
  extraParlayWinnings: amountSchema,
})
export type ModelCombination = v.InferOutput<typeof modelCombinationSchema>

export const betslipModelSchema = v.object({
  singles: v.array(modelSingleSchema),
  multiples: v.array(modelCombinationSchema),
  systems: v.array(modelCombinationSchema),
  userAcceptOdds: userAcceptOddsSchema,
  originId: v.number(),
  accountId: v.optional(v.string()),
  usePromoCash: v.boolean(),
  /** With a valid bearer token only: the real balance and the promo cash. */
  availableBalance: v.optional(amountSchema),
  promoCash: v.optional(amountSchema),
  totalStake: amountSchema,
  potentialReturns: amountSchema,
  /** The slip is over the referral threshold: placed, it waits for a trader. */
  betMayBeReferred: v.boolean(),
  /** Something is staked and no error stops it: placed as it is, the slip is taken. */
  placeable: v.optional(v.boolean()),
  errors: v.array(modelErrorSchema),
})
export type BetslipModel = v.InferOutput<typeof betslipModelSchema>

/** POST /xapi/rest/betslips/retailcodes: the slip to keep (the refresh model's request). */
export const retailCodeSchema = v.object({ code: v.string() })
export const retailCodeParamsSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Z2-9]{8}$/, 'a booking code of 8 letters and digits')),
})
export const bookedSlipSchema = v.object({
  code: v.string(),
  slip: betslipModelRequestSchema,
  model: betslipModelSchema,
})

/** GET /xapi/rest/promotions/epw (SPEC.md section 3, Parlay extra winnings config). */
export const epwConfigSchema = v.object({
  epwPromoFilterValues: v.pipe(
    v.array(
      v.object({
        betSize: v.pipe(v.number(), v.safeInteger(), v.minValue(2), v.maxValue(30)),
        percentage: v.pipe(v.number(), v.minValue(0), v.maxValue(1000)),
      }),
    ),
    v.maxLength(30),
  ),
  maxAmount: amountSchema,
})

/** GET/PUT /xapi/rest/accounts/{accountId}/acceptance: the player's price-change choice. */
export const acceptanceParamsSchema = v.object({ accountId: idSchema })
export const acceptanceSchema = v.object({
  /** A change within this many per cent is taken whatever userAcceptOdds says; null for none. */
  tolerancePercent: v.nullable(
    v.pipe(v.number(), v.minValue(0), v.maxValue(100), v.check(hasTwoDecimals, 'two decimals')),
  ),
})
export type Acceptance = v.InferOutput<typeof acceptanceSchema>

export const betslipDecisionParamsSchema = v.object({ betSlipId: idSchema })
export const betslipDecisionSchema = v.object({ approve: v.boolean() })

const tags = ['Bets']

/** The slip's errors: placement's verdict, and the toasts of a market taken twice. */
const modelCodes = [
  ...placementRefusalCodes,
  'betslip-market-selections',
  'betslip-reserve-market',
] as const

export const refreshBetslip = operation({
  operationId: 'refreshBetslip',
  method: 'PUT',
  path: '/xapi/rest/betslips/selections',
  summary:
    'Betslip refresh: the slip priced from the current prices, with its multiple, systems and errors',
  description:
    "Anyone may ask; with a valid bearer token the model carries the player's balance and promo cash and is priced in the account's currency, else in the brand's. The client sends the slip again on every change and on every price the live stream moves, and aborts the older ask.",
  tags,
  caller: 'player-if-any',
  priceFormat: true,
  body: betslipModelRequestSchema,
  answers: { 200: betslipModelSchema },
  answerCodes: modelCodes,
  errors: { 400: invalidRequest, 404: ['unknown-brand'] },
})

/** The same refresh, of a slip the bettor has just added outcomes to. */
export const addToBetslip = operation({
  ...refreshBetslip,
  operationId: 'addToBetslip',
  method: 'POST',
  summary: 'Betslip refresh with outcomes added (outcomeIds)',
  description: `The refresh of a slip the bettor has just added outcomes to (outcomeIds, a list or comma-joined). ${refreshBetslip.description}`,
})

export const bookBetslip = operation({
  operationId: 'bookBetslip',
  method: 'POST',
  path: '/xapi/rest/betslips/retailcodes',
  summary: 'Keeps a slip under a booking code that loads it again',
  description:
    "The code (8 letters and digits) is the brand's: another brand's site does not find it, and it is kept 30 days. An empty slip is 422 empty-betslip, a selection the catalogue does not hold 422 unknown-outcome. An address makes 60 codes (betslips' and jackpots') in 10 minutes at most: then 429 too-many-attempts with Retry-After.",
  tags,
  caller: 'player-if-any',
  body: betslipModelRequestSchema,
  answers: { 200: retailCodeSchema },
  errors: {
    400: invalidRequest,
    404: ['unknown-brand'],
    422: ['empty-betslip', 'unknown-outcome'],
    429: ['too-many-attempts'],
  },
})

export const loadBookedBetslip = operation({
  operationId: 'loadBookedBetslip',
  method: 'GET',
  path: '/xapi/rest/betslips/retailcodes/{code}',
  summary: 'Loads a booked slip, priced from the current prices',
  tags,
  caller: 'player-if-any',
  params: retailCodeParamsSchema,
  answers: { 200: bookedSlipSchema },
  answerCodes: modelCodes,
  errors: { 400: invalidRequest, 404: ['not-found', 'unknown-brand'] },
})

export const getParlayExtraWinnings = operation({
  operationId: 'getParlayExtraWinnings',
  method: 'GET',
  path: '/xapi/rest/promotions/epw',
  summary: 'Parlay extra winnings: the tiers (betSize, percentage) and the cap (maxAmount)',
  tags,
  caller: 'player-if-any',
  answers: { 200: epwConfigSchema },
  errors: { 404: ['unknown-brand'] },
})

export const getPriceAcceptance = operation({
  operationId: 'getPriceAcceptance',
  method: 'GET',
  path: '/xapi/rest/accounts/{accountId}/acceptance',
  summary: "The player's price-change tolerance in per cent (beside userAcceptOdds D, H, A)",
  tags,
  caller: 'player',
  params: acceptanceParamsSchema,
  answers: { 200: acceptanceSchema },
  errors: ownAccountRefusals,
})

export const setPriceAcceptance = operation({
  operationId: 'setPriceAcceptance',
  method: 'PUT',
  path: '/xapi/rest/accounts/{accountId}/acceptance',
  summary: "Sets the player's price-change tolerance; null for none",
  tags,
  caller: 'player',
  params: acceptanceParamsSchema,
  body: acceptanceSchema,
  answers: { 200: acceptanceSchema },
  errors: { ...ownAccountRefusals, 400: [...invalidRequest, 'invalid-tolerance'] },
})

export const decideReferredBetslip = operation({
  operationId: 'decideReferredBetslip',
  method: 'POST',
  path: '/dev/betslips/{betSlipId}/decision',
  summary: "A trader's decision on a referred slip (development only)",
  description:
    "Approved, the slip's bets are open; declined, it is rejected with RES-00195 and its stake refunded. A slip not waiting for a trader is 409 not-referred.",
  tags: ['Test hooks'],
  caller: 'test-hook',
  params: betslipDecisionParamsSchema,
  body: betslipDecisionSchema,
  answers: { 200: betslipStatusSchema },
  answerCodes: ['RES-00195'],
  errors: { 400: invalidRequest, 409: ['not-referred'] },
})
