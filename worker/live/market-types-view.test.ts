import { describe, expect, it } from 'vitest'
import type { SportTableRegion } from '../../domain/reference/sport-tables.ts'
import { marketTypesView } from './market-types-view.ts'

const typesOf = (sportCode: string, region?: SportTableRegion) =>
  marketTypesView(() => region)
    .create({ sportCode })
    .initial().types

describe('market-types view', () => {
  it("§2 euro market: a sport's market types, the main one first, with the ids a row asks for", () => {
    const football = typesOf('FOOT')
    expect(football[0]).toEqual({ name: '1X2', marketTypeIds: 'MRES' })
    expect(football).toContainEqual({ name: 'Over/Under', marketTypeIds: 'HCTG' })
    expect(typesOf('NOPE')).toEqual([])
  })

  it('§9 view types: the Asian coupon leads with the handicap', () => {
    expect(typesOf('FOOT', 'asia')[0]).toEqual({ name: 'Asian Handicap', marketTypeIds: 'AHCP' })
    expect(typesOf('BASK', 'asia')[0]?.name).toBe('Handicap')
  })
})
