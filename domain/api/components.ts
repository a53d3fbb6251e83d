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

/**
 * An example of a component, as a real answer has it: shown beside the shape in the document.
 * components.test.ts reads each one through its schema, so none can drift from it.
 */
export const componentExamples: Readonly<Record<string, unknown>> = {
  Error: { code: 'unauthorized', message: 'the session has ended' },
  Price: { decimal: 2.5 },
  ConsolidatedPrice: { currentPrice: { decimal: 2.5 }, penultimatePrice: { decimal: 2.38 } },
  Score: { home: 2, away: 1 },
  Clock: { status: 'RUNNING', minutes: 63 },
  Pins: {
    pins: [
      { eventId: '1001', marketIds: ['1001-1x2', '1001-ou-2.5'] },
      { eventId: '1004', marketIds: [] },
    ],
  },
}
