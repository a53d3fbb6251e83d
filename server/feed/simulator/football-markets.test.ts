import { describe, expect, it } from 'vitest'
import { seededRandom } from '../feed-options.ts'
import { pricesOf } from './market-plan.ts'
import { type Play, playOf, prematchPlans } from './play.ts'

const match = 'Arsenal v Brentford'

/** The book's overround: what its prices add up to against what its chances do. */
function overround(plan: { chances(): number[]; marketTypeId: string; independent?: true }) {
  const chances = plan.chances()
  const prices = pricesOf(chances, plan.marketTypeId, plan.independent)
  const offered = prices.reduce(
    (sum, price, index) => sum + ((chances[index] ?? 0) > 0 ? 1 / price : 0),
    0,
  )
  return offered / chances.reduce((sum, chance) => sum + chance, 0)
}

/** Plays the match on a minute at a time until the test holds. */
function playUntil(play: Play, done: () => boolean, random = seededRandom(5)) {
  for (let minute = 0; minute < 200 && !done(); minute++) play.advance(60_000, random)
}

describe('a football match in depth', () => {
  it('offers at least 80 markets before kick-off, each once, in every group a bettor looks for', () => {
    const plans = prematchPlans('FOOT', match)
    expect(plans.length).toBeGreaterThanOrEqual(80)
    const ids = plans.map((plan) => `${plan.marketTypeId}-${plan.periodId}-${plan.line}`)
    expect(new Set(ids).size).toBe(ids.length)
    const types = new Set(plans.map((plan) => plan.marketTypeId))
    for (const id of ['HTFT', 'CSCR', 'CORN', 'BOOK', 'AGSC', 'FGSC', 'LGSC', 'DBLC', 'DNOB'])
      expect(types).toContain(id)
    for (const id of ['AHCP', 'HCTG', 'TTGL', 'WMAR', 'ODEV', 'RBTS', 'EXGL', 'CLSH'])
      expect(types).toContain(id)
    const halves = plans.filter((plan) => plan.periodId === 'H2').map((plan) => plan.marketTypeId)
    expect(halves).toEqual(expect.arrayContaining(['MRES', 'HCTG', 'BTSC']))
  })

  it('prices every book between 103 and 111 %, and every book adds up to one', () => {
    for (const plan of prematchPlans('FOOT', match)) {
      const book = overround(plan)
      expect(book, plan.description).toBeGreaterThanOrEqual(1.03)
      expect(book, plan.description).toBeLessThanOrEqual(1.11)
      const total = plan.chances().reduce((sum, chance) => sum + chance, 0)
      if (!plan.independent) expect(total, plan.description).toBeCloseTo(1, 4)
    }
  })

  it('gives the half time/full time the same chances as the half and the match results', () => {
    const plans = prematchPlans('FOOT', match)
    const find = (type: string, period = 'FT') =>
      plans.find((plan) => plan.marketTypeId === type && plan.periodId === period)?.chances() ?? []
    const [home = 0, draw = 0, away = 0] = find('MRES')
    const htft = find('HTFT')
    // Outcomes run HH HD HA DH DD DA AH AD AA: the second letter is the full time result.
    const fullTime = (sign: number) => htft.filter((_, index) => index % 3 === sign)
    const sum = (chances: number[]) => chances.reduce((total, chance) => total + chance, 0)
    expect(sum(fullTime(0))).toBeCloseTo(home, 3)
    expect(sum(fullTime(1))).toBeCloseTo(draw, 3)
    expect(sum(fullTime(2))).toBeCloseTo(away, 3)
    expect(sum(htft.slice(0, 3))).toBeCloseTo(find('MRES', 'H1')[0] ?? 0, 3)
  })

  it('expects more goals after half time than before, as football plays (45 % against 55 %)', () => {
    const plans = prematchPlans('FOOT', match)
    const chances = (type: string, period: string) =>
      plans.find((plan) => plan.marketTypeId === type && plan.periodId === period)?.chances() ?? []
    // A half without a goal: the draw of its result, and 0-0 of its both-teams-to-score.
    const [, firstDraw = 0] = chances('MRES', 'H1')
    const [, secondDraw = 0] = chances('MRES', 'H2')
    expect(secondDraw).toBeLessThan(firstDraw)
    // Outcomes run 1st half, 2nd half, equal.
    const [first = 0, second = 0] = chances('HSHF', 'FT')
    expect(second).toBeGreaterThan(first * 1.15)
  })

  it('prices the scorers from the goals the totals expect', () => {
    const plans = prematchPlans('FOOT', match)
    const plan = (type: string, line?: number) =>
      plans.find((p) => p.marketTypeId === type && p.periodId === 'FT' && p.line === line)
    const anytime = plan('AGSC')
    const first = plan('FGSC')
    const overHalf = plan('HCTG', 0.5)?.chances()[0] ?? 0
    // No goalscorer is no goal at all.
    expect(1 - (first?.chances().at(-1) ?? 0)).toBeCloseTo(overHalf, 4)
    // Each side's players' goals add up to the side's expected goals, as its team total has them.
    const expectedOf = (key: string) =>
      (anytime?.chances() ?? []).reduce(
        (sum, chance, index) =>
          anytime?.outcomes[index]?.key.startsWith(key) ? sum - Math.log(1 - chance) : sum,
        0,
      )
    const teamTotal = (line: number) => plan('TTGL', line)?.chances()[0] ?? 0
    expect(1 - Math.exp(-(expectedOf('H') + expectedOf('A')))).toBeCloseTo(overHalf, 4)
    expect(Math.exp(-expectedOf('A'))).toBeCloseTo(1 - teamTotal(-0.5), 4)
    expect(expectedOf('H')).toBeGreaterThan(expectedOf('A'))
    expect(anytime?.outcomes.map((outcome) => outcome.description)).toEqual(
      prematchPlans('FOOT', match)
        .find((p) => p.marketTypeId === 'AGSC')
        ?.outcomes.map((outcome) => outcome.description),
    )
  })

  it('settles the first goalscorer on a player of the side that scored first, the rest in play', () => {
    const play = playOf({ id: '900', sportCode: 'FOOT', description: match }) as Play
    const known = () => play.knownPlans().find((plan) => plan.marketTypeId === 'FGSC')
    playUntil(play, () => (play.fields().scores?.home ?? 0) + (play.fields().scores?.away ?? 0) > 0)
    const results = known()?.results()
    expect(results?.filter((result) => result === 'win')).toHaveLength(1)
    const winner = known()?.outcomes[results?.indexOf('win') ?? -1]?.key ?? ''
    const scores = play.fields().scores
    expect(winner.startsWith((scores?.home ?? 0) > 0 ? 'H' : 'A')).toBe(true)
    // The corners and cards come from the clock: the same match counts the same in another process.
    const again = playOf({ id: '900', sportCode: 'FOOT', description: match }) as Play
    playUntil(again, () => again.fields().clock?.minutes === play.fields().clock?.minutes)
    const corners = (p: Play) =>
      p
        .knownPlans()
        .find((plan) => plan.marketTypeId === 'CORN' && plan.periodId === 'FT')
        ?.chances()
    expect(corners(again)).toEqual(corners(play))
  })
})
