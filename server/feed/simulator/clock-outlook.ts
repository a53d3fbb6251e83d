// What a clock sport's markets are priced from: for a scope (the match, a half, a quarter, an
// innings), the score so far, whether it is over, and the chances of each final score given the
// time left and each side's scoring rate (poisson.ts).

import type { Score } from '../../../domain/events/event.ts'
import { sportTableOf } from '../../../domain/reference/sport-tables.ts'
import { type ClockState, periodLengthMs, rateOf, type Side } from './clock-play.ts'
import { type ScoreOutlook, scoreOutlook } from './poisson.ts'
import type { ClockSport } from './sport-models.ts'

/** Periods a market covers, first to last (1-based); the whole match runs on through overtime. */
export interface Scope {
  periodId: string
  first: number
  last: number
}

export interface ClockView {
  sport: ClockSport
  state: ClockState
  /** The home side's scoring edge: positive when home scores faster. */
  strength: number
  outlook(scope: Scope): ScoreOutlook
}

export function clockView(sport: ClockSport, state: ClockState, strength: number): ClockView {
  const outlooks = new Map<string, ScoreOutlook>()
  return {
    sport,
    state,
    strength,
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
