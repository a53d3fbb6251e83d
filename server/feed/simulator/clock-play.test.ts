import { describe, expect, it } from 'vitest'
import { seededRandom } from '../feed-options.ts'
import { advanceClock, clockEventFields, kickOffState, showRedCards } from './clock-play.ts'
import { wicketsOf } from './cricket-overs.ts'
import { type ClockSport, sportModels } from './sport-models.ts'

const cricket = sportModels.CRIC as ClockSport
const minuteMs = 60_000

/** Plays a match in steps of a game minute and keeps what the feed shows at each innings' end. */
function inningsEnds(seed: number) {
  const state = kickOffState()
  const random = seededRandom(seed)
  const ends: { balls: string[]; runs: number }[] = []
  while (state.phase !== 'over') {
    const moments = advanceClock(state, minuteMs, cricket, 0, random)
    if (moments.some((moment) => moment.kind === 'period-end' || moment.kind === 'end')) {
      const fields = clockEventFields(state, cricket)
      const innings = fields.sets?.[state.period - 1]
      ends.push({
        balls: fields.cricketOutcomes ?? [],
        runs: Math.max(innings?.home ?? 0, innings?.away ?? 0),
      })
    }
  }
  return ends
}

describe('cricket play', () => {
  it('bowls each innings to its overs or its tenth wicket, the same from the same seed', () => {
    expect(inningsEnds(7)).toEqual(inningsEnds(7))
    for (let seed = 1; seed <= 30; seed++)
      for (const { balls } of inningsEnds(seed).slice(0, 2)) {
        const wickets = wicketsOf(balls)
        expect(wickets).toBeLessThanOrEqual(10)
        if (wickets < 10) expect(balls).toHaveLength(120)
        else expect(balls.at(-1)).toBe('W')
      }
  })

  it('takes wickets at a plausible rate, and some sides are bowled out', () => {
    const innings = Array.from({ length: 40 }, (_, index) =>
      inningsEnds(index + 1).slice(0, 2),
    ).flat()
    const wickets = innings.map(({ balls }) => wicketsOf(balls))
    const mean = wickets.reduce((sum, count) => sum + count, 0) / wickets.length
    expect(mean).toBeGreaterThan(4.5)
    expect(mean).toBeLessThan(8)
    expect(wickets).toContain(10)
  })

  it('calls each ball with the runs scored off it, so the calls add up to the innings', () => {
    for (const { balls, runs } of inningsEnds(3).slice(0, 2)) {
      const called = balls.reduce((sum, ball) => sum + (ball === 'W' ? 0 : Number(ball)), 0)
      expect(called).toBeLessThanOrEqual(runs)
      expect(called).toBeGreaterThan(runs * 0.8)
    }
  })

  it('starts the next innings with no balls bowled', () => {
    const state = kickOffState()
    const random = seededRandom(5)
    while (state.period === 1) advanceClock(state, minuteMs, cricket, 0, random)
    expect(clockEventFields(state, cricket).cricketOutcomes?.length).toBeLessThan(6)
  })
})

describe('red cards', () => {
  const football = sportModels.FOOT as ClockSport

  /** The red cards of a football match played to its end in steps of a game minute. */
  function redCardsOf(seed: number) {
    const state = kickOffState()
    const random = seededRandom(seed)
    const cards = seededRandom(seed + 1)
    while (state.phase !== 'over') {
      advanceClock(state, minuteMs, football, 0, random)
      showRedCards(state, minuteMs, football, cards)
    }
    return clockEventFields(state, football).redCards
  }

  it('shows football about one red card in six matches, and the feed sends them', () => {
    const matches = Array.from({ length: 600 }, (_, index) => redCardsOf(index + 1))
    const shown = matches.reduce((sum, cards) => sum + (cards?.home ?? 0) + (cards?.away ?? 0), 0)
    expect(shown / matches.length).toBeGreaterThan(0.1)
    expect(shown / matches.length).toBeLessThan(0.3)
  })

  it('shows none in a break or in a sport without them, and leaves the score to its own draws', () => {
    const state = kickOffState()
    state.phase = 'break'
    expect(showRedCards(state, 90 * minuteMs, football, () => 0.999)).toEqual([])
    expect(clockEventFields(kickOffState(), cricket).redCards).toBeUndefined()
    const played = (withCards: boolean) => {
      const match = kickOffState()
      const random = seededRandom(5)
      while (match.phase !== 'over') {
        advanceClock(match, minuteMs, football, 0, random)
        if (withCards) showRedCards(match, minuteMs, football, () => 0.999)
      }
      return match.periods
    }
    expect(played(true)).toEqual(played(false))
  })
})
