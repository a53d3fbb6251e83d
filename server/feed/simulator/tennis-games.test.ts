import { describe, expect, it } from 'vitest'
import { nameTranslator } from '../../../domain/reference/names/catalogue-names.ts'
import { languageTag } from '../../../domain/rules/locales.ts'
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
  const find = (marketTypeId: string, periodId = 'FT') => {
    const plan = plans.find(
      (candidate) => candidate.marketTypeId === marketTypeId && candidate.periodId === periodId,
    )
    if (!plan) throw new Error(`no ${marketTypeId}`)
    return plan
  }
  return { handicap: find('GHCP'), total: find('TGAM'), firstSetTotal: find('TGAM', 'S1') }
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
      const whole = (marketTypeId: string) =>
        known.find((plan) => plan.marketTypeId === marketTypeId && plan.periodId === 'FT')
      const handicap = whole('GHCP')
      const total = whole('TGAM')
      const line = handicap?.line ?? 0
      expect(handicap?.results()).toEqual(
        home - away + line > 0 ? ['win', 'lose'] : ['lose', 'win'],
      )
      expect(total?.results()).toEqual(
        home + away > (total?.line ?? 0) ? ['win', 'lose'] : ['lose', 'win'],
      )
    }
  })

  it("offers the first set's games before the start, the line near an even book", () => {
    for (const description of [
      'Jannik Sinner v Grigor Dimitrov',
      'Grigor Dimitrov v Jannik Sinner',
    ]) {
      const { firstSetTotal } = gameMarkets(description)
      const line = firstSetTotal.line ?? 0
      expect(line).toBeGreaterThanOrEqual(7.5)
      expect(line).toBeLessThanOrEqual(11.5)
      expect(firstSetTotal.description).toBe(`Set 1 - Total Games ${line}`)
      expect(firstSetTotal.outcomes.map((outcome) => outcome.description)).toEqual([
        `Over ${line}`,
        `Under ${line}`,
      ])
      const [over = 0, under = 0] = firstSetTotal.chances()
      expect(over + under).toBeCloseTo(1, 9)
      expect(Math.abs(over - 0.5)).toBeLessThan(0.15)
    }
  })

  it('names the set markets with catalogue names, so every language reads them', async () => {
    const { firstSetTotal } = gameMarkets('Jannik Sinner v Grigor Dimitrov')
    const german = nameTranslator(
      languageTag('de'),
      (await import('../../../domain/reference/names/de.ts')).names,
    )
    expect(german(firstSetTotal.description)).toBe(`Satz 1 - Spiele gesamt ${firstSetTotal.line}`)
    expect(german('Set 2 Winner')).toBe('Satz 2 Sieger')
  })

  it("in play offers the set in play's winner and games, and the next set's winner while it is sure to be played", () => {
    for (const seed of [1, 2, 3]) {
      const play = playOf({ id: `TENN-${seed}`, sportCode: 'TENN', description: 'A v B' })
      if (!play) throw new Error('no tennis model')
      const random = seededRandom(seed)
      const offered = () =>
        play.plans().map((plan) => `${plan.marketTypeId} ${plan.periodId} ${plan.description}`)
      const setTotal = (set: number) =>
        play.plans().find((plan) => plan.marketTypeId === 'TGAM' && plan.periodId === `S${set}`)
      // Each set's games market as it was offered in its set, settled by the match's end.
      const setTotals = new Map([[1, setTotal(1)]])
      let secondSetSeen = false
      while (!play.over()) {
        const { sets = [], match = { home: 0, away: 0 } } = play.fields()
        const set = sets.length
        if (!setTotals.has(set)) setTotals.set(set, setTotal(set))
        expect(offered()).toContain(`MWIN S${set} Set ${set} Winner`)
        const next = `MWIN S${set + 1} Set ${set + 1} Winner`
        // Best of three: the second set is sure to be played during the first, the third never.
        if (match.home + match.away === 0) expect(offered()).toContain(next)
        else expect(offered()).not.toContain(next)
        if (set === 2) secondSetSeen = true
        for (const plan of play.plans().filter((candidate) => candidate.periodId !== 'FT')) {
          const chances = plan.chances()
          expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 9)
        }
        play.advance(60_000, random)
      }
      expect(secondSetSeen).toBe(true)
      const { sets = [] } = play.fields()
      for (const [set, plan] of setTotals) {
        const score = sets[set - 1]
        if (!plan || !score) throw new Error(`set ${set}: no games market or no score`)
        expect(plan.results()).toEqual(
          score.home + score.away > (plan.line ?? 0) ? ['win', 'lose'] : ['lose', 'win'],
        )
      }
    }
  })
})
