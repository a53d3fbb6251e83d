// The placement checks (SPEC.md sections 5 and 8), one pure function each and typed by the RES
// code it answers: the server decides a placement with them and the engine warns with the same
// functions before sending, so a slip the screen shows as fine is a slip the server takes.

import type { StakeLimits } from '../money/stake-limits.ts'
import type { PlaceTerms } from './each-way.ts'
import { multipleDoubleBetTypeId } from './multiple.ts'
import type { OddsBoost } from './odds-boost.ts'
import { type SlipSizeSettings, slipLimit } from './slip.ts'

/** What the book knows of a selection at this moment (the catalogue's current state). */
export interface SelectionState {
  outcomeId: string
  marketId: string
  eventId: string
  /** The current decimal price; null when the outcome has none. */
  decimal: number | null
  outcomeStatus: string
  hidden: boolean
  marketStatus: string
  eventFinished: boolean
  /** The event left the catalogue (no longer offered). */
  eventRemoved: boolean
  /** In play: bets on it wait the in-play delay. */
  live: boolean
  /** A reserve market takes one selection a slip at most. */
  reserve?: boolean
  /** Each-way terms, when the market offers each-way. */
  placeTerms?: PlaceTerms
  /** The brand's boost on the outcome, for singles (odds-boost.ts), while it beats the market. */
  boost?: OddsBoost
}

export type SelectionCode = 'RES-00098' | 'RES-00047' | 'RES-00048' | 'RES-00109' | 'RES-00108'

/**
 * Why a selection cannot be bet on now, or undefined when it can: an unknown outcome or one
 * without a price has no price (00098), a finished event is passed (00047), a withdrawn event is
 * suspended as a whole (00108), a suspended market is a suspended bet (00048), a suspended or
 * hidden outcome too (00109).
 */
export const checkSelection = (state: SelectionState | undefined): SelectionCode | undefined => {
  if (!state) return 'RES-00098'
  if (state.eventFinished) return 'RES-00047'
  if (state.eventRemoved) return 'RES-00108'
  if (state.marketStatus !== 'open') return 'RES-00048'
  if (state.outcomeStatus !== 'open' || state.hidden) return 'RES-00109'
  if (state.decimal === null || !(state.decimal > 1)) return 'RES-00098'
  return undefined
}

/** outcomeState C on the slip: the outcome is gone for good (unknown, finished or withdrawn). */
export const outcomeClosed = (state: SelectionState | undefined): boolean =>
  !state || state.eventFinished || state.eventRemoved

/** RES-00247: more selections than the brand's slip takes (15 at most). */
export const checkSlipSize = (
  selections: number,
  settings: SlipSizeSettings,
): 'RES-00247' | undefined => (selections > slipLimit(settings) ? 'RES-00247' : undefined)

/** The same outcome twice on one slip cannot be combined (RES-00218). */
export const repeatedOutcomes = (outcomeIds: readonly string[]): string[] => {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const id of outcomeIds) (seen.has(id) ? repeated : seen).add(id)
  return [...repeated]
}

/**
 * Markets with more than one selection on the slip: their outcomes exclude each other, so no
 * combination holds two of them (the multiple and the system lines leave such pairs out).
 */
export const sharedMarkets = (selections: ReadonlyArray<{ marketId: string }>): string[] => {
  const counts = new Map<string, number>()
  for (const { marketId } of selections) counts.set(marketId, (counts.get(marketId) ?? 0) + 1)
  return [...counts].filter(([, count]) => count > 1).map(([marketId]) => marketId)
}

/** Reserve markets with more than one selection: 'cannot book more than 1 selection'. */
export const crowdedReserveMarkets = (
  selections: ReadonlyArray<{ marketId: string; reserve?: boolean }>,
): string[] => sharedMarkets(selections.filter((selection) => selection.reserve))

/** Stake per line against the brand's limits: under the minimum 00140, over the maximum 00034. */
export const checkStake = (
  unitStake: number,
  limits: StakeLimits,
): 'RES-00140' | 'RES-00034' | undefined =>
  unitStake < limits.min ? 'RES-00140' : unitStake > limits.max ? 'RES-00034' : undefined

/**
 * RES-00233: a bet that could return more than the brand pays on one bet (its bonus included) is
 * refused, whatever its stake (docs/decisions/max-payout.md).
 */
export const checkPayout = (returns: number, limits: StakeLimits): 'RES-00233' | undefined =>
  returns > limits.maxPayout ? 'RES-00233' : undefined

/** The limits of one bet: the multiple double has the spec's own minimum (multipleMinStake). */
export const limitsOfBet = (
  betTypeId: number | undefined,
  limits: StakeLimits,
  doubleMinimum: number,
): StakeLimits =>
  betTypeId === multipleDoubleBetTypeId
    ? { ...limits, min: Math.max(limits.min, doubleMinimum) }
    : limits

/** RES-00056: what the slip costs in cash is more than the wallets it may draw on hold. */
export const checkBalance = (cashCost: number, available: number): 'RES-00056' | undefined =>
  cashCost > available ? 'RES-00056' : undefined

/** RES-00241: the free-bet stakes are more than the promo cash the player has. */
export const checkFreeBet = (freeMoney: number, promoCash: number): 'RES-00241' | undefined =>
  freeMoney > promoCash ? 'RES-00241' : undefined

/** RES-00103: a self-excluded player (or one who may not wager) places nothing. */
export const checkBettor = (player: { selfExcluded: boolean }): 'RES-00103' | undefined =>
  player.selfExcluded ? 'RES-00103' : undefined

/** RES-00246: a slip still waiting (in-play delay or a trader) holds the account's next one. */
export const checkNothingInProgress = (waitingSlips: number): 'RES-00246' | undefined =>
  waitingSlips > 0 ? 'RES-00246' : undefined
