// POST /dev/outcomes/{id}/price (development endpoints only): moves one price through the feed's
// own publish, so a person or a test can make the price change a bettor meets at placement.

import * as v from 'valibot'
import { idSchema } from './money.ts'

export const outcomePriceParamsSchema = v.object({ outcomeId: idSchema })

export const outcomePriceRequestSchema = v.object({
  decimal: v.pipe(v.number(), v.minValue(1.01), v.maxValue(1000)),
})
export type OutcomePriceRequest = v.InferOutput<typeof outcomePriceRequestSchema>

export const outcomePriceResponseSchema = v.object({
  outcomeId: idSchema,
  decimal: v.number(),
  /** The live batch that carried the change. */
  seq: v.pipe(v.number(), v.safeInteger()),
})
export type OutcomePriceResponse = v.InferOutput<typeof outcomePriceResponseSchema>
