import { describe, expect, it } from 'vitest'
import {
  checkBalance,
  checkBettor,
  checkFreeBet,
  checkNothingInProgress,
  checkPayout,
  checkSelection,
  checkSlipSize,
  checkStake,
  crowdedReserveMarkets,
  limitsOfBet,
  outcomeClosed,
  repeatedOutcomes,
  type SelectionState,
  sharedMarkets,
} from './selection-checks.ts'

const open: SelectionState = {
  outcomeId: 'o1',
  marketId: 'm1',
  eventId: 'e1',
  decimal: 2.5,
  outcomeStatus: 'open',
  hidden: false,
  marketStatus: 'open',
  eventFinished: false,
  eventRemoved: false,
  live: false,
}

describe('checkSelection', () => {
  it('takes an open priced outcome', () => expect(checkSelection(open)).toBeUndefined())
  it('gives each cause its code', () => {
    expect(checkSelection(undefined)).toBe('RES-00098')
    expect(checkSelection({ ...open, decimal: null })).toBe('RES-00098')
    expect(checkSelection({ ...open, eventFinished: true })).toBe('RES-00047')
    expect(checkSelection({ ...open, eventRemoved: true })).toBe('RES-00108')
    expect(checkSelection({ ...open, marketStatus: 'suspended' })).toBe('RES-00048')
    expect(checkSelection({ ...open, outcomeStatus: 'suspended' })).toBe('RES-00109')
    expect(checkSelection({ ...open, hidden: true })).toBe('RES-00109')
  })
  it('a finished event outranks a suspended market', () =>
    expect(checkSelection({ ...open, eventFinished: true, marketStatus: 'suspended' })).toBe(
      'RES-00047',
    ))
  it('closes unknown, finished and withdrawn outcomes, not suspended ones', () => {
    expect(outcomeClosed(undefined)).toBe(true)
    expect(outcomeClosed({ ...open, eventFinished: true })).toBe(true)
    expect(outcomeClosed({ ...open, eventRemoved: true })).toBe(true)
    expect(outcomeClosed({ ...open, marketStatus: 'suspended' })).toBe(false)
  })
})

describe('slip checks', () => {
  it('too many selections for the brand', () => {
    expect(checkSlipSize(15, {})).toBeUndefined()
    expect(checkSlipSize(16, {})).toBe('RES-00247')
    expect(checkSlipSize(4, { max_bets_on_betslip: 3 })).toBe('RES-00247')
  })
  it('finds repeated outcomes and shared markets', () => {
    expect(repeatedOutcomes(['a', 'b', 'a', 'a'])).toEqual(['a'])
    expect(sharedMarkets([{ marketId: 'm1' }, { marketId: 'm2' }, { marketId: 'm1' }])).toEqual([
      'm1',
    ])
    expect(
      crowdedReserveMarkets([
        { marketId: 'm1', reserve: true },
        { marketId: 'm1', reserve: true },
        { marketId: 'm2' },
        { marketId: 'm2' },
      ]),
    ).toEqual(['m1'])
  })
})

describe('money checks', () => {
  const limits = { min: 100, max: 10_000, maxPayout: 1_000_000 }
  it('stake limits per line', () => {
    expect(checkStake(99, limits)).toBe('RES-00140')
    expect(checkStake(100, limits)).toBeUndefined()
    expect(checkStake(10_000, limits)).toBeUndefined()
    expect(checkStake(10_001, limits)).toBe('RES-00034')
  })
  it('the double has its own minimum', () => {
    expect(limitsOfBet(200_002, limits, 125_000)).toEqual({ ...limits, min: 125_000 })
    expect(limitsOfBet(200_003, limits, 125_000)).toEqual(limits)
  })
  it('a bet that could return more than the brand pays on one bet', () => {
    expect(checkPayout(1_000_000, limits)).toBeUndefined()
    expect(checkPayout(1_000_001, limits)).toBe('RES-00233')
  })
  it('balance, free bet, bettor and a slip in progress', () => {
    expect(checkBalance(501, 500)).toBe('RES-00056')
    expect(checkBalance(500, 500)).toBeUndefined()
    expect(checkFreeBet(10, 9)).toBe('RES-00241')
    expect(checkFreeBet(9, 9)).toBeUndefined()
    expect(checkBettor({ selfExcluded: true })).toBe('RES-00103')
    expect(checkBettor({ selfExcluded: false })).toBeUndefined()
    expect(checkNothingInProgress(1)).toBe('RES-00246')
    expect(checkNothingInProgress(0)).toBeUndefined()
  })
})
