// What the markets of a clock sport are made with: the match and scope they are for, and a market
// settled on a final score (of goals, or of a count such as corners), priced from the chances of
// every final score still possible.

import type { Score } from '../../../domain/events/event.ts'
import { type ClockView, type Scope, scopeOver, scopeScore } from './clock-outlook.ts'
import type { MarketPlan, Result } from './market-plan.ts'
import type { ScoreOutlook } from './poisson.ts'
import type { ClockSport } from './sport-models.ts'

export interface Context {
  scope: Scope
  sport: ClockSport
  home: string
  away: string
  /** Each side's expected score over the scope before kick-off: where lines are drawn. */
  expected: Score
  /** The home side's scoring edge. */
  strength: number
  prefix: string
}

export type Plan = MarketPlan<ClockView>
export type Builder = (context: Context) => Plan[]

export const winLose = (wins: boolean[]): Result[] => wins.map((win) => (win ? 'win' : 'lose'))

/**
 * Which outcomes a final score wins: each outcome's yes or no, or, where exactly one outcome wins
 * (most markets), its index, which costs nothing to make for each of the many finals priced.
 */
export type Wins = boolean[] | number

export const resultsOf = (wins: Wins, outcomes: number): Result[] =>
  typeof wins === 'number'
    ? Array.from({ length: outcomes }, (_, index) => (index === wins ? 'win' : 'lose'))
    : winLose(wins)

/** Adds a final's chance to the outcomes it wins. */
export function addChance(split: number[], wins: Wins, chance: number): void {
  if (typeof wins === 'number') split[wins] = (split[wins] ?? 0) + chance
  else
    for (const [index, win] of wins.entries()) if (win) split[index] = (split[index] ?? 0) + chance
}

/** What a market counts: goals by default; corners or cards (match-counts.ts). */
export interface Measure {
  outlook(view: ClockView, scope: Scope): ScoreOutlook
  score(view: ClockView, scope: Scope): Score
}

export const goals: Measure = {
  outlook: (view, scope) => view.outlook(scope),
  score: (view, scope) => scopeScore(view.state, scope),
}

/** A market settled on the scope's final score, at the end of the scope. */
export function onFinal(
  context: Context,
  fields: Omit<Plan, 'chances' | 'results'>,
  wins: (home: number, away: number) => Wins | 'void',
  early?: (score: Score) => Result[] | undefined,
  measure: Measure = goals,
): Plan {
  const { scope } = context
  return {
    ...fields,
    chances: (view) => {
      const split = fields.outcomes.map(() => 0)
      let voided = 0
      // Each final score still possible adds its chance to the outcomes it wins.
      for (const final of measure.outlook(view, scope).finals) {
        const result = wins(final.home, final.away)
        if (result === 'void') voided += final.chance
        else addChance(split, result, final.chance)
      }
      // A stake returned on a void: the chance is of winning given the market stands.
      return split.map((chance) => chance / Math.max(1e-9, 1 - voided))
    },
    results: (view) => {
      const score = measure.score(view, scope)
      const decided = early?.(score)
      if (decided) return decided
      if (!scopeOver(view.state, scope)) return undefined
      const result = wins(score.home, score.away)
      return result === 'void'
        ? fields.outcomes.map(() => 'void')
        : resultsOf(result, fields.outcomes.length)
    },
  }
}

export const sides = (context: Context) => [
  { key: 'H', description: context.home },
  { key: 'A', description: context.away },
]

export const lineText = (line: number) => (line > 0 ? `+${line}` : `${line}`)

/** Lines step apart around the expected total, spread each side of it, never below 0.5. */
export function totalLines(expected: number, step: number, spread: number): number[] {
  const centre = Math.round(expected / step) * step
  const lines: number[] = []
  for (let k = -spread; k <= spread; k++)
    if (centre + k * step + 0.5 > 0) lines.push(centre + k * step + 0.5)
  return lines
}
