import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parse } from '../api/schema.ts'
import { liveChangeSchema } from './change.ts'
import { compactKeys, expandKeys, longKeyByShort } from './codec.ts'

const shortKeys = new Set(Object.keys(longKeyByShort))
const longKeys = new Set(Object.values(longKeyByShort))

describe('§3 outcome short feed keys', () => {
  it('§3 outcome: the table expands to exactly the fifteen long keys the spec lists, plus kind', () => {
    expect(Object.values(longKeyByShort).sort()).toEqual(
      [
        'kind',
        'eventId',
        'status',
        'marketTypeId',
        'periodTypeId',
        'marketId',
        'hidden',
        'consolidatedPrice',
        'outcomeId',
        'antepenultimatePrice',
        'penultimatePrice',
        'currentPrice',
        'decimal',
        'spread',
        'spread2',
        'format',
      ].sort(),
    )
    expect(new Set(Object.values(longKeyByShort)).size).toBe(Object.keys(longKeyByShort).length)
  })

  it('§3 outcome: a compacted price change expands at every depth', () => {
    const wire = {
      k: 'outcome',
      e: 'e1',
      m: 'e1-m1',
      o: 'e1-m1-o1',
      cp: { c: { d: 2.5, f: 1, sp: -0.5, sp2: 0 }, pp: { d: 2.4 }, ap: { d: 2.3 } },
    }
    expect(expandKeys(wire)).toEqual({
      kind: 'outcome',
      eventId: 'e1',
      marketId: 'e1-m1',
      outcomeId: 'e1-m1-o1',
      consolidatedPrice: {
        currentPrice: { decimal: 2.5, format: 1, spread: -0.5, spread2: 0 },
        penultimatePrice: { decimal: 2.4 },
        antepenultimatePrice: { decimal: 2.3 },
      },
    })
  })

  it('§3 outcome: market status, type and period keys expand', () => {
    expect(
      expandKeys({ k: 'market', e: 'e1', m: 'm1', s: 'lts', mt: '1', pt: 'FT', h: true }),
    ).toEqual({
      kind: 'market',
      eventId: 'e1',
      marketId: 'm1',
      status: 'lts',
      marketTypeId: '1',
      periodTypeId: 'FT',
      hidden: true,
    })
  })

  it('§3 outcome: arrays of changes are expanded item by item', () => {
    expect(expandKeys([{ o: 'a' }, { h: false }, 3, null])).toEqual([
      { outcomeId: 'a' },
      { hidden: false },
      3,
      null,
    ])
  })

  it('§3 outcome: unknown keys are kept as they are, in both directions', () => {
    expect(expandKeys({ o: 'a', minutes: 12, x: { d: 1.5 } })).toEqual({
      outcomeId: 'a',
      minutes: 12,
      x: { decimal: 1.5 },
    })
    expect(compactKeys({ outcomeId: 'a', scores: { home: 1, away: 0 } })).toEqual({
      o: 'a',
      scores: { home: 1, away: 0 },
    })
  })

  it("§3 outcome: an event's red cards travel under their own name and are read as a change", () => {
    const sentOff = { kind: 'event', eventId: 'e1', redCards: { home: 1, away: 0 } }
    const wire = compactKeys(sentOff)
    expect(wire).toEqual({ k: 'event', e: 'e1', redCards: { home: 1, away: 0 } })
    expect(parse(liveChangeSchema, expandKeys(wire))).toEqual({ ok: true, value: sentOff })
  })

  it('§3 outcome: compaction is the inverse of expansion for every key of the table', () => {
    for (const [short, long] of Object.entries(longKeyByShort)) {
      expect(compactKeys({ [long]: 1 })).toEqual({ [short]: 1 })
      expect(expandKeys({ [short]: 1 })).toEqual({ [long]: 1 })
    }
  })

  it('§3 outcome: a "__proto__" key from JSON.parse stays an own key and pollutes nothing', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "o": "a"}')
    const expanded = expandKeys(hostile) as Record<string, unknown>
    expect(Object.keys(expanded)).toEqual(['__proto__', 'outcomeId'])
    expect(Object.getPrototypeOf(expanded)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('§3 outcome: a frame nested far deeper than any feed payload does not overflow the stack', () => {
    let deep: unknown = { o: 'leaf' }
    for (let i = 0; i < 200_000; i++) deep = [deep]
    expect(() => expandKeys(deep)).not.toThrow()
    expect(() => compactKeys(deep)).not.toThrow()
  })

  it('§3 outcome: never throws on any JSON value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expandKeys(value)
        compactKeys(value)
      }),
      { numRuns: 500 },
    )
  })

  it('§3 outcome: scalars pass through unchanged (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.constant(null)), (value) => {
        expect(expandKeys(value)).toBe(value)
        expect(compactKeys(value)).toBe(value)
      }),
    )
  })

  // The round trip holds for values the engine produces: an expanded value does not also carry a
  // short key (an unknown key "e" beside "eventId" would be ambiguous on the wire).
  const keyWithoutShortForms = fc
    .oneof(fc.constantFrom(...longKeys), fc.string({ maxLength: 6 }))
    .filter((key) => !shortKeys.has(key))
  const expandedJson = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(keyWithoutShortForms, tie('value'), { maxKeys: 5 }),
    ),
  })).value

  it('§3 outcome: expand(compact(x)) equals x (property)', () => {
    fc.assert(
      fc.property(expandedJson, (value) => {
        expect(expandKeys(compactKeys(value))).toEqual(value)
      }),
      { numRuns: 500 },
    )
  })

  const keyWithoutLongForms = fc
    .oneof(fc.constantFrom(...shortKeys), fc.string({ maxLength: 6 }))
    .filter((key) => !longKeys.has(key as never))
  const compactJson = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.string(),
      fc.double({ noNaN: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(keyWithoutLongForms, tie('value'), { maxKeys: 5 }),
    ),
  })).value

  it('§3 outcome: compact(expand(x)) equals x for wire values (property)', () => {
    fc.assert(
      fc.property(compactJson, (value) => {
        expect(compactKeys(expandKeys(value))).toEqual(value)
      }),
      { numRuns: 500 },
    )
  })
})
