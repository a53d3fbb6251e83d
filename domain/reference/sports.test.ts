import { describe, expect, it } from 'vitest'
import { specSportTableCodes } from './spec-sport-codes.ts'
import { sportByCode, sportFromPathSegment, sportPathSegment, sports } from './sports.ts'

describe('§3 reference data: the sport catalogue', () => {
  it('§3 sport catalogue: about 100 sports, ids and codes unique, codes four capitals', () => {
    expect(sports.length).toBeGreaterThanOrEqual(95)
    expect(new Set(sports.map((s) => s.id)).size).toBe(sports.length)
    expect(new Set(sports.map((s) => s.code)).size).toBe(sports.length)
    for (const sport of sports) {
      expect(sport.code).toMatch(/^[A-Z0-9]{4}$/)
      expect(sport.name).not.toBe('')
    }
  })

  it('§9 sport catalogue: every sport the spec names by code or by grouping is there', () => {
    // The sport tables' codes (§3), then the sports §9 names only by their grouping.
    for (const code of [...specSportTableCodes, 'GOLF', 'FORM', 'MOSP', 'MOTO', 'ESPT']) {
      expect(sportByCode(code), code).toBeDefined()
    }
  })

  it('§2 routes: a sport page segment is {id}-{SPORTCODE} and reads back', () => {
    const football = sportByCode('foot')
    if (!football) throw new Error('football is catalogued')
    expect(sportPathSegment(football)).toBe('1-FOOT')
    expect(sportFromPathSegment('1-FOOT')).toBe(football)
    expect(sportFromPathSegment('1-foot')).toBe(football)
    expect(sportFromPathSegment('2-FOOT')).toBeUndefined()
    expect(sportFromPathSegment('FOOT')).toBeUndefined()
  })
})
