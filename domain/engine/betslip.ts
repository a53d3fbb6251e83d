// The betslip area's view. One word for what the bettor puts on the slip: a selection.

import type * as v from 'valibot'
import type { PlaceBetslipRequest } from '../api/placement.ts'
import type { PlaceTerms, UserAcceptOdds } from '../bets/betslip.ts'
import type { EpwPromoFilterValue } from '../bets/parlay-extra-winnings.ts'
import type { betslipSelectionSchema } from './stored-slices.ts'

/** A selection on the slip with the stake the bettor typed: what the slip keeps and stores. */
export type BetslipSelection = v.InferOutput<typeof betslipSelectionSchema>

/** A selection as the slip shows it: with the price now and what it would return. */
export interface PricedSelection extends Omit<BetslipSelection, 'marketId'> {
  /** Its market now: two selections of one market never combine. */
  marketId: string
  /**
   * The market's current price, at which the selection is in the multiple and the systems;
   * undefined once the outcome left the live store.
   */
  decimal?: number
  /**
   * The brand's boost on it as the server's last refresh gave it (domain/bets/odds-boost.ts): the
   * single is at this price, its stake at most maxStake (minor units).
   */
  boost?: { decimal: number; maxStake: number }
  /** The price before the last change, while the bettor has not yet seen it move. */
  previousDecimal?: number
  /** The price moved from the one taken, and the bettor's acceptance choice asks first. */
  priceChange?: { from: number; to: number }
  available: boolean
  /** The server's refresh says each-way may be taken on it, with these place terms. */
  showEachWay: boolean
  placeTerms?: PlaceTerms
  /** Minor units; 0 without a stake or a price. Each-way: the win and place parts together. */
  potentialReturns: number
  /**
   * At a negative price (SPEC.md section 5) the bettor types what they want to win: this, minor
   * units; unitStake is then the stake it risks.
   */
  toWin?: number
}

/** The multiple or a system bet on offer for the slip, with the stake typed for it. */
export interface CombinationBet {
  /** 200000 + legs for the multiple (200002 the double), a system type's id otherwise. */
  betTypeId: number
  kind: 'multiple' | 'system'
  /** Double, Treble, 5-Fold Accumulator, Trixie, Lucky 15… */
  name: string
  /** Each line lists indexes into the slip's open selections (available, priced), in order. */
  lines: number[][]
  noOfBets: number
  stakeText: string
  /** Minor units per line. */
  unitStake: number
  totalStake: number
  /** The least and the most a unit stake may be, minor units. */
  minStake: number
  maxStake: number
  /** What it returns if every selection wins. */
  potentialReturns: number
  /** The multiple's combined price. */
  decimal?: number
  /**
   * The acca bonus the brand adds to the multiple's returns (parlay extra winnings), from the
   * server's last refresh: it alone knows whether the bettor may have it. Included in
   * potentialReturns.
   */
  extraParlayWinnings?: number
}

/** For each number of winning selections, the least and the most the slip returns. */
export interface PreviewRow {
  winners: number
  least: number
  most: number
}

export interface BetslipView {
  selections: PricedSelection[]
  /**
   * How many selections the bettor has added since the page loaded: a slip restored from the
   * last visit adds none, so the sheet the bettor closed then stays closed (issue 42).
   */
  added: number
  /** The multiple and the systems on offer (the expanded slip shows the systems). */
  combinations: CombinationBet[]
  /** Undefined while nothing is staked. */
  preview?: PreviewRow[]
  /** How a price change at placement is taken: D declines, H takes higher, A takes any. */
  acceptOdds: UserAcceptOdds
  /**
   * A change within this many per cent is taken whatever acceptOdds says: the logged-in player's
   * own setting, kept by the server; null for none, undefined while logged out or not yet read.
   */
  tolerancePercent?: number | null
  /** The stake comes from promo cash first. */
  usePromoCash: boolean
  currency: string
  totalStake: number
  /** The part of totalStake paid from free bets. */
  freeBetStake: number
  totalPotentialReturns: number
  /** The request Place bet sends, or null while no selection has a stake and a price. */
  placement: PlaceBetslipRequest | null
  /** What the server's last refresh found wrong with the slip (SPEC.md section 7). */
  modelErrors: { code: string; message: string; outcomeId?: string; betTypeId?: number }[]
  /** The quick-stake buttons, in displayed units of the currency (SPEC.md sections 5 and 9). */
  quickStakes: number[]
  /** Placed as it is, the slip would wait for a trader. */
  betMayBeReferred: boolean
  /**
   * The brand's taxes on the slip, when it levies any: the duty the staked bets pay (what they
   * wager is their stake less it) and the rates; returns are shown with the withholding off.
   */
  taxes?: { stakeTax: number; stakeRatePercent: number; returnsRatePercent: number }
  /**
   * The server's last refresh of the slip (SPEC.md section 4): pending while one is due, rejected
   * when it failed (the slip then shows no model of the server's), or when the slip's markets
   * could not be loaded by id (its prices are then unknown).
   */
  refreshStatus?: 'fulfilled' | 'pending' | 'rejected'
  /**
   * The acca bonus tier the slip's multiple has yet to reach, while the brand offers the bonus
   * (GET /xapi/rest/promotions/epw): what adding selections would earn.
   */
  nextAccaBonus?: EpwPromoFilterValue
  /** Why the bettor's last change was refused (RES-00247 on a 16th selection), until the next. */
  refusal?: { code: string; message: string }
}

/**
 * SPEC.md section 4's special stake values of a single: 'max' stakes the most the free bets hold,
 * from them, and no cash; null clears the free money and the stake.
 */
export type FreeBetStake = 'max' | null
