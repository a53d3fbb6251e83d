// One page of an event list. The page is loaded from the server (which events, in which order,
// how many in all); its events go into the store, where the stream keeps their prices, scores
// and markets current, and each row on screen is an event-summary view of one of them. The list
// itself holds ids only: it changes when its page is loaded again or one of its events leaves.

import { original } from 'immer'
import {
  type EventListGroup,
  type EventListParams,
  type EventListView,
  eventsPerPage,
} from '../../domain/engine/catalogue.ts'
import type { SportEvent } from '../../domain/events/event.ts'
import { groupEvents } from '../../domain/events/grouping.ts'
import type { LiveStore } from '../../domain/feed/store.ts'
import { sportByCode } from '../../domain/reference/sports.ts'
import { normaliseCountryName } from '../../domain/rules/country-name.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import type { CatalogueLoads } from './catalogue-requests.ts'
import { refreshedEvents } from './refreshed-events.ts'

export function eventListView(
  store: LiveStore,
  { requests, publish, now, liveStream }: CatalogueLoads,
): ViewDefinition<EventListParams, EventListView> {
  let nextInstance = 1
  return {
    create(params) {
      const topic = `event-list:${nextInstance++}`
      let eventIds: string[] = []
      let totalCount = 0
      let loadedAt: number | undefined
      const events = refreshedEvents({
        store,
        publish,
        topic,
        request: (signal) => requests.eventList(params, signal),
        loaded(page) {
          eventIds = page.events.map((event) => event.id)
          totalCount = page.totalCount
          loadedAt = now()
        },
        loadAgainOn: [liveStream.afterSnapshot],
      })
      void events.load()

      function build(): EventListView {
        const listed = eventIds.flatMap((id) => store.events.get(id) ?? [])
        return {
          status: events.status(),
          groups: groupsOf(listed, params.sportCode),
          page: params.page,
          pageCount: Math.ceil(totalCount / eventsPerPage),
          totalCount,
          ...(loadedAt === undefined ? {} : { loadedAt }),
        }
      }

      return {
        initial: build,
        dependencies: () => [topic, ...eventIds.map(topics.event)],
        update(draft) {
          const fresh = build()
          const sent = original(draft) as EventListView
          draft.status = fresh.status
          draft.pageCount = fresh.pageCount
          draft.totalCount = fresh.totalCount
          if (fresh.loadedAt !== undefined) draft.loadedAt = fresh.loadedAt
          if (JSON.stringify(sent.groups) !== JSON.stringify(fresh.groups))
            draft.groups = fresh.groups
        },
        release: events.release,
      }
    },
  }
}

/**
 * Groups as the sport groups its events (country or league: domain/events/grouping.ts), in the
 * server's order. A list of every sport (fixtures) groups by sport, country and league and names
 * all three, as the live list names its competitions: Italy's Serie A and Brazil's are two groups
 * that read apart, on one page or two.
 */
function groupsOf(events: SportEvent[], sportCode: string): EventListGroup[] {
  if (sportCode !== '')
    return groupEvents(events, sportCode).map((group) => ({
      key: group.key,
      label: group.label,
      eventIds: group.events.map((event) => event.id),
    }))
  const groups = new Map<string, EventListGroup>()
  for (const event of events) {
    const paths = event.eventPaths
    const region = paths.length > 2 ? paths[1] : undefined
    const league = paths.at(-1)
    const key = [event.sportCode, region?.slug ?? '', league?.slug ?? ''].join('/')
    const group = groups.get(key)
    if (group) group.eventIds.push(event.id)
    else
      groups.set(key, {
        key,
        // The sport's path is named in the page's language by the server; the code's name is English.
        label: [
          sportNameOf(event),
          region && normaliseCountryName(region.description),
          league?.description,
        ]
          .filter(Boolean)
          .join(' · '),
        eventIds: [event.id],
      })
  }
  return [...groups.values()]
}

/** The sport of an event as its first path names it (the server's, in the page's language). */
function sportNameOf(event: { sportCode: string; eventPaths: readonly { description: string }[] }) {
  const [sport, ...below] = event.eventPaths
  return sport && below.length > 0
    ? sport.description
    : (sportByCode(event.sportCode)?.name ?? event.sportCode)
}
