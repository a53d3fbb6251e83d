// Goalscorers from the sides' squads (squads.ts): who scores at any time, first and last. A
// player's goals are his share of his side's, so the chance he scores comes from the same goals
// still expected as the match's totals, and every scorer market moves with them.

import type { ClockView, Scope } from './clock-outlook.ts'
import { scopeOver } from './clock-outlook.ts'
import type { Builder, Context, Plan } from './clock-plan.ts'
import { winLose } from './clock-plan.ts'
import { type Side, totalOf } from './clock-play.ts'
import { marketNames, outcomeNames } from './market-names.ts'
import type { Result } from './market-plan.ts'
import { type Player, scorerOf, squadOf } from './squads.ts'

interface Scorer {
  side: Side
  index: number
  player: Player
}

const keyOf = (side: Side) => (side === 'home' ? 'H' : 'A')

function scorersOf(context: Context): Scorer[] {
  return (['home', 'away'] as const).flatMap((side) =>
    squadOf(context[side]).map((player, index) => ({ side, index, player })),
  )
}

const outcomesOf = (scorers: readonly Scorer[]) =>
  scorers.map(({ side, index, player }) => ({
    key: `${keyOf(side)}${index + 1}`,
    description: player.name,
  }))

const noGoalscorer = { key: 'N', description: outcomeNames.noGoalscorer }

/** The side's goals still expected in the scope. */
const expectedOf = (view: ClockView, scope: Scope, side: Side) => {
  const outlook = view.outlook(scope)
  return side === 'home' ? outlook.homeExpected : outlook.awayExpected
}

/**
 * Who scored the match's first goal or its latest, when the play knows which side did: the first
 * is its side's first, the latest its side's last so far.
 */
function scorerOfGoal(
  view: ClockView,
  context: Context,
  which: 'first' | 'latest',
): Scorer | undefined {
  const total = totalOf(view.state)
  const side = view.state.scorers.get(which === 'first' ? 1 : total.home + total.away)
  if (!side) return undefined
  const squad = squadOf(context[side])
  const index = scorerOf(view.matchKey, side, which === 'first' ? 1 : total[side], squad)
  return { side, index, player: squad[index] as Player }
}

const same = (a: Scorer, b: Scorer | undefined) => b?.side === a.side && b.index === a.index

/** The chance of each scorer being the next to score, and of no more goals. */
function nextChances(view: ClockView, context: Context, scorers: readonly Scorer[]) {
  const home = expectedOf(view, context.scope, 'home')
  const away = expectedOf(view, context.scope, 'away')
  const none = Math.exp(-(home + away))
  const each = scorers.map(({ side, player }) =>
    home + away === 0
      ? 0
      : ((1 - none) * (side === 'home' ? home : away) * player.share) / (home + away),
  )
  return { each, none }
}

const anytime: Builder = (context) => {
  const scorers = scorersOf(context)
  const scoredBy = (view: ClockView) => {
    const total = totalOf(view.state)
    const scored = new Set<string>()
    for (const side of ['home', 'away'] as const) {
      const squad = squadOf(context[side])
      for (let nth = 1; nth <= total[side]; nth++)
        scored.add(`${side}-${scorerOf(view.matchKey, side, nth, squad)}`)
    }
    return scorers.map(({ side, index }) => scored.has(`${side}-${index}`))
  }
  return [
    {
      marketTypeId: 'AGSC',
      periodId: context.scope.periodId,
      description: `${context.prefix}${marketNames.AGSC}`,
      outcomes: outcomesOf(scorers),
      independent: true,
      chances: (view) => {
        const scored = scoredBy(view)
        // A player who has scored is no longer offered: his bets win when the match is over.
        return scorers.map(({ side, player }, index) =>
          scored[index] ? 0 : 1 - Math.exp(-expectedOf(view, context.scope, side) * player.share),
        )
      },
      results: (view) =>
        scopeOver(view.state, context.scope) ? winLose(scoredBy(view)) : undefined,
    },
  ]
}

const firstScorer: Builder = (context) => {
  const scorers = scorersOf(context)
  const settled = (first: Scorer | undefined): Result[] =>
    first
      ? winLose([...scorers.map((scorer) => same(scorer, first)), false])
      : scorers.map(() => 'void' as const).concat('void')
  const plan: Plan = {
    marketTypeId: 'FGSC',
    periodId: context.scope.periodId,
    description: `${context.prefix}${marketNames.FGSC}`,
    outcomes: [...outcomesOf(scorers), noGoalscorer],
    chances: (view) => {
      const { each, none } = nextChances(view, context, scorers)
      return [...each, none]
    },
    results: (view) => {
      const total = totalOf(view.state)
      if (total.home + total.away > 0) return settled(scorerOfGoal(view, context, 'first'))
      return scopeOver(view.state, context.scope)
        ? winLose([...scorers.map(() => false), true])
        : undefined
    },
  }
  return [plan]
}

const lastScorer: Builder = (context) => {
  const scorers = scorersOf(context)
  const lastSoFar = (view: ClockView) => scorerOfGoal(view, context, 'latest')
  return [
    {
      marketTypeId: 'LGSC',
      periodId: context.scope.periodId,
      description: `${context.prefix}${marketNames.LGSC}`,
      outcomes: [...outcomesOf(scorers), noGoalscorer],
      chances: (view) => {
        const { each, none } = nextChances(view, context, scorers)
        const total = totalOf(view.state)
        const last = lastSoFar(view)
        // No more goals leaves the last one so far the last.
        return [
          ...each.map(
            (chance, index) => chance + (same(scorers[index] as Scorer, last) ? none : 0),
          ),
          total.home + total.away === 0 ? none : 0,
        ]
      },
      results: (view) => {
        if (!scopeOver(view.state, context.scope)) return undefined
        const total = totalOf(view.state)
        if (total.home + total.away === 0) return winLose([...scorers.map(() => false), true])
        const last = lastSoFar(view)
        return last
          ? winLose([...scorers.map((scorer) => same(scorer, last)), false])
          : [...scorers.map(() => 'void' as const), 'void']
      },
    },
  ]
}

export const scorerBuilders: Record<string, Builder> = {
  AGSC: anytime,
  FGSC: firstScorer,
  LGSC: lastScorer,
}
