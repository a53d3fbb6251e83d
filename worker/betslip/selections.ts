// The bettor's selections and stakes, and the betslip view derived from them and the live
// store. Prices are read from the store on every update, so the slip always shows, and places
// at, the price on screen.

import { type Draft, original } from 'immer'
import type { BetslipModel } from '../../domain/api/betslip-model.ts'
import type { PlaceBetslipRequest } from '../../domain/api/placement.ts'
import type { UserAcceptOdds } from '../../domain/bets/betslip.ts'
import { eachWayApplies, eachWayStake } from '../../domain/bets/each-way.ts'
import { singleReturns } from '../../domain/bets/potential-returns.ts'
import { settleLines } from '../../domain/bets/settlement.ts'
import { checkAddSelection, type SlipSizeSettings, slipLimit } from '../../domain/bets/slip.ts'
import type {
  BetslipSelection,
  BetslipView,
  CombinationBet,
  PricedSelection,
} from '../../domain/engine/betslip.ts'
import type { LiveStore } from '../../domain/feed/store.ts'
import type { Currency } from '../../domain/money/currency.ts'
import { quickBetValues } from '../../domain/money/quick-stakes.ts'
import type { StakeLimitSettings } from '../../domain/money/stake-limits.ts'
import { enterStake } from '../../domain/money/stake-text.ts'
import {
  stakeAfterTax,
  type TaxSettings,
  taxedReturns,
  taxesApply,
} from '../../domain/money/tax.ts'
import type { OddsFormat } from '../../domain/odds/formats.ts'
import {
  isNegativeOddsSelection,
  type NegativeOddsSettings,
  realStake,
} from '../../domain/odds/negative-odds.ts'
import {
  type CombinationStakes,
  combinationBets,
  enterCombinationStake,
  openSelections,
  slipPreview,
} from './combinations.ts'

/** Why a selection could not be added: the slip is full, or the outcome has no price here. */
export type AddRefusal = 'RES-00247' | 'RES-00098'

export interface Betslip {
  selections(): BetslipSelection[]
  /** Adding what is already on the slip changes nothing and is no refusal. */
  add(outcomeId: string): { ok: true; added: boolean } | { ok: false; code: AddRefusal }
  remove(outcomeId: string): boolean
  setStake(outcomeId: string, stakeText: string): boolean
  setEachWay(outcomeId: string, eachWay: boolean): boolean
  setBanker(outcomeId: string, banker: boolean): boolean
  setFreeBet(outcomeId: string, freeBet: boolean): boolean
  /** The stakes typed for the multiple and the systems, by betTypeId. */
  combinationStakes(): CombinationStakes
  setCombinationStake(betTypeId: number, stakeText: string): boolean
  acceptOdds(): UserAcceptOdds
  setAcceptOdds(mode: UserAcceptOdds): boolean
  /** Stake from promo cash first (SPEC.md section 3, usePromoCash). */
  promoCashFirst(): boolean
  setPromoCashFirst(use: boolean): boolean
  /** Drops the placed selections after a successful placement. */
  clearPlaced(outcomeIds: string[]): void
  restore(selections: BetslipSelection[]): void
}

