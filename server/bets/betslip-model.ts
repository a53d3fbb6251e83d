// The betslip refresh (PUT/POST /xapi/rest/betslips/selections): the slip as the bettor built it,
// priced from the current prices with the domain's rules, with the multiple and the system bets
// its selections allow, their stakes kept, and every error the slip has now. Placing the same
// slip runs the same checks (place-betslip.ts), so what the model flags the placement refuses.

import type {
  BetslipModel,
  BetslipModelInput,
  ModelCombination,
  ModelSingle,
} from '../../domain/api/betslip-model.ts'
import { eachWayApplies, eachWayStake } from '../../domain/bets/each-way.ts'
import {
  multipleDoubleMinStake,
  multipleDoublePriceFormat,
  offerMultiple,
} from '../../domain/bets/multiple.ts'
import { singleLimits, singleState } from '../../domain/bets/odds-boost.ts'
import {
  parlayExtraWinnings,
  parlayExtraWinningsEligible,
} from '../../domain/bets/parlay-extra-winnings.ts'
import { mayBeReferred, referralThreshold } from '../../domain/bets/placement-holds.ts'
import {
  checkBalance,
  checkFreeBet,
  checkSelection,
  checkSlipSize,
  checkStake,
  crowdedReserveMarkets,
  limitsOfBet,
  outcomeClosed,
  repeatedOutcomes,
  type SelectionState,
  sharedMarkets,
} from '../../domain/bets/selection-checks.ts'
import { combinable, type SlipSelection } from '../../domain/bets/slip.ts'
import {
  eachWayOffered,
  multipleName,
  type PricedLeg,
  priceTaxedBet,
} from '../../domain/bets/slip-pricing.ts'
import { offerSystems } from '../../domain/bets/systems.ts'
import { betErrorMeaning } from '../../domain/errors/bet-errors.ts'
import { toastTexts } from '../../domain/errors/toasts.ts'
import type { Currency } from '../../domain/money/currency.ts'
import { parseStakeLimit, stakeLimits } from '../../domain/money/stake-limits.ts'
import { stakeAfterTax } from '../../domain/money/tax.ts'
import { playerDetailsDefaults } from '../../domain/player/profile.ts'
import { defaultOriginId } from '../../domain/rules/origin-id.ts'
import type { BettingSettings } from './betting-settings.ts'

type ModelError = BetslipModel['errors'][number]

export interface ModelAccount {
  accountId: string
  balance: number
  promoCash: number
  excludedFromPromotions: boolean
}

/** The outcome ids the model prices: the singles, then the ones POST adds (once each). */
export function modelOutcomeIds(input: BetslipModelInput): string[] {
  const added =
    typeof input.outcomeIds === 'string'
      ? input.outcomeIds.split(',').map((id) => id.trim())
      : (input.outcomeIds ?? [])
  const ids = input.singles.map((single) => single.outcomeId)
  for (const id of added) if (id && !ids.includes(id)) ids.push(id)
  return ids
}

