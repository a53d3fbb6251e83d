import { describe, expect, it } from 'vitest'
import { promoReturns, promoStakes } from './promo-cash.ts'

describe('promoStakes', () => {
  it('gives each bet its free-bet stake, and the promo cash for cash stakes in order', () => {
    const bets = [
      { cashStake: 300, freeMoneyStake: 0 },
      { cashStake: 500, freeMoneyStake: 200 },
      { cashStake: 400, freeMoneyStake: 0 },
    ]
    expect(promoStakes(bets, 0)).toEqual([0, 200, 0])
    expect(promoStakes(bets, 600)).toEqual([300, 500, 0])
    expect(promoStakes(bets, 5000)).toEqual([300, 700, 400])
  })
})

describe('promoReturns', () => {
  it('gives a void free bet its stake back as promo cash, and a cash bet nothing', () => {
    expect(promoReturns(250, 250, 250)).toBe(250)
    expect(promoReturns(250, 0, 250)).toBe(0)
  })

  it('splits the returns of a bet staked partly with promo cash in its stake shares', () => {
    expect(promoReturns(680, 200, 200)).toBe(680)
    expect(promoReturns(900, 100, 300)).toBe(300)
    // 1001 × 1/3 = 333.67: the promo cash keeps the cent the rounding would move.
    expect(promoReturns(1001, 100, 300)).toBe(334)
  })

  it('gives nothing of a lost bet, and never more than the returns', () => {
    expect(promoReturns(0, 250, 250)).toBe(0)
    expect(promoReturns(5, 299, 300)).toBe(5)
  })
})
