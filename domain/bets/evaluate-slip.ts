// The verdict on a slip (SPEC.md sections 3, 5 and 8): its bets priced, every error per
// selection, per bet and of the slip as a whole, its totals, and whether it can be placed. The one
// place the small rules of this folder are put together: the engine's slip view, the server's
// betslip model, placement and the decision at the end of an in-play delay all ask this, so a slip
// the screen shows as placeable is the slip the server takes. Its shapes are slip-verdict.ts.
//
// Prices are the selection states' as given: whoever reads a state (the engine's live store, the
// server's selection-states.ts) has already applied what the brand does to a price.

import { type StakeLimits, stakeLimits } from '../money/stake-limits.ts'
import { stakeAfterTax, type TaxSettings } from '../money/tax.ts'
import { type AcceptancePreference, acceptPrice } from './acceptance.ts'
import { eachWayStake } from './each-way.ts'
import { combinedOdds, doubleMinStake, multipleName, offerMultiple } from './multiple.ts'
import { singleLimits, singleState } from './odds-boost.ts'
import { parlayExtraWinnings, parlayExtraWinningsEligible } from './parlay-extra-winnings.ts'
import { mayBeReferred, referralThreshold } from './placement-holds.ts'
import { previewSelectionLimit, type ReturnsRow, returnsByWinners } from './returns-preview.ts'
import {
  checkBalance,
  checkBettor,
  checkFreeBet,
  checkNothingInProgress,
  checkPayout,
  checkSelection,
  checkSlipSize,
  checkStake,
  crowdedReserveMarkets,
  limitsOfBet,
  outcomeClosed,
  repeatedOutcomes,
  type SelectionState,
  sharedMarkets,
} from './selection-checks.ts'
import {
  eachWayOffered,
  type PricedLeg,
  priceTaxedBet,
  type TaxedPricedBet,
} from './slip-pricing.ts'
import type {
  EvaluatedCombination,
  EvaluatedSelection,
  SlipAccount,
  SlipBrand,
  SlipEntry,
  SlipError,
  SlipToEvaluate,
  SlipVerdict,
} from './slip-verdict.ts'
import { offerSystems } from './systems.ts'

/** What every step of the verdict shares: the brand's limits, the bettor's acceptance, the errors. */
interface Judging {
  brand: SlipBrand
  limits: StakeLimits
  acceptance: AcceptancePreference
  /** An error to show; refusing, it stops the placement too. */
  report(error: SlipError, refuses: boolean): void
}

type Leg = SlipVerdict['legs'][number]

export function evaluateSlip(
  slip: SlipToEvaluate,
  states: ReadonlyMap<string, SelectionState>,
  brand: SlipBrand,
  account?: SlipAccount,
): SlipVerdict {
  const errors: SlipError[] = []
  const refusals: SlipError[] = []
  const judging: Judging = {
    brand,
    limits: stakeLimits(brand.settings, brand.currency),
    acceptance: {
      userAcceptOdds: slip.userAcceptOdds ?? 'D',
      tolerancePercent: account?.tolerancePercent ?? null,
    },
    report(error, refuses) {
      if (!errors.some((known) => sameError(known, error))) errors.push(error)
      if (refuses && !refusals.some((known) => sameError(known, error))) refusals.push(error)
    },
  }
  judgeSlip(slip, judging, account)
  const selections = slip.selections.map((entry) =>
    judgeSelection(entry, states.get(entry.outcomeId), judging),
  )
  const legs = judgeLegs(slip, states, judging)
  const combinations = judgeCombinations(slip, legs, judging, account)
  const stakedSingles = selections.filter(
    (single) => single.unitStake + single.freeMoneyUnitStake > 0,
  )
  const stakedCombinations = combinations.filter((bet) => bet.unitStake > 0)
  const totalStake =
    stakedSingles.reduce((sum, single) => sum + single.totalStake, 0) +
    stakedCombinations.reduce((sum, bet) => sum + bet.totalStake, 0)
  const freeMoney = stakedSingles.reduce((sum, single) => sum + single.freeMoneyStake, 0)
  if (account?.funds) judgeFunds(account.funds, { totalStake, freeMoney }, slip, judging)
  const stakes = [
    ...stakedSingles.map((single) => single.totalStake + single.freeMoneyStake),
    ...stakedCombinations.map((bet) => bet.totalStake),
  ]
  const { settings, currency, holds } = brand
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
    betMayBeReferred: holds
      ? mayBeReferred(totalStake + freeMoney, referralThreshold(holds, currency))
      : false,
    placeable: stakes.length > 0 && refusals.length === 0,
    returnsByWinners: () => slipReturns(selections, legs, stakedCombinations, settings),
  }
}

