// The bettor's selections and stakes, and the betslip view derived from them and the live
// store. Prices are read from the store on every update, so the slip always shows, and places
// at, the price on screen.

import { type Draft, original } from 'immer'
import type { PlaceBetslipRequest } from '../domain/api/placement.ts'
import { singleReturns } from '../domain/bets/potential-returns.ts'
import { slipLimit } from '../domain/bets/slip.ts'
import type { BetslipSelection, BetslipView } from '../domain/engine/views.ts'
import type { LiveStore } from '../domain/feed/store.ts'
import type { Currency } from '../domain/money/currency.ts'
import { enterStake } from '../domain/money/stake-text.ts'
import type { ViewSource } from './view-hub.ts'

export interface SlipEntry {
  outcomeId: string
  eventDescription: string
  marketDescription: string
  outcomeDescription: string
  eventId: string
  stakeText: string
  unitStake: number
}

export interface Betslip {
  entries(): SlipEntry[]
  /** False when the outcome is unknown, already on the slip, or the slip is full. */
  add(outcomeId: string): boolean
  remove(outcomeId: string): boolean
  setStake(outcomeId: string, stakeText: string): boolean
  /** Drops the placed selections after a successful placement. */
  clearPlaced(outcomeIds: string[]): void
  restore(entries: SlipEntry[]): void
}

export function createBetslip(
  store: LiveStore,
  currency: () => Currency,
  /** The brand's max_bets_on_betslip, at most 15 (SPEC.md section 9). */
  limit: () => number = () => slipLimit({}),
): Betslip {
  let entries: SlipEntry[] = []
  return {
    entries: () => entries,
    add(outcomeId) {
      if (entries.length >= limit() || entries.some((entry) => entry.outcomeId === outcomeId))
        return false
      const outcome = store.outcomes.get(outcomeId)
      const market = outcome && store.markets.get(outcome.marketId)
      const event = outcome && store.events.get(outcome.eventId)
      if (!outcome || !market || !event) return false
      entries = [
        ...entries,
        {
          outcomeId,
          eventId: event.id,
          eventDescription: event.description,
          marketDescription: market.description,
          outcomeDescription: outcome.description,
          stakeText: '',
          unitStake: 0,
        },
      ]
      return true
    },
    remove(outcomeId) {
      const kept = entries.filter((entry) => entry.outcomeId !== outcomeId)
      const removed = kept.length !== entries.length
      entries = kept
      return removed
    },
    setStake(outcomeId, stakeText) {
      const entry = entries.find((candidate) => candidate.outcomeId === outcomeId)
      if (!entry) return false
      const parsed = enterStake(stakeText, entry.unitStake, currency())
      // Text that is not a stake is refused as typed: the box keeps its last good value.
      if (!parsed.ok) return false
      entries = entries.map((candidate) =>
        candidate === entry
          ? { ...entry, stakeText: parsed.text, unitStake: parsed.stake }
          : candidate,
      )
      return true
    },
    clearPlaced(outcomeIds) {
      entries = entries.filter((entry) => !outcomeIds.includes(entry.outcomeId))
    },
    restore(restored) {
      // A stored slip is data from another run: the rules that add() keeps hold for it too.
      const seen = new Set<string>()
      entries = restored
        .filter((entry) => !seen.has(entry.outcomeId) && seen.add(entry.outcomeId))
        .slice(0, limit())
    },
  }
}

export function buildBetslipView(
  betslip: Betslip,
  store: LiveStore,
  currency: Currency,
): BetslipView {
  const selections = betslip.entries().map((entry): BetslipSelection => {
    const outcome = store.outcomes.get(entry.outcomeId)
    const market = outcome && store.markets.get(outcome.marketId)
    const available =
      outcome !== undefined &&
      !outcome.hidden &&
      outcome.status === 'open' &&
      market?.status === 'open'
    const decimal = outcome?.consolidatedPrice.currentPrice.decimal
    const previousDecimal = outcome?.consolidatedPrice.penultimatePrice?.decimal
    return {
      outcomeId: entry.outcomeId,
      eventId: entry.eventId,
      eventDescription: entry.eventDescription,
      marketDescription: entry.marketDescription,
      outcomeDescription: entry.outcomeDescription,
      ...(decimal === undefined ? {} : { decimal }),
      ...(previousDecimal === undefined ? {} : { previousDecimal }),
      available,
      stakeText: entry.stakeText,
      unitStake: entry.unitStake,
      potentialReturns: decimal === undefined ? 0 : singleReturns(entry.unitStake, decimal),
    }
  })
  const staked = selections.filter((selection) => selection.unitStake > 0)
  const placeable =
    staked.length > 0 && staked.every((selection) => selection.available && selection.decimal)
  const placement: PlaceBetslipRequest | null = placeable
    ? {
        singles: staked.map((selection) => ({
          outcomeId: selection.outcomeId,
          decimal: selection.decimal as number,
          unitStake: selection.unitStake,
        })),
        userAcceptOdds: 'D',
      }
    : null
  return {
    selections,
    currency: currency.code,
    totalStake: staked.reduce((sum, selection) => sum + selection.unitStake, 0),
    totalPotentialReturns: staked.reduce((sum, selection) => sum + selection.potentialReturns, 0),
    placement,
  }
}

/** The betslip view source: any change rebuilds the (small) view; immer keeps what is equal. */
export function betslipView(build: () => BetslipView): ViewSource<BetslipView, true, true> {
  return {
    initial: build,
    collect: () => true,
    update(draft: Draft<BetslipView>) {
      const next = build()
      draft.currency = next.currency
      draft.totalStake = next.totalStake
      draft.totalPotentialReturns = next.totalPotentialReturns
      draft.placement = next.placement
      draft.selections.length = next.selections.length
      next.selections.forEach((selection, index) => {
        const shown = draft.selections[index]
        if (!shown || !sameFields(original(shown) ?? shown, selection))
          draft.selections[index] = selection
      })
    },
  }
}

function sameFields(a: BetslipSelection, b: BetslipSelection): boolean {
  const keys = Object.keys(a) as (keyof BetslipSelection)[]
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}
