// POST /dev/events/{id}/score (development endpoints only): sets a live event's score through the
// feed's own publish, so a person or a test can meet a goal when they need one instead of waiting
// for the simulated match to score.

import * as v from 'valibot'
import { scoreSchema } from '../events/event.ts'
import { idSchema } from './money.ts'
import { operation } from './operation.ts'

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

export const setEventScore = operation({
  operationId: 'setEventScore',
  method: 'POST',
  path: '/dev/events/{eventId}/score',
  summary:
    "Sets a live event's score (development only), published on the live stream like the feed's own",
  description:
    "Published as the feed's own event change: the catalogue and every client see the score until the feed's next change of the event carries its own. Answers the live batch (seq) that carried it. An event not on offer is 404.",
  tags: ['Test hooks'],
  caller: 'test-hook',
  params: eventScoreParamsSchema,
  body: eventScoreRequestSchema,
  answers: { 200: eventScoreResponseSchema },
  errors: { 400: ['invalid-request'], 404: ['not-found'] },
})
