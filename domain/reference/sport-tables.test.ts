import { describe, expect, it } from 'vitest'
import type { Market } from '../events/event.ts'
import { marketSortingWeight, sortMarkets } from '../events/ordering.ts'
import { specSportTableCodes } from './spec-sport-codes.ts'
import {
  euroDefaultMarketType,
  marketOrderingOf,
  marketTypeOf,
  raceToPoints,
  raceToPointsByMarketTypeId,
  regionalSportTables,
  sportTableOf,
  sportTables,
} from './sport-tables.ts'
import { sportByCode } from './sports.ts'

describe('§3 reference data: sport tables', () => {
  it('§3 sport tables: exactly the 31 sport codes the spec lists, each in the sport catalogue', () => {
    expect(Object.keys(sportTables).sort()).toEqual([...specSportTableCodes].sort())
    for (const code of specSportTableCodes) expect(sportByCode(code), code).toBeDefined()
  })

  it.each(specSportTableCodes)(
    '§3 sport tables: %s has one euro default main market, offered prematch and live',
    (code) => {
      const table = sportTableOf(code)
      if (!table) throw new Error(`${code} has a table`)
      const defaults = table.marketTypes.filter((marketType) => marketType.euroDefault)
      expect(defaults).toHaveLength(1)
      expect(defaults[0]?.prematchPeriodTypes).toContain('FT')
      expect(defaults[0]?.livePeriodTypes).toContain('FT')
    },
  )

  it.each(specSportTableCodes)(
    '§3 sport tables: %s uses only its own period types, and ids once each',
    (code) => {
      const table = sportTableOf(code)
      if (!table) throw new Error(`${code} has a table`)
      const ids = table.marketTypes.flatMap((marketType) => marketType.marketTypeIds)
      expect(new Set(ids).size).toBe(ids.length)
      expect(new Set(table.periodTypes).size).toBe(table.periodTypes.length)
      for (const marketType of table.marketTypes) {
        expect(marketType.marketTypeIds.length).toBeGreaterThan(0)
        expect(
          marketType.prematchPeriodTypes.length + marketType.livePeriodTypes.length,
        ).toBeGreaterThan(0)
        for (const period of [...marketType.prematchPeriodTypes, ...marketType.livePeriodTypes]) {
          expect(table.periodTypes, `${code} ${marketType.name}`).toContain(period)
        }
      }
    },
  )

  it('§3 sport tables: the football 1X2 main market is MRES on full time, halves prematch and live', () => {
    expect(euroDefaultMarketType('FOOT')).toEqual({
      name: '1X2',
      marketTypeIds: ['MRES'],
      prematchPeriodTypes: ['FT', 'H1', 'H2'],
      livePeriodTypes: ['FT', 'H1', 'H2'],
      euroDefault: true,
    })
    expect(marketTypeOf('FOOT', 'AGSC')?.name).toBe('Goalscorer')
    expect(euroDefaultMarketType('TENN')?.marketTypeIds).toEqual(['MWIN'])
    expect(euroDefaultMarketType('GOLF')).toBeUndefined()
    expect(sportTableOf('toString')).toBeUndefined()
  })

  it('§3 sport tables: the Asian variant leads football with the Asian handicap, the rest unchanged', () => {
    expect(euroDefaultMarketType('FOOT', 'asia')?.marketTypeIds).toEqual(['AHCP'])
    expect(euroDefaultMarketType('BASK', 'asia')?.marketTypeIds).toEqual(['PSPR'])
    expect(euroDefaultMarketType('TENN', 'asia')).toBe(euroDefaultMarketType('TENN'))
    for (const table of Object.values(regionalSportTables.asia)) {
      expect(table.marketTypes.filter((marketType) => marketType.euroDefault)).toHaveLength(1)
    }
    expect(sportTableOf('FOOT', 'asia')?.marketTypes.map((m) => m.name)).toEqual(
      sportTableOf('FOOT')?.marketTypes.map((m) => m.name),
    )
    expect(marketOrderingOf('FOOT', 'asia').specialMarketTypeIds).toEqual(new Set(['AHCP']))
  })

  it('§3 sport tables: live-only and prematch-only market types are offered in their phase only', () => {
    expect(marketTypeOf('FOOT', 'NXGL')?.livePeriodTypes).not.toEqual([])
    expect(marketTypeOf('FOOT', 'NXGL')?.prematchPeriodTypes).toEqual([])
    expect(marketTypeOf('FOOT', 'HTFT')?.prematchPeriodTypes).not.toEqual([])
    expect(marketTypeOf('FOOT', 'HTFT')?.livePeriodTypes).toEqual([])
  })

  it('§3 race to X points: 5, 10, 15 and 20', () => {
    expect(Object.values(raceToPointsByMarketTypeId)).toEqual([5, 10, 15, 20])
    expect(raceToPoints('RT15')).toBe(15)
    expect(raceToPoints('MRES')).toBeUndefined()
    expect(raceToPoints('constructor')).toBeUndefined()
    expect(marketTypeOf('BASK', 'RT20')?.name).toBe('Race To Points')
    expect(marketTypeOf('VOLL', 'RT05')?.name).toBe('Race To Points')
  })

  it('§5 market sorting weight: a sport table orders its markets, the main market first', () => {
    const ordering = marketOrderingOf('FOOT')
    const market = (id: string, marketTypeId: string, period: string, ordinal: number): Market => ({
      id,
      eventId: 'e1',
      marketTypeId,
      periodId: period,
      description: id,
      status: 'open',
      outcomeIds: [],
      period: {
        fullDescription: period,
        fullAbbreviation: period,
        inRunning: true,
        periodType: { id: period, sequence: 0 },
      },
      marketTypeInfo: { style: 'WIN_DRAW_WIN', ordinalPosition: ordinal },
    })
    const sorted = sortMarkets(
      [
        market('h1-ou', 'HCTG', 'H1', 1),
        market('ft-ou', 'HCTG', 'FT', 2),
        market('main', 'MRES', 'H1', 5),
      ],
      ordering,
    )
    expect(sorted.map((m) => m.id)).toEqual(['main', 'ft-ou', 'h1-ou'])
    expect(marketSortingWeight(market('x', 'HCTG', 'PEN', 0), ordering)).toBe(4e7)
    expect(marketOrderingOf('GOLF')).toEqual({})
  })
})
