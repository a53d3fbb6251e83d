// A bet of a slip priced for the slip's verdict (evaluate-slip.ts): its stake and returns over
// its lines, under the brand's taxes, and whether each-way applies. Built on multiple.ts,
// systems.ts, each-way.ts and potential-returns.ts.

import { type TaxSettings, taxedReturns } from '../money/tax.ts'
import type { PlaceTerms } from './each-way.ts'
import { combinedOdds } from './multiple.ts'
import { potentialReturns } from './potential-returns.ts'
import { totalStake } from './systems.ts'

export interface PricedLeg {
  outcomeId: string
  eventId: string
  marketId: string
  decimal: number
  banker?: boolean
  placeTerms?: PlaceTerms
}

/** Each-way needs the brand's each_way_enabled and place terms on every leg. */
export const eachWayOffered = (
  settings: { each_way_enabled?: boolean },
  legs: ReadonlyArray<{ placeTerms?: PlaceTerms }>,
): boolean =>
  Boolean(settings.each_way_enabled) &&
  legs.length > 0 &&
  legs.every((leg) => leg.placeTerms !== undefined)

export interface PricedBet {
  totalStake: number
  potentialReturns: number
  potentialPlaceWin: number
  /** The product of the legs' prices (the multiple's price). */
  decimal: number
}

export const priceBet = (bet: {
  unitStake: number
  legs: readonly PricedLeg[]
  lines: ReadonlyArray<readonly number[]>
  eachWay: boolean
}): PricedBet => {
  const returns = potentialReturns({
    unitStake: bet.unitStake,
    legs: bet.legs.map((leg) => ({
      decimal: leg.decimal,
      ...(leg.placeTerms ? { placeTerms: leg.placeTerms } : {}),
    })),
    lines: bet.lines,
    eachWay: bet.eachWay,
  })
  return {
    totalStake: totalStake(bet.unitStake, bet.lines.length, bet.eachWay),
    potentialReturns: returns.potentialReturns,
    potentialPlaceWin: returns.potentialPlaceWin,
    decimal: combinedOdds(bet.legs),
  }
}

export interface TaxedPricedBet extends PricedBet {
  /** What the whole stake wagers, the stake duty taken off. */
  stakeAfterTax: number
  potentialTaxDeduction: number
}

/**
 * A bet priced under the brand's taxes (domain/money/tax.ts): potentialReturns is what the bettor
 * would be paid, the withholding taken off; without taxes it is priceBet's.
 */
export const priceTaxedBet = (
  bet: Parameters<typeof priceBet>[0],
  settings: TaxSettings,
): TaxedPricedBet => {
  const priced = priceBet(bet)
  const taxed = taxedReturns(
    { unitStake: bet.unitStake, totalStake: priced.totalStake },
    settings,
    (unitStake) =>
      unitStake === bet.unitStake
        ? priced.potentialReturns
        : priceBet({ ...bet, unitStake }).potentialReturns,
  )
  return {
    ...priced,
    potentialReturns: taxed.returnsAfterTax,
    stakeAfterTax: taxed.stakeAfterTax,
    potentialTaxDeduction: taxed.potentialTaxDeduction,
  }
}
