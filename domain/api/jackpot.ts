// The jackpot (SPEC.md sections 3, 4 and 7): the active jackpot, the slip's price (totalCost),
// placement, booking codes and a player's jackpot slips. Amounts are integers in minor units of
// the account's currency (docs/api.md, Jackpot). A slip picks one outcome or more of each
// jackpot event, numbered 1..N; two picks on one event double the lines (a perm).

import * as v from 'valibot'
import { amountSchema, currencyCodeSchema, idSchema, stakeSchema, storableText } from './money.ts'
import { operation } from './operation.ts'
import { invalidRequest, ownAccountRefusals } from './refusals.ts'

/** Room for the largest jackpot (20 events) with every outcome of each picked. */
const maxPicks = 64
const eventNumberSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100))
const originIdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(99))

export const jackpotBetslipRequestSchema = v.object({
  jackpotId: idSchema,
  /** The stake of each line: the jackpot's stake per line, or a whole multiple of it. */
  globalStake: stakeSchema,
  currency: v.optional(currencyCodeSchema),
  /** The picks; ordinal is the event's number, from 1. One ordinal twice or more is a perm. */
  singles: v.pipe(
    v.array(
      v.object({
        outcomeId: idSchema,
        ordinal: eventNumberSchema,
      }),
    ),
    v.minLength(1),
    v.maxLength(maxPicks),
  ),
  originId: v.optional(originIdSchema),
})
export type JackpotBetslipRequest = v.InferOutput<typeof jackpotBetslipRequestSchema>

export const jackpotPlacementResponseSchema = v.object({ betSlipId: idSchema })
export type JackpotPlacementResponse = v.InferOutput<typeof jackpotPlacementResponseSchema>

// GET /xapi/rest/jackpotbetweb/active

export const jackpotOutcomeSchema = v.object({
  outcomeId: v.string(),
  /** The outcome's place in the match result: 1 home, X draw, 2 away. */
  position: v.picklist(['1', 'X', '2']),
  description: v.string(),
  /** The current price, for information: a jackpot pays its prize, not odds. */
  decimal: v.number(),
  status: v.picklist(['open', 'suspended']),
})
export type JackpotOutcome = v.InferOutput<typeof jackpotOutcomeSchema>

export const jackpotEventSchema = v.object({
  /** The event's number in the jackpot, 1..N. */
  number: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  eventId: v.string(),
  slug: v.string(),
  description: v.string(),
  /** The league, as the event's paths name it. */
  competition: v.string(),
  startTime: v.string(),
  marketId: v.string(),
  outcomes: v.array(jackpotOutcomeSchema),
  /**
   * The match's market was voided (postponed, abandoned): it is picked all the same, and its
   * result is drawn at random when the jackpot settles (docs/api.md, Jackpot).
   */
  void: v.boolean(),
})
export type JackpotEvent = v.InferOutput<typeof jackpotEventSchema>

export const activeJackpotSchema = v.object({
  id: v.string(),
  name: v.string(),
  currency: v.string(),
  /** Shared by the lines that get every event right (docs/api.md, Jackpot). */
  prize: amountSchema,
  stakePerLine: amountSchema,
  /** When the first event starts: no slip is taken from then on. */
  closesAt: v.string(),
  events: v.array(jackpotEventSchema),
})
export type ActiveJackpot = v.InferOutput<typeof activeJackpotSchema>

// POST /xapi/rest/jackpotbetslips/selections and the booking codes

export const jackpotSelectionsRequestSchema = v.object({
  model: v.object({
    jackpotId: idSchema,
    /** The stake of each line; the jackpot's stake per line when left out. */
    globalStake: v.optional(stakeSchema),
    originId: v.optional(originIdSchema),
  }),
  /** The picked outcomes, comma-joined (SPEC.md section 7); empty for none yet. */
  outcomeIds: v.optional(storableText(2000), ''),
})
export type JackpotSelectionsRequest = v.InferOutput<typeof jackpotSelectionsRequestSchema>

const jackpotSingleSchema = v.object({
  outcomeId: v.string(),
  /** The event's number. */
  ordinal: v.number(),
  /** sel1, sel2... in event order. */
  ref: v.string(),
})

