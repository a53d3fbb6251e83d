// The markets of a clock sport, from its sport table: for the whole match and for the period or
// half in play, each priced from the chances of the final score (poisson.ts). A goal moves them
// all together because they all read the same outlook.

import type { Score } from '../../../domain/events/event.ts'
import { sportTableOf } from '../../../domain/reference/sport-tables.ts'
import { kickOffExpected, scopeOver, scopeScore, scopesOf } from './clock-outlook.ts'
import {
  type Builder,
  type Context,
  lineText,
  onFinal,
  type Plan,
  sides,
  winLose,
} from './clock-plan.ts'
import { type ClockState, totalOf } from './clock-play.ts'
import { countBuilders } from './count-markets.ts'
import { footballBuilders } from './football-markets.ts'
import { units } from './market-names.ts'
import { periodDescription } from './market-plan.ts'
import { raceResults, raceWinChance } from './race.ts'
import { scorerBuilders } from './scorer-markets.ts'
import type { ClockSport } from './sport-models.ts'
import { scored, scoredGoals, teamTotals, totals } from './total-markets.ts'

const result3: Builder = (context) =>
  !context.sport.drawPossible && context.scope.periodId === 'FT'
    ? []
    : [
        onFinal(
          context,
          {
            marketTypeId: 'MRES',
            periodId: context.scope.periodId,
            description: `${context.prefix}Match Result`,
            outcomes: [
              { key: 'H', description: context.home },
              { key: 'D', description: 'Draw' },
              { key: 'A', description: context.away },
            ],
          },
          (home, away) => (home > away ? 0 : home === away ? 1 : 2),
        ),
      ]

const winner2 =
  (marketTypeId: string, name: string): Builder =>
  (context) => [
    onFinal(
      context,
      {
        marketTypeId,
        periodId: context.scope.periodId,
        description: `${context.prefix}${name}`,
        outcomes: sides(context),
      },
      (home, away) => (home === away ? 'void' : [home > away, home < away]),
    ),
  ]

// Each outcome covers two of the three results: a bet of its own, the book counting each twice.
const doubleChance: Builder = (context) => [
  {
    ...onFinal(
      context,
      {
        marketTypeId: 'DBLC',
        periodId: context.scope.periodId,
        description: `${context.prefix}Double Chance`,
        outcomes: [
          { key: '1X', description: `${context.home} or Draw` },
          { key: '12', description: `${context.home} or ${context.away}` },
          { key: 'X2', description: `Draw or ${context.away}` },
        ],
      },
      (home, away) => [home >= away, home !== away, home <= away],
    ),
    independent: true,
  },
]

/** A two-way handicap at a line; level after the handicap (a whole line) returns the stakes. */
const handicapAt = (context: Context, marketTypeId: string, name: string, line: number): Plan =>
  onFinal(
    context,
    {
      marketTypeId,
      periodId: context.scope.periodId,
      line,
      description: `${context.prefix}${name} ${context.home} ${lineText(line)}`,
      outcomes: [
        { key: 'H', description: `${context.home} ${lineText(line)}` },
        { key: 'A', description: `${context.away} ${lineText(-line)}` },
      ],
    },
    (home, away) => (home + line === away ? 'void' : home + line > away ? 0 : 1),
  )

/** The handicap that makes the sides level on what is expected, in the sport's steps. */
const levelling = (context: Context) => {
  const step = context.sport.lineStep
  return -Math.round((context.expected.home - context.expected.away) / step) * step
}

const handicaps =
  (marketTypeId: string, name: string, fixed?: number): Builder =>
  (context) => {
    const step = context.sport.lineStep
    const level = levelling(context)
    const lines =
      fixed !== undefined
        ? [-fixed, fixed]
        : context.scope.periodId === 'FT'
          ? [level - step - 0.5, level - 0.5, level + 0.5, level + step + 0.5]
          : [level - 0.5, level + 0.5]
    return [...new Set(lines)].map((line) => handicapAt(context, marketTypeId, name, line))
  }

