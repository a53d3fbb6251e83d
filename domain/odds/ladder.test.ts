import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { snapToLadder, standardLadder } from './ladder.ts'

describe('odds ladder (§5 odds margin)', () => {
  it('the standard ladder runs 1.01 to 1000 in 350 ascending rungs', () => {
    expect(standardLadder).toHaveLength(350)
    expect(standardLadder[0]).toBe(1.01)
    expect(standardLadder.at(-1)).toBe(1000)
    expect(standardLadder).toContain(1.99)
    expect(standardLadder).toContain(2.02)
    expect(standardLadder).toContain(3.05)
    expect(standardLadder).not.toContain(2.01)
    for (let index = 1; index < standardLadder.length; index++)
      expect(standardLadder[index] as number).toBeGreaterThan(standardLadder[index - 1] as number)
  })

  it('§5 odds margin: snapped to the nearest rung of the ladder', () => {
    expect(snapToLadder(1.904)).toBe(1.9)
    expect(snapToLadder(1.906)).toBe(1.91)
    expect(snapToLadder(2.033)).toBe(2.04)
    expect(snapToLadder(3.07)).toBe(3.05)
    expect(snapToLadder(2.5)).toBe(2.5)
  })

  it('§5 odds margin: a price midway between rungs takes the lower (house side)', () => {
    expect(snapToLadder(2.01)).toBe(2)
    expect(snapToLadder(3.025)).toBe(3)
  })

  it('prices off the ladder take its ends; an operator ladder is honoured', () => {
    expect(snapToLadder(1.001)).toBe(1.01)
    expect(snapToLadder(5000)).toBe(1000)
    expect(snapToLadder(1.7, [1.5, 2, 3])).toBe(1.5)
    expect(snapToLadder(1.8, [1.5, 2, 3])).toBe(2)
  })

  it('a snapped price is a rung, and no rung is nearer', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1200, noNaN: true }), (price) => {
        const rung = snapToLadder(price)
        expect(standardLadder).toContain(rung)
        for (const other of standardLadder)
          expect(Math.abs(other - price)).toBeGreaterThanOrEqual(Math.abs(rung - price) - 1e-12)
      }),
    )
  })
})
