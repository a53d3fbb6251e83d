// A live change in its expanded form, after the worker has decoded the short keys (codec.ts).
// The server produces these, the stream carries them compacted, applyChange applies them. The
// engine reads each expanded change through liveChangeSchema before applying it.

import * as v from 'valibot'
import {
  clockSchema,
  eventWithMarketsSchema,
  marketWithOutcomesSchema,
  type Outcome,
  offerStatusSchema,
  priceSchema,
  scoreSchema,
} from '../events/event.ts'
import { matchTrackerSchema } from '../events/tracker.ts'

const id = v.pipe(v.string(), v.minLength(1))

/** Market statuses the feed may send; the last four remove the market (SPEC.md section 4). */
export const feedMarketStatusSchema = v.picklist([
  'open',
  'suspended',
  'lts',
  'settled',
  'resulted',
  'closed',
])
export type FeedMarketStatus = v.InferOutput<typeof feedMarketStatusSchema>

export const outcomeChangeSchema = v.object({
  kind: v.literal('outcome'),
  eventId: id,
  marketId: id,
  outcomeId: id,
  /** A price change: the new current price; the old ones shift to penultimate and antepenultimate. */
  consolidatedPrice: v.optional(v.object({ currentPrice: priceSchema })),
  hidden: v.optional(v.boolean()),
  status: v.optional(offerStatusSchema),
})
export type OutcomeChange = v.InferOutput<typeof outcomeChangeSchema>

/** A price change for the outcome: the change the feed sends when a price moves. */
export const priceChange = (
  outcome: Pick<Outcome, 'id' | 'eventId' | 'marketId'>,
  decimal: number,
): OutcomeChange => ({
  kind: 'outcome',
  eventId: outcome.eventId,
  marketId: outcome.marketId,
  outcomeId: outcome.id,
  consolidatedPrice: { currentPrice: { decimal } },
})

/** How an outcome of a resulted market ended, for settlement. */
export const outcomeResultSchema = v.object({
  outcomeId: id,
  result: v.picklist(['win', 'lose', 'void', 'place']),
  /**
   * A dead heat: how many tied for the position it is resulted at (win: first; place: the last
   * place paid); the stake on it is divided by this.
   */
  deadHeatDivisor: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(2))),
})
export type OutcomeResult = v.InferOutput<typeof outcomeResultSchema>

export const marketChangeSchema = v.object({
  kind: v.literal('market'),
  eventId: id,
  marketId: id,
  status: feedMarketStatusSchema,
  marketTypeId: v.optional(v.string()),
  periodTypeId: v.optional(v.string()),
  /** With status resulted: how each outcome ended. The store drops the market either way. */
  results: v.optional(v.array(outcomeResultSchema)),
})
export type MarketChange = v.InferOutput<typeof marketChangeSchema>

export const marketAddedSchema = v.object({
  kind: v.literal('market-added'),
  eventId: id,
  market: marketWithOutcomesSchema,
})
export type MarketAdded = v.InferOutput<typeof marketAddedSchema>

export const eventChangeSchema = v.object({
  kind: v.literal('event'),
  eventId: id,
  clock: v.optional(clockSchema),
  minutes: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  liveOpenMarketCount: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  scores: v.optional(scoreSchema),
  sets: v.optional(v.array(scoreSchema)),
  match: v.optional(scoreSchema),
  /** Cricket: the balls of the innings in play as called, runs '0' to '6' or 'W' for a wicket. */
  cricketOutcomes: v.optional(v.array(v.string())),
  /** The red cards each side has been shown so far, sent whole like the score. */
  redCards: v.optional(scoreSchema),
  currentPeriod: v.optional(v.string()),
  currentPeriodAbbreviation: v.optional(v.string()),
  currentPeriodNumber: v.optional(v.number()),
  tracker: v.optional(matchTrackerSchema),
})
export type EventChange = v.InferOutput<typeof eventChangeSchema>

export const eventAddedSchema = v.object({
  kind: v.literal('event-added'),
  event: eventWithMarketsSchema,
  /**
   * False when a stream scoped to listed markets (listed-markets.ts) carries the event with the
   * markets of those types only: the engine then holds it as a list row. Absent: all of them.
   */
  marketsComplete: v.optional(v.boolean()),
})
export type EventAdded = v.InferOutput<typeof eventAddedSchema>

export const eventRemovedSchema = v.object({ kind: v.literal('event-removed'), eventId: id })
export type EventRemoved = v.InferOutput<typeof eventRemovedSchema>

export const liveChangeSchema = v.variant('kind', [
  outcomeChangeSchema,
  marketChangeSchema,
  marketAddedSchema,
  eventChangeSchema,
  eventAddedSchema,
  eventRemovedSchema,
])
export type LiveChange = v.InferOutput<typeof liveChangeSchema>
