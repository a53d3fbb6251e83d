// The bettor's selections and stakes, and the betslip view derived from them and the live
// store. Prices are read from the store on every update, so the slip always shows, and places
// at, the price on screen; the verdict on the slip is the server's own (domain/bets/evaluate-slip.ts).

import { type Draft, original } from 'immer'
import type { BetslipModel } from '../../domain/api/betslip-model.ts'
import type { PlaceBetslipRequest } from '../../domain/api/placement.ts'
import type { UserAcceptOdds } from '../../domain/bets/betslip.ts'
import { evaluateSlip } from '../../domain/bets/evaluate-slip.ts'
import { singleState } from '../../domain/bets/odds-boost.ts'
import { checkSelection, type SelectionState } from '../../domain/bets/selection-checks.ts'
import { checkAddSelection, type SlipSizeSettings, slipLimit } from '../../domain/bets/slip.ts'
import { eachWayOffered } from '../../domain/bets/slip-pricing.ts'
import type {
  EvaluatedSelection,
  SlipBrand,
  SlipEntry,
  SlipError,
  SlipVerdict,
} from '../../domain/bets/slip-verdict.ts'
import type {
  BetslipSelection,
  BetslipView,
  CombinationBet,
  PricedSelection,
} from '../../domain/engine/betslip.ts'
import { priceChangedCode } from '../../domain/errors/bet-errors.ts'
import { isLive } from '../../domain/events/live.ts'
import type { LiveStore } from '../../domain/feed/store.ts'
import { type Currency, minorToDisplay } from '../../domain/money/currency.ts'
import { quickBetValues } from '../../domain/money/quick-stakes.ts'
import { toNumber } from '../../domain/money/ratio.ts'
import { enterStake } from '../../domain/money/stake-text.ts'
import { type TaxSettings, taxesApply } from '../../domain/money/tax.ts'
import type { OddsFormat } from '../../domain/odds/formats.ts'
import {
  isNegativeOddsSelection,
  type NegativeOddsSettings,
  realStake,
} from '../../domain/odds/negative-odds.ts'
import { sameFields } from '../context/show-records.ts'
import { type CombinationStakes, enterCombinationStake } from './combinations.ts'

/** Why a selection could not be added: the slip is full, or the outcome has no price here. */
export type AddRefusal = 'RES-00247' | 'RES-00098'

