import { describe, expect, it } from 'vitest'
import { eachWayOffered, type PricedLeg, priceBet } from './slip-pricing.ts'
import { systemBetLines } from './systems.ts'

const leg = (n: number, event = `e${n}`, market = `m${n}`): PricedLeg => ({
  outcomeId: `o${n}`,
  eventId: event,
  marketId: market,
  decimal: 2,
})

describe('priceBet', () => {
  it('prices a Trixie and an each-way single', () => {
    const trixie = systemBetLines(200_057, [leg(1), leg(2), leg(3)])
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

  it('each-way needs the setting and terms on every leg', () => {
    const terms = { numerator: 1, denominator: 5, places: 4 }
    expect(eachWayOffered({ each_way_enabled: true }, [{ placeTerms: terms }])).toBe(true)
    expect(eachWayOffered({ each_way_enabled: false }, [{ placeTerms: terms }])).toBe(false)
    expect(eachWayOffered({ each_way_enabled: true }, [{ placeTerms: terms }, {}])).toBe(false)
  })
})
