import { describe, expect, it } from 'vitest'
import { fullStake, type PlacedStake, runningUnitStake, stakeRunning } from './placed-stake.ts'

const bet = (more: Partial<PlacedStake> = {}): PlacedStake => ({
  unitStake: 100,
  numberOfLines: 1,
  eachWay: false,
  freeMoneyStake: 0,
  totalStake: null,
  cashedOutStake: 0,
  ...more,
})

describe('the stake of a placed bet', () => {
  it('the whole stake: as stored, else lines x parts x unit plus the free stake', () => {
    expect(fullStake(bet({ totalStake: 700 }))).toBe(700)
    // A Trixie each-way at 1.00 with 2.00 of free bets: 4 lines x 2 parts x 100 + 200.
    expect(fullStake(bet({ numberOfLines: 4, eachWay: true, freeMoneyStake: 200 }))).toBe(1_000)
  })

  it('the stake running: less what cash-outs bought back, never below nothing', () => {
    expect(stakeRunning(bet({ totalStake: 1_000, cashedOutStake: 400 }))).toBe(600)
    expect(stakeRunning(bet({ totalStake: 1_000, cashedOutStake: 1_200 }))).toBe(0)
  })

  it('the unit stake running: the free stake spread over the parts, a cash-out off every line', () => {
    expect(runningUnitStake(bet({ freeMoneyStake: 50 }))).toBe(150)
    expect(runningUnitStake(bet({ eachWay: true, freeMoneyStake: 50, totalStake: 250 }))).toBe(125)
    // 40 % of a 10.00 single cashed out: 6.00 of the line still rides.
    expect(
      runningUnitStake(bet({ unitStake: 1_000, totalStake: 1_000, cashedOutStake: 400 })),
    ).toBe(600)
    // Rounded down: 1.00 with a third cashed out rides 0.66.
    expect(runningUnitStake(bet({ totalStake: 300, unitStake: 100, cashedOutStake: 101 }))).toBe(66)
  })
})
