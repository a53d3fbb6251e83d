// The shapes the API shares, by the names the OpenAPI document gives them: a schema listed here is
// written once under components/schemas and referred to wherever an operation carries it, so an
// operator's generator makes one Price type, not one for each place a price appears.

import {
  clockSchema,
  consolidatedPriceSchema,
  eventPathSchema,
  eventWithMarketsSchema,
  marketTypeInfoSchema,
  marketWithOutcomesSchema,
  outcomeSchema,
  periodSchema,
  placeTermsSchema,
  priceSchema,
  scoreSchema,
} from '../events/event.ts'
import { matchTrackerSchema, trackerMomentSchema, trackerPlaySchema } from '../events/tracker.ts'
import { errorBodySchema } from './error-body.ts'
import { pinSchema, pinsSchema } from './pins.ts'
import type { AnySchema } from './schema.ts'

/**
 * Each shared schema by its component name. Only the same schema object is referred to: a copy,
 * or a schema spread into another, is written out where it stands.
 */
export const componentSchemas: Readonly<Record<string, AnySchema>> = {
  Error: errorBodySchema,
  Price: priceSchema,
  ConsolidatedPrice: consolidatedPriceSchema,
  Outcome: outcomeSchema,
  Period: periodSchema,
  MarketTypeInfo: marketTypeInfoSchema,
  PlaceTerms: placeTermsSchema,
  Market: marketWithOutcomesSchema,
  Clock: clockSchema,
  EventPath: eventPathSchema,
  Score: scoreSchema,
  Event: eventWithMarketsSchema,
  MatchTracker: matchTrackerSchema,
  TrackerPlay: trackerPlaySchema,
  TrackerMoment: trackerMomentSchema,
  Pin: pinSchema,
  Pins: pinsSchema,
}