const sameError = (a: SlipError, b: SlipError) =>
  a.code === b.code &&
  a.outcomeId === b.outcomeId &&
  a.marketId === b.marketId &&
  a.betTypeId === b.betTypeId

/** The slip as a whole: the bettor, a slip still held, its size, an outcome twice. */
function judgeSlip(slip: SlipToEvaluate, judging: Judging, account: SlipAccount | undefined) {
  const bettor = checkBettor({ selfExcluded: account?.selfExcluded ?? false })
  if (bettor) judging.report({ code: bettor }, true)
  const inProgress = checkNothingInProgress(account?.waitingSlips ?? 0)
  if (inProgress) judging.report({ code: inProgress }, true)
  const size = checkSlipSize(slip.selections.length, judging.brand.settings)
  if (size) judging.report({ code: size }, true)
  for (const outcomeId of repeatedOutcomes(slip.selections.map((entry) => entry.outcomeId)))
    judging.report({ code: 'RES-00218', outcomeId }, true)
}

/**
 * A selection and its single: shown with what is wrong with it, refused only when staked (a
 * selection left unstaked stops no other bet), priced while it is staked and open.
 */
function judgeSelection(
  entry: SlipEntry,
  state: SelectionState | undefined,
  judging: Judging,
): EvaluatedSelection {
  const { settings, currency } = judging.brand
  const single = singleState(state)
  const unavailable = checkSelection(single)
  const { outcomeId, unitStake } = entry
  const freeMoneyUnitStake = entry.freeMoneyUnitStake ?? 0
  const staked = unitStake + freeMoneyUnitStake
  const showEachWay = single ? eachWayOffered(settings, [single]) : false
  const eachWay = Boolean(entry.eachWay) && showEachWay
  const limits = singleLimits(judging.limits, state?.boost, currency)
  if (unavailable) judging.report({ code: unavailable, outcomeId }, staked > 0)
  if (staked > 0) {
    if (entry.eachWay && !showEachWay) judging.report({ code: 'RES-00218', outcomeId }, true)
    // The limits are on the whole stake, however it is paid: a free bet is a stake too.
    const stake = checkStake(staked, limits)
    if (stake) judging.report({ code: stake, outcomeId }, true)
    if (!unavailable && single?.decimal)
      judgePrice(outcomeId, entry.seen?.single, single.decimal, judging)
  }
  const leg = single && !unavailable && staked > 0 ? pricedLeg(single) : undefined
  const priced = leg
    ? judgePayout(
        priceTaxedBet({ unitStake: staked, legs: [leg], lines: [[0]], eachWay }, settings),
        0,
        { outcomeId },
        judging,
      )
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
    minStake: limits.min,
    maxStake: limits.max,
    potentialReturns: priced?.potentialReturns ?? 0,
    potentialPlaceWin: priced?.potentialPlaceWin ?? 0,
    stakeAfterTax: priced?.stakeAfterTax ?? stakeAfterTax(eachWayStake(staked, eachWay), settings),
    potentialTaxDeduction: priced?.potentialTaxDeduction ?? 0,
  }
}

/** A price the bettor placed at, against the price now and their acceptance choice. */
function judgePrice(outcomeId: string, seen: number | undefined, now: number, judging: Judging) {
  if (seen === undefined) return
  const accepted = acceptPrice(seen, now, judging.acceptance)
  if (!accepted.ok)
    judging.report(
      { code: accepted.code, outcomeId, currentDecimal: accepted.currentDecimal },
      true,
    )
}

/**
 * The legs the multiple and the systems combine: the included selections open now, in slip order.
 * A leg the bettor placed at a price is part of the bet they asked for: it cannot drop out.
 */
function judgeLegs(
  slip: SlipToEvaluate,
  states: ReadonlyMap<string, SelectionState>,
  judging: Judging,
): Leg[] {
  const combinationsStaked = slip.combinations.some((wanted) => wanted.unitStake > 0)
  const legs = slip.selections
    .filter((entry) => entry.includeInMultiples !== false)
    .flatMap((entry) => {
      const state = states.get(entry.outcomeId)
      const unavailable = checkSelection(state)
      const seen = entry.seen?.leg
      if (seen !== undefined && combinationsStaked) {
        if (unavailable) judging.report({ code: unavailable, outcomeId: entry.outcomeId }, true)
        else if (state?.decimal) judgePrice(entry.outcomeId, seen, state.decimal, judging)
      }
      return state && !unavailable ? [{ ...pricedLeg(state), banker: Boolean(entry.banker) }] : []
    })
  for (const marketId of sharedMarkets(legs))
    judging.report({ code: 'betslip-market-selections', marketId }, false)
  // A reserve market takes one selection a slip, whether as singles or in combinations.
  const known = [...new Set(slip.selections.map((entry) => entry.outcomeId))].flatMap(
    (id) => states.get(id) ?? [],
  )
  for (const marketId of crowdedReserveMarkets(known))
    judging.report({ code: 'betslip-reserve-market', marketId }, true)
  return legs
}

