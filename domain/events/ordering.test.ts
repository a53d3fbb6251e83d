import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Market } from './event.ts'
import { compareByStatus, marketSortingWeight, sortMarkets, sortOutcomes } from './ordering.ts'

function market(
  id: string,
  fields: {
    type?: string
    period?: string
    sequence?: number
    ordinal?: number
    status?: Market['status']
  } = {},
): Market {
  return {
    id,
    eventId: 'e1',
    marketTypeId: fields.type ?? id,
    periodId: fields.period ?? 'FT',
    description: id,
    status: fields.status ?? 'open',
    outcomeIds: [],
    period: {
      fullDescription: 'Full Time',
      fullAbbreviation: 'FT',
      inRunning: false,
      periodType: { id: fields.period ?? 'FT', sequence: fields.sequence ?? 0 },
    },
    marketTypeInfo: { style: 'WIN_DRAW_WIN', ordinalPosition: fields.ordinal ?? 0 },
  }
}

const periods = { periodTypeIds: ['FT', 'H1', 'H2'] }

describe('§5 market sorting weight', () => {
  it('§5 market sorting weight: 1e7 per period order, 1e4 per period sequence, then the ordinal', () => {
    expect(marketSortingWeight(market('a', { period: 'FT', ordinal: 3 }), periods)).toBe(3)
    expect(
      marketSortingWeight(market('a', { period: 'H1', sequence: 1, ordinal: 3 }), periods),
    ).toBe(1e7 + 1e4 + 3)
    expect(
      marketSortingWeight(market('a', { period: 'H2', sequence: 2, ordinal: 0 }), periods),
    ).toBe(2e7 + 2e4)
  })

  it('§5 market sorting weight: a period the sport does not list comes after every listed one', () => {
    expect(marketSortingWeight(market('a', { period: 'Q7' }), periods)).toBe(3e7)
  })

  it('§5 market sorting weight: a special market sorts first', () => {
    const special = { ...periods, specialMarketTypeIds: new Set(['1X2']) }
    expect(marketSortingWeight(market('a', { type: '1X2', period: 'H2' }), special)).toBe(-1)
    const sorted = sortMarkets(
      [
        market('ou', { ordinal: 0 }),
        market('h1', { period: 'H1' }),
        market('main', { type: '1X2', period: 'H2', ordinal: 9 }),
      ],
      special,
    )
    expect(sorted.map((m) => m.id)).toEqual(['main', 'ou', 'h1'])
  })

  it('§5 market sorting weight: a period order outweighs any sequence, a sequence any ordinal', () => {
    const sorted = sortMarkets(
      [
        market('h1-late', { period: 'H1', sequence: 9, ordinal: 9999 }),
        market('h1-early', { period: 'H1', sequence: 0, ordinal: 9999 }),
        market('ft-last', { period: 'FT', sequence: 999, ordinal: 9999 }),
      ],
      periods,
    )
    expect(sorted.map((m) => m.id)).toEqual(['ft-last', 'h1-early', 'h1-late'])
  })
})

describe('§4 open markets and outcomes sort before others', () => {
  it('§4 ordering: an open market comes before a suspended one of lower weight', () => {
    const sorted = sortMarkets(
      [market('main', { status: 'suspended' }), market('h1', { period: 'H1', status: 'open' })],
      periods,
    )
    expect(sorted.map((m) => m.id)).toEqual(['h1', 'main'])
  })

  it('§4 ordering: outcomes open first, each group in the feed order, the input untouched', () => {
    const outcomes = [
      { id: '1', status: 'suspended' as const },
      { id: '2', status: 'open' as const },
      { id: '3', status: 'suspended' as const },
      { id: '4', status: 'open' as const },
    ]
    expect(sortOutcomes(outcomes).map((o) => o.id)).toEqual(['2', '4', '1', '3'])
    expect(outcomes.map((o) => o.id)).toEqual(['1', '2', '3', '4'])
    expect(compareByStatus({ status: 'open' }, { status: 'open' })).toBe(0)
  })
})

describe('§4 §5 ordering invariants', () => {
  const markets = fc.array(
    fc.record({
      period: fc.constantFrom('FT', 'H1', 'H2', 'Q9'),
      sequence: fc.nat(999),
      ordinal: fc.nat(9999),
      status: fc.constantFrom('open' as const, 'suspended' as const),
      special: fc.boolean(),
    }),
    { maxLength: 30 },
  )

  it('§4 §5 ordering: a permutation, open first, weights rising within each status (property)', () => {
    fc.assert(
      fc.property(markets, (fields) => {
        const input = fields.map((f, i) =>
          market(`m${i}`, { ...f, type: f.special ? 'MAIN' : `T${i}` }),
        )
        const ordering = { ...periods, specialMarketTypeIds: new Set(['MAIN']) }
        const sorted = sortMarkets(input, ordering)
        expect([...sorted].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...input].sort((a, b) => a.id.localeCompare(b.id)),
        )
        const firstSuspended = sorted.findIndex((m) => m.status !== 'open')
        if (firstSuspended !== -1) {
          expect(sorted.slice(firstSuspended).every((m) => m.status !== 'open')).toBe(true)
        }
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1] as Market, sorted[i] as Market]
          if (a.status === b.status) {
            expect(marketSortingWeight(a, ordering)).toBeLessThanOrEqual(
              marketSortingWeight(b, ordering),
            )
          }
        }
      }),
    )
  })
})
