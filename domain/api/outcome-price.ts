// POST /dev/outcomes/{id}/price (development endpoints only): moves one price through the feed's
// own publish, so a person or a test can make the price change a bettor meets at placement.

import * as v from 'valibot'
import { idSchema } from './money.ts'
import { operation } from './operation.ts'

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

export const moveOutcomePrice = operation({
  operationId: 'moveOutcomePrice',
  method: 'POST',
  path: '/dev/outcomes/{outcomeId}/price',
  summary:
    'Moves an outcome to a new price (development only), published on the live stream like any feed change',
  description:
    "Published as the feed's own price change: the catalogue's current price becomes the one sent and the one it had becomes the penultimate, every client sees it, and a bet placed at the old price meets the price change as its tolerance decides. Answers the live batch (seq) that carried it. An outcome not on offer (unknown or removed) is 404.",
  tags: ['Test hooks'],
  caller: 'test-hook',
  params: outcomePriceParamsSchema,
  body: outcomePriceRequestSchema,
  answers: { 200: outcomePriceResponseSchema },
  errors: { 400: ['invalid-request'], 404: ['not-found'] },
})
