// Issue 38, catalogue names in the bettor's language: the server answers with the names of the
// language asked for (l, else the language header), teams kept as named; every name the reference
// feed writes is one the catalogue knows, so none stays English under another language.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventsResponse, SportsTree } from '../../domain/api/events.ts'
import type { LiveEventsResponse } from '../../domain/api/live-events.ts'
import {
  type CatalogueNames,
  nameTranslator,
} from '../../domain/reference/names/catalogue-names.ts'
import { names as german } from '../../domain/reference/names/de.ts'
import { sports } from '../../domain/reference/sports.ts'
import { type RunningServer, startServer } from '../server.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ feed: null })
})
afterAll(() => server?.close())

async function get<T>(path: string, language?: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    headers: language ? { 'accept-language': language } : {},
  })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

const page = '/xapi/rest/events?eventsPerPage=40'

// Every catalogue name marked: a name the catalogue does not know comes back unmarked.
const mark = (record: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(record).map(([key, name]) => [key, `«${name}»`]))
// Countries are German (Intl.DisplayNames), so that a region the catalogue knows reads otherwise.
const marked = nameTranslator('de', {
  ...(Object.fromEntries(
    Object.entries(german).map(([part, record]) => [part, mark(record)]),
  ) as unknown as CatalogueNames),
  sports: Object.fromEntries(sports.map((sport) => [sport.code, `«${sport.name}»`])),
})

describe('Issue 38 names in the language asked for', () => {
  it('events: sports and market names in German; teams as named; English without a language', async () => {
    const english = await get<EventsResponse>(page)
    const inGerman = await get<EventsResponse>(page, 'de')
    expect(inGerman.events.map((event) => event.id)).toEqual(
      english.events.map((event) => event.id),
    )
    const football = inGerman.events.find((event) => event.sportCode === 'FOOT')
    expect(football?.eventPaths[0]?.description).toBe('Fußball')
    const [home] = (
      english.events.find((event) => event.id === football?.id)?.description ?? ''
    ).split(' v ')
    expect(football?.description.startsWith(home ?? '-')).toBe(true)
    const result = football?.markets?.find((market) => market.marketTypeId === 'MRES')
    expect(result?.description).toMatch(/Spielausgang$/)
    expect(result?.outcomes.map((outcome) => outcome.description)).toContain('Unentschieden')
    const englishFootball = english.events.find((event) => event.id === football?.id)
    expect(englishFootball?.eventPaths[0]?.description).toBe('Football')
  })

  it('the l parameter names the language as the header does', async () => {
    const polish = await get<SportsTree>('/xapi/rest/sports/tree?l=pl')
    expect(polish.sports.find((sport) => sport.code === 'FOOT')?.description).toBe('Piłka nożna')
    const chinese = await get<SportsTree>('/xapi/rest/sports/tree', 'zh')
    expect(chinese.sports.find((sport) => sport.code === 'FOOT')?.description).toBe('足球')
  })

  it('the live list is in the language asked for', async () => {
    const live = await get<LiveEventsResponse>('/xapi/rest/live/events', 'es')
    expect(live.events.length).toBeGreaterThan(0)
    for (const event of live.events)
      expect(event.eventPaths[0]?.description).toBe(
        (await import('../../domain/reference/names/es.ts')).names.sports[event.sportCode],
      )
  })

  it('every market, period and path name the reference feed writes is a catalogue name', async () => {
    const english = await get<EventsResponse>('/xapi/rest/events?eventsPerPage=100')
    const unknown = new Set<string>()
    for (const event of english.events) {
      const [sport, region] = event.eventPaths
      for (const name of [sport?.description, region?.description])
        if (name && marked(name) === name) unknown.add(name)
      for (const market of event.markets ?? []) {
        if (!marked(market.description).includes('«')) unknown.add(market.description)
        const period = market.period?.fullDescription
        if (period && !marked(period).includes('«')) unknown.add(period)
      }
    }
    expect([...unknown]).toEqual([])
  })
})