/** Asian handicaps every half goal around the levelling line: the alternative lines. */
const asianHandicaps: Builder = (context) => {
  const level = levelling(context)
  const reach = context.scope.periodId === 'FT' ? 3 : 1
  const lines = Array.from({ length: 2 * reach + 1 }, (_, index) => level + (index - reach) / 2)
  return lines.map((line) => handicapAt(context, 'AHCP', 'Asian Handicap', line))
}

const europeanHandicapLines = [-1, 1]

const europeanHandicap: Builder = (context) =>
  europeanHandicapLines.map((line) =>
    onFinal(
      context,
      {
        marketTypeId: 'HCAP',
        periodId: context.scope.periodId,
        line,
        description: `${context.prefix}Handicap ${context.home} ${lineText(line)}`,
        outcomes: [
          { key: 'H', description: `${context.home} ${lineText(line)}` },
          { key: 'D', description: `Draw ${lineText(line)}` },
          { key: 'A', description: `${context.away} ${lineText(-line)}` },
        ],
      },
      (home, away) => (home + line > away ? 0 : home + line === away ? 1 : 2),
    ),
  )

const drawNoBet: Builder = (context) => [
  onFinal(
    context,
    {
      marketTypeId: 'DNOB',
      periodId: context.scope.periodId,
      description: `${context.prefix}Draw No Bet`,
      outcomes: sides(context),
    },
    (home, away) => (home === away ? 'void' : [home > away, home < away]),
  ),
]

const bothToScore: Builder = (context) => [
  onFinal(
    context,
    {
      marketTypeId: 'BTSC',
      periodId: context.scope.periodId,
      description: `${context.prefix}Both Teams To Score`,
      outcomes: [
        { key: 'Y', description: 'Yes' },
        { key: 'N', description: 'No' },
      ],
    },
    (home, away) => [home > 0 && away > 0, home === 0 || away === 0],
    (score) => (score.home > 0 && score.away > 0 ? ['win', 'lose'] : undefined),
  ),
]

const oddEven: Builder = (context) => [
  onFinal(
    context,
    {
      marketTypeId: 'ODEV',
      periodId: context.scope.periodId,
      description: `${context.prefix}Total Odd/Even`,
      outcomes: [
        { key: 'O', description: 'Odd' },
        { key: 'E', description: 'Even' },
      ],
    },
    (home, away) => [(home + away) % 2 === 1, (home + away) % 2 === 0],
  ),
]

const correctScoreTop = 4

const correctScore: Builder = (context) => {
  const scores: Score[] = []
  for (let home = 0; home <= correctScoreTop; home++)
    for (let away = 0; away <= correctScoreTop; away++) scores.push({ home, away })
  const outcomes = [
    ...scores.map(({ home, away }) => ({ key: `${home}-${away}`, description: `${home}-${away}` })),
    { key: 'OTH', description: 'Any Other Score' },
  ]
  const other = (home: number, away: number) => home > correctScoreTop || away > correctScoreTop
  return [
    onFinal(
      context,
      {
        marketTypeId: 'CSCR',
        periodId: context.scope.periodId,
        description: `${context.prefix}Correct Score`,
        outcomes,
      },
      // Scores run home 0-4, each with away 0-4: the index is home x 5 + away.
      (home, away) => (other(home, away) ? scores.length : home * (correctScoreTop + 1) + away),
      (score) =>
        other(score.home, score.away)
          ? [...scores.map(() => 'lose' as const), 'win' as const]
          : undefined,
    ),
  ]
}

/** Who scores next in the match: settled by the next score, then offered again for the one after. */
const nextGoal =
  (instance: number): Builder =>
  (context) => [
    {
      marketTypeId: 'NXGL',
      periodId: context.scope.periodId,
      instance,
      description: `${context.prefix}Goal ${instance} - Next Goal`,
      outcomes: [
        { key: 'H', description: context.home },
        { key: 'N', description: 'No Goal' },
        { key: 'A', description: context.away },
      ],
      chances: (view) => {
        const { homeExpected: home, awayExpected: away } = view.outlook(context.scope)
        const none = Math.exp(-(home + away))
        const some = 1 - none
        return home + away === 0
          ? [0, 1, 0]
          : [(some * home) / (home + away), none, (some * away) / (home + away)]
      },
      results: (view) => {
        const total = totalOf(view.state)
        if (total.home + total.away >= instance) {
          const scorer = view.state.scorers.get(instance)
          if (!scorer) return ['void', 'void', 'void']
          return winLose([scorer === 'home', false, scorer === 'away'])
        }
        return scopeOver(view.state, context.scope) ? winLose([false, true, false]) : undefined
      },
    },
  ]

