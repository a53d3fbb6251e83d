// The slip's combinations: which multiple and systems three selections allow, their stakes, what
// they return, and the preview by number of winners, computed by hand.

import { describe, expect, it } from 'vitest'
import { createStore, putEvent } from '../../domain/feed/store.ts'
import { defaultCurrency } from '../../domain/money/currency.ts'
import { sampleEvent } from '../../tests/support/sample-event.ts'
import { stakesAfterRemoval } from './combinations.ts'
import { buildBetslipView, createBetslip } from './selections.ts'

// Sample prices: outcome o1 is 2, o2 is 2.5, o3 is 3.
function slipOfThree() {
  const store = createStore()
  for (const event of [1, 2, 3]) putEvent(store, sampleEvent(event))
  const betslip = createBetslip(store, () => defaultCurrency)
  betslip.add('e1-m1-o1')
  betslip.add('e2-m1-o2')
  betslip.add('e3-m1-o3')
  const view = (settings = {}) =>
    buildBetslipView(betslip, store, defaultCurrency, undefined, settings)
  return { betslip, view }
}

describe('betslip combinations', () => {
  it('three selections of three events: the treble, doubles, a Trixie and a Patent', () => {
    const { view } = slipOfThree()
    const offered = view().combinations.map(({ betTypeId, name, noOfBets }) => ({
      betTypeId,
      name,
      noOfBets,
    }))
    expect(offered).toEqual([
      { betTypeId: 200_003, name: 'Treble', noOfBets: 1 },
      { betTypeId: 200_002, name: 'Doubles', noOfBets: 3 },
      { betTypeId: 200_057, name: 'Trixie', noOfBets: 4 },
      { betTypeId: 200_058, name: 'Patent', noOfBets: 7 },
    ])
    expect(view().combinations[0]?.decimal).toBe(15)
  })

  it('§5 African betslip: no system bets, the multiple stays', () => {
    const { view } = slipOfThree()
    expect(view({ african_betslip: true }).combinations.map((bet) => bet.name)).toEqual(['Treble'])
  })

  it('a Trixie staked at 1.00 costs 4.00 and returns 2x2.5 + 2x3 + 2.5x3 + 15 = 33.50 if all win', () => {
    const { betslip, view } = slipOfThree()
    expect(betslip.setCombinationStake(200_057, '1')).toBe(true)
    const trixie = view().combinations.find((bet) => bet.name === 'Trixie')
    expect(trixie).toMatchObject({ stakeText: '1', unitStake: 100, totalStake: 400 })
    expect(trixie?.potentialReturns).toBe(3_350)
    // Two winners: one double, the least 2 x 2.5 = 5.00, the most 2.5 x 3 = 7.50.
    expect(view().preview).toEqual([
      { winners: 0, least: 0, most: 0 },
      { winners: 1, least: 0, most: 0 },
      { winners: 2, least: 500, most: 750 },
      { winners: 3, least: 3_350, most: 3_350 },
    ])
  })

  it('no stake, no preview; a stake that is not one is refused', () => {
    const { betslip, view } = slipOfThree()
    expect(view().preview).toBeUndefined()
    expect(betslip.setCombinationStake(200_003, 'abc')).toBe(false)
    expect(view().combinations[0]?.stakeText).toBe('')
  })

  it('two selections of one event: no multiple and no systems', () => {
    const store = createStore()
    putEvent(store, sampleEvent(1, { markets: 2, outcomesPerMarket: 3 }))
    const betslip = createBetslip(store, () => defaultCurrency)
    betslip.add('e1-m1-o1')
    betslip.add('e1-m2-o1')
    expect(buildBetslipView(betslip, store, defaultCurrency).combinations).toEqual([])
  })
})

