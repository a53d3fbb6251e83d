// What a slip comes to, decided on what placement read (place-betslip.ts): the verdict of
// domain/bets/evaluate-slip.ts on the request and the states read, its bets as stored, what it
// takes from each wallet and the answer the bettor gets; or, with any error, a rejection that
// takes nothing. No I/O: the same read gives the same slip but for its new ids.

import { randomUUID } from 'node:crypto'
import type {
  BetError,
  BetslipToPlace,
  PlacedCombination,
  PlacedSingle,
  PlacementResponse,
} from '../../domain/api/placement.ts'
import { evaluateSlip } from '../../domain/bets/evaluate-slip.ts'
import {
  holdOf,
  inPlayDelaySeconds,
  referralThreshold,
  referralTimeoutSeconds,
} from '../../domain/bets/placement-holds.ts'
import { promoStakes } from '../../domain/bets/promo-cash.ts'
import type { SelectionState } from '../../domain/bets/selection-checks.ts'
import type { PricedLeg } from '../../domain/bets/slip-pricing.ts'
import {
  namedCombinations,
  type SlipEntry,
  type SlipToEvaluate,
} from '../../domain/bets/slip-verdict.ts'
import type { TaxSettings } from '../../domain/money/tax.ts'
import { defaultOriginId } from '../../domain/rules/origin-id.ts'
import { currencyRecord } from '../brands/supported-currencies.ts'
import { fault } from '../seeded-faults.ts'
import type { WalletName } from '../wallet/ledger.ts'
import { modelError } from './betslip-model.ts'
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
  /** The cash stake (the free-bet stake is on top of it). */
  totalStake: number
  /** Promo cash in the stake: the free-bet stake, and promo cash taken for the cash stake. */
  promoStake: number
  /** A single at its brand's boosted price: offered no cash-out (docs/cashout.md). */
  boosted: boolean
  eachWay: boolean
  decimal: number
  /** Included in potentialReturns: the parlay extra winnings of an eligible multiple. */
  extraParlayWinnings: number
  potentialReturns: number
}

type PricedBet = Omit<BetToStore, 'promoStake'>

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

/**
 * The placement request as the slip the evaluator reads: the legs in their order (the lines of
 * the combinations index them), then each single on its own selection (one that is also a leg
 * shares it), every price as the bettor saw it.
 */
export function slipOfRequest(request: BetslipToPlace): SlipToEvaluate {
  const selections: SlipEntry[] = request.legs.map((leg) => ({
    outcomeId: leg.outcomeId,
    unitStake: 0,
    banker: Boolean(leg.banker),
    seen: { leg: leg.decimal },
  }))
  for (const single of request.singles) {
    const shared = selections.findIndex(
      (entry) => entry.outcomeId === single.outcomeId && entry.seen?.single === undefined,
    )
    const bet = {
      unitStake: single.unitStake,
      freeMoneyUnitStake: single.freeMoneyUnitStake ?? 0,
      eachWay: Boolean(single.eachWay),
    }
    const entry = selections[shared]
    if (entry)
      selections[shared] = { ...entry, ...bet, seen: { ...entry.seen, single: single.decimal } }
    else
      selections.push({
        outcomeId: single.outcomeId,
        ...bet,
        includeInMultiples: false,
        seen: { single: single.decimal },
      })
  }
  return {
    selections,
    combinations: namedCombinations(request),
    userAcceptOdds: request.userAcceptOdds ?? 'D',
    usePromoCash: Boolean(request.usePromoCash),
  }
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
  const currency = currencyRecord(account.currency, settings.currency_precision ?? 2)
  const balance = Number(account.balance)
  const promoCash = Number(account.promo_cash)
  const userAcceptOdds = request.userAcceptOdds ?? 'D'
  const originId = request.originId ?? defaultOriginId
  const usePromoCash = Boolean(request.usePromoCash)
  const verdict = evaluateSlip(
    slipOfRequest(request),
    states,
    { settings, currency, epw: betting.epw, holds: betting.holds },
    {
      excludedFromPromotions: account.excluded_from_promotions,
      selfExcluded: account.self_excluded,
      tolerancePercent:
        account.accept_tolerance_percent === null ? null : Number(account.accept_tolerance_percent),
      waitingSlips: input.waiting,
      funds: { balance, promoCash },
    },
  )
  const errors: BetError[] = verdict.refusals.map(modelError)
  if (fault('wrong-res-code'))
    for (const error of errors) if (error.code === 'RES-00056') error.code = 'RES-00034'
  const legs = verdict.legs
  const priced: PricedBet[] = [
    ...request.singles.flatMap((single): PricedBet[] => {
      const bet = verdict.selections.find(
        (selection) =>
          selection.outcomeId === single.outcomeId &&
          selection.unitStake + selection.freeMoneyUnitStake > 0,
      )
      if (!bet?.leg) return []
      const leg = { ...bet.leg, banker: false }
      return [
        {
          betId: randomUUID(),
          kind: 'single',
          betTypeId: null,
          legs: [leg],
          lines: 1,
          unitStake: bet.unitStake,
          freeMoneyStake: bet.freeMoneyStake,
          totalStake: bet.totalStake,
          // A single is priced at the boost whenever one runs (domain/bets/odds-boost.ts).
          boosted: states.get(single.outcomeId)?.boost !== undefined,
          eachWay: bet.eachWay,
          decimal: leg.decimal,
          extraParlayWinnings: 0,
          potentialReturns: bet.potentialReturns,
        },
      ]
    }),
    ...[...request.multiples, ...request.systems]
      .flatMap((wanted) => verdict.combinations.filter((bet) => bet.betTypeId === wanted.betTypeId))
      .map(
        (bet): PricedBet => ({
          betId: randomUUID(),
          kind: bet.kind,
          betTypeId: bet.betTypeId,
          legs,
          lines: bet.lines.length,
          unitStake: bet.unitStake,
          freeMoneyStake: 0,
          totalStake: bet.totalStake,
          boosted: false,
          eachWay: bet.eachWay,
          decimal: bet.decimal,
          extraParlayWinnings: bet.extraParlayWinnings,
          potentialReturns: bet.potentialReturns + bet.extraParlayWinnings,
        }),
      ),
  ]
  const cashCost = verdict.totalStake
  const freeMoney = verdict.freeMoney
  // Free bets from the promo cash; the cash stakes from the promo cash first when asked, then
  // from the balance.
  const promoForCash = usePromoCash ? Math.min(Math.max(0, promoCash - freeMoney), cashCost) : 0
  const promo = promoStakes(
    priced.map((bet) => ({ cashStake: bet.totalStake, freeMoneyStake: bet.freeMoneyStake })),
    promoForCash,
  )
  const bets = priced.map((bet, index): BetToStore => ({ ...bet, promoStake: promo[index] ?? 0 }))

  const threshold = referralThreshold(betting.holds, currency)
  const totalCost = cashCost + freeMoney
  const betMayBeReferred = verdict.betMayBeReferred
  const base = {
    reference: '',
    originId,
    userAcceptOdds,
    usePromoCash,
    betMayBeReferred,
  }
  const betSlipId = randomUUID()
  const reference = `BS-${betSlipId.slice(0, 8).toUpperCase()}`

  if (!verdict.placeable) {
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

  const fromPromo = freeMoney + promoForCash
  const fromReal = cashCost - promoForCash
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
