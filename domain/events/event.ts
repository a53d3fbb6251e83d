// Event, market and outcome as the feed and the event endpoints carry them (SPEC.md section 3).
// Each is one schema: the type is inferred from it, and the engine reads what a backend sends
// through it (domain/api/schema.ts).

import * as v from 'valibot'
import { matchTrackerSchema } from './tracker.ts'

const text = v.string()
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

export const offerStatusSchema = v.picklist(['open', 'suspended'])
export type OfferStatus = v.InferOutput<typeof offerStatusSchema>

export const priceSchema = v.object({
  decimal: v.pipe(v.number(), v.finite(), v.minValue(1)),
  /** The price format code the feed sent with it, if any. */
  format: v.optional(v.number()),
  spread: v.optional(v.number()),
  spread2: v.optional(v.number()),
})
export type Price = v.InferOutput<typeof priceSchema>

export const consolidatedPriceSchema = v.object({
  currentPrice: priceSchema,
  penultimatePrice: v.optional(priceSchema),
  antepenultimatePrice: v.optional(priceSchema),
})
export type ConsolidatedPrice = v.InferOutput<typeof consolidatedPriceSchema>

export const outcomeSchema = v.object({
  id: text,
  marketId: text,
  eventId: text,
  description: text,
  status: offerStatusSchema,
  hidden: v.boolean(),
  consolidatedPrice: consolidatedPriceSchema,
})
export type Outcome = v.InferOutput<typeof outcomeSchema>

export const periodSchema = v.object({
  fullDescription: text,
  fullAbbreviation: text,
  inRunning: v.boolean(),
  periodType: v.object({ id: text, op: v.optional(text), sequence: v.number() }),
})
export type Period = v.InferOutput<typeof periodSchema>
export type PeriodType = Period['periodType']

export const marketTypeInfoSchema = v.object({
  /** WIN_DRAW_WIN, THREE_TEAMS_PRESENT, or another style the feed names. */
  style: text,
  op: v.optional(text),
  ordinalPosition: v.number(),
})
export type MarketTypeInfo = v.InferOutput<typeof marketTypeInfoSchema>

/** Each-way place terms: "1/4 the odds, 3 places" (domain/bets/each-way.ts). */
export const placeTermsSchema = v.object({
  numerator: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  denominator: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  places: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
})

/** A market's own fields, as every form of it carries them. */
const marketFields = {
  id: text,
  eventId: text,
  marketTypeId: text,
  periodId: text,
  opponentId: v.optional(text),
  description: text,
  period: v.optional(periodSchema),
  marketTypeInfo: v.optional(marketTypeInfoSchema),
  instance: v.optional(v.number()),
  status: offerStatusSchema,
  cutoffTime: v.optional(text),
  teamName: v.optional(text),
  playerName: v.optional(text),
  /** The market may be backed each-way, on these terms. */
  placeTerms: v.optional(placeTermsSchema),
  /** A reserve market takes one selection a slip at most. */
  reserve: v.optional(v.boolean()),
}

/** A market in the store: its outcomes are stored by id. */
export const marketSchema = v.object({
  ...marketFields,
  /** Outcome ids in display order. */
  outcomeIds: v.array(text),
})
export type Market = v.InferOutput<typeof marketSchema>

/** A market with its outcomes inlined, as the event endpoints and the feed send it. */
export const marketWithOutcomesSchema = v.object({
  ...marketFields,
  outcomes: v.array(outcomeSchema),
})
export type MarketWithOutcomes = v.InferOutput<typeof marketWithOutcomesSchema>

/** NOT_STARTED, RUNNING, STOPPED, END_OF_EVENT, or another status the feed names. */
export const clockSchema = v.object({ status: text, minutes: v.optional(count) })
export type Clock = v.InferOutput<typeof clockSchema>
export type ClockStatus = Clock['status']

/** Sport, region, league…; the id is what eventPathIds filters on (GET /xapi/rest/events). */
export const eventPathSchema = v.object({
  id: v.optional(v.pipe(v.number(), v.safeInteger())),
  slug: text,
  description: text,
})
export type EventPath = v.InferOutput<typeof eventPathSchema>

export const scoreSchema = v.object({ home: count, away: count })
export type Score = v.InferOutput<typeof scoreSchema>

/** An event's own fields, as every form of it carries them. */
const eventFields = {
  id: text,
  slug: text,
  description: text,
  sportCode: text,
  eventPaths: v.array(eventPathSchema),
  startTime: text,
  /** Present when the event is live (SPEC.md section 4: an event is live if it has a clock). */
  clock: v.optional(clockSchema),
  liveStreaming: v.optional(v.boolean()),
  betBuilderEvent: v.optional(v.boolean()),
  /** An outright: one market on the whole competition (a winner, top scorer), not a match. */
  outright: v.optional(v.boolean()),
  feedCode: v.optional(text),
  isFinished: v.optional(v.boolean()),
  scores: v.optional(scoreSchema),
  sets: v.optional(v.array(scoreSchema)),
  match: v.optional(scoreSchema),
  /** Cricket: the balls of the innings in play as called, runs '0' to '6' or 'W' for a wicket. */
  cricketOutcomes: v.optional(v.array(text)),
  /** Football and the like: the red cards each side has been shown (a sent-off player). */
  redCards: v.optional(scoreSchema),
  liveOpenMarketCount: v.optional(count),
  currentPeriod: v.optional(text),
  currentPeriodAbbreviation: v.optional(text),
  currentPeriodNumber: v.optional(v.number()),
  /** In play: what is happening now and the moments so far (domain/events/tracker.ts). */
  tracker: v.optional(matchTrackerSchema),
}

/** An event in the store: its markets are stored by id. */
export const sportEventSchema = v.object({
  ...eventFields,
  /** Market ids in display order. */
  marketIds: v.array(text),
})
export type SportEvent = v.InferOutput<typeof sportEventSchema>

/** An event with its markets and outcomes inlined, as the event endpoints return it. */
export const eventWithMarketsSchema = v.object({
  ...eventFields,
  markets: v.array(marketWithOutcomesSchema),
})
export type EventWithMarkets = v.InferOutput<typeof eventWithMarketsSchema>
