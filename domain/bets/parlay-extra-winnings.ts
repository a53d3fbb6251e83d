// Parlay extra winnings (SPEC.md sections 3, 5, 6, 7): a promotion that adds a percentage to
// the winnings of a multiple with enough legs. GET /xapi/rest/promotions/epw returns the tiers
// (epwPromoFilterValues) and the cap (maxAmount).
//
// The spec names only betSize on a tier; the bonus itself is decided here: each tier carries
// `percentage`, the bonus in percent of the multiple's winnings (potential returns less the
// stake, never the stake itself), for multiples of at least betSize legs. The tier with the
// largest betSize the multiple reaches applies; the bonus is rounded down to the minor unit
// and capped at maxAmount.

import { floor, fromDecimal, multiply, ratio } from '../money/ratio.ts'
import type { LegResult } from './settlement.ts'

export interface EpwPromoFilterValue {
  /** Minimum number of legs in the multiple. */
  betSize: number
  /** Bonus in percent of the winnings: 10 adds 10%. */
  percentage: number
}

export interface ParlayExtraWinningsConfig {
  epwPromoFilterValues: EpwPromoFilterValue[]
  /** Cap on the bonus of one bet, in minor units. */
  maxAmount: number
}

export interface ParlayExtraWinningsPlayer {
  loggedIn: boolean
  /** Player details default this to true (SPEC.md section 3): unknown means excluded. */
  excludedFromPromotions?: boolean
}

/** §5 and §6: only when enabled in settings, the player is logged in and not excluded. */
export const parlayExtraWinningsEligible = (
  settings: { enable_parlay_extra_winnings?: boolean },
  player: ParlayExtraWinningsPlayer,
): boolean =>
  Boolean(settings.enable_parlay_extra_winnings) &&
  player.loggedIn &&
  player.excludedFromPromotions === false

/**
 * The smallest tier a multiple of `legs` legs has yet to reach: what the slip offers the bettor
 * before the multiple qualifies, and after, the next step up.
 */
export const nextExtraWinningsTier = (
  tiers: readonly EpwPromoFilterValue[],
  legs: number,
): EpwPromoFilterValue | undefined =>
  tiers
    .filter((tier) => tier.betSize > legs && tier.percentage > 0)
    .reduce<EpwPromoFilterValue | undefined>(
      (next, tier) => (next && next.betSize <= tier.betSize ? next : tier),
      undefined,
    )

/** The bonus in minor units for a multiple of `legs` legs; 0 when no tier applies. */
export const parlayExtraWinnings = (
  config: ParlayExtraWinningsConfig,
  bet: { legs: number; potentialReturns: number; totalStake: number },
): number => {
  const tier = config.epwPromoFilterValues
    .filter((value) => value.betSize <= bet.legs && value.percentage > 0)
    .reduce<EpwPromoFilterValue | undefined>(
      (best, value) => (best && best.betSize >= value.betSize ? best : value),
      undefined,
    )
  const winnings = bet.potentialReturns - bet.totalStake
  if (!tier || winnings <= 0) return 0
  const bonus = floor(
    multiply(ratio(BigInt(winnings)), multiply(fromDecimal(tier.percentage), ratio(1n, 100n))),
  )
  return Math.min(Number(bonus), Math.max(0, config.maxAmount))
}

/**
 * The bonus placed with a multiple as settlement pays it: only when every leg won outright (a void
 * leg or a dead heat changes the bet it was offered on), in proportion to the stake still riding
 * after any partial cash-out (domain/bets/placed-stake.ts).
 */
export const parlayExtraWinningsPaid = (
  placedBonus: number,
  legs: readonly LegResult[],
  stake: { placedUnit: number; runningUnit: number },
): number => {
  if (placedBonus === 0 || !legs.every((leg) => leg === 'won')) return 0
  return stake.placedUnit > 0 ? Math.floor((placedBonus * stake.runningUnit) / stake.placedUnit) : 0
}
