// A football match's depth beyond result, totals and handicaps: the two halves together (half
// time/full time, the higher scoring half, winning both or either), results combined with both
// teams scoring or the total, the exact total, the winning margin, clean sheets. All read the same
// outlook of final scores as the main markets, so a goal moves them with the rest.

import type { Score } from '../../../domain/events/event.ts'
import type { ClockView, Scope } from './clock-outlook.ts'
import { scopeOver, scopeScore } from './clock-outlook.ts'
import {
  addChance,
  type Builder,
  type Context,
  onFinal,
  type Plan,
  resultsOf,
  type Wins,
} from './clock-plan.ts'
import { marketNames, outcomeNames } from './market-names.ts'
import { type OutcomePlan, periodDescription } from './market-plan.ts'

const firstHalf: Scope = { periodId: 'H1', first: 1, last: 1 }
const secondHalf: Scope = { periodId: 'H2', first: 2, last: 2 }
/** A pair of half scores rarer than this cannot move a price on the ladder. */
const negligible = 1e-8

type Sign = 'H' | 'D' | 'A'
const signOf = (home: number, away: number): Sign => (home > away ? 'H' : home < away ? 'A' : 'D')
const sum = (first: Score, second: Score) => ({
  home: first.home + second.home,
  away: first.away + second.away,
})

/** The match's three results as outcomes: home, draw, away. */
const results = (context: Context): Record<Sign, string> => ({
  H: context.home,
  D: outcomeNames.draw,
  A: context.away,
})

interface HalfScores {
  first: Score
  second: Score
  chance: number
}

/** Every pair of half scores still possible, made once for a view and read by each market. */
const halfScoresOf = new WeakMap<ClockView, HalfScores[]>()

function halfScores(view: ClockView): HalfScores[] {
  let pairs = halfScoresOf.get(view)
  if (!pairs) {
    pairs = []
    const seconds = view.outlook(secondHalf).finals
    for (const first of view.outlook(firstHalf).finals)
      for (const second of seconds) {
        const chance = first.chance * second.chance
        if (chance >= negligible) pairs.push({ first, second, chance })
      }
    halfScoresOf.set(view, pairs)
  }
  return pairs
}

/** A whole-match market settled on the two halves' scores, priced from both halves' outlooks. */
function onHalves(
  context: Context,
  fields: Omit<Plan, 'chances' | 'results' | 'periodId'>,
  wins: (first: Score, second: Score) => Wins,
): Plan {
  return {
    ...fields,
    periodId: context.scope.periodId,
    chances: (view) => {
      const split = fields.outcomes.map(() => 0)
      for (const { first, second, chance } of halfScores(view))
        addChance(split, wins(first, second), chance)
      return split
    },
    results: (view) =>
      scopeOver(view.state, context.scope)
        ? resultsOf(
            wins(scopeScore(view.state, firstHalf), scopeScore(view.state, secondHalf)),
            fields.outcomes.length,
          )
        : undefined,
  }
}

const signs: Sign[] = ['H', 'D', 'A']

const halfTimeFullTime: Builder = (context) => {
  const names = results(context)
  const pairs = signs.flatMap((half) => signs.map((full) => [half, full] as const))
  return [
    onHalves(
      context,
      {
        marketTypeId: 'HTFT',
        description: marketNames.HTFT,
        outcomes: pairs.map(([half, full]) => ({
          key: `${half}${full}`,
          description: outcomeNames.halfTimeFullTime(names[half], names[full]),
        })),
      },
      (first, second) => {
        const half = signOf(first.home, first.away)
        const whole = sum(first, second)
        const full = signOf(whole.home, whole.away)
        return signs.indexOf(half) * signs.length + signs.indexOf(full)
      },
    ),
  ]
}

const goalsIn = (score: Score) => score.home + score.away

const highestScoringHalf: Builder = (context) => [
  onHalves(
    context,
    {
      marketTypeId: 'HSHF',
      description: marketNames.HSHF,
      outcomes: [
        { key: '1', description: periodDescription('H1') },
        { key: '2', description: periodDescription('H2') },
        { key: 'T', description: outcomeNames.tie },
      ],
    },
    (first, second) =>
      goalsIn(first) > goalsIn(second) ? 0 : goalsIn(first) < goalsIn(second) ? 1 : 2,
  ),
]

const winBothHalves: Builder = (context) => [
  onHalves(
    context,
    {
      marketTypeId: 'WBHF',
      description: marketNames.WBHF,
      outcomes: [
        { key: 'H', description: context.home },
        { key: 'N', description: outcomeNames.neither },
        { key: 'A', description: context.away },
      ],
    },
    (first, second) => {
      if (first.home > first.away && second.home > second.away) return 0
      return first.home < first.away && second.home < second.away ? 2 : 1
    },
  ),
]

/** A market of each side's own yes bet: both can win it, or neither. */
const eachSide = (
  context: Context,
  marketTypeId: 'WEHF' | 'SBHF',
  wins: (first: Score, second: Score, side: 'home' | 'away') => boolean,
): Plan => ({
  ...onHalves(
    context,
    {
      marketTypeId,
      description: marketNames[marketTypeId],
      outcomes: [
        { key: 'H', description: context.home },
        { key: 'A', description: context.away },
      ],
    },
    (first, second) => [wins(first, second, 'home'), wins(first, second, 'away')],
  ),
  independent: true,
})

const other = (side: 'home' | 'away') => (side === 'home' ? 'away' : 'home')

