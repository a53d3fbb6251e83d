// The markets of a clock sport, from its sport table: for the whole match and for the period or
// half in play, each priced from the chances of the final score (poisson.ts). A goal moves them
// all together because they all read the same outlook.

import type { Score } from '../../../domain/events/event.ts'
import { sportTableOf } from '../../../domain/reference/sport-tables.ts'
import {
  type ClockView,
  kickOffExpected,
  type Scope,
  scopeOver,
  scopeScore,
  scopesOf,
} from './clock-outlook.ts'
import { type ClockState, totalOf } from './clock-play.ts'
import { type MarketPlan, periodDescription, type Result } from './market-plan.ts'
import { raceResults, raceWinChance } from './race.ts'
import type { ClockSport } from './sport-models.ts'

interface Context {
  scope: Scope
  sport: ClockSport
  home: string
  away: string
  expected: Score
  prefix: string
}

type Plan = MarketPlan<ClockView>
type Builder = (context: Context) => Plan[]

const winLose = (wins: boolean[]): Result[] => wins.map((win) => (win ? 'win' : 'lose'))

/** A market settled on the scope's final score, at the end of the scope. */
function onFinal(
  context: Context,
  fields: Omit<Plan, 'chances' | 'results'>,
  wins: (home: number, away: number) => boolean[] | 'void',
  early?: (score: Score) => Result[] | undefined,
): Plan {
  const { scope } = context
  return {
    ...fields,
    chances: (view) => {
      const split = fields.outcomes.map(() => 0)
      let voided = 0
      // Each final score still possible adds its chance to the outcomes it wins.
      for (const final of view.outlook(scope).finals) {
        const result = wins(final.home, final.away)
        if (result === 'void') voided += final.chance
        else
          for (const [index, win] of result.entries())
            if (win) split[index] = (split[index] ?? 0) + final.chance
      }
      // A stake returned on a void: the chance is of winning given the market stands.
      return split.map((chance) => chance / Math.max(1e-9, 1 - voided))
    },
    results: (view) => {
      const score = scopeScore(view.state, scope)
      const decided = early?.(score)
      if (decided) return decided
      if (!scopeOver(view.state, scope)) return undefined
      const result = wins(score.home, score.away)
      return result === 'void' ? fields.outcomes.map(() => 'void') : winLose(result)
    },
  }
}

const sides = (context: Context) => [
  { key: 'H', description: context.home },
  { key: 'A', description: context.away },
]

const lineText = (line: number) => (line > 0 ? `+${line}` : `${line}`)

function totalLines(expected: number, step: number, spread: number): number[] {
  const centre = Math.round(expected / step) * step
  const lines: number[] = []
  for (let k = -spread; k <= spread; k++)
    if (centre + k * step + 0.5 > 0) lines.push(centre + k * step + 0.5)
  return lines
}

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
          (home, away) => [home > away, home === away, home < away],
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

const doubleChance: Builder = (context) => [
  onFinal(
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
]

const totals =
  (marketTypeId: string, unit: string): Builder =>
  (context) => {
    const spread = context.scope.periodId === 'FT' ? 2 : 1
    return totalLines(
      context.expected.home + context.expected.away,
      context.sport.lineStep,
      spread,
    ).map((line) =>
      onFinal(
        context,
        {
          marketTypeId,
          periodId: context.scope.periodId,
          line,
          description: `${context.prefix}Total ${unit} ${line}`,
          outcomes: [
            { key: 'O', description: `Over ${line}` },
            { key: 'U', description: `Under ${line}` },
          ],
        },
        (home, away) => [home + away > line, home + away < line],
        (score) => (score.home + score.away > line ? ['win', 'lose'] : undefined),
      ),
    )
  }

const teamTotals =
  (marketTypeId: string, unit: string): Builder =>
  (context) =>
    (['home', 'away'] as const).map((side) => {
      const [line = 0.5] = totalLines(context.expected[side], context.sport.lineStep, 0)
      const name = context[side]
      return onFinal(
        context,
        {
          marketTypeId,
          periodId: context.scope.periodId,
          line: side === 'home' ? line : -line,
          description: `${context.prefix}${name} Total ${unit} ${line}`,
          outcomes: [
            { key: 'O', description: `Over ${line}` },
            { key: 'U', description: `Under ${line}` },
          ],
        },
        (home, away) => {
          const scored = side === 'home' ? home : away
          return [scored > line, scored < line]
        },
        (score) => (score[side] > line ? ['win', 'lose'] : undefined),
      )
    })

const handicaps =
  (marketTypeId: string, name: string, fixed?: number): Builder =>
  (context) => {
    const step = context.sport.lineStep
    const margin = Math.round((context.expected.home - context.expected.away) / step) * step
    const lines =
      fixed !== undefined
        ? [-fixed, fixed]
        : context.scope.periodId === 'FT'
          ? [-margin - step - 0.5, -margin - 0.5, -margin + 0.5, -margin + step + 0.5]
          : [-margin - 0.5, -margin + 0.5]
    return [...new Set(lines)].map((line) =>
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
        (home, away) => [home + line > away, home + line < away],
      ),
    )
  }

const europeanHandicap: Builder = (context) => [
  onFinal(
    context,
    {
      marketTypeId: 'HCAP',
      periodId: context.scope.periodId,
      line: -1,
      description: `${context.prefix}Handicap ${context.home} -1`,
      outcomes: [
        { key: 'H', description: `${context.home} -1` },
        { key: 'D', description: 'Draw -1' },
        { key: 'A', description: `${context.away} +1` },
      ],
    },
    (home, away) => [home - 1 > away, home - 1 === away, home - 1 < away],
  ),
]

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
      (home, away) => [
        ...scores.map((score) => score.home === home && score.away === away),
        other(home, away),
      ],
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
  HCTG: totals('HCTG', 'Goals'),
  TOTP: totals('TOTP', 'Points'),
  TRUN: totals('TRUN', 'Runs'),
  TTGL: teamTotals('TTGL', 'Goals'),
  TTPT: teamTotals('TTPT', 'Points'),
  TTRN: teamTotals('TTRN', 'Runs'),
  AHCP: handicaps('AHCP', 'Asian Handicap'),
  PSPR: handicaps('PSPR', 'Handicap'),
  PLIN: handicaps('PLIN', 'Puck Line', 1.5),
  RLIN: handicaps('RLIN', 'Run Line', 1.5),
  HCAP: europeanHandicap,
  BTSC: bothToScore,
  CSCR: correctScore,
  ODEV: oddEven,
  RT10: raceTo('RT10', 10),
  RT20: raceTo('RT20', 20),
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
    const open = state ? !scopeOver(state, scope) && scope.first <= state.period : scope.first === 1
    if (!open) continue
    const context: Context = {
      scope,
      sport,
      home: sides[0],
      away: sides[1],
      expected: kickOffExpected(scope, sport, strength),
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
