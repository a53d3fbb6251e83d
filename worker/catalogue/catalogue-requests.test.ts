import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { eventsQuerySchema } from '../../domain/api/events.ts'
import type { EventListParams } from '../../domain/engine/catalogue.ts'
import { eventsQueryOf } from './catalogue-requests.ts'

const now = Date.parse('2026-11-23T10:30:00Z')
const params = (fields: Partial<EventListParams>): EventListParams => ({
  sportCode: 'FOOT',
  pathId: 0,
  phase: 'prematch',
  window: 'today',
  page: 1,
  ...fields,
})

/** The query as the server reads it: what it would filter on. */
const asRead = (list: EventListParams) => v.parse(eventsQuerySchema, eventsQueryOf(list, now, 60))

describe('eventsQueryOf', () => {
  it("asks for a sport's coming events today, main markets only, twenty a page, by event path", () => {
    expect(asRead(params({ page: 3 }))).toEqual({
      sportGroups: 'REGULAR',
      includeMarkets: true,
      sortByEventpath: true,
      eventsPerPage: 20,
      page: 3,
      eventPathIds: [1],
      dateFrom: '2026-11-23T10:30:00.000Z',
      dateTo: '2026-11-24T10:30:00.000Z',
      periodType: 'PRE_MATCH',
      outrights: 'exclude',
      marketTypeIds: ['MRES'],
    })
  })

  it('an Asian coupon asks for the handicap where the region leads with it', () => {
    const asian = (list: EventListParams) =>
      v.parse(eventsQuerySchema, eventsQueryOf(list, now, 60, 'asia')).marketTypeIds
    expect(asian(params({}))).toEqual(['AHCP'])
    expect(asian(params({ sportCode: 'TENN' }))).toEqual(['MWIN'])
  })

  it("this week starts at the bettor's midnight; a league narrows the paths; live asks in running", () => {
    const read = asRead(params({ window: 'this_week', pathId: 1000101, phase: 'live' }))
    expect(read.dateFrom).toBe('2026-11-22T23:00:00.000Z')
    expect(read.eventPathIds).toEqual([1000101])
    expect(read.periodType).toBe('IN_RUNNING')
  })

  it('outrights come alone, with every market; fixtures span every sport', () => {
    const outrights = asRead(params({ phase: 'outrights', window: 'all' }))
    expect([outrights.outrights, outrights.marketTypeIds, outrights.dateFrom]).toEqual([
      'only',
      undefined,
      undefined,
    ])
    const fixtures = asRead(params({ sportCode: '' }))
    expect(fixtures.eventPathIds).toBeUndefined()
    expect(fixtures.marketTypeIds).toEqual(expect.arrayContaining(['MRES', 'MLIN']))
  })
})
