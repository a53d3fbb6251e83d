// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SportEvent } from '../../domain/events/event.ts'
import type { MatchTracker as Tracker } from '../../domain/events/tracker.ts'
import { loadEnglish, loadLaterMessages } from '../i18n/dictionaries.ts'
import { MatchTracker } from './MatchTracker.tsx'

// The page loads English before its first render (src/main.tsx), and the later screens' messages
// before the match's page renders (src/ui/lazy-with-retry.tsx); so does this test.
beforeAll(() => Promise.all([loadEnglish(), loadLaterMessages()]))
afterEach(cleanup)

const match = (sportCode: string, description: string): SportEvent => ({
  id: 'e1',
  slug: 'e1',
  description,
  sportCode,
  eventPaths: [],
  startTime: '2026-11-26T12:00:00Z',
  clock: { status: 'RUNNING', minutes: 50 },
  marketIds: [],
})

const football = match('FOOT', 'Arsenal v Chelsea')

function show(event: SportEvent, tracker: Tracker) {
  render(<MatchTracker event={event} tracker={tracker} />)
  return screen.getByTestId('tracker-play').textContent
}

describe('§2 tracker view', () => {
  it('opens on the pitch and says who is on the ball, and how near the goal', () => {
    expect(show(football, { play: { side: 'home', kind: 'safe' }, moments: [] })).toBe(
      'Arsenal in possession',
    )
    expect(screen.getByRole('tab', { name: 'Pitch' }).getAttribute('aria-selected')).toBe('true')
    cleanup()
    expect(show(football, { play: { side: 'away', kind: 'danger' }, moments: [] })).toBe(
      'Chelsea: dangerous attack',
    )
    cleanup()
    expect(show(football, { play: { side: 'away', kind: 'goal' }, moments: [] })).toBe(
      'Goal! Chelsea',
    )
    cleanup()
    const halfTime = { ...football, clock: { status: 'STOPPED', minutes: 45 } }
    expect(show(halfTime, { moments: [] })).toBe('Play is stopped')
    cleanup()
    // Running, before the first spell or point: nothing to show yet, but not stopped.
    expect(show(football, { moments: [] })).toBe('Match under way')
  })

  it('says batting where innings are played', () => {
    const cricket = match('CRIC', 'Mumbai Indians v Chennai Super Kings')
    expect(show(cricket, { play: { side: 'home', kind: 'attack' }, moments: [] })).toBe(
      'Mumbai Indians batting',
    )
  })

  it('lists the moments on the timeline, the latest first, with the score after each', () => {
    show(football, {
      play: { side: 'home', kind: 'safe' },
      moments: [
        { kind: 'goal', side: 'home', minute: 34, period: 1, home: 1, away: 0 },
        { kind: 'period-end', minute: 45, period: 1, home: 1, away: 0 },
        { kind: 'goal', side: 'away', minute: 48, period: 2, home: 1, away: 1 },
      ],
    })
    fireEvent.click(screen.getByRole('tab', { name: 'Timeline' }))
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent)
    expect(rows).toEqual(["48'Goal: Chelsea1-1", "45'End of H11-0", "34'Goal: Arsenal1-0"])
  })

  it('names a set by the sport, and says when nothing has happened yet', () => {
    const tennis = match('TENN', 'Nadal v Federer')
    show(tennis, { moments: [] })
    fireEvent.click(screen.getByRole('tab', { name: 'Timeline' }))
    expect(screen.getByText('Nothing to note yet.')).toBeTruthy()
    cleanup()
    show(tennis, {
      play: { side: 'away', kind: 'point' },
      moments: [{ kind: 'set', side: 'home', period: 1, home: 1, away: 0 }],
    })
    expect(screen.getByTestId('tracker-play').textContent).toBe('Point to Federer')
    fireEvent.click(screen.getByRole('tab', { name: 'Timeline' }))
    expect(screen.getByRole('listitem').textContent).toBe('S1 to Nadal1-0')
  })
})
