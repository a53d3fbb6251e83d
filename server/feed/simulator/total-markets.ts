// Over/under markets on a scope's total and on each side's, at lines drawn around the expected
// count: of goals, points or runs, or of a count kept beside the score (corners, cards).

import type { Score } from '../../../domain/events/event.ts'
import {
  type Builder,
  type Context,
  goals,
  type Measure,
  onFinal,
  totalLines,
} from './clock-plan.ts'
import { outcomeNames, sideMarketName, totalName } from './market-names.ts'

/** What is totalled: its name in a market's, how it is counted, and how many are expected. */
export interface Counted {
  unit: string
  measure: Measure
  expected(context: Context): Score
  /** Lines each side of the expected total: over the match, over a part of it, a side's over the match. */
  spread: { match: number; part: number; side: number }
  /** Lines step apart; the sport's own step when not given. */
  step?: number
}

/** Goals are few: the alternative lines a bettor looks for cost little to price. */
const goalSpread = { match: 3, part: 1, side: 1 }
const pointSpread = { match: 2, part: 1, side: 0 }

export const scored = (unit: string, spread = pointSpread): Counted => ({
  unit,
  measure: goals,
  expected: (context) => context.expected,
  spread,
})

export const scoredGoals = (unit: string): Counted => scored(unit, goalSpread)

const overUnder = (line: number) => [
  { key: 'O', description: outcomeNames.over(line) },
  { key: 'U', description: outcomeNames.under(line) },
]

const spreadOf = (context: Context, counted: Counted) =>
  context.scope.periodId === 'FT' ? counted.spread.match : counted.spread.part

export const totals =
  (marketTypeId: string, counted: Counted): Builder =>
  (context) => {
    const expected = counted.expected(context)
    return totalLines(
      expected.home + expected.away,
      counted.step ?? context.sport.lineStep,
      spreadOf(context, counted),
    ).map((line) =>
      onFinal(
        context,
        {
          marketTypeId,
          periodId: context.scope.periodId,
          line,
          description: `${context.prefix}${totalName(counted.unit, line)}`,
          outcomes: overUnder(line),
        },
        (home, away) => (home + away > line ? 0 : 1),
        (score) => (score.home + score.away > line ? ['win', 'lose'] : undefined),
        counted.measure,
      ),
    )
  }

/** Each side's total; the away side's lines are kept negative in the market's id. */
export const teamTotals =
  (marketTypeId: string, counted: Counted): Builder =>
  (context) =>
    (['home', 'away'] as const).flatMap((side) => {
      const expected = counted.expected(context)[side]
      const step = counted.step ?? context.sport.lineStep
      const spread = context.scope.periodId === 'FT' ? counted.spread.side : 0
      return totalLines(expected, step, spread).map((line) =>
        onFinal(
          context,
          {
            marketTypeId,
            periodId: context.scope.periodId,
            line: side === 'home' ? line : -line,
            description: `${context.prefix}${sideMarketName(context[side], totalName(counted.unit, line))}`,
            outcomes: overUnder(line),
          },
          (home, away) => ((side === 'home' ? home : away) > line ? 0 : 1),
          (score) => (score[side] > line ? ['win', 'lose'] : undefined),
          counted.measure,
        ),
      )
    })
