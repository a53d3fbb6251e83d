import { describe, expect, it } from 'vitest'
import { mainMarketTypeIdsOf } from './main-markets.ts'
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
})
