// What a slip comes to, decided on what placement read (place-betslip.ts): every selection
// checked against its state with the domain's rules (selection-checks.ts, acceptance.ts,
// slip-pricing.ts), its bets priced, what it takes from each wallet and the answer the bettor
// gets; or, with any error, a rejection that takes nothing. No I/O: the same read gives the same
// slip but for its new ids.

import { randomUUID } from 'node:crypto'
import type {
  BetError,
  BetslipToPlace,
  PlacedCombination,
  PlacedSingle,
  PlacementResponse,
} from '../../domain/api/placement.ts'
import { acceptPrice } from '../../domain/bets/acceptance.ts'
import { eachWayStake } from '../../domain/bets/each-way.ts'
import { multipleDoubleMinStake } from '../../domain/bets/multiple.ts'
import { singleLimits, singleState } from '../../domain/bets/odds-boost.ts'
import {
  parlayExtraWinnings,
  parlayExtraWinningsEligible,
} from '../../domain/bets/parlay-extra-winnings.ts'
import {
  holdOf,
  inPlayDelaySeconds,
  mayBeReferred,
  referralThreshold,
  referralTimeoutSeconds,
} from '../../domain/bets/placement-holds.ts'
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
  repeatedOutcomes,
  type SelectionState,
} from '../../domain/bets/selection-checks.ts'
import {
  combinationOf,
  eachWayOffered,
  type PricedLeg,
  priceTaxedBet,
} from '../../domain/bets/slip-pricing.ts'
import { betErrorMeaning } from '../../domain/errors/bet-errors.ts'
import { parseStakeLimit, stakeLimits } from '../../domain/money/stake-limits.ts'
import type { TaxSettings } from '../../domain/money/tax.ts'
import { defaultOriginId } from '../../domain/rules/origin-id.ts'
import type { WalletName } from '../wallet/ledger.ts'
import { pricedLeg } from './betslip-model.ts'
import type { BettingSettings } from './betting-settings.ts'

/** The account and its player as placement reads them (numeric columns may come as text). */
export interface AccountRow {
  balance: number | string
  promo_cash: number | string
  currency: string
  player_id: string
  self_excluded: boolean
  non_bettor: boolean
  excluded_from_promotions: boolean
  accept_tolerance_percent: number | string | null
  brand_id: string
}

/** The bets of a slip as they will be stored, one per single, the multiple and each system. */
export interface BetToStore {
  betId: string
  kind: 'single' | 'multiple' | 'system'
  betTypeId: number | null
  legs: Array<PricedLeg & { banker: boolean }>
  lines: number
  unitStake: number
  freeMoneyStake: number
  totalStake: number
  eachWay: boolean
  decimal: number
  /** Included in potentialReturns: the parlay extra winnings of an eligible multiple. */
  extraParlayWinnings: number
  potentialReturns: number
}

/** The rates of the brand's taxes a bet is placed under (0 where none is levied). */
const betTaxRates = (settings: TaxSettings) => ({
  stake_tax_percentage:
    settings.tax_deduction_enabled && settings.enable_stake_after_tax
      ? (settings.stake_rate_percentage ?? 0)
      : 0,
  returns_tax_percentage: settings.tax_deduction_enabled
    ? (settings.tax_returns_percentage ?? 0)
    : 0,
})

/** The slip as decided: what is stored, and what it takes from the account's wallets. */
export interface SlipToStore {
  betSlipId: string
  uuid: string
  accountId: string
  reference: string
  status: 'placed' | 'pending' | 'referred' | 'rejected'
  totalCost: number
  potentialReturns: number
  request: BetslipToPlace
  hash: string
  /** decide_at is the database's now plus this, one clock for every server. */
  decideAfterSeconds: number | null
  usePromoCash: boolean
  response: PlacementResponse
  bets: BetToStore[]
  /** The brand's taxes now, kept with every bet for its settlement. */
  taxRates?: { stake_tax_percentage: number; returns_tax_percentage: number }
  /** Minor units taken from each wallet, each one ledger row of type bet against the slip. */
  debits: Partial<Record<WalletName, number>>
  /** The player of a first bet, no longer a non-bettor once it is stored. */
  firstBetOf?: string
}