const jackpotErrorSchema = v.object({
  code: v.string(),
  message: v.string(),
  outcomeId: v.optional(v.string()),
})

/** The jackpot bet of SPEC.md section 3, priced: what the slip costs and what it misses. */
export const jackpotModelSchema = v.object({
  jackpotId: v.string(),
  jackpotPrize: amountSchema,
  globalStake: amountSchema,
  /** The stake of every line together: globalStake times noOfBets. */
  jackpotTotalStake: amountSchema,
  /** The lines: the product, over the events, of the picks on each. */
  noOfBets: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  originId: v.number(),
  totalCost: amountSchema,
  /** Whether every event number 1..N has a pick (SPEC.md section 4). */
  complete: v.boolean(),
  missingEventNumbers: v.array(v.number()),
  singles: v.array(jackpotSingleSchema),
  errors: v.array(jackpotErrorSchema),
})
export type JackpotModel = v.InferOutput<typeof jackpotModelSchema>

export const jackpotSelectionsResponseSchema = v.object({ model: jackpotModelSchema })
export type JackpotSelectionsResponse = v.InferOutput<typeof jackpotSelectionsResponseSchema>

export const jackpotRetailCodeSchema = v.object({ code: v.string() })
export type JackpotRetailCode = v.InferOutput<typeof jackpotRetailCodeSchema>

export const jackpotRetailCodeParamsSchema = v.object({
  code: v.pipe(storableText(16), v.minLength(1)),
})

export const jackpotBookedSlipSchema = v.object({
  code: v.string(),
  jackpotId: v.string(),
  outcomeIds: v.array(v.string()),
  model: jackpotModelSchema,
})
export type JackpotBookedSlip = v.InferOutput<typeof jackpotBookedSlipSchema>

// POST /xapi/rest/accounts/{id}/jackpotbetslips?uuid=

export const jackpotPlacementParamsSchema = v.object({ accountId: idSchema })
export const jackpotPlacementQuerySchema = v.object({ uuid: idSchema })

export const jackpotSlipStatusSchema = v.picklist(['open', 'won', 'lost'])

/** The placed slip: what placement answers, and each of a player's jackpot slips. */
export const jackpotPlacementSchema = v.object({
  betSlipId: v.string(),
  /** What the bettor quotes: JP- and eight characters. */
  reference: v.string(),
  jackpotId: v.string(),
  status: jackpotSlipStatusSchema,
  noOfBets: v.number(),
  globalStake: amountSchema,
  jackpotPrize: amountSchema,
  totalCost: amountSchema,
  singles: v.array(jackpotSingleSchema),
  /** The real-money balance after the debit. */
  availableBalance: amountSchema,
})
export type JackpotPlacement = v.InferOutput<typeof jackpotPlacementSchema>

export const jackpotSlipSchema = v.object({
  betSlipId: v.string(),
  reference: v.string(),
  jackpotId: v.string(),
  jackpotName: v.string(),
  status: jackpotSlipStatusSchema,
  noOfBets: v.number(),
  globalStake: amountSchema,
  totalCost: amountSchema,
  /** Lines with every event right, once settled. */
  winningLines: v.nullable(v.number()),
  returns: v.nullable(amountSchema),
  placedAt: v.string(),
  singles: v.array(jackpotSingleSchema),
  /** The results drawn for its postponed or abandoned matches, once the jackpot settled. */
  draws: v.array(v.object({ ordinal: v.number(), outcomeId: v.string(), description: v.string() })),
})
export type JackpotSlip = v.InferOutput<typeof jackpotSlipSchema>

export const jackpotSlipsSchema = v.object({ slips: v.array(jackpotSlipSchema) })
export type JackpotSlips = v.InferOutput<typeof jackpotSlipsSchema>

const tags = ['Jackpot']

/** Why a jackpot slip cannot be priced: closed, a pick of no match or twice, the stake. */
const pricingRefusals = [
  'RES-00047',
  'RES-00218',
  'RES-00140',
  'invalid-stake',
  'RES-00233',
] as const

