import { describe, expect, it } from 'vitest'
import { marketTypeOf } from './sport-tables.ts'
import {
  extraMarketTypeIds,
  playerStatMarketTypeIds,
  statMarketTypeIds,
  teamStatMarketTypeIds,
} from './stat-markets.ts'

describe('§3 reference data: player-stat, team-stat and extra-market tables', () => {
  it('§3 player-stat, team-stat and extra-market tables: every id is one its sport offers', () => {
    for (const table of [playerStatMarketTypeIds, teamStatMarketTypeIds, extraMarketTypeIds]) {
      for (const [code, ids] of Object.entries(table)) {
        for (const id of ids ?? []) expect(marketTypeOf(code, id), `${code} ${id}`).toBeDefined()
      }
    }
    expect(statMarketTypeIds('player', 'FOOT')).toContain('AGSC')
    expect(statMarketTypeIds('team', 'BASK')).toEqual(['TTPT'])
    expect(statMarketTypeIds('extra', 'GOLF')).toEqual([])
  })
})
