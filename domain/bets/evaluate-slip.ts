// The verdict on a slip (SPEC.md sections 3, 5 and 8): its bets priced, every error per
// selection, per bet and of the slip as a whole, its totals, and whether it can be placed. The one
// place the small rules of this folder are put together: the engine's slip view, the server's
// betslip model, placement and the decision at the end of an in-play delay all ask this, so a slip
// the screen shows as placeable is the slip the server takes.
//
// Prices are the selection states' as given: whoever reads a state (the engine's live store, the
// server's selection-states.ts) has already applied what the brand does to a price.

import type { Currency } from '../money/currency.ts'
import { type StakeLimitSettings, stakeLimits } from '../money/stake-limits.ts'
import { stakeAfterTax, type TaxSettings } from '../money/tax.ts'
import { type AcceptancePreference, acceptPrice } from './acceptance.ts'
import type { UserAcceptOdds } from './betslip.ts'
import { type EachWaySettings, eachWayStake, type PlaceTerms } from './each-way.ts'
import {
  combinedOdds,
  type DoubleMinimumSettings,
  doubleMinStake,
  multipleName,
  offerMultiple,
} from './multiple.ts'
import { singleLimits, singleState } from './odds-boost.ts'
import {
  type ParlayExtraWinningsConfig,
  parlayExtraWinnings,
  parlayExtraWinningsEligible,
} from './parlay-extra-winnings.ts'
import { type HoldSettings, mayBeReferred, referralThreshold } from './placement-holds.ts'
import { previewSelectionLimit, type ReturnsRow, returnsByWinners } from './returns-preview.ts'
import {
  checkBalance,
  checkBettor,
  checkFreeBet,
  checkNothingInProgress,
  checkSelection,
  checkSlipSize,
  checkStake,
  crowdedReserveMarkets,
  limitsOfBet,
  outcomeClosed,
  repeatedOutcomes,
  type SelectionCode,
  type SelectionState,
  sharedMarkets,
} from './selection-checks.ts'
import type { SlipSizeSettings } from './slip.ts'
import { eachWayOffered, type PricedLeg, priceTaxedBet } from './slip-pricing.ts'
import { offerSystems, type SystemSettings } from './systems.ts'

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
  combinations: ReadonlyArray<{ betTypeId: number; unitStake: number; eachWay?: boolean }>
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

const sameError = (a: SlipError, b: SlipError) =>
  a.code === b.code &&
  a.outcomeId === b.outcomeId &&
  a.marketId === b.marketId &&
  a.betTypeId === b.betTypeId

