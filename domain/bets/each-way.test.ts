import { describe, expect, it } from 'vitest'
import { ratio } from '../money/ratio.ts'
import { eachWayApplies, eachWayStake, placePrice } from './each-way.ts'

describe('each-way (§5)', () => {
  it('§5 each-way: applies only if each_way_enabled, the bet shows each-way and it is chosen', () => {
    const enabled = { each_way_enabled: true }
    expect(eachWayApplies(enabled, { showEachWay: true }, true)).toBe(true)
    expect(eachWayApplies({ each_way_enabled: false }, { showEachWay: true }, true)).toBe(false)
    expect(eachWayApplies({}, { showEachWay: true }, true)).toBe(false)
    expect(eachWayApplies(enabled, { showEachWay: false }, true)).toBe(false)
    expect(eachWayApplies(enabled, { showEachWay: true }, false)).toBe(false)
  })

  it('§5 each-way: the stake doubles (win bet plus place bet)', () => {
    expect(eachWayStake(500, true)).toBe(1000)
    expect(eachWayStake(500, false)).toBe(500)
  })

  it('§3 single bet placeTerms: the place price is a fraction of the win odds', () => {
    // 11.00 (10/1) at 1/4 the odds places at 3.50 (5/2).
    expect(placePrice(11, { numerator: 1, denominator: 4, places: 3 })).toEqual(ratio(7n, 2n))
    // 4.33 at 1/5: 1 + 3.33 / 5 = 1.666.
    expect(placePrice(4.33, { numerator: 1, denominator: 5, places: 2 })).toEqual(ratio(833n, 500n))
  })
})
