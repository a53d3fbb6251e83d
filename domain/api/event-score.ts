// POST /dev/events/{id}/score (development endpoints only): sets a live event's score through the
// feed's own publish, so a person or a test can meet a goal when they need one instead of waiting
// for the simulated match to score.

import * as v from 'valibot'
import { scoreSchema } from '../events/event.ts'
import { idSchema } from './money.ts'

export const eventScoreParamsSchema = v.object({ eventId: idSchema })

export const eventScoreRequestSchema = v.object({ scores: scoreSchema })
export type EventScoreRequest = v.InferOutput<typeof eventScoreRequestSchema>

export const eventScoreResponseSchema = v.object({
  eventId: idSchema,
  scores: scoreSchema,
  /** The live batch that carried the change. */
  seq: v.pipe(v.number(), v.safeInteger()),
})
export type EventScoreResponse = v.InferOutput<typeof eventScoreResponseSchema>
