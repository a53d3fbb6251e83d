// GET /xapi/rest/events: one page of events matching a query, with the markets it keeps, in two
// statements whatever the page size (the page with its total count, then its markets with their
// outcomes). What each parameter means is in docs/api.md, Events and markets.

import type { EventsQuery, EventsResponse } from '../../domain/api/events.ts'
import type { EventWithMarkets, Market, SportEvent } from '../../domain/events/event.ts'
import { sports } from '../../domain/reference/sports.ts'
import { paging } from '../../domain/rules/constants.ts'
import type { Queryable } from '../db/database.ts'
import { type SqlParams, sqlParams } from '../db/sql-params.ts'
import { inlineMarkets, type MarketSelection, marketCondition } from './market-records.ts'

const virtualSportCodes = sports
  .filter((sport) => sport.name.startsWith('Virtual'))
  .map((sport) => sport.code)

const dayMs = 86_400_000

export async function queryEvents(db: Queryable, query: EventsQuery): Promise<EventsResponse> {
  const page = query.page ?? 1
  const eventsPerPage = query.eventsPerPage ?? paging.eventsPerPage
  const selection = marketSelectionOf(query)
  const params = sqlParams()
  const where = eventCondition(query, selection, params)
  const whereValues = [...params.values]
  const sportOrder = query.sortByEventpath
    ? `(select s.sort_order from sports s where s.code = e.sport_code) nulls last,
       e.record->'eventPaths'->1->>'description', e.record->'eventPaths'->2->>'description',`
    : ''
  const rows = await db.query<{ record: SportEvent; total: number }>(
    `select e.record, count(*) over ()::integer as total from events e
     where ${where}
     order by ${sportOrder} e.start_time, e.id
     limit ${params.bind(eventsPerPage)} offset ${params.bind((page - 1) * eventsPerPage)}`,
    params.values,
  )
  // Past the last page there is no row to carry the count.
  const totalCount =
    rows[0]?.total ??
    (page === 1
      ? 0
      : ((
          await db.query<{ total: number }>(
            `select count(*)::integer as total from events e where ${where}`,
            whereValues,
          )
        )[0]?.total ?? 0))
  const events = rows.map((row) => row.record)
  const withMarkets = query.includeMarkets !== false && query.lightWeightResponse !== true
  return {
    events: withMarkets ? await inlineMarkets(db, events, selection) : events.map(withoutMarkets),
    page,
    eventsPerPage,
    totalCount,
    pageCount: Math.ceil(totalCount / eventsPerPage),
  }
}

function marketSelectionOf(query: EventsQuery): MarketSelection {
  return {
    statuses: query.marketStatus?.map((status) => (status === 'OPEN' ? 'open' : 'suspended')),
    marketTypeIds: query.marketTypeIds,
    gameOnly: query.marketFilter === 'GAME',
  }
}

function eventCondition(query: EventsQuery, selection: MarketSelection, params: SqlParams): string {
  const conditions = ['not e.removed']
  if (query.ids) {
    // Events asked for by id are answered whatever they are: finished, outright or not.
    conditions.push(`e.id = any(${params.bind(query.ids)})`)
  } else {
    conditions.push('not e.is_finished')
    const outrights = query.outrights ?? 'exclude'
    if (outrights === 'exclude') conditions.push('not e.outright')
    if (outrights === 'only') conditions.push('e.outright')
  }
  if (!query.allBettableEvents && query.periodType)
    conditions.push(query.periodType === 'IN_RUNNING' ? 'e.is_live' : 'not e.is_live')
  if (query.bettable || query.allBettableEvents) {
    const open: Market['status'][] = selection.statuses?.includes('open') === false ? [] : ['open']
    conditions.push(
      `exists (select 1 from markets m where m.event_id = e.id and ${marketCondition(
        { ...selection, statuses: open },
        params,
      )})`,
    )
  }
  if (query.eventPathIds)
    conditions.push(`e.path_ids && ${params.bind(query.eventPathIds)}::integer[]`)
  if (query.dateFrom)
    conditions.push(`e.start_time >= ${params.bind(instantOf(query.dateFrom))}::timestamptz`)
  if (query.dateTo) {
    // A date alone takes in the whole of that day.
    const dateOnly = query.dateTo.length === 10
    const bound = instantOf(query.dateTo, dateOnly ? dayMs : 0)
    conditions.push(`e.start_time ${dateOnly ? '<' : '<='} ${params.bind(bound)}::timestamptz`)
  }
  if (query.sportGroups === 'REGULAR')
    conditions.push(`e.sport_code <> all(${params.bind(virtualSportCodes)})`)
  return conditions.join(' and ')
}

/** An ISO date or date-time as an instant; one without an offset is UTC, wherever the server runs. */
function instantOf(text: string, plusMs = 0): string {
  const zoned = /T.*(Z|[+-]\d{2}:\d{2})$/.test(text) || !text.includes('T') ? text : `${text}Z`
  return new Date(Date.parse(zoned) + plusMs).toISOString()
}

function withoutMarkets(event: SportEvent): EventWithMarkets {
  const { marketIds: _ids, ...fields } = event
  return { ...fields, markets: [] }
}
