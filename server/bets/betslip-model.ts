// The betslip refresh (PUT/POST /xapi/rest/betslips/selections): the slip as the bettor built it,
// priced from the current prices with the multiple and the system bets its selections allow,
// their stakes kept, and every error the slip has now. The verdict is domain/bets/evaluate-slip.ts,
// the one placement (slip-to-store.ts) and the engine's slip reach too; this file words it.

import type {
  BetslipModel,
  BetslipModelInput,
  ModelCombination,
  ModelSingle,
} from '../../domain/api/betslip-model.ts'
import { evaluateSlip } from '../../domain/bets/evaluate-slip.ts'
import { multipleDoublePriceFormat } from '../../domain/bets/multiple.ts'
import type { SelectionState } from '../../domain/bets/selection-checks.ts'
import {
  type EvaluatedCombination,
  namedCombinations,
  type SlipError,
} from '../../domain/bets/slip-verdict.ts'
import { betErrorMeaning } from '../../domain/errors/bet-errors.ts'
import { toastTexts } from '../../domain/errors/toast-texts.ts'
import type { Currency } from '../../domain/money/currency.ts'
import { playerDetailsDefaults } from '../../domain/player/profile.ts'
import { defaultOriginId } from '../../domain/rules/origin-id.ts'
import type { BettingSettings } from './betting-settings.ts'

export interface ModelAccount {
  accountId: string
  balance: number
  promoCash: number
  excludedFromPromotions: boolean
  selfExcluded: boolean
  /** The player's price-change tolerance (null: none set). */
  tolerancePercent: number | null
  /** The player's slips awaiting a decision (in-play delay, referral): placement takes none. */
  waitingSlips: number
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
  const added = modelOutcomeIds(input).slice(input.singles.length)
  const verdict = evaluateSlip(
    {
      selections: [
        ...input.singles.map((single) => ({
          outcomeId: single.outcomeId,
          unitStake: single.unitStake ?? 0,
          freeMoneyUnitStake: single.freeMoneyUnitStake ?? 0,
          eachWay: Boolean(single.eachWay),
          banker: Boolean(single.banker),
          includeInMultiples: single.includeInMultiples !== false,
        })),
        ...added.map((outcomeId) => ({ outcomeId, unitStake: 0 })),
      ],
      combinations: namedCombinations(input),
      userAcceptOdds: input.userAcceptOdds ?? 'D',
      usePromoCash: Boolean(input.usePromoCash),
    },
    states,
    {
      settings,
      currency: context.currency,
      epw: context.betting.epw,
      holds: context.betting.holds,
    },
    account
      ? {
          excludedFromPromotions: account.excludedFromPromotions,
          selfExcluded: account.selfExcluded,
          tolerancePercent: account.tolerancePercent,
          waitingSlips: account.waitingSlips,
          funds: { balance: account.balance, promoCash: account.promoCash },
        }
      : { excludedFromPromotions: playerDetailsDefaults.excludedFromPromotions },
  )
  const promoCash = account?.promoCash ?? 0
  const taxPercentage = settings.tax_deduction_enabled ? settings.tax_returns_percentage : 0
  const singles = verdict.selections.map(
    (single, index): ModelSingle => ({
      outcomeId: single.outcomeId,
      ref: `sel${index + 1}`,
      ...(single.state ? { eventId: single.state.eventId, marketId: single.state.marketId } : {}),
      decimal: single.decimal ?? 0,
      unitStake: single.unitStake,
      freeMoneyUnitStake: single.freeMoneyUnitStake,
      maxFreeMoneyStake: promoCash,
      stakeAfterTax: single.stakeAfterTax,
      potentialReturns: single.potentialReturns,
      potentialTaxDeduction: single.potentialTaxDeduction,
      eachWay: single.eachWay,
      showEachWay: single.showEachWay,
      ...(single.placeTerms ? { placeTerms: single.placeTerms } : {}),
      banker: Boolean(input.singles[index]?.banker),
      includeInMultiples: input.singles[index]?.includeInMultiples !== false,
      ...(single.closed ? { outcomeState: 'C' } : {}),
      live: Boolean(single.state?.live),
      ...(single.state?.boost && single.state.decimal
        ? { boost: { marketDecimal: single.state.decimal, maxStake: single.maxStake } }
        : {}),
    }),
  )
  const combination = (bet: EvaluatedCombination, ref: string): ModelCombination => ({
    betTypeId: bet.betTypeId,
    description: bet.name,
    fullDescription: `${bet.name} (${bet.lines.length} ${bet.lines.length === 1 ? 'bet' : 'bets'})`,
    ref,
    noOfBets: bet.lines.length,
    unitStake: bet.unitStake,
    totalStake: bet.totalStake,
    freeMoneyUnitStake: 0,
    maxBetStake: bet.maxStake,
    minBetStake: bet.minStake,
    maxFreeMoneyStake: 0,
    potentialReturns: bet.potentialReturns,
    potentialPlaceWin: bet.potentialPlaceWin,
    price: bet.decimal.toFixed(2),
    decimal: bet.decimal,
    priceFormat: bet.kind === 'multiple' ? multipleDoublePriceFormat : 1,
    taxPercentage,
    eachWay: bet.eachWay,
    extraParlayWinnings: bet.extraParlayWinnings,
  })
  const systems = verdict.combinations.filter((bet) => bet.kind === 'system')
  return {
    singles,
    multiples: verdict.combinations
      .filter((bet) => bet.kind === 'multiple')
      .map((bet) => combination(bet, 'mul1')),
    systems: systems.map((bet, index) => combination(bet, `sys${index + 1}`)),
    userAcceptOdds: input.userAcceptOdds ?? 'D',
    originId: input.originId ?? defaultOriginId,
    ...(account ? { accountId: account.accountId } : {}),
    usePromoCash: Boolean(input.usePromoCash),
    ...(account ? { availableBalance: account.balance, promoCash: account.promoCash } : {}),
    totalStake: verdict.totalStake,
    potentialReturns: verdict.potentialReturns,
    betMayBeReferred: verdict.betMayBeReferred,
    placeable: verdict.placeable,
    errors: verdict.errors.map(modelError),
  }
}

/** An error as the bettor reads it: the RES meaning, or the betslip toast's words. */
export const modelError = (error: SlipError): BetslipModel['errors'][number] => ({
  ...error,
  message: betErrorMeaning(error.code, messageOf(error.code)),
})

const messageOf = (code: string): string | undefined => (toastTexts as Record<string, string>)[code]
