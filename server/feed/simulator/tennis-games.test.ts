import { describe, expect, it } from 'vitest'
import { seededRandom } from '../feed-options.ts'
import { playOf, prematchPlans } from './play.ts'
import { type RaceSport, sportModels } from './sport-models.ts'
import { finalGamesChances, gameWinChance } from './tennis-games.ts'

const tennis = sportModels.TENN as RaceSport

const fromTheStart = (strength: number) =>
  finalGamesChances(tennis, strength, {
    match: { home: 0, away: 0 },
    sets: [{ home: 0, away: 0 }],
    gameInPlay: gameWinChance(tennis, strength, true),
  })

const gameMarkets = (description: string) => {
  const plans = prematchPlans('TENN', description)
  const find = (marketTypeId: string) => {
    const plan = plans.find((candidate) => candidate.marketTypeId === marketTypeId)
    if (!plan) throw new Error(`no ${marketTypeId}`)
    return plan
  }
  return { handicap: find('GHCP'), total: find('TGAM') }
}

describe('tennis games', () => {
  it('gives every final count of games of a best-of-three a chance, adding up to one', () => {
    const finals = fromTheStart(0)
    const total = [...finals.values()].reduce((sum, chance) => sum + chance, 0)
    expect(total).toBeCloseTo(1, 9)
    for (const key of finals.keys()) {
      const [home = 0, away = 0] = key.split('-').map(Number)
      expect(home + away).toBeGreaterThanOrEqual(12)
      expect(home + away).toBeLessThanOrEqual(39)
    }
    // A two-set match can end 6-0 6-0, a three-set one 7-6 6-7 7-6.
    expect(finals.get('12-0')).toBeGreaterThan(0)
    expect(finals.get('20-19')).toBeGreaterThan(0)
  })

  it('has the favourite give games, the line near an even book, both ways round', () => {
    const favourite = gameMarkets('Jannik Sinner v Grigor Dimitrov')
    expect(favourite.handicap.line).toBeLessThan(0)
    expect(favourite.handicap.outcomes.map((outcome) => outcome.description)).toEqual([
      `Jannik Sinner ${favourite.handicap.line}`,
      `Grigor Dimitrov +${-(favourite.handicap.line ?? 0)}`,
    ])
    const outsider = gameMarkets('Grigor Dimitrov v Jannik Sinner')
    expect(outsider.handicap.line).toBeGreaterThan(0)
    for (const { handicap, total } of [favourite, outsider]) {
      for (const plan of [handicap, total]) {
        const [first = 0, second = 0] = plan.chances()
        expect(first + second).toBeCloseTo(1, 9)
        expect(Math.abs(first - 0.5)).toBeLessThan(0.12)
      }
      expect(total.line).toBeGreaterThanOrEqual(18.5)
      expect(total.line).toBeLessThanOrEqual(25.5)
      expect(total.description).toBe(`Total Games ${total.line}`)
    }
  })

  it('settles on the games the match played', () => {
    for (const seed of [1, 2, 3]) {
      const play = playOf({ id: `TENN-${seed}`, sportCode: 'TENN', description: 'A v B' })
      if (!play) throw new Error('no tennis model')
      const random = seededRandom(seed)
      while (!play.over()) play.advance(60_000, random)
      const sets = play.fields().sets ?? []
      const home = sets.reduce((sum, set) => sum + set.home, 0)
      const away = sets.reduce((sum, set) => sum + set.away, 0)
      const known = play.knownPlans()
      const handicap = known.find((plan) => plan.marketTypeId === 'GHCP')
      const total = known.find((plan) => plan.marketTypeId === 'TGAM')
      const line = handicap?.line ?? 0
      expect(handicap?.results()).toEqual(
        home - away + line > 0 ? ['win', 'lose'] : ['lose', 'win'],
      )
      expect(total?.results()).toEqual(
        home + away > (total?.line ?? 0) ? ['win', 'lose'] : ['lose', 'win'],
      )
    }
  })
})
