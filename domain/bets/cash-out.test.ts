import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { taxedReturns } from '../money/tax.ts'
import {
  type CashOutLeg,
  cashOutOffer,
  defaultCashOutMarginBasisPoints,
  takeCashOut,
} from './cash-out.ts'
import { potentialReturns } from './potential-returns.ts'

const open = (placedDecimal: number, currentDecimal?: number): CashOutLeg => ({
  placedDecimal,
  currentDecimal,
  state: 'open',
})

describe('cash-out offer (docs/cashout.md)', () => {
  it('§3 cashout: a single whose price is unchanged is offered the stake less the margin', () => {
    expect(defaultCashOutMarginBasisPoints).toBe(500)
    expect(cashOutOffer({ stake: 1000, legs: [open(2.5, 2.5)] })).toEqual({
      available: true,
      amount: 950,
    })
  })

  it('§3 cashout: a shortened price raises the offer (placed 3.00, now 1.50)', () => {
    // 10.00 x 3.00 / 1.50 = 20.00, less 5% = 19.00.
    expect(cashOutOffer({ stake: 1000, legs: [open(3, 1.5)] })).toEqual({
      available: true,
      amount: 1900,
    })
  })

  it('§3 cashout: won legs count at their placed price, void legs at 1', () => {
    const legs: CashOutLeg[] = [
      { placedDecimal: 2, state: 'won' },
      { placedDecimal: 4, state: 'void' },
      open(3, 2),
    ]
    // 10.00 x 2.00 x 1 x 3.00 / 2.00 = 30.00, less 5% = 28.50.
    expect(cashOutOffer({ stake: 1000, legs })).toEqual({ available: true, amount: 2850 })
  })

  it('§3 cashout: rounded down to the minor unit', () => {
    // 10.00 x 2.00 / 1.90 x 0.95 = 10.00 exactly; 10.00 x 2.00 / 1.70 x 0.95 = 11.176...
    expect(cashOutOffer({ stake: 1000, legs: [open(2, 1.9)] })).toEqual({
      available: true,
      amount: 1000,
    })
    expect(cashOutOffer({ stake: 1000, legs: [open(2, 1.7)] })).toEqual({
      available: true,
      amount: 1117,
    })
  })

  it('§3 cashout: never above the potential return, never negative', () => {
    expect(cashOutOffer({ stake: 1000, legs: [open(3, 1.01)] }, -10_000)).toEqual({
      available: true,
      amount: 3000,
    })
    expect(cashOutOffer({ stake: 1000, legs: [open(3, 3)] }, 20_000)).toEqual({
      available: true,
      amount: 0,
    })
  })

  it('§3 cashout: none once a leg lost, while a price is unavailable, or when nothing is left open', () => {
    expect(
      cashOutOffer({ stake: 1000, legs: [open(2, 2), { placedDecimal: 2, state: 'lost' }] }),
    ).toEqual({
      available: false,
      reason: 'leg-lost',
    })
    expect(cashOutOffer({ stake: 1000, legs: [open(2)] })).toEqual({
      available: false,
      reason: 'price-unavailable',
    })
    expect(cashOutOffer({ stake: 1000, legs: [open(2, 1)] })).toEqual({
      available: false,
      reason: 'price-unavailable',
    })
    expect(cashOutOffer({ stake: 1000, legs: [{ placedDecimal: 2, state: 'won' }] })).toEqual({
      available: false,
      reason: 'settled',
    })
  })

  it('§3 cashout (property): the offer is never above the potential return and never negative', () => {
    const leg = fc.oneof(
      fc.record({
        placedDecimal: fc.integer({ min: 101, max: 5000 }).map((p) => p / 100),
        currentDecimal: fc.integer({ min: 101, max: 5000 }).map((p) => p / 100),
        state: fc.constant('open' as const),
      }),
      fc.record({
        placedDecimal: fc.integer({ min: 101, max: 5000 }).map((p) => p / 100),
        state: fc.constantFrom('won' as const, 'void' as const),
      }),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(leg, { minLength: 1, maxLength: 15 }),
        fc.integer({ min: -5000, max: 20_000 }),
        (stake, legs, margin) => {
          const offer = cashOutOffer({ stake, legs }, margin)
          const potential = potentialReturns({
            unitStake: stake,
            legs: legs.map((l) => ({ decimal: l.state === 'void' ? 1 : l.placedDecimal })),
            lines: [legs.map((_, index) => index)],
            eachWay: false,
          }).potentialReturns
          if (!offer.available) {
            expect(offer.reason).toBe('settled')
            return
          }
          expect(offer.amount).toBeGreaterThanOrEqual(0)
          expect(offer.amount).toBeLessThanOrEqual(potential)
        },
      ),
    )
  })

  describe('a bet placed under taxes is valued on what settlement would pay it', () => {
    // The gateway's duty and withholding: 12.5% on the stake, 20% on winnings.
    const taxes = {
      tax_deduction_enabled: true,
      enable_stake_after_tax: true,
      stake_rate_percentage: 12.5,
      tax_returns_percentage: 20,
    }

    it('100.00 at 3.00, now 1.01: settlement would pay 231.11, so the offer is on that', () => {
      // Wagered 88.89 (the duty off), 266.67 gross, 35.556 withheld on 177.78 of winnings:
      // 231.114 if it wins; at 1.01 now, 231.114 / 1.01 x 0.95 = 217.38.
      expect(cashOutOffer({ stake: 10_000, legs: [open(3, 1.01)], taxes })).toEqual({
        available: true,
        amount: 21_738,
      })
      // Untaxed, the same bet is worth 282.17.
      expect(cashOutOffer({ stake: 10_000, legs: [open(3, 1.01)] })).toEqual({
        available: true,
        amount: 28_217,
      })
    })

    it('never more than settlement pays on a win, and the same as untaxed at 0%', () => {
      const leg = fc.record({
        placedDecimal: fc.integer({ min: 101, max: 5000 }).map((p) => p / 100),
        currentDecimal: fc.integer({ min: 101, max: 5000 }).map((p) => p / 100),
        state: fc.constant('open' as const),
      })
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 10_000_000 }),
          fc.array(leg, { minLength: 1, maxLength: 6 }),
          (stake, legs) => {
            const offer = cashOutOffer({ stake, legs, taxes })
            const paid = taxedReturns(
              { unitStake: stake, totalStake: stake },
              taxes,
              (wagered) =>
                potentialReturns({
                  unitStake: wagered,
                  legs: legs.map((l) => ({ decimal: l.placedDecimal })),
                  lines: [legs.map((_, index) => index)],
                  eachWay: false,
                }).potentialReturns,
            ).returnsAfterTax
            expect(offer.available && offer.amount).toBeLessThanOrEqual(paid)
            expect(
              cashOutOffer({
                stake,
                legs,
                taxes: { ...taxes, stake_rate_percentage: 0, tax_returns_percentage: 0 },
              }),
            ).toEqual(cashOutOffer({ stake, legs }))
          },
        ),
      )
    })
  })
})

