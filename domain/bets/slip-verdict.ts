// What the verdict on a slip takes and gives (domain/bets/evaluate-slip.ts): the slip as the
// bettor built it, the brand and the account as far as the side asking knows them, and the
// priced bets, errors and totals every side shows or acts on.

import type { Currency } from '../money/currency.ts'
import type { StakeLimitSettings } from '../money/stake-limits.ts'
import type { TaxSettings } from '../money/tax.ts'
import type { UserAcceptOdds } from './betslip.ts'
import type { EachWaySettings, PlaceTerms } from './each-way.ts'
import type { DoubleMinimumSettings } from './multiple.ts'
import type { ParlayExtraWinningsConfig } from './parlay-extra-winnings.ts'
import type { HoldSettings } from './placement-holds.ts'
import type { ReturnsRow } from './returns-preview.ts'
import type { SelectionCode, SelectionState } from './selection-checks.ts'
import type { SlipSizeSettings } from './slip.ts'
import type { PricedLeg } from './slip-pricing.ts'
import type { SystemSettings } from './systems.ts'

/** A selection as the bettor put it on the slip, with what they stake on it as a single. */
export interface SlipEntry {
  outcomeId: string
  /** The cash stake of its single, minor units; 0 for no single. */
  unitStake: number
  /** The free-bet stake of its single, paid from the promo cash. */
  freeMoneyUnitStake?: number
  eachWay?: boolean
  /** A banker is in every line of the systems. */
  banker?: boolean
  /** In the multiple and the systems unless false. */
  includeInMultiples?: boolean
  /**
   * The prices the bettor placed at, as a single (a boost's) and as a leg of the combinations.
   * A bet placed at a price needs the selection still open, at a price the bettor's acceptance
   * takes; without them (the refresh, the slip on screen) the selection is priced as it stands.
   */
  seen?: { single?: number; leg?: number }
}

export interface SlipToEvaluate {
  selections: readonly SlipEntry[]
  /** The stakes of the multiple and the systems, by betTypeId. */
  combinations: ReadonlyArray<{
    betTypeId: number
    unitStake: number
    eachWay?: boolean
    /**
     * The list a placement named it in (multiples or systems): a staked bet of the other kind
     * is refused, not placed as what its betTypeId happens to be (a double of three legs is a
     * system of three lines, three times the stake).
     */
    namedAs?: 'multiple' | 'system'
    /**
     * The acca bonus the server priced for this multiple, for a side that has no tiers of its
     * own (the engine): counted in its returns as a bonus priced here is.
     */
    extraParlayWinnings?: number
  }>
  userAcceptOdds?: UserAcceptOdds
  /** Cash stakes may come from the promo cash first. */
  usePromoCash?: boolean
}

export interface SlipBrand {
  settings: StakeLimitSettings &
    DoubleMinimumSettings &
    TaxSettings &
    SystemSettings &
    SlipSizeSettings &
    EachWaySettings & { enable_parlay_extra_winnings?: boolean }
  currency: Currency
  /** The acca bonus tiers; without them no bonus (the engine leaves it to the server). */
  epw?: ParlayExtraWinningsConfig
  /** The referral threshold; without it nothing is referred. */
  holds?: HoldSettings
}

/** The bettor as far as the side asking knows them; what is unknown is not checked. */
export interface SlipAccount {
  excludedFromPromotions: boolean
  tolerancePercent?: number | null
  selfExcluded?: boolean
  /** The account's slips still held for a delay or a trader. */
  waitingSlips?: number
  /** Absent where the slip is already paid for (the end of an in-play delay). */
  funds?: { balance: number; promoCash: number }
}

export interface SlipError {
  /** A RES code of SPEC.md section 8, or a betslip toast key (betslip-market-selections...). */
  code: string
  outcomeId?: string
  marketId?: string
  betTypeId?: number
  /** A price change: the price the bettor may accept. */
  currentDecimal?: number
}

export interface EvaluatedSelection {
  outcomeId: string
  /** The state read for it, undefined when the book does not know the outcome. */
  state?: SelectionState
  /** Why it cannot be bet on now (checkSelection). */
  unavailable?: SelectionCode
  /** Gone for good: it leaves the slip (outcomeState C). */
  closed: boolean
  /** The single's price (a boost's while one runs); null without a price. */
  decimal: number | null
  showEachWay: boolean
  eachWay: boolean
  placeTerms?: PlaceTerms
  unitStake: number
  freeMoneyUnitStake: number
  /** What the single costs in cash and in free bets, each-way doubling both. */
  totalStake: number
  freeMoneyStake: number
  minStake: number
  maxStake: number
  /** The single as a bet, priced only while it is staked and open. */
  leg?: PricedLeg
  potentialReturns: number
  potentialPlaceWin: number
  stakeAfterTax: number
  potentialTaxDeduction: number
}

export interface EvaluatedCombination {
  betTypeId: number
  kind: 'multiple' | 'system'
  name: string
  /** Index lists into the verdict's legs. */
  lines: number[][]
  unitStake: number
  totalStake: number
  minStake: number
  maxStake: number
  showEachWay: boolean
  eachWay: boolean
  /** Every leg winning, after taxes; the acca bonus is beside it. */
  potentialReturns: number
  potentialPlaceWin: number
  /** The product of the legs' prices. */
  decimal: number
  extraParlayWinnings: number
}

export interface SlipVerdict {
  selections: EvaluatedSelection[]
  /** The selections the multiple and the systems combine: open, included, in slip order. */
  legs: Array<PricedLeg & { banker: boolean }>
  /** The multiple and the systems on offer for the legs. */
  combinations: EvaluatedCombination[]
  /** Everything wrong with the slip now, for the bettor to see. */
  errors: SlipError[]
  /** The errors that stop a placement: those of the slip and of its staked bets. */
  refusals: SlipError[]
  /** Cash stakes of the staked bets. */
  totalStake: number
  /** Free-bet stakes of the staked bets. */
  freeMoney: number
  /** What the staked bets pay in stake duty (their stake less what they wager). */
  stakeTax: number
  /** Every leg winning, the staked bets together, the acca bonus included. */
  potentialReturns: number
  betMayBeReferred: boolean
  /** Something is staked and nothing refuses it. */
  placeable: boolean
  /**
   * Least and most returned for each number of winners, undefined while nothing is staked; a
   * function because it walks every way the selections can win, which placement never needs.
   */
  returnsByWinners(): ReturnsRow[] | undefined
}

/**
 * A request's multiples and systems as the evaluator reads them: each named as the list it came
 * in, so that a bet in the wrong one is refused, alike by the model and by placement.
 */
export const namedCombinations = (request: {
  multiples: ReadonlyArray<{ betTypeId: number; unitStake?: number; eachWay?: boolean }>
  systems: ReadonlyArray<{ betTypeId: number; unitStake?: number; eachWay?: boolean }>
}): SlipToEvaluate['combinations'] => {
  const named = (namedAs: 'multiple' | 'system') => (bet: (typeof request.multiples)[number]) => ({
    betTypeId: bet.betTypeId,
    unitStake: bet.unitStake ?? 0,
    eachWay: Boolean(bet.eachWay),
    namedAs,
  })
  return [...request.multiples.map(named('multiple')), ...request.systems.map(named('system'))]
}
