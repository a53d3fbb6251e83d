import { describe, expect, it } from 'vitest'
import { maxTrackerMoments } from '../../../domain/events/tracker.ts'
import { seededRandom } from '../feed-options.ts'
import { playOf } from './play.ts'
import { playSpells, showScore, spellMs, trackerStateOf } from './tracker-play.ts'

const minuteMs = 60_000

/** Plays a match to its end a step at a time (a minute unless told); the fields after each. */
function playToEnd(sportCode: string, description: string, seed: number, stepMs = minuteMs) {
  const play = playOf({ id: `${sportCode}-${seed}`, sportCode, description })
  if (!play) throw new Error(`no model for ${sportCode}`)
  const random = seededRandom(seed)
  const minutes = []
  for (let step = 0; step < (600 * minuteMs) / stepMs && !play.over(); step++) {
    play.advance(stepMs, random)
    minutes.push(play.fields())
  }
  return minutes
}

describe('§2 tracker view: the simulator plays the match tracker', () => {
  it('notes every football goal with its minute and the score after it, the half time and the end', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const minutes = playToEnd('FOOT', 'Arsenal v Chelsea', seed)
      const last = minutes.at(-1)
      const moments = last?.tracker?.moments ?? []
      const goals = moments.filter((moment) => moment.kind === 'goal')
      expect(goals).toHaveLength((last?.scores?.home ?? 0) + (last?.scores?.away ?? 0))
      // Each goal takes its side's count one up from the goal before.
      let before = { home: 0, away: 0 }
      for (const goal of goals) {
        const side = goal.side ?? 'home'
        expect(goal[side]).toBe(before[side] + 1)
        expect(goal.minute).toBeGreaterThanOrEqual(0)
        before = { home: goal.home, away: goal.away }
      }
      expect(moments.filter((moment) => moment.kind === 'period-end')).toEqual([
        expect.objectContaining({ minute: 45, period: 1 }),
      ])
      expect(moments.at(-1)).toMatchObject({ kind: 'end', minute: 90, period: 2, ...last?.scores })
      expect(last?.tracker?.play).toBeUndefined()
    }
  })

  it('shows play while the ball is in play, and none in the break', () => {
    const minutes = playToEnd('FOOT', 'Arsenal v Chelsea', 7)
    expect(minutes.slice(0, 44).every((fields) => fields.tracker?.play)).toBe(true)
    const breakMinutes = minutes.filter((fields) => fields.clock?.status === 'STOPPED')
    expect(breakMinutes.length).toBeGreaterThan(0)
    expect(breakMinutes.every((fields) => fields.tracker?.play === undefined)).toBe(true)
  })

  it('gives the ball more often to the side more likely to score', () => {
    const tracker = trackerStateOf('a match')
    const held = { home: 0, away: 0 }
    for (let spell = 0; spell < 2000; spell++) {
      playSpells(tracker, spellMs, 0.8)
      const play = tracker.tracker.play
      if (play) held[play.side] += 1
    }
    expect(held.home).toBeGreaterThan(held.away * 2)
    expect(held.away).toBeGreaterThan(0)
  })

  it('after a goal, the other side restarts with the ball', () => {
    const tracker = trackerStateOf('a match')
    showScore(tracker, 'home', 'goal')
    expect(tracker.tracker.play).toEqual({ side: 'home', kind: 'goal' })
    playSpells(tracker, spellMs - 1, 0.5)
    expect(tracker.tracker.play).toEqual({ side: 'home', kind: 'goal' })
    playSpells(tracker, 1, 0.5)
    expect(tracker.tracker.play).toEqual({ side: 'away', kind: 'safe' })
  })

  it('keeps the latest moments only', () => {
    const minutes = playToEnd('ICEH', 'Boston Bruins v Toronto Maple Leafs', 3)
    for (const fields of minutes)
      expect(fields.tracker?.moments.length).toBeLessThanOrEqual(maxTrackerMoments)
  })

  it('in basketball, shows who scored but notes only the periods and the end', () => {
    const minutes = playToEnd('BASK', 'Boston Celtics v Miami Heat', 2, 2_000)
    const kinds = new Set(minutes.map((fields) => fields.tracker?.play?.kind))
    expect(kinds.has('score')).toBe(true)
    expect(kinds.has('goal')).toBe(false)
    const moments = minutes.at(-1)?.tracker?.moments ?? []
    expect(moments.every((moment) => moment.kind === 'period-end' || moment.kind === 'end')).toBe(
      true,
    )
  })

  it('in tennis, shows who won the point and notes each set with the sets won after it', () => {
    const minutes = playToEnd('TENN', 'Nadal v Federer', 4)
    const last = minutes.at(-1)
    const moments = last?.tracker?.moments ?? []
    const sets = moments.filter((moment) => moment.kind === 'set')
    expect(sets).toHaveLength((last?.match?.home ?? 0) + (last?.match?.away ?? 0))
    expect(sets.map((set) => set.period)).toEqual(sets.map((_, index) => index + 1))
    expect(moments.at(-1)).toMatchObject({ kind: 'end', ...last?.match })
    expect(minutes.some((fields) => fields.tracker?.play?.kind === 'point')).toBe(true)
  })

  it('carries on from the tracker on the record, as another process takes the feed over', () => {
    const minutes = playToEnd('FOOT', 'Arsenal v Chelsea', 1)
    const at60 = minutes[59]
    const carried = playOf({
      id: 'FOOT-1',
      sportCode: 'FOOT',
      description: 'Arsenal v Chelsea',
      clock: at60?.clock,
      ...(at60?.scores ? { scores: at60.scores } : {}),
      ...(at60?.tracker ? { tracker: at60.tracker } : {}),
    })
    expect(carried?.fields().tracker?.moments).toEqual(at60?.tracker?.moments)
  })
})
