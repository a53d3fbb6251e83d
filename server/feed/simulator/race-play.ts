// Play in sports won in races: points make games (tennis), games or points make sets, rounds or
// objectives make maps, and sets or maps make the match. Tennis players serve alternate games and
// win most points on their own serve. The state is what the event record shows (sets or maps won,
// the score of each set, the points of the current game), so another process can carry on.

import type { Score, SportEvent } from '../../../domain/events/event.ts'
import type { EventChange } from '../../../domain/feed/change.ts'
import type { Side } from './clock-play.ts'
import { noteFirstTo, type RaceRule, raceOver } from './race.ts'
import type { RaceSport } from './sport-models.ts'

export interface RaceState {
  /** Sets or maps won. */
  match: Score
  /** Games or points of each set, the current one last. */
  sets: Score[]
  /** Tennis: points of the game (or tie-break) in play. */
  game: Score
  playedMs: number
  /** Game time since the last point, toward the next. */
  sincePointMs: number
  over: boolean
  /** Who won game n of set s ('s-n'), for next-game markets; unknown before adoption. */
  gameWinners: Map<string, Side>
  /** Who reached each race-to-points target first in a set ('set-target'). */
  firstTo: Map<string, Side>
}

export type RaceMoment =
  | { kind: 'point'; side: Side }
  | { kind: 'game'; side: Side }
  | { kind: 'break-point' }
  | { kind: 'set'; side: Side }
  | { kind: 'end' }

export function firstServeState(): RaceState {
  return {
    match: { home: 0, away: 0 },
    sets: [{ home: 0, away: 0 }],
    game: { home: 0, away: 0 },
    playedMs: 0,
    sincePointMs: 0,
    over: false,
    gameWinners: new Map(),
    firstTo: new Map(),
  }
}

export function raceStateOf(event: SportEvent, sport: RaceSport): RaceState {
  const sets = event.sets?.length
    ? event.sets.map((score) => ({ ...score }))
    : [{ home: 0, away: 0 }]
  return {
    match: { ...(event.match ?? { home: 0, away: 0 }) },
    sets,
    game: sport.game ? { ...(event.scores ?? { home: 0, away: 0 }) } : { home: 0, away: 0 },
    playedMs: (event.clock?.minutes ?? 0) * 60_000,
    sincePointMs: 0,
    over: event.clock?.status === 'END_OF_EVENT',
    gameWinners: new Map(),
    firstTo: new Map(),
  }
}

export const currentSet = (state: RaceState): Score => state.sets[state.sets.length - 1] as Score

/** Whether home serves the game in play: players swap serve every game of the match. */
export function homeServes(state: RaceState): boolean {
  let games = 0
  for (const set of state.sets) games += set.home + set.away
  return games % 2 === 0
}

export function inTieBreak(state: RaceState, sport: RaceSport): boolean {
  const set = currentSet(state)
  return sport.tieBreak !== undefined && set.home === 6 && set.away === 6
}

/** The chance that home wins the next point. */
export function pointChance(state: RaceState, sport: RaceSport, strength: number): number {
  if (!sport.game || inTieBreak(state, sport)) return 0.5 + strength
  return (homeServes(state) ? 0.62 : 0.38) + strength
}

/** Tennis sets end at 6 with two clear or at 7 (after 7-5, or the 6-6 tie-break). */
export function setOver(set: Score, sport: RaceSport): boolean {
  if (sport.tieBreak && (set.home === 7 || set.away === 7)) return true
  return raceOver(set.home, set.away, sport.set)
}

export function advanceRace(
  state: RaceState,
  gameMs: number,
  sport: RaceSport,
  strength: number,
  random: () => number,
): RaceMoment[] {
  const moments: RaceMoment[] = []
  if (state.over) return moments
  state.playedMs += gameMs
  state.sincePointMs += gameMs
  const pointMs = sport.pointSeconds * 1000
  while (state.sincePointMs >= pointMs && !state.over) {
    state.sincePointMs -= pointMs
    const side: Side = random() < pointChance(state, sport, strength) ? 'home' : 'away'
    moments.push({ kind: 'point', side })
    playPoint(state, side, sport, moments)
  }
  return moments
}

function playPoint(state: RaceState, side: Side, sport: RaceSport, moments: RaceMoment[]): void {
  const set = currentSet(state)
  if (sport.game) {
    const rule = inTieBreak(state, sport) ? (sport.tieBreak as RaceRule) : sport.game
    state.game[side] += 1
    if (!raceOver(state.game.home, state.game.away, rule)) {
      if (breakPoint(state, rule)) moments.push({ kind: 'break-point' })
      return
    }
    state.gameWinners.set(`${state.sets.length}-${set.home + set.away + 1}`, side)
    state.game = { home: 0, away: 0 }
    moments.push({ kind: 'game', side })
  }
  set[side] += 1
  noteFirstTo(state.firstTo, state.sets.length, set, side)
  if (!setOver(set, sport)) return
  state.match[side] += 1
  moments.push({ kind: 'set', side })
  if (state.match[side] >= sport.setsToWin) {
    state.over = true
    moments.push({ kind: 'end' })
  } else state.sets.push({ home: 0, away: 0 })
}

/** The receiver is a point from winning the server's game. */
function breakPoint(state: RaceState, rule: RaceRule): boolean {
  const server = homeServes(state) ? state.game.home : state.game.away
  const receiver = homeServes(state) ? state.game.away : state.game.home
  return receiver >= rule.target - 1 && receiver > server
}

export function raceEventFields(
  state: RaceState,
  sport: RaceSport,
): Omit<EventChange, 'kind' | 'eventId'> {
  return {
    clock: {
      status: state.over ? 'END_OF_EVENT' : 'RUNNING',
      minutes: Math.floor(state.playedMs / 60_000),
    },
    scores: sport.game ? { ...state.game } : { ...currentSet(state) },
    sets: state.sets.map((set) => ({ ...set })),
    match: { ...state.match },
    currentPeriod: sport.periodName(state.sets.length),
    currentPeriodAbbreviation: `${sport.periodPrefix}${state.sets.length}`,
    currentPeriodNumber: state.sets.length,
  }
}
