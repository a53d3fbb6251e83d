// GET /xapi/rest/oddsboosts (SPEC.md section 2, the boost-odds modal; section 9, top boosted 10):
// the brand's boosts running now, best ranked first. Each names its outcome and gives the boosted
// price beside the market's, and the most a boosted single may stake in the caller's currency
// (the player's, or the brand's for a visitor). The rules are domain/bets/odds-boost.ts.

import * as v from 'valibot'
import { paging } from '../rules/constants.ts'
import { amountSchema, idSchema } from './money.ts'
import { operation } from './operation.ts'
import { invalidRequest } from './refusals.ts'

export const oddsBoostsQuerySchema = v.object({
  limit: v.optional(
    v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(paging.topBoostedEvents)),
    paging.topBoostedEvents,
  ),
})
export type OddsBoostsQuery = v.InferInput<typeof oddsBoostsQuerySchema>

export const boostedOutcomeSchema = v.object({
  boostId: idSchema,
  outcomeId: idSchema,
  marketId: idSchema,
  /** Lists load the boosted market beside the event's main one by its type. */
  marketTypeId: v.string(),
  eventId: idSchema,
  /** The boosted price, for singles. */
  decimal: v.number(),
  /** The market's price now, which the boost beats. */
  marketDecimal: v.number(),
  /** Minor units of currency. */
  maxStake: amountSchema,
  currency: v.pipe(v.string(), v.length(3)),
  /** ISO 8601: the boost is offered until then. */
  endsAt: v.string(),
})
export type BoostedOutcome = v.InferOutput<typeof boostedOutcomeSchema>

export const oddsBoostsSchema = v.object({ boosts: v.array(boostedOutcomeSchema) })
export type OddsBoosts = v.InferOutput<typeof oddsBoostsSchema>

export const getOddsBoosts = operation({
  operationId: 'getOddsBoosts',
  method: 'GET',
  path: '/xapi/rest/oddsboosts',
  summary:
    "The brand's odds boosts running now, best ranked first (top 10): boosted prices for singles, up to a stake",
  description:
    "maxStake is in the caller's currency: the player's with a valid bearer token, else the brand's. None while the brand has boosts turned off.",
  tags: ['Bets'],
  caller: 'player-if-any',
  query: oddsBoostsQuerySchema,
  answers: { 200: oddsBoostsSchema },
  errors: { 400: invalidRequest, 404: ['unknown-brand'] },
})