export interface Betslip {
  selections(): BetslipSelection[]
  /** Selections added by the bettor in this run; restore() adds none. */
  added(): number
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
  replaceCombinationStakes(stakes: CombinationStakes): void
  /** The bettor takes every price as it is now; false when none had moved. */
  acceptPrices(): boolean
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
  let addedCount = 0
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
    added: () => addedCount,
    combinationStakes: () => combinationStakes,
    setCombinationStake(betTypeId, stakeText) {
      const next = enterCombinationStake(combinationStakes, betTypeId, stakeText, currency())
      if (!next) return false
      combinationStakes = next
      return true
    },
    replaceCombinationStakes(stakes) {
      combinationStakes = stakes
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
          ...priceNow(outcome.consolidatedPrice.currentPrice.decimal),
        },
      ]
      addedCount += 1
      return { ok: true, added: true }
    },
    acceptPrices() {
      const moved = selections.filter((selection) => {
        const current = store.outcomes.get(selection.outcomeId)?.consolidatedPrice.currentPrice
        return current?.decimal != null && current.decimal !== selection.acceptedDecimal
      })
      if (moved.length === 0) return false
      selections = selections.map((selection) =>
        moved.includes(selection)
          ? {
              ...selection,
              ...priceNow(
                store.outcomes.get(selection.outcomeId)?.consolidatedPrice.currentPrice.decimal,
              ),
            }
          : selection,
      )
      return true
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
  settings: SlipBrand['settings'] & { quick_bet_values?: string } & NegativeOddsSettings = {},
  model?: BetslipModel,
  oddsFormat: OddsFormat = 'euro',
): BetslipView {
  const modelSingles = new Map(model?.singles.map((single) => [single.outcomeId, single]))
  const chosen = betslip.selections()
  const states = new Map(
    chosen.flatMap((selection) => {
      const state = selectionState(
        store,
        selection.outcomeId,
        modelSingles.get(selection.outcomeId),
        currency,
      )
      return state ? [[selection.outcomeId, state] as const] : []
    }),
  )
  const entries = chosen.map((selection) =>
    entryOf(selection, states.get(selection.outcomeId), settings, oddsFormat),
  )
  const stakes = betslip.combinationStakes()
  const verdict = evaluateSlip(
    {
      selections: entries.map(({ entry }) => entry),
      combinations: Object.entries(stakes).map(([betTypeId, stake]) => ({
        betTypeId: Number(betTypeId),
        unitStake: stake.unitStake,
        ...extraWinnings(Number(betTypeId), stake.unitStake, model),
      })),
      userAcceptOdds: betslip.acceptOdds(),
      usePromoCash: betslip.promoCashFirst(),
    },
    states,
    { settings, currency },
  )
  const selections = chosen.map((selection, index): PricedSelection => {
    const evaluated = verdict.selections[index] as EvaluatedSelection
    const { entry, toWin } = entries[index] as ReturnType<typeof entryOf>
    const outcome = store.outcomes.get(selection.outcomeId)
    const decimal = evaluated.state?.decimal ?? undefined
    const previousDecimal = outcome?.consolidatedPrice.penultimatePrice?.decimal
    const boost =
      evaluated.state?.boost && evaluated.decimal !== null
        ? { decimal: evaluated.decimal, maxStake: evaluated.maxStake }
        : undefined
    const stake = entry.unitStake + (entry.freeMoneyUnitStake ?? 0)
    return {
      outcomeId: selection.outcomeId,
      eventId: selection.eventId,
      marketId: evaluated.state?.marketId ?? selection.marketId ?? '',
      eventDescription: selection.eventDescription,
      marketDescription: selection.marketDescription,
      outcomeDescription: selection.outcomeDescription,
      ...(decimal === undefined ? {} : { decimal }),
      ...(previousDecimal === undefined ? {} : { previousDecimal }),
      ...priceChangeOf(selection, verdict.refusals),
      ...(boost ? { boost } : {}),
      available: evaluated.state !== undefined && evaluated.unavailable === undefined,
      showEachWay: evaluated.showEachWay,
      ...(evaluated.placeTerms ? { placeTerms: evaluated.placeTerms } : {}),
      ...(evaluated.eachWay ? { eachWay: true } : {}),
      ...(selection.banker ? { banker: true } : {}),
      ...(selection.freeBet ? { freeBet: true } : {}),
      stakeText: selection.stakeText,
      unitStake: stake,
      ...(toWin === undefined ? {} : { toWin }),
      potentialReturns: evaluated.potentialReturns,
    }
  })
  const combinations = verdict.combinations.map(
    (bet): CombinationBet => ({
      betTypeId: bet.betTypeId,
      kind: bet.kind,
      name: bet.name,
      lines: bet.lines,
      noOfBets: bet.lines.length,
      stakeText: stakes[bet.betTypeId]?.stakeText ?? '',
      unitStake: bet.unitStake,
      totalStake: bet.totalStake,
      minStake: bet.minStake,
      maxStake: bet.maxStake,
      potentialReturns: bet.potentialReturns + bet.extraParlayWinnings,
      ...(bet.extraParlayWinnings > 0 ? { extraParlayWinnings: bet.extraParlayWinnings } : {}),
      ...(bet.kind === 'multiple' ? { decimal: bet.decimal } : {}),
    }),
  )
  const stakedCombinations = combinations.filter((combination) => combination.unitStake > 0)
  const preview = verdict.returnsByWinners()
  const placement: PlaceBetslipRequest | null = verdict.placeable
    ? {
        singles: verdict.selections.flatMap((single, index) =>
          single.unitStake + single.freeMoneyUnitStake > 0
            ? [
                {
                  outcomeId: single.outcomeId,
                  decimal: single.decimal as number,
                  ...singleStake(selections[index] as PricedSelection),
                  ...(single.eachWay ? { eachWay: true } : {}),
                },
              ]
            : [],
        ),
        ...combinationRequest(verdict.legs, stakedCombinations),
        userAcceptOdds: betslip.acceptOdds(),
        ...(betslip.promoCashFirst() ? { usePromoCash: true } : {}),
      }
    : null
  return {
    selections,
    added: betslip.added(),
    combinations,
    ...(preview ? { preview } : {}),
    acceptOdds: betslip.acceptOdds(),
    usePromoCash: betslip.promoCashFirst(),
    modelErrors: (model?.errors ?? []).map(({ code, message, outcomeId, betTypeId }) => ({
      code,
      message,
      ...(outcomeId === undefined ? {} : { outcomeId }),
      ...(betTypeId === undefined ? {} : { betTypeId }),
    })),
    betMayBeReferred: model?.betMayBeReferred ?? false,
    quickStakes: [...quickBetValues(settings.quick_bet_values, currency.code).values],
    ...(taxesApply(settings) ? { taxes: slipTaxes(verdict.stakeTax, settings) } : {}),
    currency: currency.code,
    totalStake: verdict.totalStake + verdict.freeMoney,
    freeBetStake: verdict.freeMoney,
    // Every selection winning: what each bet returns then, together, the acca bonus included.
    totalPotentialReturns: verdict.potentialReturns,
    placement,
    ...(refusal ? { refusal } : {}),
  }
}

/**
 * The acca bonus of the server's last refresh for this multiple, when that refresh priced it at
 * the same stake: a bonus for another slip is not shown for this one.
 */
function extraWinnings(
  betTypeId: number,
  unitStake: number,
  model: BetslipModel | undefined,
): { extraParlayWinnings?: number } {
  const priced = model?.multiples[0]
  return priced && priced.betTypeId === betTypeId && priced.unitStake === unitStake
    ? { extraParlayWinnings: priced.extraParlayWinnings }
    : {}
}

