// What a slip comes to on what placement read, without a database: the stakes each wallet pays,
// the holds, and a refusal that takes nothing.

import { describe, expect, it } from 'vitest'
import type { BetslipToPlace } from '../../domain/api/placement.ts'
import type { SelectionState } from '../../domain/bets/selection-checks.ts'
import { defaultSettings } from '../../domain/player/settings.ts'
import { defaultEpw } from './betting-settings.ts'
import { type AccountRow, slipToStore } from './slip-to-store.ts'

const account: AccountRow = {
  balance: '10000',
  promo_cash: '0',
  currency: 'EUR',
  player_id: 'p-1',
  self_excluded: false,
  non_bettor: false,
  excluded_from_promotions: false,
  accept_tolerance_percent: null,
  brand_id: 'demo',
}

const open = (outcomeId: string, decimal: number, live = false): SelectionState => ({
  outcomeId,
  marketId: `m-${outcomeId}`,
  eventId: `e-${outcomeId}`,
  decimal,
  outcomeStatus: 'open',
  hidden: false,
  marketStatus: 'open',
  eventFinished: false,
  eventRemoved: false,
  live,
})

const single = (outcomeId: string, decimal: number, unitStake: number) => ({
  outcomeId,
  decimal,
  unitStake,
})

function decide(
  request: Partial<BetslipToPlace>,
  states: SelectionState[],
  read: {
    account?: Partial<AccountRow>
    waiting?: number
    delaySeconds?: number
    settings?: Partial<typeof defaultSettings>
  } = {},
) {
  return slipToStore({
    accountId: 'a-1',
    uuid: 'u-1',
    hash: 'h',
    request: { singles: [], legs: [], multiples: [], systems: [], ...request },
    betting: {
      settings: { ...defaultSettings, ...read.settings },
      holds: { inplay_bet_delay_seconds: read.delaySeconds ?? 0 },
      epw: defaultEpw,
      odds: () => undefined,
    },
    account: { ...account, ...read.account },
    waiting: read.waiting ?? 0,
    states: new Map(states.map((state) => [state.outcomeId, state])),
  })
}

