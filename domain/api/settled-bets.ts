// Settled bets and bet details (SPEC.md section 7, Bets), and the development call that results a
// market (docs/api.md). Amounts in minor units.

import * as v from 'valibot'
import { idSchema } from './money.ts'
import { placedBetSchema } from './open-bets.ts'
import { operation } from './operation.ts'
import { invalidRequest, ownAccountRefusals, sessionRefusals } from './refusals.ts'

/** §9: settled bets per call, 50. */
export const settledBetsPageSize = 50

/**
 * GET /xapi/rest/acchistory/dailySettledBets?numberOfBets=50&before=: the latest settled first;
 * `before`, the last bet of a page, asks for the page after it.
 */
export const settledBetsQuerySchema = v.object({
  numberOfBets: v.optional(
    v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(200)),
    settledBetsPageSize,
  ),
  before: v.optional(idSchema),
})

/** A bet once settled (won, lost, void) or cashed out in full. */
export const settledBetSchema = v.object({
  ...placedBetSchema.entries,
  /** What it paid: settlement's returns, or the cash-outs' amounts. */
  returns: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** ISO 8601. */
  settledAt: v.string(),
})
export type SettledBet = v.InferOutput<typeof settledBetSchema>

/** Newest first. */
export const settledBetsResponseSchema = v.object({ bets: v.array(settledBetSchema) })
export type SettledBetsResponse = v.InferOutput<typeof settledBetsResponseSchema>

/**
 * SPEC.md names the first segment {playerId}; here it is the account id, as in every
 * /xapi/rest/accounts/{…} path (the login answers it; one router node takes one name).
 */
export const betslipDetailsParamsSchema = v.object({ accountId: idSchema, betslipId: idSchema })

/** A cash-out taken from one of the slip's bets. */
export const cashOutRecordSchema = v.object({
  betId: idSchema,
  stakePart: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  amount: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** ISO 8601. */
  at: v.string(),
})

/** GET /xapi/rest/accounts/{accountId}/betslips/{betslipId}/details */
export const betslipDetailsResponseSchema = v.object({
  betSlipId: idSchema,
  reference: v.string(),
  /** ISO 8601. */
  placedAt: v.string(),
  totalCost: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  bets: v.array(
    v.object({
      ...placedBetSchema.entries,
      returns: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
      settledAt: v.optional(v.string()),
    }),
  ),
  cashOuts: v.array(cashOutRecordSchema),
})
export type BetslipDetailsResponse = v.InferOutput<typeof betslipDetailsResponseSchema>

const outcomeIds = v.pipe(v.array(idSchema), v.maxLength(100))

/**
 * POST /dev/markets/{id}/result (development only): how each outcome ended. Outcomes not named
 * lost; deadHeat divides the stake of a winner (tied first) or a placed outcome (tied for the last
 * place paid) by its divisor.
 */
export const marketResultRequestSchema = v.object({
  winners: v.optional(outcomeIds, []),
  void: v.optional(outcomeIds, []),
  placed: v.optional(outcomeIds, []),
  deadHeat: v.optional(
    v.record(idSchema, v.pipe(v.number(), v.safeInteger(), v.minValue(2), v.maxValue(100))),
    {},
  ),
})
export type MarketResultRequest = v.InferOutput<typeof marketResultRequestSchema>

export const marketResultParamsSchema = v.object({ marketId: idSchema })

export const marketResultResponseSchema = v.object({
  marketId: idSchema,
  /** The live batch that carried the result. */
  seq: v.pipe(v.number(), v.safeInteger()),
  results: v.array(
    v.object({
      outcomeId: idSchema,
      result: v.picklist(['win', 'lose', 'void', 'place']),
      deadHeatDivisor: v.optional(v.number()),
    }),
  ),
  /** Bets this call settled. */
  settled: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
})
export type MarketResultResponse = v.InferOutput<typeof marketResultResponseSchema>

export const getSettledBets = operation({
  operationId: 'getSettledBets',
  method: 'GET',
  path: '/xapi/rest/acchistory/dailySettledBets',
  summary:
    "The session's settled and cashed-out bets, the latest settled first, with what each returned; before: the page after that bet",
  description:
    'A page ends where the bets do: fewer than numberOfBets means no more. A before that names no settled bet of this account is 404.',
  tags: ['My bets'],
  caller: 'player',
  query: settledBetsQuerySchema,
  answers: { 200: settledBetsResponseSchema },
  errors: {
    ...sessionRefusals,
    404: ['not-found'],
  },
})

export const getBetslipDetails = operation({
  operationId: 'getBetslipDetails',
  method: 'GET',
  path: '/xapi/rest/accounts/{accountId}/betslips/{betslipId}/details',
  summary: 'A placed betslip: its bets with legs, results and returns, and its cash-outs',
  tags: ['My bets'],
  caller: 'player',
  params: betslipDetailsParamsSchema,
  answers: { 200: betslipDetailsResponseSchema },
  errors: {
    ...ownAccountRefusals,
    404: ['not-found'],
  },
})

export const setMarketResult = operation({
  operationId: 'setMarketResult',
  method: 'POST',
  path: '/dev/markets/{marketId}/result',
  summary:
    'Results a market (development only): winners, void, placed and dead heats; the rest lose. Publishes it on the live stream and settles its bets',
  description:
    'A market is resulted once: a second result is 409 already-resulted. An outcome not of the market is 422 unknown-outcome, one given two results (or a void one a dead heat) 422 conflicting-results.',
  tags: ['Test hooks'],
  caller: 'test-hook',
  params: marketResultParamsSchema,
  body: marketResultRequestSchema,
  answers: { 200: marketResultResponseSchema },
  errors: {
    400: invalidRequest,
    404: ['not-found'],
    409: ['already-resulted'],
    422: ['unknown-outcome', 'conflicting-results'],
  },
})
