// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SportEvent } from '../../domain/events/event.ts'
import { Scoreboard } from '../event/Scoreboard.tsx'
import { loadEnglish } from '../i18n/dictionaries.ts'
import { LiveScore } from './EventRow.tsx'
import { RedCards } from './RedCards.tsx'

// The page loads English before its first render (src/main.tsx); so does this test.
beforeAll(loadEnglish)
afterEach(cleanup)

const football = (redCards: SportEvent['redCards']): SportEvent => ({
  id: 'e1',
  slug: 'e1',
  description: 'Arsenal v Chelsea',
  sportCode: 'FOOT',
  eventPaths: [],
  startTime: '2026-11-26T12:00:00Z',
  clock: { status: 'RUNNING', minutes: 67 },
  scores: { home: 1, away: 0 },
  ...(redCards ? { redCards } : {}),
  marketIds: [],
})

const cards = () => screen.queryAllByRole('img').map((card) => card.getAttribute('aria-label'))

describe('red cards on the scoreboards', () => {
  it("draw a side's red cards beside its score on a tile, said in words", () => {
    const event = football({ home: 0, away: 2 })
    render(<LiveScore event={event} beside={(side) => <RedCards event={event} side={side} />} />)
    expect(screen.getByTestId('row-score').textContent).toBe("67' · 1-0")
    expect(cards()).toEqual(['Red cards for Chelsea: 2'])
    expect(screen.getByRole('img').children).toHaveLength(2)
  })

  it("draw them beside the side's name on the match's page, and none while there are none", () => {
    render(<Scoreboard event={football({ home: 1, away: 0 })} />)
    expect(cards()).toEqual(['Red cards for Arsenal: 1'])
    cleanup()
    render(<Scoreboard event={football({ home: 0, away: 0 })} />)
    render(<Scoreboard event={football(undefined)} />)
    expect(cards()).toEqual([])
  })
})