export function createBetslip(
  store: LiveStore,
  currency: () => Currency,
  /** The brand's max_bets_on_betslip, at most 15 (SPEC.md section 9). */
  settings: () => SlipSizeSettings = () => ({}),
): Betslip {
  let selections: BetslipSelection[] = []
  let combinationStakes: CombinationStakes = {}
  // SPEC.md section 9: decline any change unless the bettor chose otherwise.
  let acceptOdds: UserAcceptOdds = 'D'
  let promoCashFirst = false
  /** Sets a selection's on-or-off choice; false when there is no such selection or no change. */
  function update(
    outcomeId: string,
    choice: 'eachWay' | 'banker' | 'freeBet',
    on: boolean,
  ): boolean {
    const selection = selections.find((candidate) => candidate.outcomeId === outcomeId)
    if (!selection || Boolean(selection[choice]) === on) return false
    selections = selections.map((candidate) =>
      candidate === selection ? { ...selection, [choice]: on } : candidate,
    )
    return true
  }
  return {
    promoCashFirst: () => promoCashFirst,
    setPromoCashFirst(use) {
      if (use === promoCashFirst) return false
      promoCashFirst = use
      return true
    },
    selections: () => selections,
    combinationStakes: () => combinationStakes,
    setCombinationStake(betTypeId, stakeText) {
      const next = enterCombinationStake(combinationStakes, betTypeId, stakeText, currency())
      if (!next) return false
      combinationStakes = next
      return true
    },
    acceptOdds: () => acceptOdds,
    setAcceptOdds(mode) {
      if (mode === acceptOdds) return false
      acceptOdds = mode
      return true
    },
    add(outcomeId) {
      if (selections.some((selection) => selection.outcomeId === outcomeId))
        return { ok: true, added: false }
      const room = checkAddSelection(selections.length, settings())
      if (!room.ok) return room
      const outcome = store.outcomes.get(outcomeId)
      const market = outcome && store.markets.get(outcome.marketId)
      const event = outcome && store.events.get(outcome.eventId)
      if (!outcome || !market || !event) return { ok: false, code: 'RES-00098' }
      selections = [
        ...selections,
        {
          outcomeId,
          eventId: event.id,
          marketId: market.id,
          eventDescription: event.description,
          marketDescription: market.description,
          outcomeDescription: outcome.description,
          stakeText: '',
          unitStake: 0,
        },
      ]
      return { ok: true, added: true }
    },
    remove(outcomeId) {
      const kept = selections.filter((selection) => selection.outcomeId !== outcomeId)
      const removed = kept.length !== selections.length
      selections = kept
      return removed
    },
    setStake(outcomeId, stakeText) {
      const selection = selections.find((candidate) => candidate.outcomeId === outcomeId)
      if (!selection) return false
      const parsed = enterStake(stakeText, selection.unitStake, currency())
      // Text that is not a stake is refused as typed: the box keeps its last good value.
      if (!parsed.ok) return false
      selections = selections.map((candidate) =>
        candidate === selection
          ? { ...selection, stakeText: parsed.text, unitStake: parsed.stake }
          : candidate,
      )
      return true
    },
    setEachWay: (outcomeId, eachWay) => update(outcomeId, 'eachWay', eachWay),
    setBanker: (outcomeId, banker) => update(outcomeId, 'banker', banker),
    setFreeBet: (outcomeId, freeBet) => update(outcomeId, 'freeBet', freeBet),
    clearPlaced(outcomeIds) {
      selections = selections.filter((selection) => !outcomeIds.includes(selection.outcomeId))
      combinationStakes = {}
    },
    restore(restored) {
      // A stored slip is data from another run: the rules that add() keeps hold for it too.
      const seen = new Set<string>()
      selections = restored
        .filter((selection) => !seen.has(selection.outcomeId) && seen.add(selection.outcomeId))
        .slice(0, slipLimit(settings()))
    },
  }
}

