import { describe, expect, it } from 'vitest'
import { liveMatch } from '../../tests/support/sample-event.ts'
import { scoreboardOf, sportFamilyOf, tennisPoints } from './scoreboard.ts'

const event = liveMatch

describe('scoreboardOf', () => {
  it('reads football as goals on a running clock, with the halves so far', () => {
    expect(
      scoreboardOf(
        event({
          clock: { status: 'RUNNING', minutes: 67 },
          scores: { home: 2, away: 1 },
          sets: [
            { home: 1, away: 1 },
            { home: 1, away: 0 },
          ],
          currentPeriod: '2nd Half',
        }),
      ),
    ).toEqual({
      family: 'goals',
      state: 'running',
      clock: "67'",
      period: '2nd Half',
      home: 2,
      away: 1,
      periods: [
        { kind: 'half', number: 1, home: 1, away: 1 },
        { kind: 'half', number: 2, home: 1, away: 0 },
      ],
    })
  })

  it('reads tennis as sets won, games per set and the game in play', () => {
    const board = scoreboardOf(
      event({
        sportCode: 'TENN',
        clock: { status: 'RUNNING' },
        match: { home: 1, away: 0 },
        sets: [
          { home: 6, away: 4 },
          { home: 2, away: 3 },
        ],
        scores: { home: 2, away: 1 },
        currentPeriod: 'Set 2',
        currentPeriodAbbreviation: 'S2',
      }),
    )
    expect(board.family).toBe('sets')
    expect(board.clock).toBe('S2')
    expect(board.periods.map((period) => `${period.kind} ${period.number}`)).toEqual([
      'set 1',
      'set 2',
    ])
    expect([board.home, board.away]).toEqual([1, 0])
    expect(board.game).toEqual({ home: '30', away: '15' })
  })

  it('calls tennis points as 15, 30, 40, deuce and advantage', () => {
    expect(tennisPoints(0, 3)).toEqual({ home: '0', away: '40' })
    expect(tennisPoints(3, 3)).toEqual({ home: '40', away: '40' })
    expect(tennisPoints(5, 4)).toEqual({ home: 'AD', away: '40' })
    expect(tennisPoints(6, 7)).toEqual({ home: '40', away: 'AD' })
  })

  it('reads volleyball and esports totals from sets or maps won, not the set in play', () => {
    const board = scoreboardOf(
      event({
        sportCode: 'CSGO',
        clock: { status: 'RUNNING' },
        match: { home: 1, away: 1 },
        sets: [
          { home: 13, away: 9 },
          { home: 7, away: 13 },
          { home: 4, away: 2 },
        ],
        scores: { home: 4, away: 2 },
      }),
    )
    expect([board.home, board.away, board.game]).toEqual([1, 1, undefined])
    expect(board.periods.map((period) => `${period.kind} ${period.number}`)).toEqual([
      'map 1',
      'map 2',
      'map 3',
    ])
  })

  it('says when a match has not started, is paused or has ended', () => {
    const { clock: _beforeTheStart, ...notStarted } = event()
    expect(scoreboardOf(notStarted).state).toBe('not-started')
    expect(scoreboardOf(event({ clock: { status: 'STOPPED', minutes: 45 } })).state).toBe('paused')
    const ended = scoreboardOf(event({ clock: { status: 'END_OF_EVENT', minutes: 90 } }))
    expect([ended.state, ended.clock]).toEqual(['ended', undefined])
  })

  it('knows a family for every sport of the simulated calendar', () => {
    expect(['BASK', 'TENN', 'ICEH', 'CSGO', 'CRIC', 'BASE', 'VOLL'].map(sportFamilyOf)).toEqual([
      'points',
      'sets',
      'goals',
      'maps',
      'innings',
      'innings',
      'sets',
    ])
  })
})
