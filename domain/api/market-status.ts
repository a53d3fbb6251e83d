// POST /dev/markets/{id}/status (development endpoints only): suspends or reopens one market
// through the feed's own publish, as a trader would, so a person or a test can meet a suspension
// when they need one instead of waiting for the match to bring it.

import * as v from 'valibot'
import { idSchema } from './money.ts'
import { operation } from './operation.ts'

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

export const setMarketStatus = operation({
  operationId: 'setMarketStatus',
  method: 'POST',
  path: '/dev/markets/{marketId}/status',
  summary:
    'Suspends or reopens a market (development only), published on the live stream like any feed change',
  description:
    "Published as the feed's own market change, as a trader's suspension would be: the catalogue and every client see it, and a selection of a suspended market is refused with RES-00048 until it opens again (a delayed slip whose market was suspended during its delay too, even if reopened). Answers the live batch (seq) that carried it. A market not on offer is 404.",
  tags: ['Test hooks'],
  caller: 'test-hook',
  params: marketStatusParamsSchema,
  body: marketStatusRequestSchema,
  answers: { 200: marketStatusResponseSchema },
  errors: { 400: ['invalid-request'], 404: ['not-found'] },
})