/** The multiple and the systems the legs allow, each with its stake; a stake for another refused. */
function judgeCombinations(
  slip: SlipToEvaluate,
  legs: readonly Leg[],
  judging: Judging,
  account: SlipAccount | undefined,
): EvaluatedCombination[] {
  const { settings, currency, epw } = judging.brand
  const asked = new Map(slip.combinations.map((wanted) => [wanted.betTypeId, wanted] as const))
  // One bet of a type a slip: a second stake for it is a bet the slip cannot name.
  if (asked.size < slip.combinations.length)
    for (const betTypeId of repeatedOutcomes(slip.combinations.map((bet) => String(bet.betTypeId))))
      judging.report({ code: 'RES-00218', betTypeId: Number(betTypeId) }, true)
  const bonus =
    epw &&
    account &&
    parlayExtraWinningsEligible(settings, {
      loggedIn: true,
      excludedFromPromotions: account.excludedFromPromotions,
    })
      ? epw
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
    const limits =
      kind === 'multiple'
        ? limitsOfBet(betTypeId, judging.limits, doubleMinStake(settings, currency))
        : judging.limits
    if (unitStake > 0) {
      if (wanted?.eachWay && !showEachWay) judging.report({ code: 'RES-00218', betTypeId }, true)
      if (wanted?.namedAs && wanted.namedAs !== kind)
        judging.report({ code: 'RES-00218', betTypeId }, true)
      const stake = checkStake(unitStake, limits)
      if (stake) judging.report({ code: stake, betTypeId }, true)
    }
    const taxed =
      unitStake > 0 ? priceTaxedBet({ unitStake, legs, lines, eachWay }, settings) : undefined
    const extraParlayWinnings =
      kind !== 'multiple' || !taxed
        ? 0
        : bonus
          ? parlayExtraWinnings(bonus, {
              legs: legs.length,
              potentialReturns: taxed.potentialReturns,
              totalStake: taxed.totalStake,
            })
          : (wanted?.extraParlayWinnings ?? 0)
    const priced = taxed
      ? judgePayout(taxed, extraParlayWinnings, { betTypeId }, judging)
      : unstaked
    return {
      betTypeId,
      kind,
      name,
      lines,
      unitStake,
      totalStake: priced.totalStake,
      minStake: limits.min,
      maxStake: limits.max,
      showEachWay,
      eachWay,
      potentialReturns: priced.potentialReturns,
      potentialPlaceWin: priced.potentialPlaceWin,
      decimal: priced.decimal,
      // Refused past the cap, its returns shown at it: the bonus on top takes it no further.
      extraParlayWinnings: Math.min(
        extraParlayWinnings,
        judging.limits.maxPayout - priced.potentialReturns,
      ),
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
    if (wanted.unitStake > 0) judging.report({ code: 'RES-00218', betTypeId }, true)
  return combinations
}

/**
 * A staked bet against the most the brand pays on one bet: past it, refused (RES-00233), and its
 * amounts shown at that most, so that no answer carries an amount past exact integers.
 */
function judgePayout(
  priced: TaxedPricedBet,
  bonus: number,
  bet: Pick<SlipError, 'outcomeId' | 'betTypeId'>,
  judging: Judging,
): TaxedPricedBet {
  const { maxPayout } = judging.limits
  const payout = checkPayout(priced.potentialReturns + bonus, judging.limits)
  if (!payout) return priced
  judging.report({ code: payout, ...bet }, true)
  return {
    ...priced,
    potentialReturns: Math.min(priced.potentialReturns, maxPayout),
    potentialPlaceWin: Math.min(priced.potentialPlaceWin, maxPayout),
    potentialTaxDeduction: Math.min(priced.potentialTaxDeduction, maxPayout),
  }
}

/** What the staked bets take against what the account holds. */
function judgeFunds(
  funds: { balance: number; promoCash: number },
  cost: { totalStake: number; freeMoney: number },
  slip: SlipToEvaluate,
  judging: Judging,
) {
  const freeBet = checkFreeBet(cost.freeMoney, funds.promoCash)
  if (freeBet) judging.report({ code: freeBet }, true)
  const promoForCash = slip.usePromoCash ? Math.max(0, funds.promoCash - cost.freeMoney) : 0
  const balance = checkBalance(cost.totalStake, funds.balance + promoForCash)
  if (balance) judging.report({ code: balance }, true)
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
      bonus: bet.extraParlayWinnings,
    })),
  ]
  if (bets.length === 0) return undefined
  return returnsByWinners(prices, bets, taxes)
}
