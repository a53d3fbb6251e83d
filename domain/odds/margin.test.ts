import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { snapToLadder } from './ladder.ts'
import { adjustedPrice, applyMargin, type Margin, marginFor } from './margin.ts'

const margins: Margin[] = [
  { marketTypeId: 'MRES', margin: 0.04 },
  { marketTypeId: 'OU', margin: 0.03 },
  { leagueId: 'EPL', margin: 0.01 },
  { leagueId: 'EPL', marketTypeId: 'OU', margin: 0.02 },
]

describe('odds margin (§5)', () => {
  it('§5 odds margin: adjusted price = 1 / (1/odds + margin x sqrt(p(1-p)))', () => {
    // p = 0.5: 1 / (0.5 + 0.05 x 0.5) = 1.90476...
    expect(adjustedPrice(2, 0.05)).toBeCloseTo(1.904_761_9, 6)
    // p = 0.25: 1 / (0.25 + 0.05 x sqrt(0.1875)) = 3.6034...
    expect(adjustedPrice(4, 0.05)).toBeCloseTo(1 / (0.25 + 0.05 * Math.sqrt(0.1875)), 12)
    expect(adjustedPrice(2, 0)).toBe(2)
  })

  it('§5 odds margin: snapped to the nearest rung of an odds ladder', () => {
    expect(applyMargin(2, 0.05)).toBe(1.9)
    // 3.681 lies between the rungs 3.6 and 3.7.
    expect(applyMargin(4, 0.05)).toBe(3.7)
    expect(applyMargin(2, 0.05, [1.5, 2, 2.5])).toBe(2)
  })

  it('§5 odds margin: margin = market-type margin + league margin', () => {
    expect(marginFor(margins, { leagueId: 'EPL', marketTypeId: 'MRES' })).toBeCloseTo(0.05, 12)
    expect(marginFor(margins, { leagueId: 'EPL', marketTypeId: 'OU' })).toBeCloseTo(0.05, 12)
    expect(marginFor(margins, { leagueId: 'LIGA', marketTypeId: 'MRES' })).toBe(0.04)
    expect(marginFor(margins, { marketTypeId: 'AH' })).toBe(0)
    expect(marginFor(margins, { leagueId: 'EPL', marketTypeId: 'AH' })).toBe(0.01)
  })

  it('a positive margin never lengthens a price; the lowest rung floors it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        (odds, margin) => {
          expect(adjustedPrice(odds, margin)).toBeLessThanOrEqual(odds * (1 + 1e-12))
          const offered = applyMargin(odds, margin)
          expect(offered).toBeGreaterThanOrEqual(1.01)
          expect(offered).toBeLessThanOrEqual(snapToLadder(odds))
        },
      ),
    )
  })

  it('a price of 1 or less has nothing to adjust', () => {
    expect(applyMargin(1, 0.05)).toBe(1)
  })
})
