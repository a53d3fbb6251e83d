import { describe, expect, it } from 'vitest'
import { defaultCurrency } from '../money/currency.ts'
import { evaluateSlip } from './evaluate-slip.ts'
import type { SelectionState } from './selection-checks.ts'
import type { SlipBrand, SlipEntry } from './slip-verdict.ts'

const open = (n: number, decimal = 2, extra: Partial<SelectionState> = {}): SelectionState => ({
  outcomeId: `o${n}`,
  marketId: `m${n}`,
  eventId: `e${n}`,
  decimal,
  outcomeStatus: 'open',
  hidden: false,
  marketStatus: 'open',
  eventFinished: false,
  eventRemoved: false,
  live: false,
  ...extra,
})

const statesOf = (...states: SelectionState[]) =>
  new Map(states.map((state) => [state.outcomeId, state]))

const brand = (settings: SlipBrand['settings'] = {}): SlipBrand => ({
  settings,
  currency: defaultCurrency,
})

const entry = (n: number, unitStake = 0, more: Partial<SlipEntry> = {}): SlipEntry => ({
  outcomeId: `o${n}`,
  unitStake,
  ...more,
})

describe('evaluateSlip', () => {
  it('§5 prices staked singles and the multiple, and totals them', () => {
    const verdict = evaluateSlip(
      {
        selections: [entry(1, 100), entry(2)],
        combinations: [{ betTypeId: 200_002, unitStake: 200 }],
      },
      statesOf(open(1, 2), open(2, 3)),
      brand(),
    )
    expect(verdict.selections.map((single) => single.potentialReturns)).toEqual([200, 0])
    expect(verdict.combinations).toEqual([
      expect.objectContaining({ name: 'Double', decimal: 6, potentialReturns: 1_200 }),
    ])
    expect(verdict).toMatchObject({ totalStake: 300, potentialReturns: 1_400, placeable: true })
    expect(verdict.errors).toEqual([])
  })

  it('§5 stake limits hold for singles as for combinations', () => {
    const settings = { bet_stake_min_amount: '2', bet_stake_max_amount: '10' }
    const states = statesOf(open(1), open(2))
    const under = evaluateSlip(
      { selections: [entry(1, 100), entry(2)], combinations: [] },
      states,
      brand(settings),
    )
    expect(under.refusals).toEqual([{ code: 'RES-00140', outcomeId: 'o1' }])
    expect(under.placeable).toBe(false)
    const over = evaluateSlip(
      {
        selections: [entry(1), entry(2)],
        combinations: [{ betTypeId: 200_002, unitStake: 1_001 }],
      },
      states,
      brand(settings),
    )
    expect(over.refusals).toEqual([{ code: 'RES-00034', betTypeId: 200_002 }])
  })

  it('a bet that could return more than the brand pays on one bet is refused, its amounts capped', () => {
    const settings = { bet_stake_max_amount: '100,000', bet_max_payout_amount: '1,000,000' }
    // €1,000 at 1000.0 returns the €1,000,000 the brand pays, no more: taken.
    const atTheMost = evaluateSlip(
      { selections: [entry(1, 100_000)], combinations: [] },
      statesOf(open(1, 1000)),
      brand(settings),
    )
    expect(atTheMost.placeable).toBe(true)
    expect(atTheMost.potentialReturns).toBe(100_000_000)
    const single = evaluateSlip(
      { selections: [entry(1, 100_001)], combinations: [] },
      statesOf(open(1, 1000)),
      brand(settings),
    )
    expect(single.refusals).toEqual([{ code: 'RES-00233', outcomeId: 'o1' }])
    expect(single.selections[0]?.potentialReturns).toBe(100_000_000)
    // A fifteen-fold at 20.0 a leg, €10 a line: some 3 × 10^20 euros, past exact integers.
    const legs = Array.from({ length: 15 }, (_, index) => index + 1)
    const fold = evaluateSlip(
      {
        selections: legs.map((n) => entry(n)),
        combinations: [{ betTypeId: 200_015, unitStake: 1_000 }],
      },
      statesOf(...legs.map((n) => open(n, 20))),
      brand(settings),
    )
    expect(fold.refusals).toEqual([{ code: 'RES-00233', betTypeId: 200_015 }])
    expect(fold.placeable).toBe(false)
    const multiple = fold.combinations.find((bet) => bet.betTypeId === 200_015)
    expect(multiple).toMatchObject({ potentialReturns: 100_000_000, potentialPlaceWin: 0 })
    expect(Number.isSafeInteger(fold.potentialReturns)).toBe(true)
  })

  it('§8 an unstaked suspended selection is shown, not refused; a staked one is both', () => {
    const states = statesOf(open(1), open(2, 2, { marketStatus: 'suspended' }))
    const aside = evaluateSlip(
      { selections: [entry(1, 100), entry(2)], combinations: [] },
      states,
      brand(),
    )
    expect(aside.errors).toEqual([{ code: 'RES-00048', outcomeId: 'o2' }])
    expect(aside.placeable).toBe(true)
    const staked = evaluateSlip(
      { selections: [entry(1, 100), entry(2, 100)], combinations: [] },
      states,
      brand(),
    )
    expect(staked.refusals).toEqual([{ code: 'RES-00048', outcomeId: 'o2' }])
  })

  it('§8 a leg placed at a price cannot drop out of its bet, nor move against the bettor', () => {
    const legs = [entry(1, 0, { seen: { leg: 2 } }), entry(2, 0, { seen: { leg: 3 } })]
    const double = [{ betTypeId: 200_002, unitStake: 100 }]
    const suspended = evaluateSlip(
      { selections: legs, combinations: double },
      statesOf(open(1), open(2, 3, { outcomeStatus: 'suspended' })),
      brand(),
    )
    expect(suspended.refusals).toEqual([
      { code: 'RES-00109', outcomeId: 'o2' },
      { code: 'RES-00218', betTypeId: 200_002 },
    ])
    const moved = evaluateSlip(
      { selections: legs, combinations: double },
      statesOf(open(1), open(2, 2.9)),
      brand(),
    )
    expect(moved.refusals).toEqual([{ code: 'RES-00152', outcomeId: 'o2', currentDecimal: 2.9 }])
    const higher = evaluateSlip(
      { selections: legs, combinations: double, userAcceptOdds: 'H' },
      statesOf(open(1), open(2, 3.1)),
      brand(),
    )
    expect(higher.placeable).toBe(true)
    expect(higher.combinations[0]?.decimal).toBe(6.2)
  })

  it('§8 one size for the slip: its selections, singles and legs alike', () => {
    const selections = [1, 2, 3].map((n) => entry(n, 100))
    const states = statesOf(open(1), open(2), open(3))
    const full = evaluateSlip(
      { selections, combinations: [] },
      states,
      brand({ max_bets_on_betslip: 2 }),
    )
    expect(full.refusals).toEqual([{ code: 'RES-00247' }])
  })

  it('§7 a reserve market takes one selection a slip, in one code for model and placement', () => {
    const verdict = evaluateSlip(
      { selections: [entry(1, 100), entry(2, 100)], combinations: [] },
      statesOf(open(1, 2, { reserve: true }), open(2, 2, { reserve: true, marketId: 'm1' })),
      brand(),
    )
    expect(verdict.refusals).toEqual([{ code: 'betslip-reserve-market', marketId: 'm1' }])
  })

  it('§3 a stake for a bet the slip does not offer, or twice for one, is refused', () => {
    const states = statesOf(open(1), open(2))
    const treble = evaluateSlip(
      { selections: [entry(1), entry(2)], combinations: [{ betTypeId: 200_003, unitStake: 100 }] },
      states,
      brand(),
    )
    expect(treble.refusals).toEqual([{ code: 'RES-00218', betTypeId: 200_003 }])
    const twice = evaluateSlip(
      {
        selections: [entry(1), entry(2)],
        combinations: [
          { betTypeId: 200_002, unitStake: 100 },
          { betTypeId: 200_002, unitStake: 100 },
        ],
      },
      states,
      brand(),
    )
    expect(twice.refusals).toEqual([{ code: 'RES-00218', betTypeId: 200_002 }])
  })

  it('§3 the account: funds, free bets, exclusion and a slip in progress', () => {
    const slip = { selections: [entry(1, 500, { freeMoneyUnitStake: 200 })], combinations: [] }
    const states = statesOf(open(1))
    const poor = evaluateSlip(slip, states, brand(), {
      excludedFromPromotions: true,
      funds: { balance: 400, promoCash: 100 },
    })
    expect(poor.refusals.map((error) => error.code)).toEqual(['RES-00241', 'RES-00056'])
    const barred = evaluateSlip(slip, states, brand(), {
      excludedFromPromotions: true,
      selfExcluded: true,
      waitingSlips: 1,
    })
    expect(barred.refusals.map((error) => error.code)).toEqual(['RES-00103', 'RES-00246'])
    // Paid for already (the end of an in-play delay): the funds are not asked about.
    expect(evaluateSlip(slip, states, brand(), { excludedFromPromotions: true }).placeable).toBe(
      true,
    )
  })

  it('§5 the preview walks every number of winners over the staked bets', () => {
    const verdict = evaluateSlip(
      {
        selections: [entry(1, 100), entry(2)],
        combinations: [{ betTypeId: 200_002, unitStake: 100 }],
      },
      statesOf(open(1, 2), open(2, 3)),
      brand(),
    )
    expect(verdict.returnsByWinners()).toEqual([
      { winners: 0, least: 0, most: 0 },
      { winners: 1, least: 0, most: 200 },
      { winners: 2, least: 800, most: 800 },
    ])
  })

  it('the acca bonus is in the returns by number of winners as in the potential returns', () => {
    const slip = {
      selections: [entry(1), entry(2), entry(3)],
      combinations: [{ betTypeId: 200_003, unitStake: 1_000 }],
    }
    const states = statesOf(open(1, 2), open(2, 2), open(3, 2))
    const epw = { epwPromoFilterValues: [{ betSize: 3, percentage: 10 }], maxAmount: 100_000 }
    const priced = evaluateSlip(
      slip,
      states,
      { ...brand({ enable_parlay_extra_winnings: true }), epw },
      { excludedFromPromotions: false },
    )
    // A treble at 8.00: 8,000 back, 7,000 won, 10 % of it the bonus.
    expect(priced.potentialReturns).toBe(8_700)
    expect(priced.returnsByWinners()?.at(-1)).toEqual({ winners: 3, least: 8_700, most: 8_700 })
    expect(priced.returnsByWinners()?.at(-2)).toEqual({ winners: 2, least: 0, most: 0 })
    // The engine has no tiers: the bonus the server priced counts the same.
    const told = evaluateSlip(
      {
        ...slip,
        combinations: [{ betTypeId: 200_003, unitStake: 1_000, extraParlayWinnings: 700 }],
      },
      states,
      brand(),
    )
    expect(told.potentialReturns).toBe(8_700)
    expect(told.returnsByWinners()?.at(-1)).toMatchObject({ least: 8_700, most: 8_700 })
  })

  it('the acca bonus counts toward the most one bet may return, and is shown no further than it', () => {
    const slip = {
      selections: [entry(1), entry(2), entry(3)],
      combinations: [{ betTypeId: 200_003, unitStake: 1_000 }],
    }
    const states = statesOf(open(1, 2), open(2, 2), open(3, 2))
    const epw = { epwPromoFilterValues: [{ betSize: 3, percentage: 10 }], maxAmount: 100_000 }
    const capped = (payout: string) =>
      evaluateSlip(
        slip,
        states,
        { ...brand({ enable_parlay_extra_winnings: true, bet_max_payout_amount: payout }), epw },
        { excludedFromPromotions: false },
      )
    // €80.00 back and a €7.00 bonus: €87.00 is taken at €87, refused at €86.99.
    expect(capped('87').placeable).toBe(true)
    const past = capped('86.99')
    expect(past.refusals).toEqual([{ code: 'RES-00233', betTypeId: 200_003 }])
    expect(past.potentialReturns).toBe(8_699)
  })
})
