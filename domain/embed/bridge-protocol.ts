// The messages between the sportsbook in a frame and the page that hosts it (SPEC.md section 7,
// cross-window messages; docs/embedding.md is the host's contract). Outgoing ones are ext.*,
// incoming ones opt.*; an incoming message is read through its schema, so anything else is
// ignored rather than acted on.

import * as v from 'valibot'
import { oddsFormats } from '../odds/formats.ts'
import { specialNavigationPath } from '../rules/navigation-ids.ts'

export type OutgoingMessage =
  | { type: 'ext.sportsbook.ready' }
  /** The bettor wants to log in: the host is responsible, and answers with a token. */
  | { type: 'ext.sportsbook.logon' }
  /** The page's height in px, at most once a second and only when it changed. */
  | { type: 'ext.sportsbook.size'; height: number }
  /** Minor units of currency. */
  | { type: 'ext.sportsbook.balanceupdate'; balance: number; currency: string }
  | { type: 'ext.sportsbook.language'; language: string }

const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max))

export const incomingMessageSchema = v.variant('type', [
  /** The wallet's game token for the player (POST /accounts/me/game-launch-url: a JWE). */
  v.object({ type: v.literal('opt.sportsbook.token'), authtoken: text(4096) }),
  v.object({ type: v.literal('opt.sportsbook.odds'), odds: v.picklist(oddsFormats) }),
  v.object({
    type: v.literal('opt.sportsbook.language'),
    language: v.pipe(v.string(), v.regex(/^[a-z]{2}(-[A-Z]{2})?$/)),
  }),
  v.pipe(
    v.object({
      type: v.literal('opt.sportsbook.deeplink'),
      category: v.picklist(['navigation-node', 'event', 'live', 'sport']),
      id: v.pipe(v.string(), v.maxLength(200), v.regex(/^[A-Za-z0-9_-]*$/)),
    }),
    // Without an id a sport or a node is the list of them; an event is no page at all.
    v.check((link) => link.category !== 'event' || link.id !== '', 'an event needs its id'),
  ),
])
export type IncomingMessage = v.InferOutput<typeof incomingMessageSchema>

/** A message event's data as a host message, or undefined when it is not one. */
export function readIncomingMessage(data: unknown): IncomingMessage | undefined {
  const read = v.safeParse(incomingMessageSchema, data)
  return read.success ? read.output : undefined
}

/** The app's path a deep link leads to. */
export function deeplinkPath(link: Extract<IncomingMessage, { type: 'opt.sportsbook.deeplink' }>) {
  switch (link.category) {
    case 'event':
      return `/events/${link.id}`
    case 'live':
      return link.id ? `/live/sport/${link.id}` : '/live/sport/'
    case 'navigation-node':
      return specialNavigationPath(link.id) ?? (link.id ? `/sports/${link.id}` : '/sports')
    case 'sport':
      return link.id ? `/sports/${link.id}` : '/sports'
  }
}
