// The betslip area's view. One word for what the bettor puts on the slip: a selection.

import type { PlaceBetslipRequest } from '../api/placement.ts'

/** A selection on the slip with the stake the bettor typed: what the slip keeps and stores. */
export interface BetslipSelection {
  outcomeId: string
  eventId: string
  eventDescription: string
  marketDescription: string
  outcomeDescription: string
  stakeText: string
  /** Minor units. */
  unitStake: number
}

/** A selection as the slip shows it: with the price now and what it would return. */
export interface PricedSelection extends BetslipSelection {
  /** The current price; undefined once the outcome left the live store. */
  decimal?: number
  /** The price before the last change, while the bettor has not yet seen it move. */
  previousDecimal?: number
  available: boolean
  /** Minor units; 0 without a stake or a price. */
  potentialReturns: number
}

export interface BetslipView {
  selections: PricedSelection[]
  currency: string
  totalStake: number
  totalPotentialReturns: number
  /** The request Place bet sends, or null while no selection has a stake and a price. */
  placement: PlaceBetslipRequest | null
  /** Why the bettor's last change was refused (RES-00247 on a 16th selection), until the next. */
  refusal?: { code: string; message: string }
}
