// The match tracker as the simulator plays it (domain/events/tracker.ts). In sports played on a
// clock, spells of play pass between the sides, leaning toward the side more likely to score, and
// a score shows who scored; in sports won in races, each point shows who won it. The match's own
// moments (a goal, a period ended, a set won, the end) are noted with the score after them.
// Its draws come from a generator of its own, seeded by the event, so a seeded feed scores and
// prices the same with the tracker as without it. Like the play, it carries on from the record.

import type { Score } from '../../../domain/events/event.ts'
import {
  type MatchTracker,
  maxTrackerMoments,
  type Side,
  type TrackerMoment,
  type TrackerPlay,
} from '../../../domain/events/tracker.ts'
import { seededRandom } from '../feed-options.ts'
import { type ClockMoment, type ClockState, minutesPlayed, rateOf, totalOf } from './clock-play.ts'
import type { RaceMoment, RaceState } from './race-play.ts'
import { type ClockSport, hashOf } from './sport-models.ts'

/** Game time a spell of play lasts before it moves on, and a score stays shown. */
export const spellMs = 6_000

export interface TrackerState {
  tracker: MatchTracker
  /** Game time into the current spell. */
  intoSpellMs: number
  random: () => number
}

/** A tracker for the event: carried on from its record's, or new. */
export function trackerStateOf(eventId: string, tracker?: MatchTracker): TrackerState {
  return {
    tracker: tracker ?? { moments: [] },
    intoSpellMs: 0,
    random: seededRandom(Math.floor(hashOf(eventId) * 2 ** 32)),
  }
}

const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home')

/**
 * Plays spells on for gameMs of play. homeShare is the home side's share of the sides' scoring
 * rates now: the side more likely to score keeps the ball longer and attacks more.
 */
export function playSpells(state: TrackerState, gameMs: number, homeShare: number): void {
  state.intoSpellMs += gameMs
  let play = state.tracker.play
  while (state.intoSpellMs >= spellMs) {
    state.intoSpellMs -= spellMs
    play = nextSpell(play, homeShare, state.random)
  }
  if (play !== state.tracker.play) state.tracker = { ...state.tracker, play }
}

function nextSpell(
  play: TrackerPlay | undefined,
  homeShare: number,
  random: () => number,
): TrackerPlay {
  // After a score the other side restarts; with nobody on the ball, the likelier side has it.
  if (!play) return { side: random() < homeShare ? 'home' : 'away', kind: 'safe' }
  if (play.kind === 'goal' || play.kind === 'score' || play.kind === 'point')
    return { side: otherSide(play.side), kind: 'safe' }
  const share = play.side === 'home' ? homeShare : 1 - homeShare
  // Even sides lose the ball at the base rate; a side twice as likely to score, less often.
  const loses = { safe: 0.3, attack: 0.4, danger: 0.55 }[play.kind] * 2 * (1 - share)
  const roll = random()
  if (roll < loses) return { side: otherSide(play.side), kind: 'safe' }
  const pushes = roll < loses + (1 - loses) * 0.55
  const kind = {
    safe: pushes ? 'attack' : 'safe',
    attack: pushes ? 'danger' : 'safe',
    danger: pushes ? 'danger' : 'attack',
  } as const
  return { side: play.side, kind: kind[play.kind] }
}

/** Shows who just scored (or won the point), for a spell. */
export function showScore(state: TrackerState, side: Side, kind: 'goal' | 'score' | 'point'): void {
  state.tracker = { ...state.tracker, play: { side, kind } }
  state.intoSpellMs = 0
}

/** Play stops: a break between periods, or the end. */
export function stopPlay(state: TrackerState): void {
  if (!state.tracker.play) return
  const { play: _stopped, ...rest } = state.tracker
  state.tracker = rest
  state.intoSpellMs = 0
}

/** Notes a moment with the score after it; the oldest goes past maxTrackerMoments. */
export function noteMoment(
  state: TrackerState,
  moment: Omit<TrackerMoment, 'home' | 'away'>,
  score: Score,
): void {
  const moments = [...state.tracker.moments, { ...moment, home: score.home, away: score.away }]
  state.tracker = { ...state.tracker, moments: moments.slice(-maxTrackerMoments) }
}

/** What a stretch of clock play brought, on the tracker; after advanceClock. */
export function trackClockPlay(
  tracker: TrackerState,
  play: ClockState,
  moments: readonly ClockMoment[],
  gameMs: number,
  sport: ClockSport,
  strength: number,
): void {
  const minute = minutesPlayed(play, sport)
  for (const moment of moments) {
    if (moment.kind === 'score') {
      showScore(tracker, moment.side, sport.suspendOnScore ? 'goal' : 'score')
      if (sport.suspendOnScore)
        noteMoment(
          tracker,
          { kind: 'goal', side: moment.side, minute, period: play.period },
          totalOf(play),
        )
    } else if (moment.kind === 'period-end' || moment.kind === 'end') {
      stopPlay(tracker)
      noteMoment(tracker, { kind: moment.kind, minute, period: play.period }, totalOf(play))
    }
  }
  if (play.phase !== 'play') {
    stopPlay(tracker)
    return
  }
  const home = rateOf('home', play.period, sport, strength)
  const away = rateOf('away', play.period, sport, strength)
  playSpells(tracker, gameMs, home + away > 0 ? home / (home + away) : 0.5)
}

/** What a stretch of race play brought, on the tracker; after advanceRace. */
export function trackRacePlay(
  tracker: TrackerState,
  play: RaceState,
  moments: readonly RaceMoment[],
): void {
  // The set just won is the one the sets won so far count up to.
  const setsPlayed = play.match.home + play.match.away
  for (const moment of moments) {
    if (moment.kind === 'point') showScore(tracker, moment.side, 'point')
    else if (moment.kind === 'set')
      noteMoment(
        tracker,
        { kind: 'set', side: moment.side, period: Math.max(1, setsPlayed) },
        play.match,
      )
    else if (moment.kind === 'end') {
      stopPlay(tracker)
      noteMoment(tracker, { kind: 'end', period: Math.max(1, setsPlayed) }, play.match)
    }
  }
}
