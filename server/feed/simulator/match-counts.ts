// Corners and cards: counted beside the score, never part of it. Each side's arrive as a Poisson
// stream over regular time, drawn once for the match from a generator seeded by the match, so the
// count at any minute follows from the clock alone and a process carrying the match on from its
// record counts the same. A stronger side wins more corners; the weaker one is booked more.

import { seededRandom } from '../feed-options.ts'
import type { Side } from './clock-play.ts'
import { hashOf } from './sport-models.ts'

export type CountKind = 'corners' | 'cards'

/** Each side's count over a match of evenly matched sides, and how the home side's edge moves it. */
const countRules: Readonly<Record<CountKind, { perSide: number; edge: number }>> = {
  corners: { perSide: 5.1, edge: 0.6 },
  cards: { perSide: 2.0, edge: -0.4 },
}

/** A side's expected count a minute of regular time, for a home edge of strength. */
export function countRate(
  kind: CountKind,
  side: Side,
  strength: number,
  matchMinutes: number,
): number {
  const rule = countRules[kind]
  return (
    (rule.perSide / matchMinutes) * Math.exp(rule.edge * (side === 'home' ? strength : -strength))
  )
}

/** The minutes of regular time at which a side's corners or cards come, first to last. */
export function arrivalsOf(
  matchKey: string,
  kind: CountKind,
  side: Side,
  perMinute: number,
  matchMinutes: number,
): number[] {
  const random = seededRandom(Math.floor(hashOf(`${matchKey}|${kind}|${side}`) * 2 ** 32))
  const minutes: number[] = []
  for (let at = -Math.log(1 - random()) / perMinute; at < matchMinutes; ) {
    minutes.push(at)
    at += -Math.log(1 - random()) / perMinute
  }
  return minutes
}

/** How many came in [from, to). */
export function countBetween(arrivals: readonly number[], from: number, to: number): number {
  let count = 0
  for (const at of arrivals) if (at >= from && at < to) count++
  return count
}