export function evaluateSlip(
  slip: SlipToEvaluate,
  states: ReadonlyMap<string, SelectionState>,
  brand: SlipBrand,
  account?: SlipAccount,
): SlipVerdict {
  const { settings, currency } = brand
  const limits = stakeLimits(settings, currency)
  const acceptance: AcceptancePreference = {
    userAcceptOdds: slip.userAcceptOdds ?? 'D',
    tolerancePercent: account?.tolerancePercent ?? null,
  }
  const errors: SlipError[] = []
  const refusals: SlipError[] = []
  const report = (error: SlipError, refuses: boolean) => {
    if (!errors.some((known) => sameError(known, error))) errors.push(error)
    if (refuses && !refusals.some((known) => sameError(known, error))) refusals.push(error)
  }

  const bettor = checkBettor({ selfExcluded: account?.selfExcluded ?? false })
  if (bettor) report({ code: bettor }, true)
  const inProgress = checkNothingInProgress(account?.waitingSlips ?? 0)
  if (inProgress) report({ code: inProgress }, true)
  const size = checkSlipSize(slip.selections.length, settings)
  if (size) report({ code: size }, true)
  for (const outcomeId of repeatedOutcomes(slip.selections.map((entry) => entry.outcomeId)))
    report({ code: 'RES-00218', outcomeId }, true)

  const selections = slip.selections.map((entry): EvaluatedSelection => {
    const state = states.get(entry.outcomeId)
    const single = singleState(state)
    const unavailable = checkSelection(single)
    const unitStake = entry.unitStake
    const freeMoneyUnitStake = entry.freeMoneyUnitStake ?? 0
    const staked = unitStake + freeMoneyUnitStake
    const showEachWay = single ? eachWayOffered(settings, [single]) : false
    const eachWay = Boolean(entry.eachWay) && showEachWay
    const { min: minStake, max: maxStake } = singleLimits(limits, state?.boost, currency)
    const outcomeId = entry.outcomeId
    if (unavailable) report({ code: unavailable, outcomeId }, staked > 0)
    if (staked > 0) {
      if (entry.eachWay && !showEachWay) report({ code: 'RES-00218', outcomeId }, true)
      // The limits are on the whole stake, however it is paid: a free bet is a stake too.
      const stake = checkStake(staked, { min: minStake, max: maxStake })
      if (stake) report({ code: stake, outcomeId }, true)
      const seen = entry.seen?.single
      if (seen !== undefined && !unavailable && single?.decimal) {
        const accepted = acceptPrice(seen, single.decimal, acceptance)
        if (!accepted.ok)
          report({ code: accepted.code, outcomeId, currentDecimal: accepted.currentDecimal }, true)
      }
    }
    const leg = single && !unavailable && staked > 0 ? pricedLeg(single) : undefined
    const priced = leg
      ? priceTaxedBet({ unitStake: staked, legs: [leg], lines: [[0]], eachWay }, settings)
      : undefined
    return {
      outcomeId,
      ...(state ? { state } : {}),
      ...(unavailable ? { unavailable } : {}),
      closed: outcomeClosed(state),
      decimal: single?.decimal ?? null,
      showEachWay,
      eachWay,
      ...(single?.placeTerms ? { placeTerms: single.placeTerms } : {}),
      unitStake,
      freeMoneyUnitStake,
      totalStake: eachWayStake(unitStake, eachWay),
      freeMoneyStake: eachWayStake(freeMoneyUnitStake, eachWay),
      ...(leg ? { leg } : {}),
      minStake,
      maxStake,
      potentialReturns: priced?.potentialReturns ?? 0,
      potentialPlaceWin: priced?.potentialPlaceWin ?? 0,
      stakeAfterTax:
        priced?.stakeAfterTax ?? stakeAfterTax(eachWayStake(staked, eachWay), settings),
      potentialTaxDeduction: priced?.potentialTaxDeduction ?? 0,
    }
  })

  const combinationsStaked = slip.combinations.some((wanted) => wanted.unitStake > 0)
  const included = slip.selections.filter((entry) => entry.includeInMultiples !== false)
  const legs = included.flatMap((entry) => {
    const state = states.get(entry.outcomeId)
    const unavailable = checkSelection(state)
    const seen = entry.seen?.leg
    // A leg the bettor placed at a price is part of the bet they asked for: it cannot drop out.
    if (seen !== undefined && combinationsStaked) {
      if (unavailable) report({ code: unavailable, outcomeId: entry.outcomeId }, true)
      else if (state?.decimal) {
        const accepted = acceptPrice(seen, state.decimal, acceptance)
        if (!accepted.ok)
          report(
            {
              code: accepted.code,
              outcomeId: entry.outcomeId,
              currentDecimal: accepted.currentDecimal,
            },
            true,
          )
      }
    }
    return state && !unavailable ? [{ ...pricedLeg(state), banker: Boolean(entry.banker) }] : []
  })
  for (const marketId of sharedMarkets(legs))
    report({ code: 'betslip-market-selections', marketId }, false)
  // A reserve market takes one selection a slip, whether as singles or in combinations.
  const known = [...new Set(slip.selections.map((entry) => entry.outcomeId))].flatMap(
    (id) => states.get(id) ?? [],
  )
  for (const marketId of crowdedReserveMarkets(known))
    report({ code: 'betslip-reserve-market', marketId }, true)

  const asked = new Map(slip.combinations.map((wanted) => [wanted.betTypeId, wanted] as const))
  // One bet of a type a slip: a second stake for it is a bet the slip cannot name.
  if (asked.size < slip.combinations.length)
    for (const betTypeId of repeatedOutcomes(slip.combinations.map((bet) => String(bet.betTypeId))))
      report({ code: 'RES-00218', betTypeId: Number(betTypeId) }, true)
  const bonusFor =
    brand.epw &&
    account &&
    parlayExtraWinningsEligible(settings, {
      loggedIn: true,
      excludedFromPromotions: account.excludedFromPromotions,
    })
      ? brand.epw
      : undefined
  const showEachWay = eachWayOffered(settings, legs)
  // Every combination is at the legs' price; one without a stake returns nothing, so placement,
  // which names only the staked ones, prices no other.
  const unstaked = {
    totalStake: 0,
    potentialReturns: 0,
    potentialPlaceWin: 0,
    decimal: combinedOdds(legs),
  }
  const combination = (
    betTypeId: number,
    kind: 'multiple' | 'system',
    name: string,
    lines: number[][],
  ): EvaluatedCombination => {
    const wanted = asked.get(betTypeId)
    asked.delete(betTypeId)
    const unitStake = wanted?.unitStake ?? 0
    const eachWay = Boolean(wanted?.eachWay) && showEachWay
    const betLimits =
      kind === 'multiple'
        ? limitsOfBet(betTypeId, limits, doubleMinStake(settings, currency))
        : limits
    if (unitStake > 0) {
      if (wanted?.eachWay && !showEachWay) report({ code: 'RES-00218', betTypeId }, true)
      const stake = checkStake(unitStake, betLimits)
      if (stake) report({ code: stake, betTypeId }, true)
    }
    const priced =
      unitStake > 0 ? priceTaxedBet({ unitStake, legs, lines, eachWay }, settings) : unstaked
    const extra =
      kind === 'multiple' && bonusFor && unitStake > 0
        ? parlayExtraWinnings(bonusFor, {
            legs: legs.length,
            potentialReturns: priced.potentialReturns,
            totalStake: priced.totalStake,
          })
        : 0
    return {
      betTypeId,
      kind,
      name,
      lines,
      unitStake,
      totalStake: priced.totalStake,
      minStake: betLimits.min,
      maxStake: betLimits.max,
      showEachWay,
      eachWay,
      potentialReturns: priced.potentialReturns,
      potentialPlaceWin: priced.potentialPlaceWin,
      decimal: priced.decimal,
      extraParlayWinnings: extra,
    }
  }
  const multiple = offerMultiple(legs)
  const combinations = [
    ...(multiple
      ? [
          combination(multiple.betTypeId, 'multiple', multipleName(legs.length), [
            legs.map((_, index) => index),
          ]),
        ]
      : []),
    ...offerSystems(legs, settings).map((offer) =>
      combination(offer.betTypeId, 'system', offer.type.name, offer.lines),
    ),
  ]
  // A staked bet the slip does not allow (a leg left, closed or joined a shared event).
  for (const [betTypeId, wanted] of asked)
    if (wanted.unitStake > 0) report({ code: 'RES-00218', betTypeId }, true)

  const stakedSingles = selections.filter(
    (single) => single.unitStake + single.freeMoneyUnitStake > 0,
  )
  const stakedCombinations = combinations.filter((bet) => bet.unitStake > 0)
  const totalStake =
    stakedSingles.reduce((sum, single) => sum + single.totalStake, 0) +
    stakedCombinations.reduce((sum, bet) => sum + bet.totalStake, 0)
  const freeMoney = stakedSingles.reduce((sum, single) => sum + single.freeMoneyStake, 0)
  const funds = account?.funds
  if (funds) {
    const freeBet = checkFreeBet(freeMoney, funds.promoCash)
    if (freeBet) report({ code: freeBet }, true)
    const promoForCash = slip.usePromoCash ? Math.max(0, funds.promoCash - freeMoney) : 0
    const balance = checkBalance(totalStake, funds.balance + promoForCash)
    if (balance) report({ code: balance }, true)
  }
  const stakes = [
    ...stakedSingles.map((single) => single.totalStake + single.freeMoneyStake),
    ...stakedCombinations.map((bet) => bet.totalStake),
  ]
  return {
    selections,
    legs,
    combinations,
    errors,
    refusals,
    totalStake,
    freeMoney,
    stakeTax: stakes.reduce((sum, stake) => sum + stake - stakeAfterTax(stake, settings), 0),
    potentialReturns:
      stakedSingles.reduce((sum, single) => sum + single.potentialReturns, 0) +
      stakedCombinations.reduce(
        (sum, bet) => sum + bet.potentialReturns + bet.extraParlayWinnings,
        0,
      ),
    betMayBeReferred: brand.holds
      ? mayBeReferred(totalStake + freeMoney, referralThreshold(brand.holds, currency))
      : false,
    placeable: stakes.length > 0 && refusals.length === 0,
    returnsByWinners: () => slipReturns(selections, legs, stakedCombinations, settings),
  }
}

