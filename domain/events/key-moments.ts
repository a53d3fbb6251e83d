// The key moments of a pinned event (issue 41) that a bettor watching several matches wants to
// hear of: a goal, a red card, a set or map won, a market reopened after a suspension, the end of
// the match. They are read from the event as the live stream keeps it, by comparing what it was
// with what it is, so no poll and no feed message of their own is needed.

import type { Market, Score, SportEvent } from './event.ts'
import { type Scoreboard, scoreboardOf } from './scoreboard.ts'
import type { Side } from './tracker.ts'

export type KeyMomentKind =
  | 'goal'
  | 'red-card'
  | 'set-won'
  | 'map-won'
  | 'market-reopened'
  | 'match-end'

export interface KeyMoment {
  kind: KeyMomentKind
  eventId: string
  /** Who scored, was shown the red card, or won the set or map. */
  side?: Side
  /** The market that reopened. */
  marketId?: string
}

/** What the moments are read against: the event's play as last seen. */
export interface PlaySeen {
  state: Scoreboard['state']
  home: number
  away: number
  redCards: Score
}

const noRedCards: Score = { home: 0, away: 0 }

export function playSeenOf(event: Omit<SportEvent, 'marketIds'>): PlaySeen {
  const { state, home, away } = scoreboardOf(event)
  return { state, home, away, redCards: event.redCards ?? noRedCards }
}

/** What a score that went up means in the sport's family; nothing where points come by the second. */
const scoredKinds: Partial<Record<Scoreboard['family'], KeyMomentKind>> = {
  goals: 'goal',
  sets: 'set-won',
  maps: 'map-won',
}

/** The moments between the play last seen and the event as it is now. */
export function playMoments(seen: PlaySeen, event: Omit<SportEvent, 'marketIds'>): KeyMoment[] {
  const now = scoreboardOf(event)
  const moments: KeyMoment[] = []
  const scored = scoredKinds[now.family]
  if (scored) {
    if (now.home > seen.home) moments.push({ kind: scored, eventId: event.id, side: 'home' })
    if (now.away > seen.away) moments.push({ kind: scored, eventId: event.id, side: 'away' })
  }
  // A card taken back (a review) is no moment, as a goal ruled out is none.
  for (const side of ['home', 'away'] as const)
    if ((event.redCards?.[side] ?? 0) > seen.redCards[side])
      moments.push({ kind: 'red-card', eventId: event.id, side })
  if (now.state === 'ended' && seen.state !== 'ended')
    moments.push({ kind: 'match-end', eventId: event.id })
  return moments
}

/** A market open again after a suspension the bettor saw: the moment to bet on it. */
export function marketMoment(
  seenStatus: Market['status'] | undefined,
  market: Pick<Market, 'id' | 'eventId' | 'status'>,
): KeyMoment | undefined {
  return seenStatus === 'suspended' && market.status === 'open'
    ? { kind: 'market-reopened', eventId: market.eventId, marketId: market.id }
    : undefined
}
