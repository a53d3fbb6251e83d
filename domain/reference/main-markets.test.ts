import { describe, expect, it } from 'vitest'
import { couponRegion, isResultMarketType, mainMarketTypeIdsOf } from './main-markets.ts'
import { euroDefaultMarketType, sportTables } from './sport-tables.ts'

describe('§3 main markets', () => {
  it('name the market type each sport table flags as its euro default, in every region', () => {
    for (const code of Object.keys(sportTables)) {
      expect(euroDefaultMarketType(code)?.marketTypeIds, code).toEqual(mainMarketTypeIdsOf(code))
      expect(euroDefaultMarketType(code, 'asia')?.marketTypeIds, code).toEqual(
        mainMarketTypeIdsOf(code, 'asia'),
      )
    }
  })

  it('Asian books lead football with the Asian handicap; a sport without a table has none', () => {
    expect(mainMarketTypeIdsOf('FOOT')).toEqual(['MRES'])
    expect(mainMarketTypeIdsOf('FOOT', 'asia')).toEqual(['AHCP'])
    expect(mainMarketTypeIdsOf('TENN', 'asia')).toEqual(['MWIN'])
    expect(mainMarketTypeIdsOf('GOLF')).toEqual([])
    expect(mainMarketTypeIdsOf('toString')).toEqual([])
  })

  it('§9 view types: the Asian and Thai coupons lead with the region, the euro one with its own', () => {
    expect(couponRegion('euro')).toBeUndefined()
    expect(couponRegion('asian')).toBe('asia')
    expect(couponRegion('thai')).toBe('asia')
  })

  it('tells result markets (1 X 2) from markets whose outcomes are named by a line', () => {
    for (const id of ['MRES', 'MWIN', 'MLIN']) expect(isResultMarketType(id), id).toBe(true)
    for (const id of ['AHCP', 'HCTG', 'PSPR', 'BTSC'])
      expect(isResultMarketType(id), id).toBe(false)
  })
})
