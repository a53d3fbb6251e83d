import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SlipSelection } from './slip.ts'
import { betTypeIdOf, systemBetType, systemBetTypes } from './system-table.ts'
import { checkSystemBet, offerSystems, systemLines, totalStake } from './systems.ts'

const slip = (count: number, options: { sameEvent?: boolean } = {}): SlipSelection[] =>
  Array.from({ length: count }, (_, index) => ({
    outcomeId: `o${index}`,
    eventId: options.sameEvent ? 'e' : `e${index}`,
    marketId: `m${index}`,
    decimal: 2,
  }))

const names = (count: number, settings = {}) =>
  offerSystems(slip(count), settings).map((offer) => `${offer.type.name} x${offer.noOfBets}`)

const binomial = (n: number, k: number): number =>
  k < 0 || k > n ? 0 : k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k

describe('system bets (§9 table)', () => {
  it('a slip of more selections than any slip takes is offered no system (its lines unwritten)', () => {
    expect(names(15).length).toBeGreaterThan(0)
    expect(offerSystems(slip(40), {})).toEqual([])
  })

  it('§9 system bet types: 002 to 012 are one fold each, doubles to 12-folds', () => {
    expect(systemBetType(200_002)).toMatchObject({ name: 'Doubles', folds: [2] })
    expect(systemBetType(200_003)).toMatchObject({ name: 'Trebles', folds: [3] })
    expect(systemBetType(200_012)).toMatchObject({ name: '12-Folds', folds: [12] })
    expect(systemBetType(200_013)).toBeUndefined()
    expect(systemBetType(200_001)).toBeUndefined()
  })

  it('§9 system bet types: 057 058 019 059 060 047 020 021 022 046 are the full covers', () => {
    const covers = systemBetTypes.filter((type) => type.fullCover)
    expect(covers.map((type) => `${type.code} ${type.name} ${type.selections}`)).toEqual([
      '057 Trixie 3',
      '058 Patent 3',
      '019 Yankee 4',
      '059 Lucky 15 4',
      '060 Canadian 5',
      '047 Lucky 31 5',
      '020 Heinz 6',
      '021 Lucky 63 6',
      '022 Super Heinz 7',
      '046 Goliath 8',
    ])
  })

  it('§9 system bet types: known by the last three digits of the betTypeId', () => {
    expect(systemBetType(100_057)?.name).toBe('Trixie')
    const trixie = systemBetType(200_057)
    expect(trixie && betTypeIdOf(trixie)).toBe(200_057)
  })

  it('§9 full covers: number of bets of each', () => {
    const bets = (code: number, selections: number) => {
      const type = systemBetType(code)
      return type ? systemLines(type, slip(selections)).length : 0
    }
    expect(bets(57, 3)).toBe(4)
    expect(bets(58, 3)).toBe(7)
    expect(bets(19, 4)).toBe(11)
    expect(bets(59, 4)).toBe(15)
    expect(bets(60, 5)).toBe(26)
    expect(bets(47, 5)).toBe(31)
    expect(bets(20, 6)).toBe(57)
    expect(bets(21, 6)).toBe(63)
    expect(bets(22, 7)).toBe(120)
    expect(bets(46, 8)).toBe(247)
  })

  it('§9 system bets offered: three selections give doubles, Trixie and Patent (the treble is the multiple)', () => {
    expect(names(3)).toEqual(['Doubles x3', 'Trixie x4', 'Patent x7'])
    expect(names(2)).toEqual([])
    expect(names(4)).toEqual(['Doubles x6', 'Trebles x4', 'Yankee x11', 'Lucky 15 x15'])
  })

  it('§9 system bets offered: fold types up to 12-folds on a full slip of 15', () => {
    const offered = names(15)
    expect(offered[0]).toBe('Doubles x105')
    expect(offered.at(-1)).toBe('12-Folds x455')
    expect(offered).toHaveLength(11)
  })

  it('§5 system bets: combinations with unique markets are counted', () => {
    // o0 and o1 are two outcomes of market m0: they pair with o2, never with each other.
    const selections = slip(3)
    const sameMarket = selections.map((selection, index) =>
      index === 1 ? { ...selection, marketId: 'm0' } : selection,
    )
    const offered = offerSystems(sameMarket, {})
    expect(offered.map((offer) => `${offer.type.name} x${offer.noOfBets}`)).toEqual(['Doubles x2'])
    expect(offered[0]?.lines).toEqual([
      [0, 2],
      [1, 2],
    ])
  })

  it('§5 system bets: systems do not need different events, only different markets', () => {
    expect(offerSystems(slip(3, { sameEvent: true }), {}).map((offer) => offer.type.name)).toEqual([
      'Doubles',
      'Trixie',
      'Patent',
    ])
  })

  it('§5 african betslip setting removes system bets', () => {
    expect(names(4, { african_betslip: true })).toEqual([])
    expect(checkSystemBet(200_002, slip(3), { african_betslip: true })).toEqual({
      ok: false,
      reason: 'african-betslip',
    })
  })

  it('§5 system bets are valid only for bet types in the system table', () => {
    expect(checkSystemBet(200_013, slip(3), {})).toEqual({ ok: false, reason: 'not-a-system-bet' })
    expect(checkSystemBet(200_019, slip(3), {})).toEqual({ ok: false, reason: 'no-combinations' })
    expect(checkSystemBet(200_004, slip(3), {})).toEqual({ ok: false, reason: 'no-combinations' })
    expect(checkSystemBet(200_057, slip(3), {})).toMatchObject({
      ok: true,
      lines: [
        [0, 1],
        [0, 2],
        [1, 2],
        [0, 1, 2],
      ],
    })
  })

  it('§3 banker: bankers are in every line of a system', () => {
    const selections = slip(4).map((selection, index) => ({ ...selection, banker: index === 0 }))
    const doubles = offerSystems(selections, {}).find((offer) => offer.type.name === 'Doubles')
    expect(doubles?.lines).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
    ])
  })

  it('§9 total stake: unit stake x number of bets, doubled for each-way', () => {
    expect(totalStake(100, 11, false)).toBe(1100)
    expect(totalStake(100, 11, true)).toBe(2200)
  })

  it('§9 full cover (property): n selections give sum over k of C(n,k) bets, less the singles where the type has none', () => {
    for (const type of systemBetTypes.filter((candidate) => candidate.fullCover)) {
      const n = type.selections
      const all = Array.from({ length: n }, (_, k) => binomial(n, k + 1)).reduce((a, b) => a + b, 0)
      const expected = type.folds.includes(1) ? all : all - n
      expect(systemLines(type, slip(n))).toHaveLength(expected)
      expect(expected).toBe(2 ** n - 1 - (type.folds.includes(1) ? 0 : n))
    }
  })

  it('§9 system bets (property): lines over distinct markets with bankers count as sum of C(n-b, k-b)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 12 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.integer({ min: 0, max: n }),
              fc.integer({ min: 2, max: 12 }),
            ),
          ),
        ([n, bankers, k]) => {
          const selections = slip(n).map((selection, index) => ({
            ...selection,
            banker: index < bankers,
          }))
          const type = systemBetType(200_000 + k)
          if (!type) return
          expect(systemLines(type, selections)).toHaveLength(binomial(n - bankers, k - bankers))
        },
      ),
    )
  })

  it('§5 system bets (property): no line holds two selections of one market', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 2, maxLength: 10 }),
        (marketOf) => {
          const selections = marketOf.map(
            (market, index): SlipSelection => ({
              outcomeId: `o${index}`,
              eventId: `e${index}`,
              marketId: `m${market}`,
              decimal: 2,
            }),
          )
          for (const offer of offerSystems(selections, {}))
            for (const line of offer.lines)
              expect(new Set(line.map((index) => selections[index]?.marketId)).size).toBe(
                line.length,
              )
        },
      ),
    )
  })
})