describe('combination stake limits', () => {
  const twoEvents = () => {
    const store = createStore()
    for (const event of [1, 2]) putEvent(store, sampleEvent(event))
    const betslip = createBetslip(store, () => defaultCurrency)
    betslip.add('e1-m1-o1')
    betslip.add('e2-m1-o1')
    return { store, betslip }
  }

  it('§5 a EUR 5 double is sent where the brand sets no minimum (docs/decisions/double-minimum.md)', () => {
    const { store, betslip } = twoEvents()
    betslip.setCombinationStake(200_002, '5')
    const view = buildBetslipView(betslip, store, defaultCurrency)
    expect(view.combinations[0]).toMatchObject({ name: 'Double', minStake: 0 })
    expect(view.placement?.multiples).toEqual([{ betTypeId: 200_002, unitStake: 500 }])
  })

  it("§5 the double's own minimum, and the brand's, hold it back as the server would", () => {
    const { store, betslip } = twoEvents()
    betslip.setCombinationStake(200_002, '5')
    const view = (settings: Record<string, string>) =>
      buildBetslipView(betslip, store, defaultCurrency, undefined, settings)
    const ownMinimum = { multiple_double_min_stake_amount: '7.50' }
    expect(view(ownMinimum).combinations[0]).toMatchObject({ minStake: 750 })
    expect(view(ownMinimum).placement).toBeNull()
    // Higher than the double's own: the brand's minimum for every bet.
    expect(view({ ...ownMinimum, bet_stake_min_amount: '10' }).combinations[0]).toMatchObject({
      minStake: 1_000,
    })
    betslip.setCombinationStake(200_002, '7.5')
    expect(view(ownMinimum).placement?.multiples).toEqual([{ betTypeId: 200_002, unitStake: 750 }])
  })

  it('§5 a single under the stake minimum is not sent either', () => {
    const { store, betslip } = twoEvents()
    betslip.setStake('e1-m1-o1', '0.50')
    const view = (settings: Record<string, string>) =>
      buildBetslipView(betslip, store, defaultCurrency, undefined, settings)
    expect(view({ bet_stake_min_amount: '1' }).placement).toBeNull()
    expect(view({}).placement?.singles).toEqual([
      { outcomeId: 'e1-m1-o1', decimal: 2, unitStake: 50 },
    ])
  })
})

describe('promo cash', () => {
  it('the placement asks for promo cash first only when the bettor chose it', () => {
    const { betslip, view } = slipOfThree()
    betslip.setStake('e1-m1-o1', '2')
    expect(view().placement?.usePromoCash).toBeUndefined()
    expect(betslip.setPromoCashFirst(true)).toBe(true)
    expect(view()).toMatchObject({ usePromoCash: true, placement: { usePromoCash: true } })
    expect(betslip.setPromoCashFirst(true)).toBe(false)
  })

  it('a banker is in every system line: the Trixie keeps the two doubles and the treble with it', () => {
    const { betslip, view } = slipOfThree()
    expect(betslip.setBanker('e1-m1-o1', true)).toBe(true)
    expect(betslip.setBanker('e1-m1-o1', true)).toBe(false)
    const trixie = view().combinations.find((bet) => bet.name === 'Trixie')
    expect(trixie?.lines).toEqual([
      [0, 1],
      [0, 2],
      [0, 1, 2],
    ])
    betslip.setCombinationStake(200_057, '1')
    // The legs go with their banker flag: the server rebuilds the same three lines.
    expect(view().placement?.legs?.map((leg) => leg.banker ?? false)).toEqual([true, false, false])
    expect(view().placement?.systems).toEqual([{ betTypeId: 200_057, unitStake: 100 }])
  })

  it("the multiple shows the acca bonus of the server's refresh for the same stake, and only then", () => {
    const store = createStore()
    for (const event of [1, 2, 3]) putEvent(store, sampleEvent(event))
    const betslip = createBetslip(store, () => defaultCurrency)
    for (const id of ['e1-m1-o1', 'e2-m1-o2', 'e3-m1-o3']) betslip.add(id)
    betslip.setCombinationStake(200_003, '10')
    const refreshed = (unitStake: number) =>
      ({
        singles: [],
        systems: [],
        multiples: [{ betTypeId: 200_003, unitStake, extraParlayWinnings: 750 }],
      }) as unknown as Parameters<typeof buildBetslipView>[5]
    const treble = (model: Parameters<typeof buildBetslipView>[5]) =>
      buildBetslipView(betslip, store, defaultCurrency, undefined, {}, model).combinations[0]
    // 10.00 at 2 x 2.5 x 3 = 150.00, and 7.50 of bonus.
    expect(treble(refreshed(1_000))).toMatchObject({
      extraParlayWinnings: 750,
      potentialReturns: 15_750,
    })
    expect(treble(refreshed(500))).toMatchObject({ potentialReturns: 15_000 })
    expect(treble(refreshed(500))?.extraParlayWinnings).toBeUndefined()
  })

  it('§4 a selection removed: the system stakes reset, the multiple keeps its stake, moved', () => {
    const stakes = {
      200003: { stakeText: '2', unitStake: 200 },
      200057: { stakeText: '1', unitStake: 100 },
    }
    expect(stakesAfterRemoval(stakes, 200_003, 200_002)).toEqual({
      200002: { stakeText: '2', unitStake: 200 },
    })
    // One selection left: no multiple, so no stake at all.
    expect(stakesAfterRemoval(stakes, 200_002, undefined)).toEqual({})
    expect(stakesAfterRemoval({ 200057: stakes[200_057] }, 200_003, 200_002)).toEqual({})
  })
})