export function buildBetslipModel(
  input: BetslipModelInput,
  states: ReadonlyMap<string, SelectionState>,
  context: { betting: BettingSettings; currency: Currency; account?: ModelAccount },
): BetslipModel {
  const { settings } = context.betting
  const account = context.account
  const limits = stakeLimits(settings, context.currency)
  const doubleMinimum = parseStakeLimit(multipleDoubleMinStake, 0, context.currency)
  const errors: ModelError[] = []
  const error = (code: string, extra: Partial<ModelError> = {}) =>
    errors.push({ code, message: betErrorMeaning(code, messageOf(code)), ...extra })
  const ids = modelOutcomeIds(input)
  const inputs = new Map(input.singles.map((single) => [single.outcomeId, single]))
  const promoCash = account?.promoCash ?? 0
  const taxPercentage = settings.tax_deduction_enabled ? settings.tax_returns_percentage : 0

  const slipSize = checkSlipSize(ids.length, settings)
  if (slipSize) error(slipSize)
  for (const outcomeId of repeatedOutcomes(input.singles.map((single) => single.outcomeId)))
    error('RES-00218', { outcomeId })

  const singles: ModelSingle[] = ids.map((outcomeId, index) => {
    const market = states.get(outcomeId)
    const state = singleState(market)
    const wanted = inputs.get(outcomeId)
    const code = checkSelection(state)
    if (code) error(code, { outcomeId })
    const decimal = state?.decimal ?? 0
    const showEachWay = state ? eachWayOffered(settings, [state]) : false
    const eachWay = eachWayApplies(settings, { showEachWay }, Boolean(wanted?.eachWay))
    const unitStake = wanted?.unitStake ?? 0
    const freeMoneyUnitStake = Math.min(wanted?.freeMoneyUnitStake ?? 0, promoCash)
    const singleStakeLimits = singleLimits(limits, state?.boost, context.currency)
    if (unitStake + freeMoneyUnitStake > 0) {
      const stake = checkStake(unitStake + freeMoneyUnitStake, singleStakeLimits)
      if (stake) error(stake, { outcomeId })
    }
    const leg = state && !code ? [pricedLeg(state)] : []
    // Returns are on what is wagered: the stake less the stake duty when the brand levies one.
    const staked = unitStake + freeMoneyUnitStake
    const priced =
      leg.length > 0 && staked > 0
        ? priceTaxedBet({ unitStake: staked, legs: leg, lines: [[0]], eachWay }, settings)
        : undefined
    return {
      outcomeId,
      ref: `sel${index + 1}`,
      ...(state ? { eventId: state.eventId, marketId: state.marketId } : {}),
      decimal,
      unitStake,
      freeMoneyUnitStake,
      maxFreeMoneyStake: promoCash,
      stakeAfterTax:
        priced?.stakeAfterTax ?? stakeAfterTax(eachWayStake(staked, eachWay), settings),
      potentialReturns: priced?.potentialReturns ?? 0,
      potentialTaxDeduction: priced?.potentialTaxDeduction ?? 0,
      eachWay,
      showEachWay,
      ...(state?.placeTerms ? { placeTerms: state.placeTerms } : {}),
      banker: Boolean(wanted?.banker),
      includeInMultiples: wanted?.includeInMultiples !== false,
      ...(outcomeClosed(state) ? { outcomeState: 'C' } : {}),
      live: Boolean(state?.live),
      ...(state?.boost && market?.decimal
        ? { boost: { marketDecimal: market.decimal, maxStake: singleStakeLimits.max } }
        : {}),
    }
  })

  const open = singles.flatMap((single): SlipSelection[] => {
    const state = states.get(single.outcomeId)
    if (!state || checkSelection(state)) return []
    return [
      {
        ...pricedLeg(state),
        banker: single.banker,
        includeInMultiples: single.includeInMultiples,
      },
    ]
  })
  const legs = combinable(open)
  for (const marketId of sharedMarkets(legs)) error('betslip-market-selections', { marketId })
  // A reserve market takes one selection a slip, whether as singles or in combinations.
  const known = ids.flatMap((id) => states.get(id) ?? [])
  for (const marketId of crowdedReserveMarkets(known)) error('betslip-reserve-market', { marketId })

  const asked = new Map(
    [...input.multiples, ...input.systems].map((bet) => [bet.betTypeId, bet] as const),
  )
  const eligible = parlayExtraWinningsEligible(settings, {
    loggedIn: account !== undefined,
    excludedFromPromotions:
      account?.excludedFromPromotions ?? playerDetailsDefaults.excludedFromPromotions,
  })
  const combination = (
    betTypeId: number,
    name: string,
    ref: string,
    lines: number[][],
    kind: 'multiple' | 'system',
  ): ModelCombination => {
    const wanted = asked.get(betTypeId)
    asked.delete(betTypeId)
    const unitStake = wanted?.unitStake ?? 0
    const showEachWay = eachWayOffered(settings, legs)
    const eachWay = eachWayApplies(settings, { showEachWay }, Boolean(wanted?.eachWay))
    const betLimits = limitsOfBet(
      kind === 'multiple' ? betTypeId : undefined,
      limits,
      doubleMinimum,
    )
    if (unitStake > 0) {
      const stake = checkStake(unitStake, betLimits)
      if (stake) error(stake, { betTypeId })
    }
    const priced = priceTaxedBet({ unitStake, legs, lines, eachWay }, settings)
    const extra =
      kind === 'multiple' && eligible && unitStake > 0
        ? parlayExtraWinnings(context.betting.epw, {
            legs: legs.length,
            potentialReturns: priced.potentialReturns,
            totalStake: priced.totalStake,
          })
        : 0
    return {
      betTypeId,
      description: name,
      fullDescription: `${name} (${lines.length} ${lines.length === 1 ? 'bet' : 'bets'})`,
      ref,
      noOfBets: lines.length,
      unitStake,
      totalStake: priced.totalStake,
      freeMoneyUnitStake: 0,
      maxBetStake: betLimits.max,
      minBetStake: betLimits.min,
      maxFreeMoneyStake: 0,
      potentialReturns: priced.potentialReturns,
      potentialPlaceWin: priced.potentialPlaceWin,
      price: priced.decimal.toFixed(2),
      decimal: priced.decimal,
      priceFormat: kind === 'multiple' ? multipleDoublePriceFormat : 1,
      taxPercentage,
      eachWay,
      extraParlayWinnings: extra,
    }
  }
  const multiple = offerMultiple(legs)
  const multiples = multiple
    ? [
        combination(
          multiple.betTypeId,
          multipleName(legs.length),
          'mul1',
          [legs.map((_, i) => i)],
          'multiple',
        ),
      ]
    : []
  const systems = offerSystems(legs, settings).map((offer, index) =>
    combination(offer.betTypeId, offer.type.name, `sys${index + 1}`, offer.lines, 'system'),
  )
  // A staked bet the slip no longer allows (a selection left, closed or joined a shared event).
  for (const [betTypeId, wanted] of asked)
    if ((wanted.unitStake ?? 0) > 0) error('RES-00218', { betTypeId })

  const totalStake =
    singles.reduce((sum, single) => sum + eachWayStake(single.unitStake, single.eachWay), 0) +
    [...multiples, ...systems].reduce((sum, bet) => sum + bet.totalStake, 0)
  const freeMoney = singles.reduce(
    (sum, single) => sum + eachWayStake(single.freeMoneyUnitStake, single.eachWay),
    0,
  )
  const usePromoCash = Boolean(input.usePromoCash)
  if (account) {
    const requestedFree = input.singles.reduce(
      (sum, single) => sum + eachWayStake(single.freeMoneyUnitStake ?? 0, Boolean(single.eachWay)),
      0,
    )
    const freeBet = checkFreeBet(requestedFree, account.promoCash)
    if (freeBet) error(freeBet)
    const balance = checkBalance(
      totalStake,
      account.balance + (usePromoCash ? Math.max(0, account.promoCash - freeMoney) : 0),
    )
    if (balance) error(balance)
  }
  const potentialReturns =
    singles.reduce((sum, single) => sum + single.potentialReturns, 0) +
    [...multiples, ...systems].reduce((sum, bet) => sum + bet.potentialReturns, 0)
  return {
    singles,
    multiples,
    systems,
    userAcceptOdds: input.userAcceptOdds ?? 'D',
    originId: input.originId ?? defaultOriginId,
    ...(account ? { accountId: account.accountId } : {}),
    usePromoCash,
    ...(account ? { availableBalance: account.balance, promoCash: account.promoCash } : {}),
    totalStake,
    potentialReturns,
    betMayBeReferred: mayBeReferred(
      totalStake + freeMoney,
      referralThreshold(context.betting.holds, context.currency),
    ),
    errors,
  }
}

export function pricedLeg(state: SelectionState): PricedLeg {
  return {
    outcomeId: state.outcomeId,
    eventId: state.eventId,
    marketId: state.marketId,
    decimal: state.decimal ?? 0,
    ...(state.placeTerms ? { placeTerms: state.placeTerms } : {}),
  }
}

const messageOf = (code: string): string | undefined => (toastTexts as Record<string, string>)[code]
