// A market as the simulator plans it: what it is, its outcomes, the model's chance of each
// outcome now, and how each outcome ended once the market is decided. Ids are derived from what
// the market is, so a simulator taking over a catalogue finds the markets it would have made.

import type { MarketWithOutcomes } from '../../../domain/events/event.ts'
import type { OutcomeResult } from '../../../domain/feed/change.ts'
import { applyMargin, defaultMargins, marginFor } from '../../../domain/odds/margin.ts'
import { ordinal } from './sport-models.ts'

export type Result = OutcomeResult['result']

export interface OutcomePlan {
  key: string
  description: string
}

export interface MarketPlan<View> {
  marketTypeId: string
  periodId: string
  /** Totals and handicaps: the line. */
  line?: number
  /** Next goal, next game: which one. */
  instance?: number
  description: string
  outcomes: readonly OutcomePlan[]
  /** The chance of each outcome now, in the order of outcomes. */
  chances(view: View): number[]
  /** How each outcome ended, once the market is decided; undefined while it is open. */
  results(view: View): Result[] | undefined
}

/** A plan tied to one match: its chances and results read that match's state as it is now. */
export interface BoundPlan extends Omit<MarketPlan<unknown>, 'chances' | 'results'> {
  chances(): number[]
  results(): Result[] | undefined
}

export function bindPlan<View>(plan: MarketPlan<View>, view: () => View): BoundPlan {
  return {
    ...plan,
    chances: () => plan.chances(view()),
    results: () => plan.results(view()),
  }
}

export function marketIdOf(
  eventId: string,
  plan: Omit<MarketPlan<unknown>, 'chances' | 'results'>,
): string {
  const line = plan.line === undefined ? '' : `-${String(plan.line).replace('-', 'm')}`
  const instance = plan.instance === undefined ? '' : `-${plan.instance}`
  return `${eventId}-${plan.marketTypeId}-${plan.periodId}${line}${instance}`
}

const outcomeIdOf = (marketId: string, key: string) => `${marketId}-${key}`

const defaultMargin = 0.06

/** The price offered for a chance: margin applied, on the ladder, never below 1.01. */
export function priceOf(chance: number, marketTypeId: string): number {
  const margin = marginFor(defaultMargins, { marketTypeId }) || defaultMargin
  const fair = 1 / Math.min(0.995, Math.max(0.001, chance))
  return Math.max(1.01, applyMargin(fair, margin))
}

/**
 * An outcome that can no longer win is hidden, unless none can: a market whose every outcome is
 * hidden is dropped by the reducer, and this one still has to be resulted (all void, say).
 */
export function hiddenAt(chances: readonly number[], index: number): boolean {
  return (chances[index] ?? 0) <= 0 && chances.some((chance) => chance > 0)
}

/** The market as the feed sends it, priced from the view. */
export function marketOf(eventId: string, plan: BoundPlan, inRunning: boolean): MarketWithOutcomes {
  const id = marketIdOf(eventId, plan)
  const chances = plan.chances()
  return {
    id,
    eventId,
    marketTypeId: plan.marketTypeId,
    periodId: plan.periodId,
    description: plan.description,
    period: {
      fullDescription: periodDescription(plan.periodId),
      fullAbbreviation: plan.periodId,
      inRunning,
      periodType: { id: plan.periodId, sequence: 0 },
    },
    ...(plan.instance === undefined ? {} : { instance: plan.instance }),
    status: 'open',
    outcomes: plan.outcomes.map((outcome, index) => ({
      id: outcomeIdOf(id, outcome.key),
      marketId: id,
      eventId,
      description: outcome.description,
      status: 'open' as const,
      hidden: hiddenAt(chances, index),
      consolidatedPrice: {
        currentPrice: { decimal: priceOf(chances[index] ?? 0, plan.marketTypeId) },
      },
    })),
  }
}

const periodWords: Record<string, string> = {
  H: 'Half',
  Q: 'Quarter',
  P: 'Period',
  I: 'Innings',
  S: 'Set',
  G: 'Game',
  MAP: 'Map',
}

/** 'Full Time', '1st Half', 'Set 2', 'First 5 Innings' for a period type id. */
export function periodDescription(periodId: string): string {
  if (periodId === 'FT') return 'Full Time'
  if (periodId === 'F5') return 'First 5 Innings'
  const match = /^([A-Z]+?)(\d+)$/.exec(periodId)
  const word = match && periodWords[match[1] as string]
  if (!match || !word) return periodId
  const n = Number(match[2])
  if (['S', 'G', 'MAP'].includes(match[1] as string)) return `${word} ${n}`
  return `${ordinal(n)} ${word}`
}
