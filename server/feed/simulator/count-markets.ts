// Corners and cards (match-counts.ts): the match's and each side's totals, and who wins more
// corners. Priced from the chances of each final count, as goals are from each final score.

import type { Score } from '../../../domain/events/event.ts'
import { type Builder, type Context, type Measure, onFinal } from './clock-plan.ts'
import { marketNames, outcomeNames, units } from './market-names.ts'
import { type CountKind, countRate } from './match-counts.ts'
import { type Counted, teamTotals, totals } from './total-markets.ts'

const countMeasure = (kind: CountKind): Measure => ({
  outlook: (view, scope) => view.counts(kind, scope).outlook,
  score: (view, scope) => view.counts(kind, scope).count,
})

/** Each side's count expected over the scope before kick-off. */
function kickOffCount(kind: CountKind, { scope, sport, strength }: Context): Score {
  const matchMinutes = sport.periods * sport.periodMinutes
  const minutes = (Math.min(scope.last, sport.periods) - scope.first + 1) * sport.periodMinutes
  return {
    home: countRate(kind, 'home', strength, matchMinutes) * minutes,
    away: countRate(kind, 'away', strength, matchMinutes) * minutes,
  }
}

const counted = (kind: CountKind): Counted => ({
  unit: units[kind],
  measure: countMeasure(kind),
  expected: (context) => kickOffCount(kind, context),
  spread: { match: 2, part: 1, side: 1 },
  step: 1,
})

const corners = counted('corners')
const cards = counted('cards')

const mostCorners: Builder = (context) => [
  onFinal(
    context,
    {
      marketTypeId: 'MCOR',
      periodId: context.scope.periodId,
      description: `${context.prefix}${marketNames.MCOR}`,
      outcomes: [
        { key: 'H', description: context.home },
        { key: 'T', description: outcomeNames.tie },
        { key: 'A', description: context.away },
      ],
    },
    (home, away) => (home > away ? 0 : home === away ? 1 : 2),
    undefined,
    corners.measure,
  ),
]

export const countBuilders: Record<string, Builder> = {
  CORN: totals('CORN', corners),
  TCOR: teamTotals('TCOR', corners),
  MCOR: mostCorners,
  BOOK: totals('BOOK', cards),
  TBOK: teamTotals('TBOK', cards),
}
