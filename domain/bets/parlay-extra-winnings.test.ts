import { describe, expect, it } from 'vitest'
import {
  nextExtraWinningsTier,
  type ParlayExtraWinningsConfig,
  parlayExtraWinnings,
  parlayExtraWinningsEligible,
  parlayExtraWinningsPaid,
} from './parlay-extra-winnings.ts'

const config: ParlayExtraWinningsConfig = {
  epwPromoFilterValues: [
    { betSize: 3, percentage: 5 },
    { betSize: 5, percentage: 10 },
    { betSize: 8, percentage: 25 },
  ],
  maxAmount: 50_000,
}

describe('parlay extra winnings', () => {
  it('§5 parlay extra winnings: only when enabled, logged in and not excluded from promotions', () => {
    const enabled = { enable_parlay_extra_winnings: true }
    expect(
      parlayExtraWinningsEligible(enabled, { loggedIn: true, excludedFromPromotions: false }),
    ).toBe(true)
    expect(parlayExtraWinningsEligible({}, { loggedIn: true, excludedFromPromotions: false })).toBe(
      false,
    )
    expect(
      parlayExtraWinningsEligible(enabled, { loggedIn: false, excludedFromPromotions: false }),
    ).toBe(false)
    expect(
      parlayExtraWinningsEligible(enabled, { loggedIn: true, excludedFromPromotions: true }),
    ).toBe(false)
  })

  it('§3 player details: excludedFromPromotions defaults to true, so unknown is excluded', () => {
    expect(
      parlayExtraWinningsEligible({ enable_parlay_extra_winnings: true }, { loggedIn: true }),
    ).toBe(false)
  })

  it('§3 epw config: the tier with the largest betSize reached applies, on the winnings', () => {
    // 5 legs, 10.00 staked, 80.00 returns: 70.00 winnings at 10% = 7.00.
    expect(parlayExtraWinnings(config, { legs: 5, potentialReturns: 8000, totalStake: 1000 })).toBe(
      700,
    )
    expect(parlayExtraWinnings(config, { legs: 7, potentialReturns: 8000, totalStake: 1000 })).toBe(
      700,
    )
    expect(parlayExtraWinnings(config, { legs: 3, potentialReturns: 8000, totalStake: 1000 })).toBe(
      350,
    )
  })

  it('§3 epw config: too few legs earn nothing', () => {
    expect(parlayExtraWinnings(config, { legs: 2, potentialReturns: 8000, totalStake: 1000 })).toBe(
      0,
    )
  })

  it('§3 epw config: capped at maxAmount and rounded down to the minor unit', () => {
    expect(
      parlayExtraWinnings(config, { legs: 8, potentialReturns: 10_001_000, totalStake: 1000 }),
    ).toBe(50_000)
    // 3 legs, winnings 0.33 at 5% = 0.0165: rounded down to 0.01; 0.19 at 5% is under a cent.
    expect(parlayExtraWinnings(config, { legs: 3, potentialReturns: 133, totalStake: 100 })).toBe(1)
    expect(parlayExtraWinnings(config, { legs: 3, potentialReturns: 119, totalStake: 100 })).toBe(0)
  })

  it('§3 epw config: no winnings, no bonus', () => {
    expect(parlayExtraWinnings(config, { legs: 5, potentialReturns: 1000, totalStake: 1000 })).toBe(
      0,
    )
  })
})

describe('parlay extra winnings as settlement pays them', () => {
  const stake = { placedUnit: 1_000, runningUnit: 1_000 }
  it('§7 paid whole when every leg won outright', () => {
    expect(parlayExtraWinningsPaid(500, ['won', 'won', 'won'], stake)).toBe(500)
  })
  it('§7 nothing when a leg is void, lost, placed or a dead heat', () => {
    const deadHeat = { deadHeat: { win: { numerator: 1, denominator: 2 } } }
    for (const other of ['void', 'lost', 'placed', deadHeat] as const)
      expect(parlayExtraWinningsPaid(500, ['won', other], stake)).toBe(0)
  })
  it('§7 after a partial cash-out, on the stake still riding, rounded down', () => {
    expect(
      parlayExtraWinningsPaid(500, ['won', 'won'], { placedUnit: 1_000, runningUnit: 333 }),
    ).toBe(166)
    expect(parlayExtraWinningsPaid(0, ['won', 'won'], stake)).toBe(0)
  })
})

describe('the next acca bonus tier, offered on the slip', () => {
  const tiers = [
    { betSize: 5, percentage: 10 },
    { betSize: 3, percentage: 5 },
    { betSize: 8, percentage: 20 },
  ]

  it('is the smallest tier the multiple has not reached', () => {
    expect(nextExtraWinningsTier(tiers, 1)).toEqual({ betSize: 3, percentage: 5 })
    expect(nextExtraWinningsTier(tiers, 3)).toEqual({ betSize: 5, percentage: 10 })
    expect(nextExtraWinningsTier(tiers, 7)).toEqual({ betSize: 8, percentage: 20 })
  })

  it('is none past the last tier, nor for a tier that pays nothing', () => {
    expect(nextExtraWinningsTier(tiers, 8)).toBeUndefined()
    expect(nextExtraWinningsTier([{ betSize: 4, percentage: 0 }], 2)).toBeUndefined()
  })
})
