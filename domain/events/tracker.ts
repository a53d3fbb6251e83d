// The match tracker of a live event (SPEC.md section 2, the tracker view): what is happening now
// and the moments so far, as the feed carries them on the event record. The feed sends the whole
// tracker when any of it changes; it is small, at most maxTrackerMoments moments.

import * as v from 'valibot'

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

export const sideSchema = v.picklist(['home', 'away'])
export type Side = v.InferOutput<typeof sideSchema>

/**
 * What a side is doing now. In sports played on a clock: keeping the ball (safe), attacking,
 * attacking dangerously, or just scored (goal where a score stops the markets, score elsewhere).
 * In sports won in races: the point just won.
 */
export const trackerPlaySchema = v.object({
  side: sideSchema,
  kind: v.picklist(['safe', 'attack', 'danger', 'goal', 'score', 'point']),
})
export type TrackerPlay = v.InferOutput<typeof trackerPlaySchema>
export type TrackerPlayKind = TrackerPlay['kind']

/** A moment of the match: a goal, a period ended, a set won, the end; with the score after it. */
export const trackerMomentSchema = v.object({
  kind: v.picklist(['goal', 'period-end', 'set', 'end']),
  side: v.optional(sideSchema),
  /** Game minutes played, in sports played on a clock. */
  minute: v.optional(count),
  /** The period (half, quarter, set, map) it happened in, from 1. */
  period: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  home: count,
  away: count,
})
export type TrackerMoment = v.InferOutput<typeof trackerMomentSchema>

/** The latest moments are kept; a tracker is a glance at the match, not its full record. */
export const maxTrackerMoments = 20

export const matchTrackerSchema = v.object({
  /** Absent between periods and after the end. */
  play: v.optional(trackerPlaySchema),
  /** Oldest first. */
  moments: v.pipe(v.array(trackerMomentSchema), v.maxLength(maxTrackerMoments)),
})
export type MatchTracker = v.InferOutput<typeof matchTrackerSchema>