/**
 * A selection as the verdict reads it. SPEC.md section 5: at a negative price the bettor types
 * what they want to win (toWin), and the stake risked is derived from it; each-way is a choice
 * only where it is shown, kept meanwhile for when the terms come back.
 */
function entryOf(
  selection: BetslipSelection,
  state: SelectionState | undefined,
  settings: SlipBrand['settings'] & NegativeOddsSettings,
  oddsFormat: OddsFormat,
): { entry: SlipEntry; toWin?: number } {
  const single = singleState(state)
  const decimal = single?.decimal ?? undefined
  const negative = decimal !== undefined && isNegativeOddsSelection(decimal, oddsFormat, settings)
  const stake =
    negative && decimal !== undefined
      ? realStake(selection.unitStake, decimal)
      : selection.unitStake
  return {
    entry: {
      outcomeId: selection.outcomeId,
      ...singleStake({ unitStake: stake, ...(selection.freeBet ? { freeBet: true } : {}) }),
      eachWay:
        Boolean(selection.eachWay) && single !== undefined && eachWayOffered(settings, [single]),
      ...(selection.banker ? { banker: true } : {}),
      ...seenAt(selection.acceptedDecimal, state),
    },
    ...(negative ? { toWin: selection.unitStake } : {}),
  }
}

/** The verdict refuses the price now for the one taken (RES-00152): the slip asks first. */
function priceChangeOf(
  selection: BetslipSelection,
  refusals: readonly SlipError[],
): Pick<PricedSelection, 'priceChange'> {
  const moved = refusals.find(
    (refusal) => refusal.code === priceChangedCode && refusal.outcomeId === selection.outcomeId,
  )
  return moved?.currentDecimal !== undefined && selection.acceptedDecimal !== undefined
    ? { priceChange: { from: selection.acceptedDecimal, to: moved.currentDecimal } }
    : {}
}

/** A price to keep as the one taken; none while the outcome has no price. */
const priceNow = (decimal: number | null | undefined): { acceptedDecimal?: number } =>
  decimal ? { acceptedDecimal: decimal } : {}

/**
 * The price taken, for the verdict to judge the price now against the bettor's acceptance. Only
 * while the selection is open: one that is not drops out of the combinations on the slip (the
 * verdict would hold a leg with a price seen in them). As a single unless it is boosted: the
 * boost is its price then, not the market's.
 */
function seenAt(
  accepted: number | undefined,
  state: SelectionState | undefined,
): Pick<SlipEntry, 'seen'> {
  if (accepted === undefined || !state || checkSelection(state)) return {}
  return { seen: state.boost ? { leg: accepted } : { single: accepted, leg: accepted } }
}

/**
 * A selection as the live store holds it now, with what only the server's last refresh knows: the
 * brand's boost on it and the market's each-way terms (domain/bets/selection-checks.ts).
 */
function selectionState(
  store: LiveStore,
  outcomeId: string,
  priced: BetslipModel['singles'][number] | undefined,
  currency: Currency,
): SelectionState | undefined {
  const outcome = store.outcomes.get(outcomeId)
  const market = outcome && store.markets.get(outcome.marketId)
  if (!outcome || !market) return undefined
  const event = store.events.get(outcome.eventId)
  const decimal = outcome.consolidatedPrice.currentPrice.decimal
  return {
    outcomeId,
    marketId: market.id,
    eventId: outcome.eventId,
    decimal: decimal ?? null,
    outcomeStatus: outcome.status,
    hidden: outcome.hidden,
    marketStatus: market.status,
    eventFinished: Boolean(event?.isFinished),
    // A market loaded by id comes without its event: not knowing the event is not its removal.
    eventRemoved: false,
    live: isLive(event),
    ...(market.reserve ? { reserve: true } : {}),
    ...(priced?.placeTerms ? { placeTerms: priced.placeTerms } : {}),
    ...(priced?.boost && priced.decimal > 1
      ? {
          boost: {
            decimal: priced.decimal,
            maxStake: String(toNumber(minorToDisplay(priced.boost.maxStake, currency))),
          },
        }
      : {}),
  }
}

/** The duty the staked bets pay; the withholding is in their potential returns already. */
function slipTaxes(stakeTax: number, settings: TaxSettings): BetslipView['taxes'] {
  return {
    stakeTax,
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
  legs: SlipVerdict['legs'],
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
      decimal: leg.decimal,
      ...(leg.banker ? { banker: true } : {}),
    })),
    multiples: placed('multiple'),
    systems: placed('system'),
  }
}

/** Copies the fresh view into the draft, keeping every selection that did not change. */
export function showBetslip(draft: Draft<BetslipView>, next: BetslipView): void {
  draft.currency = next.currency
  draft.added = next.added
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
  if (next.refreshStatus) draft.refreshStatus = next.refreshStatus
  else delete draft.refreshStatus
  if (!next.nextAccaBonus) delete draft.nextAccaBonus
  else if (JSON.stringify(original(draft)?.nextAccaBonus) !== JSON.stringify(next.nextAccaBonus))
    draft.nextAccaBonus = next.nextAccaBonus
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