/** Race to X points in the scope (a quarter): whoever gets there first. */
const raceTo =
  (marketTypeId: string, target: number): Builder =>
  (context) => [
    {
      marketTypeId,
      periodId: context.scope.periodId,
      description: `${context.prefix}Race To ${target} Points`,
      outcomes: sides(context),
      chances: (view) => {
        const score = scopeScore(view.state, context.scope)
        const { homeExpected: home, awayExpected: away } = view.outlook(context.scope)
        const share = home + away === 0 ? 0.5 : home / (home + away)
        const chance = raceWinChance(score.home, score.away, { target, winBy: 1 }, share)
        return [chance, 1 - chance]
      },
      results: (view) => {
        const score = scopeScore(view.state, context.scope)
        const reached = raceResults(view.state.firstTo, context.scope.first, target, score)
        return reached ?? (scopeOver(view.state, context.scope) ? ['void', 'void'] : undefined)
      },
    },
  ]

const builders: Record<string, Builder> = {
  MRES: result3,
  MLIN: winner2('MLIN', 'Money Line'),
  MWIN: winner2('MWIN', 'Match Winner'),
  DBLC: doubleChance,
  DNOB: drawNoBet,
  HCTG: totals('HCTG', scoredGoals(units.goals)),
  TOTP: totals('TOTP', scored(units.points)),
  TRUN: totals('TRUN', scored(units.runs)),
  TTGL: teamTotals('TTGL', scoredGoals(units.goals)),
  TTPT: teamTotals('TTPT', scored(units.points)),
  TTRN: teamTotals('TTRN', scored(units.runs)),
  AHCP: asianHandicaps,
  PSPR: handicaps('PSPR', 'Handicap'),
  PLIN: handicaps('PLIN', 'Puck Line', 1.5),
  RLIN: handicaps('RLIN', 'Run Line', 1.5),
  HCAP: europeanHandicap,
  BTSC: bothToScore,
  CSCR: correctScore,
  ODEV: oddEven,
  RT10: raceTo('RT10', 10),
  RT20: raceTo('RT20', 20),
  ...footballBuilders,
  ...countBuilders,
  ...scorerBuilders,
}

/**
 * The markets a clock sport offers now: before kick-off the whole match and the first period;
 * in play the whole match and the periods in play, each market type where its table offers it.
 */
export function clockMarketPlans(
  sportCode: string,
  sport: ClockSport,
  sides: [string, string],
  strength: number,
  state: ClockState | undefined,
): Plan[] {
  const table = sportTableOf(sportCode)
  if (!table) return []
  const plans: Plan[] = []
  for (const scope of scopesOf(sportCode, sport)) {
    // Before the start every part of the match its table offers; in play the parts under way.
    const open = state ? !scopeOver(state, scope) && scope.first <= state.period : true
    if (!open) continue
    const context: Context = {
      scope,
      sport,
      home: sides[0],
      away: sides[1],
      expected: kickOffExpected(scope, sport, strength),
      strength,
      prefix: scope.periodId === 'FT' ? '' : `${periodDescription(scope.periodId)} - `,
    }
    for (const marketType of table.marketTypes) {
      const periods = state ? marketType.livePeriodTypes : marketType.prematchPeriodTypes
      if (!periods.includes(scope.periodId)) continue
      for (const marketTypeId of marketType.marketTypeIds) {
        if (marketTypeId === 'NXGL') {
          if (state) {
            const total = totalOf(state)
            plans.push(...nextGoal(total.home + total.away + 1)(context))
          }
          continue
        }
        plans.push(...(builders[marketTypeId]?.(context) ?? []))
      }
    }
  }
  return plans
}