/** The slip decided on what was read: its bets and their prices, or its errors. No I/O. */
export function slipToStore(input: {
  accountId: string
  uuid: string
  request: BetslipToPlace
  betting: BettingSettings
  account: AccountRow
  hash: string
  waiting: number
  states: Map<string, SelectionState>
}): SlipToStore {
  const { accountId, uuid, request, betting, account, states } = input
  const { settings } = betting
  const currency = { code: account.currency, precision: settings.currency_precision ?? 2 }
  const limits = stakeLimits(settings, currency)
  const doubleMinimum = parseStakeLimit(multipleDoubleMinStake, 0, currency)
  const balance = Number(account.balance)
  const promoCash = Number(account.promo_cash)
  const userAcceptOdds = request.userAcceptOdds ?? 'D'
  const originId = request.originId ?? defaultOriginId
  const usePromoCash = Boolean(request.usePromoCash)
  const tolerance =
    account.accept_tolerance_percent === null ? null : Number(account.accept_tolerance_percent)
  const errors: BetError[] = []
  const refuse = (code: string, extra: Partial<BetError> = {}) => {
    if (!errors.some((known) => known.code === code && known.outcomeId === extra.outcomeId))
      errors.push({ code, message: betErrorMeaning(code), ...extra })
  }

  const bettor = checkBettor({ selfExcluded: account.self_excluded })
  if (bettor) refuse(bettor)
  const inProgress = checkNothingInProgress(input.waiting)
  if (inProgress) refuse(inProgress)

  const outcomeIds = [...request.singles, ...request.legs].map((bet) => bet.outcomeId)
  const size = checkSlipSize(Math.max(request.singles.length, request.legs.length), settings)
  if (size) refuse(size)
  for (const outcomeId of [
    ...repeatedOutcomes(request.singles.map((single) => single.outcomeId)),
    ...repeatedOutcomes(request.legs.map((leg) => leg.outcomeId)),
  ])
    refuse('RES-00218', { outcomeId })
  // A reserve market takes one selection a slip, whether as singles or in combinations.
  const selected = [...new Set(outcomeIds)].flatMap((id) => states.get(id) ?? [])
  for (const marketId of crowdedReserveMarkets(selected))
    refuse('RES-00218', {
      outcomeId: selected.find((state) => state.marketId === marketId)?.outcomeId,
    })
  /**
   * The current state if the selection may be bet on at the price seen, else its error; a single
   * is taken at its boost's price (domain/bets/odds-boost.ts).
   */
  const taken = (
    outcomeId: string,
    seen: number,
    as: 'single' | 'leg',
  ): SelectionState | undefined => {
    const current = states.get(outcomeId)
    const state = as === 'single' ? singleState(current) : current
    const code = checkSelection(state)
    if (code || !state || state.decimal === null) {
      refuse(code ?? 'RES-00098', { outcomeId })
      return undefined
    }
    const accepted = acceptPrice(seen, state.decimal, {
      userAcceptOdds,
      tolerancePercent: tolerance,
    })
    if (!accepted.ok) {
      refuse(accepted.code, { outcomeId, currentDecimal: accepted.currentDecimal })
      return undefined
    }
    return state
  }

  const bets: BetToStore[] = []
  for (const single of request.singles) {
    const state = taken(single.outcomeId, single.decimal, 'single')
    const free = single.freeMoneyUnitStake ?? 0
    // The limits are on the whole stake, however it is paid: a free bet is a stake too.
    const stake = checkStake(
      single.unitStake + free,
      singleLimits(limits, states.get(single.outcomeId)?.boost, currency),
    )
    if (stake) refuse(stake, { outcomeId: single.outcomeId })
    if (!state) continue
    const eachWay = Boolean(single.eachWay)
    if (eachWay && !eachWayOffered(settings, [state]))
      refuse('RES-00218', { outcomeId: single.outcomeId })
    const leg = { ...pricedLeg(state), banker: false }
    const priced = priceTaxedBet(
      { unitStake: single.unitStake + free, legs: [leg], lines: [[0]], eachWay },
      settings,
    )
    bets.push({
      betId: randomUUID(),
      kind: 'single',
      betTypeId: null,
      legs: [leg],
      lines: 1,
      unitStake: single.unitStake,
      freeMoneyStake: eachWayStake(free, eachWay),
      totalStake: eachWayStake(single.unitStake, eachWay),
      eachWay,
      decimal: priced.decimal,
      extraParlayWinnings: 0,
      potentialReturns: priced.potentialReturns,
    })
  }

  const combinations = [...request.multiples, ...request.systems]
  if (combinations.length > 0) {
    const legs = request.legs.flatMap((leg) => {
      const state = taken(leg.outcomeId, leg.decimal, 'leg')
      return state ? [{ ...pricedLeg(state), banker: Boolean(leg.banker) }] : []
    })
    const complete = legs.length === request.legs.length
    const eligible = parlayExtraWinningsEligible(settings, {
      loggedIn: true,
      excludedFromPromotions: account.excluded_from_promotions,
    })
    for (const wanted of combinations) {
      const combination = complete ? combinationOf(wanted.betTypeId, legs, settings) : undefined
      if (combination && !combination.ok) refuse(combination.code)
      const kind = combination?.ok ? combination.kind : undefined
      const stake = checkStake(
        wanted.unitStake,
        limitsOfBet(kind === 'multiple' ? wanted.betTypeId : undefined, limits, doubleMinimum),
      )
      if (stake) refuse(stake)
      if (!combination?.ok) continue
      const eachWay = Boolean(wanted.eachWay)
      if (eachWay && !eachWayOffered(settings, legs)) refuse('RES-00218')
      const priced = priceTaxedBet(
        {
          unitStake: wanted.unitStake,
          legs,
          lines: combination.lines,
          eachWay,
        },
        settings,
      )
      const extra =
        combination.kind === 'multiple' && eligible
          ? parlayExtraWinnings(betting.epw, {
              legs: legs.length,
              potentialReturns: priced.potentialReturns,
              totalStake: priced.totalStake,
            })
          : 0
      bets.push({
        betId: randomUUID(),
        kind: combination.kind,
        betTypeId: wanted.betTypeId,
        legs,
        lines: combination.lines.length,
        unitStake: wanted.unitStake,
        freeMoneyStake: 0,
        totalStake: priced.totalStake,
        eachWay,
        decimal: priced.decimal,
        extraParlayWinnings: extra,
        potentialReturns: priced.potentialReturns + extra,
      })
    }
  }

  const cashCost = bets.reduce((sum, bet) => sum + bet.totalStake, 0)
  const freeMoney = bets.reduce((sum, bet) => sum + bet.freeMoneyStake, 0)
  const freeBet = checkFreeBet(freeMoney, promoCash)
  if (freeBet) refuse(freeBet)
  const promoForCash = usePromoCash ? Math.max(0, promoCash - freeMoney) : 0
  const overBalance = checkBalance(cashCost, balance + promoForCash)
  if (errors.length === 0 && overBalance) refuse(overBalance)

  const threshold = referralThreshold(betting.holds, currency)
  const totalCost = cashCost + freeMoney
  const betMayBeReferred = mayBeReferred(totalCost, threshold)
  const base = {
    reference: '',
    originId,
    userAcceptOdds,
    usePromoCash,
    betMayBeReferred,
  }
  const betSlipId = randomUUID()
  const reference = `BS-${betSlipId.slice(0, 8).toUpperCase()}`

  if (errors.length > 0) {
    const response: PlacementResponse = {
      betSlipId: '',
      status: 'rejected',
      ...base,
      reference: uuid,
      delay: 0,
      singles: [],
      multiples: [],
      systems: [],
      totalCost: 0,
      potentialReturns: 0,
      availableBalance: balance,
      errors,
    }
    return {
      betSlipId,
      uuid,
      accountId,
      reference,
      status: 'rejected',
      totalCost: 0,
      potentialReturns: 0,
      request,
      hash: input.hash,
      decideAfterSeconds: null,
      usePromoCash,
      response,
      bets: [],
      debits: {},
    }
  }

  const hold = holdOf({
    live: bets.some((bet) => bet.legs.some((leg) => states.get(leg.outcomeId)?.live)),
    totalCost,
    threshold,
    delaySeconds: inPlayDelaySeconds(betting.holds),
  })
  const status = hold.kind === 'none' ? 'placed' : hold.kind === 'delay' ? 'pending' : 'referred'
  const delay = hold.kind === 'delay' ? hold.seconds : 0

  // Free bets from the promo cash; the cash stakes from the promo cash first when asked, then
  // from the balance.
  const fromPromo = freeMoney + Math.min(promoForCash, cashCost)
  const fromReal = cashCost - Math.min(promoForCash, cashCost)
  const potentialReturns = bets.reduce((sum, bet) => sum + bet.potentialReturns, 0)
  const response: PlacementResponse = {
    betSlipId,
    status,
    ...base,
    reference,
    delay,
    singles: bets
      .filter((bet) => bet.kind === 'single')
      .map(
        (bet): PlacedSingle => ({
          betId: bet.betId,
          outcomeId: bet.legs[0]?.outcomeId ?? '',
          decimal: bet.decimal,
          unitStake: bet.unitStake,
          eachWay: bet.eachWay,
          freeMoneyUnitStake: bet.eachWay ? bet.freeMoneyStake / 2 : bet.freeMoneyStake,
          potentialReturns: bet.potentialReturns,
        }),
      ),
    multiples: bets.filter((bet) => bet.kind === 'multiple').map(placedCombination),
    systems: bets.filter((bet) => bet.kind === 'system').map(placedCombination),
    totalCost,
    potentialReturns,
    availableBalance: balance - fromReal,
    errors: [],
  }
  return {
    betSlipId,
    uuid,
    accountId,
    reference,
    status,
    totalCost,
    potentialReturns,
    request,
    hash: input.hash,
    // A delay is decided when it ends; a referral by a trader, or by the rule at its timeout.
    decideAfterSeconds:
      hold.kind === 'delay'
        ? delay
        : hold.kind === 'referral'
          ? referralTimeoutSeconds(betting.holds)
          : null,
    usePromoCash,
    response,
    bets,
    taxRates: betTaxRates(settings),
    debits: {
      ...(fromPromo > 0 ? { promo: fromPromo } : {}),
      ...(fromReal > 0 ? { real: fromReal } : {}),
    },
    ...(account.non_bettor ? { firstBetOf: account.player_id } : {}),
  }
}

function placedCombination(bet: BetToStore): PlacedCombination {
  return {
    betId: bet.betId,
    betTypeId: bet.betTypeId ?? 0,
    noOfBets: bet.lines,
    unitStake: bet.unitStake,
    totalStake: bet.totalStake,
    decimal: bet.decimal,
    eachWay: bet.eachWay,
    potentialReturns: bet.potentialReturns,
    extraParlayWinnings: bet.extraParlayWinnings,
  }
}
