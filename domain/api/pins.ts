// GET and PUT /api/pins (docs/api.md, Pins): the events a logged-in player pinned to the
// multi-view, kept on the server so that they follow the player to another device. The whole set
// travels each time: it is at most eight small records.

import * as v from 'valibot'
import { maxPinnedMarkets, maxPins } from '../rules/pins.ts'
import { idSchema } from './money.ts'

export const pinSchema = v.object({
  eventId: idSchema,
  /** The markets the tile shows, in the bettor's order; none: the event's main market. */
  marketIds: v.pipe(v.array(idSchema), v.maxLength(maxPinnedMarkets)),
})

export const pinsSchema = v.object({
  /** Pinned first, first shown. */
  pins: v.pipe(v.array(pinSchema), v.maxLength(maxPins)),
})
export type PinsBody = v.InferOutput<typeof pinsSchema>