describe('taking a cash-out (docs/cashout.md)', () => {
  // 10.00 at 3.00 riding, offered 9.50 for all of it.
  const bet = { stakeRunning: 1_000, potentialReturns: 3_000, legs: [{ decimal: 3 }] }
  const seen = { stakeRunning: 1_000, amount: 950 }
  const confirm = (requested: number, offer = 950, sameAsSeen = true, acceptHigherOdds = false) =>
    takeCashOut({ seen, offer: { amount: offer, sameAsSeen }, bet, requested, acceptHigherOdds })

  it('§3 cashout: the whole offer seen buys the whole stake and closes the bet', () => {
    expect(confirm(950)).toEqual({
      ok: true,
      stakePart: 1_000,
      amount: 950,
      remainingStake: 0,
      returnsLeft: 3_000,
    })
  })

  it('§3 cashout: a part buys its share of the stake, rounded up; the rest rides on', () => {
    // 4.00 of 9.50 is 421.05... of the stake: 422 bought back, 578 left returning 3 x 5.78.
    expect(confirm(400)).toEqual({
      ok: true,
      stakePart: 422,
      amount: 400,
      remainingStake: 578,
      returnsLeft: 1_734,
    })
  })

  it('§3 cashout: an offer moved down is never taken; one moved up only when accepted', () => {
    expect(confirm(950, 900, false, true)).toEqual({ ok: false })
    expect(confirm(950, 1_000, false, false)).toEqual({ ok: false })
    expect(confirm(475, 1_000, false, true)).toMatchObject({
      ok: true,
      stakePart: 500,
      amount: 500,
    })
  })
})
