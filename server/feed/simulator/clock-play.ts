// Play in sports scored on a clock: goals, points or runs arrive as Poisson events at each
// side's rate, period by period, with breaks between; red cards too, where the sport shows them.
// The state is what the event record shows (score per period, period, minutes, clock status, red
// cards), so another process can carry on.

import type { Score, SportEvent } from '../../../domain/events/event.ts'
import type { Side } from '../../../domain/events/tracker.ts'
import type { EventChange } from '../../../domain/feed/change.ts'
import { type Bowling, bowlTo } from './cricket-overs.ts'
import { noteFirstTo } from './race.ts'
import type { ClockSport } from './sport-models.ts'

export type { Side }

export interface ClockState {
  /** Score in each period so far, the current one last. */
  periods: Score[]
  /** The current period, or the one just ended during a break. */
  period: number
  /** Game time played in the current period. */
  periodMs: number
  phase: 'play' | 'break' | 'over'
  /** Game time left of the break. */
  breakMs: number
  /** Who scored the nth score (1-based), for next-goal markets; unknown before adoption. */
  scorers: Map<number, Side>
  /** Who reached each race-to-points target first in a period ('period-target'). */
  firstTo: Map<string, Side>
  /** Cricket: the balls of the innings in play. */
  bowling: Bowling
  /** The red cards each side has been shown, where the sport shows them. */
  redCards: Score
}

export type ClockMoment =
  | { kind: 'score'; side: Side; points: number }
  | { kind: 'red-card'; side: Side }
  | { kind: 'period-end' }
  | { kind: 'period-start' }
  | { kind: 'end' }

const minuteMs = 60_000

export function kickOffState(): ClockState {
  return {
    periods: [{ home: 0, away: 0 }],
    period: 1,
    periodMs: 0,
    phase: 'play',
    breakMs: 0,
    scorers: new Map(),
    firstTo: new Map(),
    bowling: { balls: [], runsSinceBall: 0 },
    redCards: { home: 0, away: 0 },
  }
}

/** The state an event record shows; records written by other feeds may lack periods. */
export function clockStateOf(event: SportEvent, sport: ClockSport): ClockState {
  const minutes = event.clock?.minutes ?? 0
  const period =
    event.currentPeriodNumber ??
    Math.min(sport.periods, Math.floor(minutes / sport.periodMinutes) + 1)
  const scores = event.scores ?? { home: 0, away: 0 }
  const periods: Score[] =
    event.sets && event.sets.length === period
      ? event.sets.map((score) => ({ ...score }))
      : Array.from({ length: period }, (_, index) =>
          index === 0 ? { ...scores } : { home: 0, away: 0 },
        )
  const status = event.clock?.status
  return {
    periods,
    period,
    periodMs: Math.max(0, (minutes - minutesBefore(period, sport)) * minuteMs),
    phase: status === 'END_OF_EVENT' ? 'over' : status === 'STOPPED' ? 'break' : 'play',
    breakMs: status === 'STOPPED' ? sport.breakMinutes * minuteMs : 0,
    scorers: new Map(),
    firstTo: new Map(),
    bowling: { balls: [...(event.cricketOutcomes ?? [])], runsSinceBall: 0 },
    redCards: { ...(event.redCards ?? { home: 0, away: 0 }) },
  }
}

export function periodLengthMs(period: number, sport: ClockSport): number {
  return (period > sport.periods ? sport.overtimeMinutes : sport.periodMinutes) * minuteMs
}

/** Game minutes played before the period starts. */
export function minutesBefore(period: number, sport: ClockSport): number {
  const regular = Math.min(period - 1, sport.periods)
  return (
    regular * sport.periodMinutes + Math.max(0, period - 1 - sport.periods) * sport.overtimeMinutes
  )
}

export function totalOf(state: ClockState): Score {
  let home = 0
  let away = 0
  for (const score of state.periods) {
    home += score.home
    away += score.away
  }
  return { home, away }
}

/** Points a side is expected to score a game minute in a period. */
export function rateOf(side: Side, period: number, sport: ClockSport, strength: number): number {
  if (sport.oneSideAPeriod && (period % 2 === 1) !== (side === 'home')) return 0
  const perMinute = sport.matchScore / (sport.periods * sport.periodMinutes)
  const batting = sport.oneSideAPeriod ? 2 : 1
  const weight = sport.periodWeights?.[period - 1] ?? 1
  return perMinute * batting * weight * Math.exp(side === 'home' ? strength : -strength)
}

