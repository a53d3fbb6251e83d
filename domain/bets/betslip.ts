// The betslip's entities as SPEC.md section 3 names them. Amounts are integers in minor units of
// the account's currency; prices are decimal odds.

import type { BetError } from '../api/placement.ts'
import type { PlaceTerms } from './each-way.ts'

export type { PlaceTerms } from './each-way.ts'
export type { EpwPromoFilterValue, ParlayExtraWinningsConfig } from './parlay-extra-winnings.ts'

/** D: decline any change; H: accept higher prices; A: accept any (SPEC.md section 9: default D). */
export type UserAcceptOdds = 'D' | 'H' | 'A'

export interface SingleBet {
  outcomeId: string
  /** sel1, sel2...: renumbered when an earlier selection is removed. */
  ref: string
  decimal: number
  unitStake: number
  freeMoneyUnitStake: number
  maxFreeMoneyStake: number
  stakeAfterTax: number
  potentialReturns: number
  potentialTaxDeduction: number
  eachWay: boolean
  showEachWay: boolean
  placeTerms?: PlaceTerms
  /** C: the outcome closed; the selection leaves the slip. */
  outcomeState?: 'C' | string
}

/** The multiple (ref mul1) and every system bet share this shape. */
export interface MultipleBet {
  betTypeId: number
  description: string
  fullDescription: string
  ref: string
  noOfBets: number
  unitStake: number
  totalStake: number
  freeMoneyUnitStake: number
  maxBetStake: number
  minBetStake: number
  maxFreeMoneyStake: number
  potentialReturns: number
  potentialPlaceWin: number
  /** The combined price as displayed in the bettor's format. */
  price: string
  decimal: number
  priceFormat: number
  taxPercentage: number
  eachWay: boolean
  /** The combined place price of an each-way bet. */
  place?: number
  extraParlayWinnings: number
}

/** The betslip refresh model (PUT/POST /xapi/rest/betslips/selections). */
export interface BetslipModel {
  singles: SingleBet[]
  multiples: MultipleBet[]
  systems: MultipleBet[]
  userAcceptOdds: UserAcceptOdds
  originId: number
  accountId?: string
}

/** The selection params the slip keeps per outcome id. */
export interface SelectionParams {
  model: BetslipModel
  startingPrice: Record<string, boolean>
  unitStake: Record<string, number>
  eachWay: Record<string, boolean>
  includeInMultiples: Record<string, boolean>
  banker: Record<string, boolean>
  outcomeIds: string[]
  prices: Record<string, number>
}

export interface JackpotSingle {
  outcomeId: string
  /** The jackpot event number, 1 to the number of events. */
  ordinal: number
  ref: string
}

export interface JackpotBet {
  jackpotId: string
  jackpotPrize: number
  globalStake: number
  jackpotTotalStake: number
  noOfBets: number
  originId: number
  singles: JackpotSingle[]
}

export interface BetslipState {
  open: boolean
  /** Keyed by outcome id. */
  bets: Record<string, SingleBet>
  /** At most one entry: the multiple. */
  multiples: MultipleBet[]
  systems: MultipleBet[]
  jackpotBets: JackpotBet[]
  errors: BetError[]
  betPlacing: boolean
  statusWaitApproval: boolean
  placementSuccess: boolean
  /** Milliseconds the last placement took. */
  placementDuration: number
  /** ref of the bet whose stake box has focus. */
  activeBet: string | null
  /** The active stake box's text, kept as typed (see domain/money/stake-text.ts). */
  activeBetStake: string
  expanded: boolean
  showSystemBets: boolean
  isEachWayChecked: boolean
  betMaybeReferred: boolean
  params: SelectionParams
  betSlipId?: string
  accountId?: string
}

/** POST /xapi/bet/account/{id}/cashout. */
export interface Cashout {
  betId: string
  cashoutOddsKey: string
  /** The offer the bettor accepts, in minor units. */
  cashoutStakeAmount: number
  acceptHigherOdds: boolean
}
