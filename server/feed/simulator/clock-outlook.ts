// What a clock sport's markets are priced from: for a scope (the match, a half, a quarter, an
// innings), the score so far, whether it is over, and the chances of each final score given the
// time left and each side's scoring rate (poisson.ts); and the same for the corners and cards
// counted beside the score (match-counts.ts).

import type { Score } from '../../../domain/events/event.ts'
import { sportTableOf } from '../../../domain/reference/sport-tables.ts'
import { type ClockState, minutesBefore, periodLengthMs, rateOf, type Side } from './clock-play.ts'
import { arrivalsOf, type CountKind, countBetween, countRate } from './match-counts.ts'
import { type ScoreOutlook, scoreOutlook } from './poisson.ts'
import type { ClockSport } from './sport-models.ts'

/** Periods a market covers, first to last (1-based); the whole match runs on through overtime. */
export interface Scope {
  periodId: string
  first: number
  last: number
}

/** Where a count stands in a scope: so far, and the chances of each final count. */
export interface CountOutlook {
  count: Score
  outlook: ScoreOutlook
}

export interface ClockView {
  sport: ClockSport
  state: ClockState
  /** The home side's scoring edge: positive when home scores faster. */
  strength: number
  /** What the match's own draws (its corners, cards, scorers) are seeded by. */
  matchKey: string
  outlook(scope: Scope): ScoreOutlook
  counts(kind: CountKind, scope: Scope): CountOutlook
}

export function clockView(
  sport: ClockSport,
  state: ClockState,
  strength: number,
  matchKey: string,
): ClockView {
  const outlooks = new Map<string, ScoreOutlook>()
  const countOutlooks = new Map<string, CountOutlook>()
  return {
    sport,
    state,
    strength,
    matchKey,
    counts(kind, scope) {
      const key = `${kind}-${scope.periodId}`
      let known = countOutlooks.get(key)
      if (!known) {
        known = countOutlook(kind, scope, sport, state, strength, matchKey)
        countOutlooks.set(key, known)
      }
      return known
    },
    outlook(scope) {
      let outlook = outlooks.get(scope.periodId)
      if (!outlook) {
        const score = scopeScore(state, scope)
        outlook = scoreOutlook(
          score.home,
          score.away,
          expectedLeft('home', scope, sport, state, strength),
          expectedLeft('away', scope, sport, state, strength),
        )
        outlooks.set(scope.periodId, outlook)
      }
      return outlook
    },
  }
}

export function scopeScore(state: ClockState, scope: Scope): Score {
  const score = { home: 0, away: 0 }
  state.periods.forEach((period, index) => {
    if (index + 1 < scope.first || index + 1 > scope.last) return
    score.home += period.home
    score.away += period.away
  })
  return score
}

export function scopeOver(state: ClockState, scope: Scope): boolean {
  if (state.phase === 'over') return true
  return state.period > scope.last || (state.period === scope.last && state.phase === 'break')
}

function expectedLeft(
  side: Side,
  scope: Scope,
  sport: ClockSport,
  state: ClockState,
  strength: number,
): number {
  if (scopeOver(state, scope)) return 0
  let expected = 0
  const last = Math.min(scope.last, Math.max(sport.periods, state.period))
  for (let period = Math.max(scope.first, state.period); period <= last; period++) {
    const minutes =
      period === state.period
        ? state.phase === 'play'
          ? (periodLengthMs(period, sport) - state.periodMs) / 60_000
          : 0
        : sport.periodMinutes
    expected += rateOf(side, period, sport, strength) * minutes
  }
  return expected
}

/** Regular time's game minutes played: all of them once the match is over. */
function minutesIn(state: ClockState, sport: ClockSport): number {
  if (state.phase === 'over') return Number.POSITIVE_INFINITY
  return minutesBefore(state.period, sport) + state.periodMs / 60_000
}

function countOutlook(
  kind: CountKind,
  scope: Scope,
  sport: ClockSport,
  state: ClockState,
  strength: number,
  matchKey: string,
): CountOutlook {
  const matchMinutes = sport.periods * sport.periodMinutes
  const from = (scope.first - 1) * sport.periodMinutes
  const to = Math.min(scope.last, sport.periods) * sport.periodMinutes
  const now = Math.min(to, Math.max(from, minutesIn(state, sport)))
  const count = { home: 0, away: 0 }
  const left = { home: 0, away: 0 }
  for (const side of ['home', 'away'] as const) {
    const perMinute = countRate(kind, side, strength, matchMinutes)
    count[side] = countBetween(arrivalsOf(matchKey, kind, side, perMinute, matchMinutes), from, now)
    left[side] = scopeOver(state, scope) ? 0 : perMinute * (to - now)
  }
  return { count, outlook: scoreOutlook(count.home, count.away, left.home, left.away) }
}

/** The scopes a sport's table names: FT, halves, quarters, periods, innings, first five. */
export function scopesOf(sportCode: string, sport: ClockSport): Scope[] {
  const half = sport.periods / 2
  const scopes: Scope[] = []
  for (const periodId of sportTableOf(sportCode)?.periodTypes ?? []) {
    const single = /^[QPI](\d)$/.exec(periodId)
    if (periodId === 'FT') scopes.push({ periodId, first: 1, last: Number.POSITIVE_INFINITY })
    else if (periodId === 'H1' && sport.periods > 2) scopes.push({ periodId, first: 1, last: half })
    else if (periodId === 'H2' && sport.periods > 2)
      scopes.push({ periodId, first: half + 1, last: sport.periods })
    else if (/^H[12]$/.test(periodId) && sport.periods === 2) {
      const n = Number(periodId[1])
      scopes.push({ periodId, first: n, last: n })
    } else if (periodId === 'F5') scopes.push({ periodId, first: 1, last: 5 })
    else if (single) scopes.push({ periodId, first: Number(single[1]), last: Number(single[1]) })
  }
  return scopes.filter((scope) => scope.first <= sport.periods)
}

/** Each side's expected score over a scope before kick-off: where the lines are drawn. */
export function kickOffExpected(scope: Scope, sport: ClockSport, strength: number): Score {
  const last = Math.min(scope.last, sport.periods)
  const expected = { home: 0, away: 0 }
  for (let period = scope.first; period <= last; period++)
    for (const side of ['home', 'away'] as const)
      expected[side] += rateOf(side, period, sport, strength) * sport.periodMinutes
  return expected
}
