// The multiple (accumulator): one bet line over every selection on the slip (SPEC.md section
// 5). Two selections of one event are related (a team to win and to score first), so the
// multiple needs every selection from a different event; otherwise none is offered.

import { type Currency, isThousandScale } from '../money/currency.ts'
import { fromDecimal, product, toNumber } from '../money/ratio.ts'
import { parseStakeLimit, type StakeLimitSettings, stakeLimits } from '../money/stake-limits.ts'
import { combinable, type SlipSelection } from './slip.ts'
import { betTypeIdBase } from './system-table.ts'

/** §9: the multiple double is betTypeId 200002 with price format 4. */
export const multipleDoubleBetTypeId = 200_002
export const multipleDoublePriceFormat = 4
/** §5: the multiple double's minimum stake is this fixed string (docs/decisions/double-minimum.md). */
export const multipleDoubleMinStake = '1250.00'

export interface DoubleMinimumSettings extends StakeLimitSettings {
  /** The brand's own minimum for the double, in displayed units like bet_stake_min_amount. */
  multiple_double_min_stake_amount?: string | null
}

export interface MultipleOffer {
  /** 200000 + number of legs: 200002 for the double. */
  betTypeId: number
  ref: 'mul1'
  /** The selections folded, in slip order. */
  legs: SlipSelection[]
}

export const offerMultiple = (selections: readonly SlipSelection[]): MultipleOffer | undefined => {
  const legs = combinable(selections)
  if (legs.length < 2) return undefined
  if (new Set(legs.map((leg) => leg.eventId)).size !== legs.length) return undefined
  return { betTypeId: betTypeIdBase + legs.length, ref: 'mul1', legs }
}

/**
 * The double's minimum stake in minor units (docs/decisions/double-minimum.md): the brand's
 * multiple_double_min_stake_amount when it sets one; otherwise the spec's 1250.00 in a
 * thousand-scale currency, where it reads in thousands and is a small stake, and the brand's own
 * minimum stake elsewhere, where 1250.00 euros or pounds would refuse every ordinary double.
 */
export const doubleMinStake = (settings: DoubleMinimumSettings, currency: Currency): number => {
  const own = settings.multiple_double_min_stake_amount
  if (own !== undefined && own !== null && own.trim() !== '')
    return parseStakeLimit(own, 0, currency)
  return isThousandScale(currency)
    ? parseStakeLimit(multipleDoubleMinStake, 0, currency)
    : stakeLimits(settings, currency).min
}

/** The multiple's price (its decimal field): the product of the legs' prices, taken exactly. */
export const combinedOdds = (legs: ReadonlyArray<{ decimal: number }>): number =>
  toNumber(product(legs.map((leg) => fromDecimal(leg.decimal))))

/** What the bettor calls a multiple of this many legs: Double, Treble, 4-Fold Accumulator... */
export function multipleName(legs: number): string {
  if (legs === 2) return 'Double'
  if (legs === 3) return 'Treble'
  return `${legs}-Fold Accumulator`
}
