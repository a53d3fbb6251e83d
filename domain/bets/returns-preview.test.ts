import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type TaxSettings, taxedReturns } from '../money/tax.ts'
import { returnsByWinners } from './returns-preview.ts'
import { settleLines } from './settlement.ts'
import { systemBetType } from './system-table.ts'
import { systemLines } from './systems.ts'

/** A stake duty of 12.5 % and a withholding of 20 % on winnings. */
const duty: TaxSettings = {
  tax_deduction_enabled: true,
  enable_stake_after_tax: true,
  stake_rate_percentage: 12.5,
  tax_returns_percentage: 20,
}

describe('returns by number of winners', () => {
  it('a treble pays only when all three win', () => {
    expect(returnsByWinners([2, 2, 2], [{ unitStake: 1_000, lines: [[0, 1, 2]] }])).toEqual([
      { winners: 0, least: 0, most: 0 },
      { winners: 1, least: 0, most: 0 },
      { winners: 2, least: 0, most: 0 },
      { winners: 3, least: 8_000, most: 8_000 },
    ])
  })

  it('a bonus is paid beside the returns only when every line wins', () => {
    const rows = returnsByWinners([2, 2], [{ unitStake: 1_000, lines: [[0, 1]], bonus: 300 }])
    expect(rows.map((row) => row.most)).toEqual([0, 0, 4_300])
  })

  it('a Trixie (three doubles and the treble) pays from two winners, by hand', () => {
    const selections = [0, 1, 2].map((index) => ({ marketId: `m${index}` }))
    const trixie = systemBetType(200_057)
    if (!trixie) throw new Error('no Trixie in the table')
    const lines = systemLines(trixie, selections)
    expect(lines).toHaveLength(4)
    const rows = returnsByWinners([2, 3, 4], [{ unitStake: 100, lines }])
    // Two winners: one double; the least is 2 x 3 = 6, the most 3 x 4 = 12 per unit.
    expect(rows[2]).toEqual({ winners: 2, least: 600, most: 1_200 })
    // All three: 6 + 8 + 12 + 24 = 50 units.
    expect(rows[3]).toEqual({ winners: 3, least: 5_000, most: 5_000 })
    expect(rows[1]).toEqual({ winners: 1, least: 0, most: 0 })
  })

  it('a boosted single pays its own price while the double beside it pays the market', () => {
    // 10.00 on a single boosted from 2.00 to 2.50, and 10.00 on the double at 2.00 x 3.00.
    const rows = returnsByWinners(
      [2, 3],
      [
        { unitStake: 1_000, lines: [[0]], prices: [2.5, 3] },
        { unitStake: 1_000, lines: [[0, 1]] },
      ],
    )
    expect(rows[1]).toEqual({ winners: 1, least: 0, most: 2_500 })
    expect(rows[2]).toEqual({ winners: 2, least: 8_500, most: 8_500 })
  })

  it('singles: the least and the most are the cheapest and dearest winners', () => {
    const singles = [0, 1, 2].map((index) => ({ unitStake: 1_000, lines: [[index]] }))
    const rows = returnsByWinners([1.5, 2.5, 4], singles)
    expect(rows[1]).toEqual({ winners: 1, least: 1_500, most: 4_000 })
    expect(rows[2]).toEqual({ winners: 2, least: 4_000, most: 6_500 })
    expect(rows[3]).toEqual({ winners: 3, least: 8_000, most: 8_000 })
  })

  it('under a stake duty and a withholding, what settlement pays: 100.00 at 3.00 returns 231.11', () => {
    expect(returnsByWinners([3], [{ unitStake: 10_000, lines: [[0]] }], duty)).toEqual([
      { winners: 0, least: 0, most: 0 },
      { winners: 1, least: 23_111, most: 23_111 },
    ])
  })

  it('is what settlement pays, for any slip and any way of winning, taxed or not', () => {
    const slip = fc.integer({ min: 1, max: 6 }).chain((count) =>
      fc.record({
        prices: fc.array(
          fc.integer({ min: 101, max: 2_000 }).map((cents) => cents / 100),
          {
            minLength: count,
            maxLength: count,
          },
        ),
        bets: fc.array(
          fc.record({
            unitStake: fc.integer({ min: 1, max: 100_000 }),
            lines: fc.array(fc.uniqueArray(fc.nat(count - 1), { minLength: 1, maxLength: count }), {
              minLength: 1,
              maxLength: 5,
            }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
      }),
    )
    const taxes = fc.constantFrom<TaxSettings>({}, duty)
    fc.assert(
      fc.property(slip, taxes, ({ prices, bets }, tax) => {
        const rows = returnsByWinners(prices, bets, tax)
        for (let winning = 0; winning < 2 ** prices.length; winning++) {
          const legs = prices.map((decimal, index) => ({
            decimal,
            result: winning & (1 << index) ? ('won' as const) : ('lost' as const),
          }))
          // As settlement pays each bet (server/bets/settle-bets.ts): taxed as a whole.
          const paid = bets.reduce(
            (sum, bet) =>
              sum +
              taxedReturns(
                { unitStake: bet.unitStake, totalStake: bet.unitStake * bet.lines.length },
                tax,
                (unitStake) =>
                  settleLines({ unitStake, lines: bet.lines, legs, eachWay: false }).returns,
              ).returnsAfterTax,
            0,
          )
          const winners = legs.filter((leg) => leg.result === 'won').length
          const row = rows[winners]
          expect(paid).toBeGreaterThanOrEqual(row?.least ?? Number.NaN)
          expect(paid).toBeLessThanOrEqual(row?.most ?? Number.NaN)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('refuses more selections than a slip holds', () => {
    expect(() => returnsByWinners(Array(16).fill(2), [])).toThrow(RangeError)
  })
})
