// A market as the simulator plans it: what it is, its outcomes, the model's chance of each
// outcome now, and how each outcome ended once the market is decided. Ids are derived from what
// the market is, so a simulator taking over a catalogue finds the markets it would have made.

import type { MarketWithOutcomes } from '../../../domain/events/event.ts'
import type { OutcomeResult } from '../../../domain/feed/change.ts'
import { snapToLadder } from '../../../domain/odds/ladder.ts'
import { adjustedPrice } from '../../../domain/odds/margin.ts'
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
  /** Each outcome is a bet of its own (an anytime scorer): the chances need not add up to one. */
  independent?: true
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

/**
 * The book's overround above 100 % by market type: thin on the main lines, thicker where many
 * outcomes split the chance (a correct score, a scorer) and thickest on a season's winner, as
 * mainstream books price them.
 */
const overrounds: Readonly<Record<string, number>> = {
  CSCR: 0.08,
  HTFT: 0.09,
  EXGL: 0.08,
  WMAR: 0.08,
  RBTS: 0.08,
  RTOT: 0.08,
  SETB: 0.08,
  FGSC: 0.1,
  LGSC: 0.1,
  AGSC: 0.1,
  NXGL: 0.07,
  OUTR: 0.22,
}
const defaultOverround = 0.06

export const overroundOf = (marketTypeId: string): number =>
  Object.hasOwn(overrounds, marketTypeId) ? (overrounds[marketTypeId] as number) : defaultOverround

const priceFloor = 1.01

/**
 * The prices offered for a book's chances: the margin weighted by each outcome's spread
 * (domain/odds/margin.ts, so outsiders are not crushed) and scaled so that the book adds up to its
 * overround, then put on the ladder. An independent outcome is a book of its own.
 */
export function pricesOf(
  chances: readonly number[],
  marketTypeId: string,
  independent = false,
): number[] {
  const overround = overroundOf(marketTypeId)
  const clamped = chances.map((chance) => Math.min(0.995, Math.max(0.001, chance)))
  const spread = (chance: number) => Math.sqrt(chance * (1 - chance))
  // An outcome that cannot win any more takes no share of the margin.
  const bookSpread = clamped.reduce(
    (sum, chance, index) => sum + ((chances[index] ?? 0) > 0 ? spread(chance) : 0),
    0,
  )
  return clamped.map((chance, index) => {
    const margin =
      (chances[index] ?? 0) <= 0
        ? 0
        : independent
          ? (overround * chance) / spread(chance)
          : overround / bookSpread
    return Math.max(priceFloor, snapToLadder(adjustedPrice(1 / chance, margin)))
  })
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
  const prices = pricesOf(chances, plan.marketTypeId, plan.independent)
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
        currentPrice: { decimal: prices[index] as number },
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
