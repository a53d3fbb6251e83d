// Odds boosts (SPEC.md section 2, the boost-odds modal; section 9, the top 10 boosted): the
// operator offers a better price than the market's on one outcome, for singles, up to a stake.
// The boost is the single's price and cap; in the multiple and the systems the outcome counts at
// its market price, so a boost never compounds through an accumulator. A boosted single is win
// only: each-way terms are for the market's price. A boost is a pre-match offer: it ends when its
// event starts, and when the market moves past it (the server's boostRuns).

import type { Currency } from '../money/currency.ts'
import { parseStakeLimit, type StakeLimits } from '../money/stake-limits.ts'
import type { SelectionState } from './selection-checks.ts'

export interface OddsBoost {
  /** The boosted decimal price; the server offers a boost only while it beats the market's. */
  decimal: number
  /** The most one boosted single may stake, in the currency's display units ("25", "2.50"). */
  maxStake: string
}

/** The selection as a single is priced: at the boost while there is one, without each-way. */
export function singleState(state: SelectionState): SelectionState
export function singleState(state: SelectionState | undefined): SelectionState | undefined
export function singleState(state: SelectionState | undefined): SelectionState | undefined {
  if (!state?.boost) return state
  const { placeTerms: _marketTerms, ...single } = state
  return { ...single, decimal: state.boost.decimal }
}

/** A single's stake limits: the brand's, with the boost's cap under its maximum. */
export const singleLimits = (
  limits: StakeLimits,
  boost: OddsBoost | undefined,
  currency: Currency,
): StakeLimits =>
  boost
    ? { ...limits, max: Math.min(limits.max, parseStakeLimit(boost.maxStake, 0, currency)) }
    : limits
