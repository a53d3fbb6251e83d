import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type JackpotEventResult,
  jackpotLines,
  largestPrize,
  missingEventNumbers,
  prizePerUnit,
  stakeUnits,
  winningLines,
} from './jackpot.ts'

const pick = (eventNumber: number, outcomeId: string) => ({ eventNumber, outcomeId })
const won = (...winners: string[]): JackpotEventResult => ({ winners: new Set(winners) })

describe('jackpot lines', () => {
  it('§3 jackpot bet: one pick per event is one line', () => {
    expect(jackpotLines(3, [pick(1, 'a'), pick(2, 'b'), pick(3, 'c')])).toBe(1)
  })

  it('§3 jackpot bet: two picks on one event double the lines, three on another treble them', () => {
    const picks = [
      pick(1, 'a1'),
      pick(1, 'aX'),
      pick(2, 'b'),
      pick(3, 'c1'),
      pick(3, 'cX'),
      pick(3, 'c2'),
    ]
    expect(jackpotLines(3, picks)).toBe(6)
  })

  it('§4 jackpot slip: an event without a pick makes no line, and is named missing', () => {
    const picks = [pick(1, 'a'), pick(3, 'c')]
    expect(jackpotLines(3, picks)).toBe(0)
    expect(missingEventNumbers(3, picks)).toEqual([2])
  })

  it('§3 jackpot bet: the same outcome picked twice counts once', () => {
    expect(jackpotLines(1, [pick(1, 'a'), pick(1, 'a')])).toBe(1)
  })

  it('§3 jackpot bet: lines are the product of the picks per event, whatever their order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 8 }),
        (counts) => {
          const picks = counts.flatMap((count, index) =>
            Array.from({ length: count }, (_, o) => pick(index + 1, `e${index}-o${o}`)),
          )
          const expected = counts.reduce((product, count) => product * count, 1)
          expect(jackpotLines(counts.length, picks.reverse())).toBe(expected)
        },
      ),
    )
  })
})

describe('jackpot settlement', () => {
  it('§3 jackpot: a line with every event right wins; one wrong event takes it down', () => {
    const results = new Map([
      [1, won('a')],
      [2, won('b')],
    ])
    expect(winningLines(2, [pick(1, 'a'), pick(2, 'b')], results)).toBe(1)
    expect(winningLines(2, [pick(1, 'a'), pick(2, 'x')], results)).toBe(0)
  })

  it('§3 jackpot: a perm wins on the line that was right, not on the others', () => {
    const results = new Map([
      [1, won('a')],
      [2, won('b')],
    ])
    expect(winningLines(2, [pick(1, 'a'), pick(1, 'x'), pick(2, 'b'), pick(2, 'y')], results)).toBe(
      1,
    )
  })

  it('§3 jackpot: an event without a result cannot settle', () => {
    expect(() => winningLines(2, [pick(1, 'a'), pick(2, 'b')], new Map([[1, won('a')]]))).toThrow()
  })

  it('§3 jackpot: the prize is shared by the winning units, rounded down; none shared by nobody', () => {
    expect(prizePerUnit(5_000_000, 3)).toBe(1_666_666)
    expect(prizePerUnit(5_000_000, 0)).toBe(0)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.integer({ min: 1, max: 1e6 }),
        (prize, units) => {
          const share = prizePerUnit(prize, units)
          expect(share * units).toBeLessThanOrEqual(prize)
          expect(prize - share * units).toBeLessThan(units)
        },
      ),
    )
  })

  it('a jackpot never promises what covering its every line would buy', () => {
    expect(largestPrize(12, 100)).toBe(53_144_000)
    expect(largestPrize(8, 100)).toBe(656_000)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 100_000 }),
        (n, stake) => {
          expect(largestPrize(n, stake)).toBeLessThan(3 ** n * stake)
        },
      ),
    )
  })

  it('§3 jackpot bet: a line stake is a whole number of stakes per line', () => {
    expect(stakeUnits(100, 100)).toBe(1)
    expect(stakeUnits(300, 100)).toBe(3)
    expect(stakeUnits(150, 100)).toBeUndefined()
    expect(stakeUnits(50, 100)).toBeUndefined()
  })
})
