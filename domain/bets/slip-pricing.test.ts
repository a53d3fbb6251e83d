import { describe, expect, it } from 'vitest'
import {
  combinationOf,
  eachWayOffered,
  multipleName,
  type PricedLeg,
  priceBet,
} from './slip-pricing.ts'

const leg = (n: number, event = `e${n}`, market = `m${n}`): PricedLeg => ({
  outcomeId: `o${n}`,
  eventId: event,
  marketId: market,
  decimal: 2,
})

describe('combinationOf', () => {
  it('200000 + legs is the multiple over different events', () => {
    expect(combinationOf(200_003, [leg(1), leg(2), leg(3)], {})).toEqual({
      ok: true,
      kind: 'multiple',
      name: 'Treble',
      lines: [[0, 1, 2]],
    })
    expect(combinationOf(200_002, [leg(1), leg(2, 'e1')], {})).toEqual({
      ok: false,
      code: 'RES-00218',
    })
  })

  it('other types are the system table, refused on an African betslip', () => {
    const four = [leg(1), leg(2), leg(3), leg(4)]
    const lucky15 = combinationOf(200_059, four, {})
    expect(lucky15.ok && lucky15.lines.length).toBe(15)
    const doubles = combinationOf(200_002, [leg(1), leg(2), leg(3)], {})
    expect(doubles.ok && doubles.kind).toBe('system')
    expect(combinationOf(200_059, four, { african_betslip: true }).ok).toBe(false)
    expect(combinationOf(200_999, four, {}).ok).toBe(false)
  })
})

describe('priceBet', () => {
  it('prices a Trixie and an each-way single', () => {
    const trixie = combinationOf(200_057, [leg(1), leg(2), leg(3)], {})
    if (!trixie.ok) throw new Error('no trixie')
    const priced = priceBet({
      unitStake: 100,
      legs: [leg(1), leg(2), leg(3)],
      lines: trixie.lines,
      eachWay: false,
    })
    // 3 doubles at 4.00 and a treble at 8.00.
    expect(priced).toMatchObject({ totalStake: 400, potentialReturns: 2000, decimal: 8 })
    const terms = { numerator: 1, denominator: 4, places: 3 }
    const ew = priceBet({
      unitStake: 100,
      legs: [{ ...leg(1), decimal: 5, placeTerms: terms }],
      lines: [[0]],
      eachWay: true,
    })
    expect(ew).toMatchObject({ totalStake: 200, potentialReturns: 700, potentialPlaceWin: 200 })
  })

  it('each-way needs the setting and terms on every leg; names multiples', () => {
    const terms = { numerator: 1, denominator: 5, places: 4 }
    expect(eachWayOffered({ each_way_enabled: true }, [{ placeTerms: terms }])).toBe(true)
    expect(eachWayOffered({ each_way_enabled: false }, [{ placeTerms: terms }])).toBe(false)
    expect(eachWayOffered({ each_way_enabled: true }, [{ placeTerms: terms }, {}])).toBe(false)
    expect(multipleName(6)).toBe('6-Fold Accumulator')
  })
})
