// My bets (SPEC.md section 7, Bets): the open bets of an account, one of them, and their count.
// The spec leaves the shapes open; these are ours (docs/api.md, My bets). Amounts in minor units.

import * as v from 'valibot'
import { clockSchema, scoreSchema } from '../events/event.ts'
import { cashoutOfferResponseSchema } from './cash-out.ts'
import { amountSchema, idSchema } from './money.ts'
import { operation } from './operation.ts'
import { ownAccountRefusals } from './refusals.ts'

export const openBetsParamsSchema = v.object({ accountId: idSchema })

/** The open bets My bets shows at first, and adds each time the bettor asks for more. */
export const openBetsPageSize = 50
/** The most one call answers: a bettor with more is told how many more there are. */
export const openBetsMostAtOnce = 1_000

/**
 * GET …/openbets?limit=: the newest `limit` open bets. One call answers every bet shown, so a
 * refresh is one consistent reading rather than pages read at different moments.
 */
export const openBetsQuerySchema = v.object({
  limit: v.optional(
    v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(openBetsMostAtOnce)),
    openBetsPageSize,
  ),
})
export const openBetParamsSchema = v.object({ accountId: idSchema, betId: idSchema })

/**
 * Where a leg stands. open: priced and bettable now; suspended: its market or outcome is
 * suspended, hidden or gone without a result; won, lost, void, placed: resulted.
 */
export const legStates = ['open', 'suspended', 'won', 'lost', 'void', 'placed'] as const

/** The event's live state as the leg's bettor follows it. */
export const legEventSchema = v.object({
  eventId: idSchema,
  description: v.string(),
  sportCode: v.string(),
  startTime: v.string(),
  /** Present while live (SPEC.md section 4). */
  clock: v.optional(clockSchema),
  scores: v.optional(scoreSchema),
  sets: v.optional(v.array(scoreSchema)),
  isFinished: v.boolean(),
})

export const betLegSchema = v.object({
  legIndex: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  outcomeId: idSchema,
  outcomeDescription: v.string(),
  marketId: idSchema,
  marketDescription: v.string(),
  event: legEventSchema,
  /** The price taken. */
  decimal: v.pipe(v.number(), v.minValue(1)),
  /** The price now; absent while the leg is not open. */
  currentDecimal: v.optional(v.pipe(v.number(), v.minValue(1))),
  banker: v.boolean(),
  state: v.picklist(legStates),
  /** A dead heat: the stake on the leg was divided by this. */
  deadHeatDivisor: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(2))),
})
export type BetLeg = v.InferOutput<typeof betLegSchema>

export const betKinds = ['single', 'multiple', 'system'] as const
export const betStatuses = [
  'pending',
  'open',
  'won',
  'lost',
  'void',
  'cashed-out',
  'rejected',
] as const

/** A placed bet with its legs, as My bets shows it, open or settled. */
export const placedBetSchema = v.object({
  betId: idSchema,
  betSlipId: idSchema,
  reference: v.string(),
  kind: v.picklist(betKinds),
  /** The multiple's or system's type (docs/system-bets.md); absent for a single. */
  betTypeId: v.optional(v.number()),
  status: v.picklist(betStatuses),
  /** ISO 8601. */
  placedAt: v.string(),
  unitStake: amountSchema,
  numberOfLines: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  eachWay: v.boolean(),
  /** Every line's stake, each-way doubled. */
  totalStake: amountSchema,
  /** What cash-outs have taken off the stake. */
  cashedOutStake: amountSchema,
  /** The stake still riding: totalStake less cashedOutStake. */
  stakeRunning: amountSchema,
  /** The product of the prices taken, for a single or a multiple. */
  decimal: v.optional(v.pipe(v.number(), v.minValue(1))),
  /** What the running stake returns if every leg wins. */
  potentialReturns: amountSchema,
  legs: v.array(betLegSchema),
})
export type PlacedBet = v.InferOutput<typeof placedBetSchema>

/** An open bet: the cash-out offer now, when the bet is one the book cashes out. */
export const openBetSchema = v.object({
  ...placedBetSchema.entries,
  cashout: v.optional(cashoutOfferResponseSchema),
})
export type OpenBet = v.InferOutput<typeof openBetSchema>

/** How many open bets an account has. */
const openBetCountSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

/** GET /xapi/bet/account/{id}/openbets: the newest first, and how many are open in all. */
export const openBetsResponseSchema = v.object({
  bets: v.array(openBetSchema),
  count: openBetCountSchema,
})
export type OpenBetsResponse = v.InferOutput<typeof openBetsResponseSchema>

/** GET /xapi/bet/account/{id}/betcount: polled at betcount_polling_interval. */
export const betCountResponseSchema = v.object({ count: openBetCountSchema })
export type BetCountResponse = v.InferOutput<typeof betCountResponseSchema>

const tags = ['My bets']

export const getOpenBets = operation({
  operationId: 'getOpenBets',
  method: 'GET',
  path: '/xapi/bet/account/{accountId}/openbets',
  summary:
    "The account's newest open bets (limit, 50 unless asked): legs with live scores and prices now, the cash-out offer, and how many are open in all (count)",
  description:
    'One call answers every bet shown, so a refresh is one reading. count is never less than the bets answered: a bettor with more than limit is told how many more there are.',
  tags,
  caller: 'player',
  priceFormat: true,
  params: openBetsParamsSchema,
  query: openBetsQuerySchema,
  answers: { 200: openBetsResponseSchema },
  errors: ownAccountRefusals,
})

export const getOpenBet = operation({
  operationId: 'getOpenBet',
  method: 'GET',
  path: '/xapi/bet/account/{accountId}/openbet/{betId}',
  summary: 'One open bet of the account, as in openbets',
  tags,
  caller: 'player',
  params: openBetParamsSchema,
  answers: { 200: openBetSchema },
  errors: {
    ...ownAccountRefusals,
    404: ['not-found'],
  },
})

export const getBetCount = operation({
  operationId: 'getBetCount',
  method: 'GET',
  path: '/xapi/bet/account/{accountId}/betcount',
  summary: 'How many open bets the account has (polled at betcount_polling_interval)',
  tags,
  caller: 'player',
  params: openBetsParamsSchema,
  answers: { 200: betCountResponseSchema },
  errors: ownAccountRefusals,
})
