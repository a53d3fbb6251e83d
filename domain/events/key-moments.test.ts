import { describe, expect, it } from 'vitest'
import { liveMatch } from '../../tests/support/sample-event.ts'
import { marketMoment, playMoments, playSeenOf } from './key-moments.ts'

const event = liveMatch

describe('key moments', () => {
  it('hears a goal, and whose', () => {
    const seen = playSeenOf(event({ scores: { home: 1, away: 0 } }))
    expect(playMoments(seen, event({ scores: { home: 1, away: 1 } }))).toEqual([
      { kind: 'goal', eventId: 'e1', side: 'away' },
    ])
    expect(playMoments(seen, event({ scores: { home: 1, away: 0 } }))).toEqual([])
  })

  it('hears no goal in a score taken back (a goal ruled out)', () => {
    const seen = playSeenOf(event({ scores: { home: 2, away: 0 } }))
    expect(playMoments(seen, event({ scores: { home: 1, away: 0 } }))).toEqual([])
  })

  it('hears a red card, and whose; not one taken back', () => {
    const seen = playSeenOf(event({ redCards: { home: 0, away: 1 } }))
    expect(playMoments(seen, event({ redCards: { home: 1, away: 1 } }))).toEqual([
      { kind: 'red-card', eventId: 'e1', side: 'home' },
    ])
    expect(playMoments(seen, event({ redCards: { home: 0, away: 0 } }))).toEqual([])
    expect(playMoments(playSeenOf(event({})), event({ redCards: { home: 0, away: 0 } }))).toEqual(
      [],
    )
    expect(playMoments(playSeenOf(event({})), event({ redCards: { home: 0, away: 1 } }))).toEqual([
      { kind: 'red-card', eventId: 'e1', side: 'away' },
    ])
  })

  it('hears a set won in tennis and a map won in esports, not a basketball basket', () => {
    const tennis = event({ sportCode: 'TENN', match: { home: 0, away: 0 } })
    expect(playMoments(playSeenOf(tennis), { ...tennis, match: { home: 1, away: 0 } })).toEqual([
      { kind: 'set-won', eventId: 'e1', side: 'home' },
    ])
    const esports = event({ sportCode: 'CSGO', match: { home: 1, away: 1 } })
    expect(playMoments(playSeenOf(esports), { ...esports, match: { home: 1, away: 2 } })).toEqual([
      { kind: 'map-won', eventId: 'e1', side: 'away' },
    ])
    const basketball = event({ sportCode: 'BASK', scores: { home: 50, away: 48 } })
    expect(
      playMoments(playSeenOf(basketball), { ...basketball, scores: { home: 52, away: 48 } }),
    ).toEqual([])
  })

  it('hears the end of the match once', () => {
    const ended = event({ clock: { status: 'END_OF_EVENT' } })
    expect(playMoments(playSeenOf(event({})), ended)).toEqual([
      { kind: 'match-end', eventId: 'e1' },
    ])
    expect(playMoments(playSeenOf(ended), ended)).toEqual([])
  })

  it('hears a market reopened after a suspension it saw, not a market that was open', () => {
    const market = { id: 'm1', eventId: 'e1', status: 'open' as const }
    expect(marketMoment('suspended', market)).toEqual({
      kind: 'market-reopened',
      eventId: 'e1',
      marketId: 'm1',
    })
    expect(marketMoment('open', market)).toBeUndefined()
    expect(marketMoment(undefined, market)).toBeUndefined()
    expect(marketMoment('suspended', { ...market, status: 'suspended' })).toBeUndefined()
  })
})
