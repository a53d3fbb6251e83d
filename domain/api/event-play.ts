// POST /dev/events/{id}/score and /dev/events/{id}/red-cards (development endpoints only): set a
// live event's score or its sides' red cards through the feed's own publish, so a person or a test
// can meet a goal or a sending-off when they need one instead of waiting for the simulated match.

import * as v from 'valibot'
import { type Score, scoreSchema } from '../events/event.ts'
import { idSchema } from './money.ts'
import { operation } from './operation.ts'

/** What the play hooks set: an event change's home and away counts, sent whole as the feed does. */
export type PlayField = 'scores' | 'redCards'

/** A hook's body, one play field: { scores } or { redCards }. */
export type PlayCounts = { [Field in PlayField]: { [Only in Field]: Score } }[PlayField]

const eventParamsSchema = v.object({ eventId: idSchema })

/** The hook that sets one play field, named in words (what) for its summary and description. */
const playHook = <const Id extends string, const Path extends string, Field extends PlayField>(
  field: Field,
  hook: { operationId: Id; path: Path; what: string },
) => {
  const counts = { [field]: scoreSchema } as { [Only in Field]: typeof scoreSchema }
  return operation({
    operationId: hook.operationId,
    method: 'POST',
    path: hook.path,
    summary: `Sets a live event's ${hook.what} (development only), published on the live stream like the feed's own`,
    description: `Published as the feed's own event change: the catalogue and every client see the ${hook.what} until the feed's next change of the event carries its own. Answers the live batch (seq) that carried it. An event not on offer is 404.`,
    tags: ['Test hooks'],
    caller: 'test-hook',
    params: eventParamsSchema,
    body: v.object(counts),
    answers: {
      200: v.object({
        eventId: idSchema,
        ...counts,
        /** The live batch that carried the change. */
        seq: v.pipe(v.number(), v.safeInteger()),
      }),
    },
    errors: { 400: ['invalid-request'], 404: ['not-found'] },
  })
}

export const setEventScore = playHook('scores', {
  operationId: 'setEventScore',
  path: '/dev/events/{eventId}/score',
  what: 'score',
})

export const setEventRedCards = playHook('redCards', {
  operationId: 'setEventRedCards',
  path: '/dev/events/{eventId}/red-cards',
  what: 'red cards',
})