export function buildBetslipView(
  betslip: Betslip,
  store: LiveStore,
  currency: Currency,
  refusal?: BetslipView['refusal'],
  settings: {
    african_betslip?: boolean
    each_way_enabled?: boolean
    quick_bet_values?: string
  } & StakeLimitSettings &
    TaxSettings &
    NegativeOddsSettings = {},
  model?: BetslipModel,
  oddsFormat: OddsFormat = 'euro',
): BetslipView {
  const modelSingles = new Map(model?.singles.map((single) => [single.outcomeId, single]))
  const selections = betslip.selections().map((selection): PricedSelection => {
    const outcome = store.outcomes.get(selection.outcomeId)
    const market = outcome && store.markets.get(outcome.marketId)
    const available =
      outcome !== undefined &&
      !outcome.hidden &&
      outcome.status === 'open' &&
      market?.status === 'open'
    const decimal = outcome?.consolidatedPrice.currentPrice.decimal
    const previousDecimal = outcome?.consolidatedPrice.penultimatePrice?.decimal
    const priced = modelSingles.get(selection.outcomeId)
    const boost =
      priced?.boost && priced.decimal > 1
        ? { decimal: priced.decimal, maxStake: priced.boost.maxStake }
        : undefined
    // The single's own price: the boost's while the server offers one, else the market's.
    const singleDecimal = boost?.decimal ?? decimal
    // SPEC.md section 5: each-way is shown where it would apply if chosen, and a chosen each-way
    // bet needs the place terms its place part is paid at.
    const offered = { showEachWay: Boolean(priced?.showEachWay) }
    const showEachWay = eachWayApplies(settings, offered, true)
    const placeTerms = showEachWay ? priced?.placeTerms : undefined
    const eachWay =
      eachWayApplies(settings, offered, Boolean(selection.eachWay)) && placeTerms !== undefined
    // SPEC.md section 5: at a negative price the bettor types what they want to win, and the
    // stake risked is derived from it.
    const negative =
      singleDecimal !== undefined && isNegativeOddsSelection(singleDecimal, oddsFormat, settings)
    const unitStake =
      negative && singleDecimal !== undefined
        ? realStake(selection.unitStake, singleDecimal)
        : selection.unitStake
    return {
      outcomeId: selection.outcomeId,
      eventId: selection.eventId,
      marketId: outcome?.marketId ?? selection.marketId ?? '',
      eventDescription: selection.eventDescription,
      marketDescription: selection.marketDescription,
      outcomeDescription: selection.outcomeDescription,
      ...(decimal === undefined ? {} : { decimal }),
      ...(previousDecimal === undefined ? {} : { previousDecimal }),
      ...(boost ? { boost } : {}),
      available,
      showEachWay,
      ...(placeTerms ? { placeTerms } : {}),
      ...(eachWay ? { eachWay } : {}),
      ...(selection.banker ? { banker: true } : {}),
      ...(selection.freeBet ? { freeBet: true } : {}),
      stakeText: selection.stakeText,
      unitStake,
      ...(negative ? { toWin: selection.unitStake } : {}),
      potentialReturns:
        singleDecimal === undefined
          ? 0
          : taxedReturns(
              { unitStake, totalStake: eachWayStake(unitStake, eachWay) },
              settings,
              (unitStake) =>
                eachWay && placeTerms
                  ? settleLines({
                      unitStake,
                      legs: [{ decimal: singleDecimal, result: 'won', placeTerms }],
                      lines: [[0]],
                      eachWay: true,
                    }).returns
                  : singleReturns(unitStake, singleDecimal),
            ).returnsAfterTax,
    }
  })
  const combinations = withExtraWinnings(
    combinationBets(selections, betslip.combinationStakes(), settings, currency),
    model,
  )
  const preview = slipPreview(selections, combinations, settings)
  const staked = selections.filter((selection) => selection.unitStake > 0)
  const stakes = [
    ...staked.map((selection) => eachWayStake(selection.unitStake, Boolean(selection.eachWay))),
    ...combinations
      .filter((combination) => combination.unitStake > 0)
      .map((combination) => combination.totalStake),
  ]
  const stakedCombinations = combinations.filter((combination) => combination.unitStake > 0)
  // A combination's lines index the open selections: they go along as its legs, in order.
  const legs = stakedCombinations.length > 0 ? openSelections(selections) : []
  // A stake outside a combination's limits is refused by the server: not sent, and shown.
  const placeable =
    (staked.length > 0 || stakedCombinations.length > 0) &&
    staked.every((selection) => selection.available && selection.decimal) &&
    stakedCombinations.every(
      (combination) =>
        combination.unitStake >= combination.minStake &&
        combination.unitStake <= combination.maxStake,
    )
  const placement: PlaceBetslipRequest | null = placeable
    ? {
        singles: staked.map((selection) => ({
          outcomeId: selection.outcomeId,
          decimal: selection.boost?.decimal ?? (selection.decimal as number),
          ...singleStake(selection),
          ...(selection.eachWay ? { eachWay: true } : {}),
        })),
        ...combinationRequest(legs, stakedCombinations),
        userAcceptOdds: betslip.acceptOdds(),
        ...(betslip.promoCashFirst() ? { usePromoCash: true } : {}),
      }
    : null
  return {
    selections,
    combinations,
    ...(preview ? { preview } : {}),
    acceptOdds: betslip.acceptOdds(),
    usePromoCash: betslip.promoCashFirst(),
    modelErrors: (model?.errors ?? []).map(({ code, message, outcomeId }) => ({
      code,
      message,
      ...(outcomeId === undefined ? {} : { outcomeId }),
    })),
    betMayBeReferred: model?.betMayBeReferred ?? false,
    quickStakes: [...quickBetValues(settings.quick_bet_values, currency.code).values],
    ...(taxesApply(settings) ? { taxes: slipTaxes(stakes, settings) } : {}),
    currency: currency.code,
    totalStake:
      staked.reduce(
        (sum, selection) => sum + eachWayStake(selection.unitStake, Boolean(selection.eachWay)),
        0,
      ) + stakedCombinations.reduce((sum, combination) => sum + combination.totalStake, 0),
    freeBetStake: staked
      .filter((selection) => selection.freeBet)
      .reduce(
        (sum, selection) => sum + eachWayStake(selection.unitStake, Boolean(selection.eachWay)),
        0,
      ),
    // Every selection winning: what each bet returns then, together.
    totalPotentialReturns:
      staked.reduce((sum, selection) => sum + selection.potentialReturns, 0) +
      stakedCombinations.reduce((sum, combination) => sum + combination.potentialReturns, 0),
    placement,
    ...(refusal ? { refusal } : {}),
  }
}

