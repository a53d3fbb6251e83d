// POST /dev/markets/{id}/status (development endpoints only): suspends or reopens one market
// through the feed's own publish, as a trader would, so a person or a test can meet a suspension
// when they need one instead of waiting for the match to bring it.

import * as v from 'valibot'
import { idSchema } from './money.ts'

export const marketStatusParamsSchema = v.object({ marketId: idSchema })

export const marketStatusRequestSchema = v.object({
  status: v.picklist(['open', 'suspended']),
})
export type MarketStatusRequest = v.InferOutput<typeof marketStatusRequestSchema>

export const marketStatusResponseSchema = v.object({
  marketId: idSchema,
  status: v.picklist(['open', 'suspended']),
  /** The live batch that carried the change. */
  seq: v.pipe(v.number(), v.safeInteger()),
})
export type MarketStatusResponse = v.InferOutput<typeof marketStatusResponseSchema>
