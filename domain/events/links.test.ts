import { describe, expect, it } from 'vitest'
import { competitionHref, eventHref, eventIdOfSlug, outrightsHref } from './links.ts'

describe('event links', () => {
  it('sends a running event to its live page and any other to its event page', () => {
    expect(eventHref({ slug: 'a-v-b-7', clock: { status: 'RUNNING', minutes: 3 } })).toBe(
      '/live/a-v-b-7',
    )
    expect(eventHref({ slug: 'a-v-b-7' })).toBe('/events/a-v-b-7')
    expect(eventHref({ slug: 'a-v-b-7', clock: { status: 'NOT_STARTED' } })).toBe('/events/a-v-b-7')
    expect(eventHref({ slug: 'a-v-b-7', clock: { status: 'RUNNING' }, isFinished: true })).toBe(
      '/events/a-v-b-7',
    )
  })

  it('reads the id a slug ends with', () => {
    expect(eventIdOfSlug('arsenal-v-chelsea-1001')).toBe('1001')
    expect(eventIdOfSlug('1001')).toBe('1001')
    expect(eventIdOfSlug('arsenal-v-chelsea-')).toBeUndefined()
    expect(eventIdOfSlug('x-<script>')).toBeUndefined()
  })

  it('builds competition and outright paths from slugs', () => {
    expect(competitionHref('football', 'england', 'premier-league')).toBe(
      '/sports/competitions/football/england/premier-league',
    )
    expect(outrightsHref('football', 'world cup')).toBe('/sports/outrights/football/world%20cup')
  })
})