/**
 * The multiple with the acca bonus of the server's last refresh, when that refresh priced the
 * same legs at the same stake: a bonus for another slip is not shown for this one.
 */
function withExtraWinnings(
  combinations: CombinationBet[],
  model: BetslipModel | undefined,
): CombinationBet[] {
  const priced = model?.multiples[0]
  if (!priced || priced.extraParlayWinnings <= 0) return combinations
  return combinations.map((combination) =>
    combination.kind === 'multiple' &&
    combination.betTypeId === priced.betTypeId &&
    combination.unitStake === priced.unitStake &&
    combination.unitStake > 0
      ? {
          ...combination,
          extraParlayWinnings: priced.extraParlayWinnings,
          potentialReturns: combination.potentialReturns + priced.extraParlayWinnings,
        }
      : combination,
  )
}

/** What the staked bets pay in duty; the withholding is in their potential returns already. */
function slipTaxes(stakes: readonly number[], settings: TaxSettings): BetslipView['taxes'] {
  const stakeAfter = stakes.reduce((sum, stake) => sum + stakeAfterTax(stake, settings), 0)
  return {
    stakeTax: stakes.reduce((sum, stake) => sum + stake, 0) - stakeAfter,
    stakeRatePercent: settings.enable_stake_after_tax ? (settings.stake_rate_percentage ?? 0) : 0,
    returnsRatePercent: settings.tax_returns_percentage ?? 0,
  }
}

/** A single's stake as the server takes it: from the balance, or all of it from free bets. */
export const singleStake = (selection: {
  unitStake: number
  freeBet?: boolean
}): { unitStake: number; freeMoneyUnitStake?: number } =>
  selection.freeBet
    ? { unitStake: 0, freeMoneyUnitStake: selection.unitStake }
    : { unitStake: selection.unitStake }

/** The combinations' part of the request, left out when none is staked. */
function combinationRequest(
  legs: readonly PricedSelection[],
  staked: readonly CombinationBet[],
): Pick<PlaceBetslipRequest, 'legs' | 'multiples' | 'systems'> {
  if (staked.length === 0) return {}
  const placed = (kind: CombinationBet['kind']) =>
    staked
      .filter((combination) => combination.kind === kind)
      .map(({ betTypeId, unitStake }) => ({ betTypeId, unitStake }))
  return {
    legs: legs.map((leg) => ({
      outcomeId: leg.outcomeId,
      decimal: leg.decimal as number,
      ...(leg.banker ? { banker: true } : {}),
    })),
    multiples: placed('multiple'),
    systems: placed('system'),
  }
}

/** Copies the fresh view into the draft, keeping every selection that did not change. */
export function showBetslip(draft: Draft<BetslipView>, next: BetslipView): void {
  draft.currency = next.currency
  draft.totalStake = next.totalStake
  draft.freeBetStake = next.freeBetStake
  draft.totalPotentialReturns = next.totalPotentialReturns
  draft.placement = next.placement
  draft.acceptOdds = next.acceptOdds
  draft.usePromoCash = next.usePromoCash
  draft.betMayBeReferred = next.betMayBeReferred
  if (original(draft)?.quickStakes.join() !== next.quickStakes.join())
    draft.quickStakes = next.quickStakes
  if (JSON.stringify(original(draft)?.modelErrors) !== JSON.stringify(next.modelErrors))
    draft.modelErrors = next.modelErrors
  // Few and small: replaced whole when anything in them changed.
  if (JSON.stringify(original(draft)?.combinations) !== JSON.stringify(next.combinations))
    draft.combinations = next.combinations
  if (next.preview === undefined) delete draft.preview
  else if (JSON.stringify(original(draft)?.preview) !== JSON.stringify(next.preview))
    draft.preview = next.preview
  if (next.refusal) draft.refusal = next.refusal
  else delete draft.refusal
  if (!next.taxes) delete draft.taxes
  else if (JSON.stringify(original(draft)?.taxes) !== JSON.stringify(next.taxes))
    draft.taxes = next.taxes
  draft.selections.length = next.selections.length
  next.selections.forEach((selection, index) => {
    const shown = draft.selections[index]
    if (!shown || !sameFields(original(shown) ?? shown, selection))
      draft.selections[index] = selection
  })
}

function sameFields(a: PricedSelection, b: PricedSelection): boolean {
  const keys = Object.keys(a) as (keyof PricedSelection)[]
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}
