import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sports } from '../reference/sports.ts'
import type { SportEvent } from './event.ts'
import { groupEvents, groupingOf, sportRank, topSportCodes } from './grouping.ts'

function event(id: string, sportCode: string, ...paths: Array<[string, string]>): SportEvent {
  return {
    id,
    slug: id,
    description: id,
    sportCode,
    startTime: '2026-11-22T12:00:00Z',
    eventPaths: paths.map(([slug, description]) => ({ slug, description })),
    marketIds: [],
  }
}

// SPEC.md section 9 names the sports of each grouping in words, as here; each name is found in
// the sport catalogue, so the test does not restate the source's own code table.
const byCountry = [
  'football',
  'basketball',
  'baseball',
  'cricket',
  'American football',
  'Aussie rules',
  'field hockey',
  'ice hockey',
  'futsal',
  'handball',
  'table tennis',
  'volleyball',
]
const byLeague = [
  'tennis',
  'virtual cricket',
  'eFootball',
  'eBasketball',
  'eSports',
  'badminton',
  'virtual kabaddi',
  'Formula 1',
  'motor sports',
  'motorcycling',
  'snooker',
]

function codeOf(name: string): string {
  const sport = sports.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase())
  if (!sport) throw new Error(`${name} is in the sport catalogue`)
  return sport.code
}

describe('§9 grouping of events per sport', () => {
  it.each(byCountry)('§9 grouping: %s is grouped by country', (name) => {
    expect(groupingOf(codeOf(name))).toBe('country')
  })

  it.each(byLeague)('§9 grouping: %s is grouped by league', (name) => {
    expect(groupingOf(codeOf(name))).toBe('league')
  })

  it('§9 grouping: golf is grouped by tournament', () => {
    expect(groupingOf(codeOf('golf'))).toBe('tournament')
  })

  it('§9 top sports: football, basketball, tennis', () => {
    expect(topSportCodes).toEqual(['football', 'basketball', 'tennis'].map(codeOf))
  })

  it('§9 grouping: football by country, labels normalised, groups in first-seen order', () => {
    const events = [
      event(
        'a',
        'FOOT',
        ['football', 'Football'],
        ['south-korea', 'south-korea'],
        ['k1', 'K League 1'],
      ),
      event(
        'b',
        'FOOT',
        ['football', 'Football'],
        ['england', 'England Amateur'],
        ['npl', 'Northern Premier'],
      ),
      event(
        'c',
        'FOOT',
        ['football', 'Football'],
        ['south-korea', 'south-korea'],
        ['k2', 'K League 2'],
      ),
    ]
    expect(groupEvents(events, 'FOOT').map((g) => [g.label, g.events.map((e) => e.id)])).toEqual([
      ['South Korea', ['a', 'c']],
      ['England', ['b']],
    ])
  })

  it('§9 grouping: tennis by league, golf by tournament, a short path falls back to its last level', () => {
    const tennis = [
      event('a', 'TENN', ['tennis', 'Tennis'], ['atp', 'ATP'], ['paris', 'Paris Masters']),
      event('b', 'TENN', ['tennis', 'Tennis'], ['wta', 'WTA'], ['paris', 'Paris Masters']),
      event('c', 'TENN', ['tennis', 'Tennis'], ['itf', 'ITF Men']),
    ]
    expect(groupEvents(tennis, 'TENN').map((g) => [g.key, g.label, g.events.length])).toEqual([
      ['paris', 'Paris Masters', 2],
      ['itf', 'ITF Men', 1],
    ])
    const golf = [event('g', 'GOLF', ['golf', 'Golf'], ['pga', 'PGA Tour'], ['open', 'The Open'])]
    expect(groupEvents(golf, 'GOLF').map((g) => g.label)).toEqual(['The Open'])
  })

  it('§9 grouping: an event without paths is kept, in a group of its own', () => {
    expect(groupEvents([event('x', 'FOOT')], 'FOOT')).toEqual([
      { key: '', label: '', events: [expect.objectContaining({ id: 'x' })] },
    ])
  })
})

describe('§9 grouping invariants', () => {
  it('§9 grouping: every event lands in exactly one group, in its given order (property)', () => {
    const path = fc.constantFrom<[string, string]>(
      ['england', 'England'],
      ['spain', 'Spain'],
      ['atp', 'ATP'],
      ['la-liga', 'La Liga'],
    )
    fc.assert(
      fc.property(
        fc.constantFrom('FOOT', 'TENN', 'GOLF'),
        fc.array(fc.array(path, { maxLength: 3 }), { maxLength: 20 }),
        (sportCode, paths) => {
          const events = paths.map((p, i) => event(`x${i}`, sportCode, ...p))
          const groups = groupEvents(events, sportCode)
          const flattened = groups.flatMap((group) => group.events.map((e) => e.id))
          expect([...flattened].sort()).toEqual(events.map((e) => e.id).sort())
          expect(new Set(groups.map((group) => group.key)).size).toBe(groups.length)
          for (const group of groups) {
            const positions = group.events.map((e) => events.indexOf(e))
            expect(positions).toEqual([...positions].sort((a, b) => a - b))
          }
        },
      ),
    )
  })
})

describe('sportRank', () => {
  it('puts the top sports first in their order, then the catalogue order, unknown sports last', () => {
    const codes = ['CSGO', 'XXXX', 'TENN', 'ICEH', 'FOOT', 'BASK']
    expect(codes.sort((a, b) => sportRank(a) - sportRank(b))).toEqual([
      'FOOT',
      'BASK',
      'TENN',
      'ICEH',
      'CSGO',
      'XXXX',
    ])
  })
})