/** Plays gameMs of game time on, drawing scores from random; returns what happened, in order. */
export function advanceClock(
  state: ClockState,
  gameMs: number,
  sport: ClockSport,
  strength: number,
  random: () => number,
): ClockMoment[] {
  const moments: ClockMoment[] = []
  let left = gameMs
  while (left > 0 && state.phase !== 'over') {
    if (state.phase === 'break') {
      const spent = Math.min(left, state.breakMs)
      state.breakMs -= spent
      left -= spent
      if (state.breakMs > 0) break
      state.period += 1
      state.periods.push({ home: 0, away: 0 })
      state.periodMs = 0
      state.bowling = { balls: [], runsSinceBall: 0 }
      state.phase = 'play'
      moments.push({ kind: 'period-start' })
      continue
    }
    const length = periodLengthMs(state.period, sport)
    const spent = Math.min(left, length - state.periodMs)
    scoreDuring(state, spent, sport, strength, random, moments)
    state.periodMs += spent
    left -= spent
    // All out: the innings ends before its overs, and its game time with it.
    if (sport.overs && bowlTo(state.bowling, state.periodMs, length, sport.overs, random))
      state.periodMs = length
    if (state.periodMs < length) break
    const total = totalOf(state)
    const decided = sport.drawPossible || total.home !== total.away
    if (state.period >= sport.periods && decided) {
      state.phase = 'over'
      moments.push({ kind: 'end' })
    } else {
      state.phase = 'break'
      state.breakMs = (state.period >= sport.periods ? 2 : sport.breakMinutes) * minuteMs
      moments.push({ kind: 'period-end' })
    }
  }
  return moments
}

function scoreDuring(
  state: ClockState,
  spentMs: number,
  sport: ClockSport,
  strength: number,
  random: () => number,
  moments: ClockMoment[],
): void {
  const meanSize = sport.scoreSizes.reduce((sum, size) => sum + size, 0) / sport.scoreSizes.length
  for (const side of ['home', 'away'] as const) {
    const expected = (rateOf(side, state.period, sport, strength) * spentMs) / minuteMs / meanSize
    for (let count = poissonDraw(expected, random); count > 0; count--) {
      const points = sport.scoreSizes[Math.floor(random() * sport.scoreSizes.length)] ?? 1
      const current = state.periods[state.periods.length - 1] as Score
      current[side] += points
      state.bowling.runsSinceBall += points
      noteFirstTo(state.firstTo, state.period, current, side)
      const total = totalOf(state)
      state.scorers.set(total.home + total.away, side)
      moments.push({ kind: 'score', side, points })
    }
  }
}

/**
 * Shows red cards over gameMs of play at the sport's rate, drawn from random: a generator of their
 * own, so that a seeded feed scores the same with them as without.
 */
export function showRedCards(
  state: ClockState,
  gameMs: number,
  sport: ClockSport,
  random: () => number,
): ClockMoment[] {
  if (!sport.redCardsAMatch || state.phase !== 'play') return []
  const expected =
    (sport.redCardsAMatch * gameMs) / minuteMs / (sport.periods * sport.periodMinutes)
  const moments: ClockMoment[] = []
  for (const side of ['home', 'away'] as const)
    for (let count = poissonDraw(expected, random); count > 0; count--) {
      state.redCards[side] += 1
      moments.push({ kind: 'red-card', side })
    }
  return moments
}

/** A Poisson count with the given mean, by inversion. */
function poissonDraw(mean: number, random: () => number): number {
  if (mean <= 0) return 0
  let count = 0
  let term = Math.exp(-mean)
  let total = term
  const roll = random()
  while (roll > total && count < 1000) {
    count += 1
    term = (term * mean) / count
    total += term
  }
  return count
}

/** Whole game minutes played: the clock's minutes. */
export const minutesPlayed = (state: ClockState, sport: ClockSport): number =>
  minutesBefore(state.period, sport) + Math.floor(state.periodMs / minuteMs)

/** The event's score, periods, period and clock as the feed sends them. */
export function clockEventFields(
  state: ClockState,
  sport: ClockSport,
): Omit<EventChange, 'kind' | 'eventId'> {
  const minutes = minutesPlayed(state, sport)
  const status =
    state.phase === 'play' ? 'RUNNING' : state.phase === 'break' ? 'STOPPED' : 'END_OF_EVENT'
  return {
    clock: { status, minutes },
    scores: totalOf(state),
    sets: state.periods.map((score) => ({ ...score })),
    currentPeriod: state.phase === 'break' ? 'Break' : sport.periodName(state.period),
    currentPeriodAbbreviation: sport.periodAbbreviation(state.period),
    currentPeriodNumber: state.period,
    ...(sport.overs ? { cricketOutcomes: [...state.bowling.balls] } : {}),
    ...(sport.redCardsAMatch ? { redCards: { ...state.redCards } } : {}),
  }
}