const winEitherHalf: Builder = (context) => [
  eachSide(
    context,
    'WEHF',
    (first, second, side) => first[side] > first[other(side)] || second[side] > second[other(side)],
  ),
]

const scoreInBothHalves: Builder = (context) => [
  eachSide(context, 'SBHF', (first, second, side) => first[side] > 0 && second[side] > 0),
]

/** The result with a yes/no question of the same final score: six outcomes. */
function resultWith(
  context: Context,
  fields: { marketTypeId: 'RBTS' | 'RTOT'; line?: number },
  question: [yes: string, no: string],
  answer: (home: number, away: number) => boolean,
): Plan {
  const names = results(context)
  const pairs = signs.flatMap((sign) => [
    [sign, true],
    [sign, false],
  ]) as [Sign, boolean][]
  return onFinal(
    context,
    {
      ...fields,
      periodId: context.scope.periodId,
      description: `${context.prefix}${marketNames[fields.marketTypeId]}`,
      outcomes: pairs.map(([sign, yes]) => ({
        key: `${sign}${yes ? 'Y' : 'N'}`,
        description: outcomeNames.and(names[sign], question[yes ? 0 : 1]),
      })),
    },
    // Pairs run home yes, home no, draw yes…: two to each result.
    (home, away) => signs.indexOf(signOf(home, away)) * 2 + (answer(home, away) ? 0 : 1),
  )
}

const resultAndBothToScore: Builder = (context) => [
  resultWith(
    context,
    { marketTypeId: 'RBTS' },
    [outcomeNames.yes, outcomeNames.no],
    (home, away) => home > 0 && away > 0,
  ),
]

const resultAndTotalLine = 2.5

const resultAndTotal: Builder = (context) => [
  resultWith(
    context,
    { marketTypeId: 'RTOT', line: resultAndTotalLine },
    [outcomeNames.over(resultAndTotalLine), outcomeNames.under(resultAndTotalLine)],
    (home, away) => home + away > resultAndTotalLine,
  ),
]

/** Exact totals listed before the last outcome takes every higher one. */
const exactTotalTop = 5

const exactTotal: Builder = (context) => {
  const counts = Array.from({ length: exactTotalTop + 1 }, (_, count) => count)
  const outcomes: OutcomePlan[] = [
    ...counts.map((count) => ({ key: `${count}`, description: outcomeNames.exactly(count) })),
    { key: `${exactTotalTop + 1}+`, description: outcomeNames.orMore(exactTotalTop + 1) },
  ]
  return [
    onFinal(
      context,
      {
        marketTypeId: 'EXGL',
        periodId: context.scope.periodId,
        description: `${context.prefix}${marketNames.EXGL}`,
        outcomes,
      },
      (home, away) => Math.min(home + away, exactTotalTop + 1),
    ),
  ]
}

/** Bands of the winning margin: by 1, 2, 3+ in football; wider where scores are bigger. */
const marginBands = 3

const winningMargin: Builder = (context) => {
  const width = context.sport.marginBand ?? 1
  const bands = Array.from({ length: marginBands }, (_, index) => ({
    from: index * width + 1,
    to: index === marginBands - 1 ? undefined : (index + 1) * width,
  }))
  const sideOutcomes = (key: 'H' | 'A', name: string) =>
    bands.map((band) => ({
      key: `${key}${band.from}`,
      description: outcomeNames.winBy(name, band.from, band.to),
    }))
  const draw = context.sport.drawPossible ? [{ key: 'D', description: outcomeNames.draw }] : []
  /** The band a winning margin falls in: the last takes every wider one. */
  const bandOf = (margin: number) => Math.min(marginBands - 1, Math.floor((margin - 1) / width))
  return [
    onFinal(
      context,
      {
        marketTypeId: 'WMAR',
        periodId: context.scope.periodId,
        description: `${context.prefix}${marketNames.WMAR}`,
        outcomes: [...sideOutcomes('H', context.home), ...draw, ...sideOutcomes('A', context.away)],
      },
      // Outcomes run home's bands, the draw where there is one, then away's bands.
      (home, away) => {
        if (home === away) return draw.length > 0 ? marginBands : 'void'
        return home > away ? bandOf(home - away) : marginBands + draw.length + bandOf(away - home)
      },
    ),
  ]
}

const cleanSheet =
  (marketTypeId: 'CLSH' | 'WTNL', wins: (scored: number, conceded: number) => boolean): Builder =>
  (context) => [
    {
      ...onFinal(
        context,
        {
          marketTypeId,
          periodId: context.scope.periodId,
          description: `${context.prefix}${marketNames[marketTypeId]}`,
          outcomes: [
            { key: 'H', description: context.home },
            { key: 'A', description: context.away },
          ],
        },
        (home, away) => [wins(home, away), wins(away, home)],
      ),
      independent: true,
    },
  ]

export const footballBuilders: Record<string, Builder> = {
  HTFT: halfTimeFullTime,
  HSHF: highestScoringHalf,
  WBHF: winBothHalves,
  WEHF: winEitherHalf,
  SBHF: scoreInBothHalves,
  RBTS: resultAndBothToScore,
  RTOT: resultAndTotal,
  EXGL: exactTotal,
  WMAR: winningMargin,
  CLSH: cleanSheet('CLSH', (_scored, conceded) => conceded === 0),
  WTNL: cleanSheet('WTNL', (scored, conceded) => scored > 0 && conceded === 0),
}