function pricedLeg(state: SelectionState): PricedLeg {
  return {
    outcomeId: state.outcomeId,
    eventId: state.eventId,
    marketId: state.marketId,
    decimal: state.decimal ?? 0,
    ...(state.placeTerms ? { placeTerms: state.placeTerms } : {}),
  }
}

/**
 * The preview over the open selections, at their market prices: a boosted single pays its boost,
 * every other bet the market's; a combination's lines are moved from the legs to the open ones.
 */
function slipReturns(
  selections: readonly EvaluatedSelection[],
  legs: ReadonlyArray<{ outcomeId: string }>,
  combinations: readonly EvaluatedCombination[],
  taxes: TaxSettings,
): ReturnsRow[] | undefined {
  const open = selections.filter((selection) => selection.state && !checkSelection(selection.state))
  if (open.length > previewSelectionLimit) return undefined
  const prices = open.map((selection) => selection.state?.decimal ?? 0)
  const at = (outcomeId: string) => open.findIndex((selection) => selection.outcomeId === outcomeId)
  const bets = [
    ...open.flatMap((selection, index) => {
      const unitStake = selection.unitStake + selection.freeMoneyUnitStake
      if (unitStake === 0 || selection.unavailable) return []
      const price = selection.decimal ?? 0
      return [
        {
          unitStake,
          lines: [[index]],
          ...(price === prices[index]
            ? {}
            : { prices: prices.map((other, i) => (i === index ? price : other)) }),
        },
      ]
    }),
    ...combinations.map((bet) => ({
      unitStake: bet.unitStake,
      lines: bet.lines.map((line) => line.map((leg) => at(legs[leg]?.outcomeId ?? ''))),
    })),
  ]
  if (bets.length === 0) return undefined
  return returnsByWinners(prices, bets, taxes)
}
