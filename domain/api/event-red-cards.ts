// POST /dev/events/{id}/red-cards (development endpoints only): sets a live event's red cards
// through the feed's own publish, as /dev/events/{id}/score sets its score, so a person or a test
// can meet a sending-off when they need one instead of waiting for the simulated match to show it.

import * as v from 'valibot'
import { scoreSchema } from '../events/event.ts'
import { eventScoreParamsSchema } from './event-score.ts'
import { idSchema } from './money.ts'
import { operation } from './operation.ts'

export const eventRedCardsRequestSchema = v.object({ redCards: scoreSchema })
export type EventRedCardsRequest = v.InferOutput<typeof eventRedCardsRequestSchema>

export const eventRedCardsResponseSchema = v.object({
  eventId: idSchema,
  redCards: scoreSchema,
  /** The live batch that carried the change. */
  seq: v.pipe(v.number(), v.safeInteger()),
})
export type EventRedCardsResponse = v.InferOutput<typeof eventRedCardsResponseSchema>

export const setEventRedCards = operation({
  operationId: 'setEventRedCards',
  method: 'POST',
  path: '/dev/events/{eventId}/red-cards',
  summary:
    "Sets a live event's red cards (development only), published on the live stream like the feed's own",
  description:
    "Published as the feed's own event change: the catalogue and every client see the red cards until the feed's next change of the event carries its own. Answers the live batch (seq) that carried it. An event not on offer is 404.",
  tags: ['Test hooks'],
  caller: 'test-hook',
  params: eventScoreParamsSchema,
  body: eventRedCardsRequestSchema,
  answers: { 200: eventRedCardsResponseSchema },
  errors: { 400: ['invalid-request'], 404: ['not-found'] },
})
