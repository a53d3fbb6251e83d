// GET and PUT /api/pins (docs/api.md, Pins): the events a logged-in player pinned to the
// multi-view, kept on the server so that they follow the player to another device. The whole set
// travels each time: it is at most eight small records.

import * as v from 'valibot'
import { maxPinnedMarkets, maxPins } from '../rules/pins.ts'
import { idSchema } from './money.ts'
import { operation } from './operation.ts'

/** No value twice: a pin or a market named twice is a client's mistake, not two of them. */
const distinct = <Item>(key: (item: Item) => string, name: string) =>
  v.check<Item[], string>(
    (items) => new Set(items.map(key)).size === items.length,
    `the same ${name} twice`,
  )

export const pinSchema = v.object({
  eventId: idSchema,
  /** The markets the tile shows, in the bettor's order; none: the event's main market. */
  marketIds: v.pipe(
    v.array(idSchema),
    v.maxLength(maxPinnedMarkets),
    distinct((id: string) => id, 'market'),
  ),
})

export const pinsSchema = v.object({
  /** Pinned first, first shown. */
  pins: v.pipe(
    v.array(pinSchema),
    v.maxLength(maxPins),
    distinct((pin: v.InferOutput<typeof pinSchema>) => pin.eventId, 'event'),
  ),
})
export type PinsBody = v.InferOutput<typeof pinsSchema>

const tags = ['Multi-view']

export const getPins = operation({
  operationId: 'getPins',
  method: 'GET',
  path: '/api/pins',
  summary: "The player's pinned events, first pinned first; none before the first pin",
  tags,
  caller: 'player',
  answers: { 200: pinsSchema },
  errors: { 401: ['unauthorized'], 403: ['account-locked'] },
})

export const putPins = operation({
  operationId: 'putPins',
  method: 'PUT',
  path: '/api/pins',
  summary: "Replaces the player's pinned events with the set sent (at most 8, 3 markets each)",
  description:
    "The whole set travels each time, so the last writer wins: the engine merges the server's set with its own at login and sends the union.",
  tags,
  caller: 'player',
  body: pinsSchema,
  answers: { 200: pinsSchema },
  answerDescription: "The player's pinned events as kept now",
  errors: { 400: ['invalid-request'], 401: ['unauthorized'], 403: ['account-locked'] },
})