describe('slipToStore', () => {
  it('places a single at the current price and takes its stake from the balance', () => {
    const slip = decide({ singles: [single('o-1', 2.5, 1000)] }, [open('o-1', 2.5)])
    expect(slip.status).toBe('placed')
    expect(slip.debits).toEqual({ real: 1000 })
    expect(slip.totalCost).toBe(1000)
    expect(slip.potentialReturns).toBe(2500)
    expect(slip.response.availableBalance).toBe(9000)
    expect(slip.response.singles).toMatchObject([{ outcomeId: 'o-1', decimal: 2.5 }])
    expect(slip.decideAfterSeconds).toBeNull()
  })

  it('pays cash stakes from the promo cash first when asked, then from the balance', () => {
    const slip = decide(
      { singles: [single('o-1', 2, 1000)], usePromoCash: true },
      [open('o-1', 2)],
      {
        account: { promo_cash: '400' },
      },
    )
    expect(slip.debits).toEqual({ promo: 400, real: 600 })
    expect(slip.response.availableBalance).toBe(9400)
  })

  it('holds a live slip for the in-play delay, its stake taken now', () => {
    const slip = decide({ singles: [single('o-1', 3, 500)] }, [open('o-1', 3, true)], {
      delaySeconds: 7,
    })
    expect(slip.status).toBe('pending')
    expect(slip.decideAfterSeconds).toBe(7)
    expect(slip.response.delay).toBe(7)
    expect(slip.debits).toEqual({ real: 500 })
  })

  it('refuses a price that moved under D with the current price, and takes nothing', () => {
    const slip = decide({ singles: [single('o-1', 2.5, 1000)] }, [open('o-1', 2.6)])
    expect(slip.status).toBe('rejected')
    expect(slip.response.errors).toMatchObject([
      { code: 'RES-00152', outcomeId: 'o-1', currentDecimal: 2.6 },
    ])
    expect(slip.debits).toEqual({})
    expect(slip.bets).toEqual([])
  })

  it('takes the higher price under H', () => {
    const slip = decide({ singles: [single('o-1', 2.5, 1000)], userAcceptOdds: 'H' }, [
      open('o-1', 2.6),
    ])
    expect(slip.status).toBe('placed')
    expect(slip.potentialReturns).toBe(2600)
  })

  it('refuses a slip over the balance, a self-excluded bettor and one while a slip waits', () => {
    const codes = (slip: ReturnType<typeof decide>) => slip.response.errors.map((e) => e.code)
    const states = [open('o-1', 2)]
    const request = { singles: [single('o-1', 2, 20_000)] }
    expect(codes(decide(request, states))).toEqual(['RES-00056'])
    const small = { singles: [single('o-1', 2, 100)] }
    expect(codes(decide(small, states, { account: { self_excluded: true } }))).toEqual([
      'RES-00103',
    ])
    expect(codes(decide(small, states, { waiting: 1 }))).toEqual(['RES-00246'])
  })

  it('prices the multiple over its legs, and refuses it whole when a leg is suspended', () => {
    const legs = [
      { outcomeId: 'o-1', decimal: 2 },
      { outcomeId: 'o-2', decimal: 3 },
      { outcomeId: 'o-3', decimal: 1.5 },
    ]
    const treble = { betTypeId: 200_003, unitStake: 500 }
    const [first, last] = [open('o-1', 2), open('o-3', 1.5)]
    const placed = decide({ legs, multiples: [treble] }, [first, open('o-2', 3), last])
    expect(placed.response.errors).toEqual([])
    expect(placed.response.multiples).toMatchObject([{ decimal: 9, potentialReturns: 4500 }])
    expect(placed.debits).toEqual({ real: 500 })

    const suspended = { ...open('o-2', 3), marketStatus: 'suspended' }
    const refused = decide({ legs, multiples: [treble] }, [first, suspended, last])
    expect(refused.status).toBe('rejected')
    expect(refused.response.errors.map((error) => error.outcomeId)).toContain('o-2')
    expect(refused.debits).toEqual({})
  })

  describe("the double's minimum (docs/decisions/double-minimum.md)", () => {
    const legs = [
      { outcomeId: 'o-1', decimal: 2 },
      { outcomeId: 'o-2', decimal: 3 },
    ]
    const double = (unitStake: number, read: Parameters<typeof decide>[2] = {}) =>
      decide(
        { legs, multiples: [{ betTypeId: 200_002, unitStake }] },
        [open('o-1', 2), open('o-2', 3)],
        read,
      )

    it('takes a EUR 5 double where the brand has no minimum of its own', () => {
      const slip = double(500)
      expect(slip.response.errors).toEqual([])
      expect(slip.debits).toEqual({ real: 500 })
    })

    it("refuses a double under the brand's stake minimum or its double minimum, taking nothing", () => {
      const underBrand = double(500, { settings: { bet_stake_min_amount: '10' } })
      expect(underBrand.response.errors.map((error) => error.code)).toEqual(['RES-00140'])
      const underDouble = double(500, { settings: { multiple_double_min_stake_amount: '7.50' } })
      expect(underDouble.response.errors).toEqual([
        expect.objectContaining({ code: 'RES-00140', betTypeId: 200_002 }),
      ])
      expect(underDouble.debits).toEqual({})
      expect(
        double(750, { settings: { multiple_double_min_stake_amount: '7.50' } }).debits,
      ).toEqual({
        real: 750,
      })
    })

    it("keeps SPEC.md's 1250.00 in a thousand-scale currency: 1,250,000 IDR", () => {
      const idr = { account: { currency: 'IDR', balance: '1000000000' } }
      expect(double(124_999_900, idr).response.errors.map((error) => error.code)).toEqual([
        'RES-00140',
      ])
      expect(double(125_000_000, idr).response.errors).toEqual([])
    })
  })
})