export const getActiveJackpot = operation({
  operationId: 'getActiveJackpot',
  method: 'GET',
  path: '/xapi/rest/jackpotbetweb/active',
  summary:
    "The brand's active jackpot: prize, stake per line, closing time (the first kick-off) and its events numbered 1..N with the match result's outcomes",
  description:
    'A new jackpot opens when the last one closed, if enough matches are to come; until then 404 no-active-jackpot.',
  tags,
  caller: 'anyone',
  priceFormat: true,
  answers: { 200: activeJackpotSchema },
  errors: { 404: ['unknown-brand', 'no-active-jackpot'] },
})

export const priceJackpotBetslip = operation({
  operationId: 'priceJackpotBetslip',
  method: 'POST',
  path: '/xapi/rest/jackpotbetslips/selections',
  summary:
    'Prices a jackpot slip: model (globalStake, jackpotId, originId) and outcomeIds comma-joined; answers the model with totalCost, the lines (noOfBets) and the event numbers still without a pick',
  description: "A suspended pick is priced, and named RES-00108 in the model's errors.",
  tags,
  caller: 'anyone',
  priceFormat: true,
  body: jackpotSelectionsRequestSchema,
  answers: { 200: jackpotSelectionsResponseSchema },
  answerCodes: ['RES-00108'],
  errors: { 400: invalidRequest, 404: ['not-found'], 422: pricingRefusals },
})

export const bookJackpotBetslip = operation({
  operationId: 'bookJackpotBetslip',
  method: 'POST',
  path: '/xapi/rest/jackpotbetslips/retailcodes',
  summary: 'Keeps a jackpot slip (its picks and stake) under a booking code',
  description:
    "The code (J and seven letters and digits) is the brand's and is kept 30 days, as a betslip's. An address makes 60 codes (betslips' and jackpots') in 10 minutes at most, counted before the picks are read: then 429 too-many-attempts with Retry-After.",
  tags,
  caller: 'anyone',
  priceFormat: true,
  body: jackpotSelectionsRequestSchema,
  answers: { 200: jackpotRetailCodeSchema },
  errors: {
    400: invalidRequest,
    404: ['not-found'],
    422: ['empty-jackpot-slip', ...pricingRefusals],
    429: ['too-many-attempts'],
  },
})

export const loadBookedJackpotBetslip = operation({
  operationId: 'loadBookedJackpotBetslip',
  method: 'GET',
  path: '/xapi/rest/jackpotbetslips/retailcodes/{code}',
  summary: 'Loads a booked jackpot slip, priced now',
  tags,
  caller: 'anyone',
  params: jackpotRetailCodeParamsSchema,
  answers: { 200: jackpotBookedSlipSchema },
  answerCodes: ['RES-00108'],
  errors: { 400: invalidRequest, 404: ['not-found'], 422: pricingRefusals },
})

export const placeJackpotBetslip = operation({
  operationId: 'placeJackpotBetslip',
  method: 'POST',
  path: '/xapi/rest/accounts/{accountId}/jackpotbetslips',
  summary:
    'Places a jackpot slip: every event number 1..N picked (else RES-00218), debited at once; idempotent on uuid (a retry gets the first answer byte for byte, the same uuid with another slip is 422)',
  description:
    'Unlike a betslip, a jackpot slip the book turns down is refused (422 with its RES code) and stored nowhere: a retry is judged again.',
  tags,
  caller: 'player',
  priceFormat: true,
  params: jackpotPlacementParamsSchema,
  query: jackpotPlacementQuerySchema,
  body: jackpotBetslipRequestSchema,
  answers: { 200: jackpotPlacementSchema },
  errors: {
    ...ownAccountRefusals,
    404: ['not-found'],
    422: [
      'RES-00103',
      'RES-00108',
      'RES-00056',
      ...pricingRefusals,
      'idempotency-key-reused',
      'currency-mismatch',
    ],
  },
})

export const getJackpotBetslips = operation({
  operationId: 'getJackpotBetslips',
  method: 'GET',
  path: '/xapi/rest/accounts/{accountId}/jackpotbetslips',
  summary: "The player's jackpot slips, newest first: open, or won with returns, or lost",
  tags,
  caller: 'player',
  priceFormat: true,
  params: jackpotPlacementParamsSchema,
  answers: { 200: jackpotSlipsSchema },
  errors: ownAccountRefusals,
})
