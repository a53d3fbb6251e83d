// What the catalogue's views load, as the engine asks the server for it. Each answer is read
// through its schema in domain/api/events.ts before anything uses it.

import {
  type EventResponse,
  type EventsQueryInput,
  getSportsTree,
} from '../../domain/api/events.ts'
import { getOddsBoosts, type OddsBoosts } from '../../domain/api/odds-boosts.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import {
  type EventListParams,
  eventsPerPage,
  type SportNode,
} from '../../domain/engine/catalogue.ts'
import type { EventWithMarkets } from '../../domain/events/event.ts'
import {
  couponRegion,
  listedMarketTypeIds,
  type MainMarketRegion,
} from '../../domain/reference/main-markets.ts'
import { sportByCode } from '../../domain/reference/sports.ts'
import { dateRangeOf } from '../../domain/rules/date-windows.ts'
import type { EngineContext } from '../context/context.ts'
import { requestEvents } from '../context/events-request.ts'
import type { LiveStream } from '../context/live-stream.ts'
import { requestEvent } from '../context/load-whole-event.ts'

export interface EventPage {
  events: EventWithMarkets[]
  totalCount: number
}

export interface CatalogueRequests {
  sportsTree(signal: AbortSignal): Promise<ApiResult<SportNode[]>>
  eventList(params: EventListParams, signal: AbortSignal): Promise<ApiResult<EventPage>>
  /**
   * Named events, live or not, each with its main market (the favourites), and the markets of
   * the further types asked for (a boosted outcome's market).
   */
  eventsByIds(
    eventIds: readonly string[],
    signal: AbortSignal,
    moreMarketTypeIds?: readonly string[],
  ): Promise<ApiResult<EventPage>>
  /** The brand's top boosted outcomes (domain/api/odds-boosts.ts). */
  oddsBoosts(signal: AbortSignal): Promise<ApiResult<OddsBoosts>>
  /** The event with all its markets; undefined when the server has no such event. */
  event(eventId: string, signal: AbortSignal): Promise<ApiResult<EventResponse | undefined>>
}

/** What a loading view is given: the requests, the hub's publish and the clock. */
export interface CatalogueLoads {
  requests: CatalogueRequests
  publish(topics: string[]): void
  now(): number
  /** An event loaded whole is held whole by the stream, caught up with it, loaded again after its snapshot. */
  liveStream: LiveStream
}

/** The events query for a list's parameters (SPEC.md section 7, GET /xapi/rest/events). */
export function eventsQueryOf(
  params: EventListParams,
  nowMs: number,
  utcOffsetMinutes: number,
  region?: MainMarketRegion,
) {
  const sport = sportByCode(params.sportCode)
  const pathId = params.pathId || sport?.id
  const range =
    params.window === 'all' ? undefined : dateRangeOf(params.window, nowMs, utcOffsetMinutes)
  const query: EventsQueryInput = {
    sportGroups: 'REGULAR',
    includeMarkets: true,
    sortByEventpath: true,
    eventsPerPage,
    page: params.page,
    ...(pathId ? { eventPathIds: String(pathId) } : {}),
    ...(range ?? {}),
  }
  if (params.phase === 'outrights') return { ...query, outrights: 'only' as const }
  return {
    ...query,
    periodType: params.phase === 'live' ? ('IN_RUNNING' as const) : ('PRE_MATCH' as const),
    outrights: 'exclude' as const,
    marketTypeIds: listedMarketTypeIds(params.sportCode, region).join(','),
  }
}

export function createCatalogueRequests({ call, now, settings }: EngineContext): CatalogueRequests {
  return {
    async sportsTree(signal) {
      const answer = await call(getSportsTree, { signal })
      return answer.ok ? { ok: true, data: answer.data.sports } : answer
    },
    eventList(params, signal) {
      const region = couponRegion(settings.get().coupon_layout)
      const query = eventsQueryOf(params, now(), -new Date(now()).getTimezoneOffset(), region)
      return requestEvents(call, query, signal)
    },
    eventsByIds(eventIds, signal, moreMarketTypeIds = []) {
      const region = couponRegion(settings.get().coupon_layout)
      const marketTypeIds = new Set([...listedMarketTypeIds('', region), ...moreMarketTypeIds])
      return requestEvents(
        call,
        {
          ids: eventIds.join(','),
          includeMarkets: true,
          eventsPerPage: eventIds.length,
          marketTypeIds: [...marketTypeIds].join(','),
        },
        signal,
      )
    },
    oddsBoosts(signal) {
      return call(getOddsBoosts, { query: {}, signal })
    },
    event: (eventId, signal) => requestEvent(call, eventId, signal),
  }
}
