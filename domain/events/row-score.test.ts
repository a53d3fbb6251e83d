import { describe, expect, it } from 'vitest'
import { liveMatch } from '../../tests/support/sample-event.ts'
import { rowScoreOf } from './row-score.ts'

const event = liveMatch

describe('rowScoreOf', () => {
  it('reads football as the minute and the goals, its halves left to the minute', () => {
    expect(
      rowScoreOf(
        event({
          scores: { home: 1, away: 0 },
          sets: [{ home: 1, away: 0 }],
          currentPeriodNumber: 1,
        }),
      ),
    ).toEqual({ minutes: 30, score: { home: 1, away: 0 } })
  })

  it('reads ice hockey as the period and the minute', () => {
    expect(
      rowScoreOf(
        event({
          sportCode: 'ICEH',
          clock: { status: 'RUNNING', minutes: 34 },
          scores: { home: 2, away: 1 },
          sets: [
            { home: 1, away: 1 },
            { home: 1, away: 0 },
          ],
          currentPeriodNumber: 2,
        }),
      ),
    ).toEqual({ period: { kind: 'period', number: 2 }, minutes: 34, score: { home: 2, away: 1 } })
  })

  it('reads basketball as the quarter and the points, no minute', () => {
    expect(
      rowScoreOf(
        event({
          sportCode: 'BASK',
          scores: { home: 45, away: 41 },
          sets: [
            { home: 25, away: 20 },
            { home: 20, away: 21 },
          ],
          currentPeriodNumber: 2,
        }),
      ),
    ).toEqual({ period: { kind: 'quarter', number: 2 }, score: { home: 45, away: 41 } })
  })

  it('reads tennis as sets won, the games of the set in play and the points called', () => {
    expect(
      rowScoreOf(
        event({
          sportCode: 'TENN',
          match: { home: 1, away: 0 },
          sets: [
            { home: 6, away: 4 },
            { home: 4, away: 3 },
          ],
          scores: { home: 2, away: 1 },
          currentPeriodNumber: 2,
        }),
      ),
    ).toEqual({
      period: { kind: 'set', number: 2 },
      score: { home: 1, away: 0 },
      inPeriod: { home: 4, away: 3 },
      game: { home: '30', away: '15' },
    })
  })

  it('reads esports as maps won and the rounds of the map in play', () => {
    expect(
      rowScoreOf(
        event({
          sportCode: 'CSGO',
          match: { home: 0, away: 1 },
          sets: [
            { home: 10, away: 13 },
            { home: 8, away: 5 },
          ],
          scores: { home: 8, away: 5 },
          currentPeriodNumber: 2,
        }),
      ),
    ).toEqual({
      period: { kind: 'map', number: 2 },
      score: { home: 0, away: 1 },
      inPeriod: { home: 8, away: 5 },
    })
  })
})

describe('rowScoreOf in cricket', () => {
  const secondInnings = (cricketOutcomes: string[]) =>
    event({
      sportCode: 'CRIC',
      scores: { home: 165, away: 42 },
      sets: [
        { home: 165, away: 0 },
        { home: 0, away: 42 },
      ],
      currentPeriodNumber: 2,
      cricketOutcomes,
    })

  it('reads the innings in play as its runs, the wickets called and the overs bowled', () => {
    const balls = [...Array.from({ length: 26 }, () => '1'), 'W', '4', 'W', '6']
    expect(rowScoreOf(secondInnings(balls)).batting).toEqual({
      runs: 42,
      wickets: 2,
      overs: '5.0',
    })
    expect(rowScoreOf(secondInnings([...balls, '0', 'W'])).batting).toEqual({
      runs: 42,
      wickets: 3,
      overs: '5.2',
    })
  })

  it('reads the innings and the runs alone where the feed calls no balls', () => {
    expect(rowScoreOf(secondInnings([])).batting).toEqual({ runs: 42, wickets: 0, overs: '0.0' })
    const { cricketOutcomes: _, ...noCalls } = secondInnings([])
    expect(rowScoreOf(noCalls)).toEqual({
      period: { kind: 'innings', number: 2 },
      score: { home: 165, away: 42 },
    })
  })
})
