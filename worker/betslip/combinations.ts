// The slip's combination bets: the multiple over every selection (when all are from different
// events) and the system bets the selections allow, each with the stake the bettor typed for it,
// priced from the live store like the singles; and the settlement preview of all that is staked.
// Lines index the slip's open selections (available, with a price) in slip order.

import {
  combinedOdds,
  multipleMinStake,
  multipleName,
  offerMultiple,
} from '../../domain/bets/multiple.ts'
import { type ReturnsRow, returnsByWinners } from '../../domain/bets/returns-preview.ts'
import { settleLines } from '../../domain/bets/settlement.ts'
import type { SlipSelection } from '../../domain/bets/slip.ts'
import { offerSystems, totalStake } from '../../domain/bets/systems.ts'
import type { CombinationBet, PricedSelection } from '../../domain/engine/betslip.ts'
import type { Currency } from '../../domain/money/currency.ts'
import { type StakeLimitSettings, stakeLimits } from '../../domain/money/stake-limits.ts'
import { enterStake } from '../../domain/money/stake-text.ts'
import { type TaxSettings, taxedReturns } from '../../domain/money/tax.ts'

/** What the bettor typed for one combination bet, by its betTypeId. */
export interface CombinationStake {
  stakeText: string
  unitStake: number
}

export type CombinationStakes = Readonly<Record<number, CombinationStake>>

/** The stakes with one combination's text read by the stake rules; undefined if no stake. */
export function enterCombinationStake(
  stakes: CombinationStakes,
  betTypeId: number,
  typed: string,
  currency: Currency,
): CombinationStakes | undefined {
  const entry = enterStake(typed, stakes[betTypeId]?.unitStake ?? 0, currency)
  if (!entry.ok) return undefined
  return { ...stakes, [betTypeId]: { stakeText: entry.text, unitStake: entry.stake } }
}

type OpenSelection = PricedSelection & { decimal: number }

/** The selections a combination or the preview can use: open now, with a price. */
export const openSelections = (selections: readonly PricedSelection[]): OpenSelection[] =>
  selections.filter(
    (selection): selection is OpenSelection =>
      selection.available && selection.decimal !== undefined,
  )

/** The multiple and the systems on offer for the open selections. */
export function combinationBets(
  selections: readonly PricedSelection[],
  stakes: CombinationStakes,
  settings: { african_betslip?: boolean } & StakeLimitSettings & TaxSettings,
  currency: Currency,
): CombinationBet[] {
  const limits = stakeLimits(settings, currency)
  const open = openSelections(selections)
  const slip: SlipSelection[] = open.map((selection) => ({
    outcomeId: selection.outcomeId,
    eventId: selection.eventId,
    marketId: selection.marketId,
    decimal: selection.decimal,
    ...(selection.banker ? { banker: true } : {}),
  }))
  const allWon = slip.map((selection) => ({ decimal: selection.decimal, result: 'won' as const }))
  const bet = (
    betTypeId: number,
    kind: CombinationBet['kind'],
    name: string,
    lines: number[][],
  ): CombinationBet => {
    const stake = stakes[betTypeId] ?? { stakeText: '', unitStake: 0 }
    return {
      betTypeId,
      kind,
      name,
      lines,
      noOfBets: lines.length,
      stakeText: stake.stakeText,
      unitStake: stake.unitStake,
      totalStake: totalStake(stake.unitStake, lines.length, false),
      // SPEC.md section 5: the double has its own fixed minimum; the rest the brand's.
      minStake: multipleMinStake({ betTypeId, minBetStake: limits.min }, currency),
      maxStake: limits.max,
      // Every selection winning: the most the bet returns, after the brand's taxes.
      potentialReturns: taxedReturns(
        {
          unitStake: stake.unitStake,
          totalStake: totalStake(stake.unitStake, lines.length, false),
        },
        settings,
        (unitStake) => settleLines({ unitStake, legs: allWon, lines, eachWay: false }).returns,
      ).returnsAfterTax,
    }
  }
  const offers: CombinationBet[] = []
  const multiple = offerMultiple(slip)
  if (multiple)
    offers.push({
      ...bet(multiple.betTypeId, 'multiple', multipleName(slip.length), [slip.map((_, i) => i)]),
      decimal: combinedOdds(multiple.legs),
    })
  for (const system of offerSystems(slip, settings))
    offers.push(bet(system.betTypeId, 'system', system.type.name, system.lines))
  return offers
}

/**
 * The preview of the slip as staked, singles and combinations together: least and most returned
 * for each number of winning selections. Undefined while nothing is staked.
 */
export function slipPreview(
  selections: readonly PricedSelection[],
  combinations: readonly CombinationBet[],
  taxes: TaxSettings,
): ReturnsRow[] | undefined {
  const open = openSelections(selections)
  const bets = [
    ...open
      .map(({ unitStake, boost }, index) => ({
        unitStake,
        lines: [[index]],
        // A boosted single pays its boost; every other bet on the slip the market's price.
        ...(boost
          ? { prices: open.map((other, at) => (at === index ? boost.decimal : other.decimal)) }
          : {}),
      }))
      .filter((bet) => bet.unitStake > 0),
    ...combinations.filter((combination) => combination.unitStake > 0),
  ]
  if (bets.length === 0) return undefined
  return returnsByWinners(
    open.map((selection) => selection.decimal),
    bets,
    taxes,
  )
}
