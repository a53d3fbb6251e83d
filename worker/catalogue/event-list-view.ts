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
  type LoadStatus,
} from '../../domain/engine/catalogue.ts'
import type { SportEvent } from '../../domain/events/event.ts'
import { groupEvents } from '../../domain/events/grouping.ts'
import { createTouched, type LiveStore, putEvent } from '../../domain/feed/store.ts'
import { sportByCode } from '../../domain/reference/sports.ts'
import { topics, touchedTopics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import type { CatalogueLoads } from './catalogue-requests.ts'

/** The page is loaded again this often while watched: events are added and start meanwhile. */
export const eventListRefreshMs = 60_000

export function eventListView(
  store: LiveStore,
  { requests, publish, now }: CatalogueLoads,
): ViewDefinition<EventListParams, EventListView> {
  let nextInstance = 1
  return {
    create(params) {
      const topic = `event-list:${nextInstance++}`
      let status: LoadStatus = 'loading'
      let eventIds: string[] = []
      let totalCount = 0
      let loadedAt: number | undefined
      let abort: AbortController | undefined
      let timer: ReturnType<typeof setTimeout> | undefined
      let released = false

      async function load(): Promise<void> {
        clearTimeout(timer)
        abort?.abort()
        abort = new AbortController()
        const answer = await requests.eventList(params, abort.signal)
        if (released || abort.signal.aborted) return
        if (answer.ok) {
          const touched = createTouched()
          for (const event of answer.data.events) putEvent(store, event, touched)
          eventIds = answer.data.events.map((event) => event.id)
          totalCount = answer.data.totalCount
          loadedAt = now()
          status = 'ready'
          publish([topic, ...touchedTopics(touched)])
        } else {
          // A failed refresh keeps the page it has; only a first load that fails says so.
          if (status === 'loading') status = 'failed'
          publish([topic])
        }
        timer = setTimeout(load, eventListRefreshMs)
      }
      void load()

      function build(): EventListView {
        const events = eventIds.flatMap((id) => store.events.get(id) ?? [])
        return {
          status,
          groups: groupsOf(events, params.sportCode),
          page: params.page,
          pageCount: Math.ceil(totalCount / eventsPerPage),
          totalCount,
          ...(loadedAt === undefined ? {} : { loadedAt }),
        }
      }

      return {
        initial: build,
        dependencies: () => [topic, topics.liveStore, ...eventIds.map(topics.event)],
        update(draft, changed) {
          // A new snapshot replaced the store: what the page showed before the event is gone.
          if (changed.has(topics.liveStore) && eventIds.some((id) => !store.events.has(id)))
            void load()
          const fresh = build()
          const sent = original(draft) as EventListView
          draft.status = fresh.status
          draft.pageCount = fresh.pageCount
          draft.totalCount = fresh.totalCount
          if (fresh.loadedAt !== undefined) draft.loadedAt = fresh.loadedAt
          if (JSON.stringify(sent.groups) !== JSON.stringify(fresh.groups))
            draft.groups = fresh.groups
        },
        release() {
          released = true
          abort?.abort()
          clearTimeout(timer)
        },
      }
    },
  }
}

/**
 * Groups as the sport groups its events (country or league: domain/events/grouping.ts), in the
 * server's order. A list of every sport (fixtures) groups by sport and league.
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
    const league = event.eventPaths.at(-1)
    const key = `${event.sportCode}/${league?.slug ?? ''}`
    const group = groups.get(key)
    if (group) group.eventIds.push(event.id)
    else
      groups.set(key, {
        key,
        label: [sportByCode(event.sportCode)?.name ?? event.sportCode, league?.description]
          .filter(Boolean)
          .join(' · '),
        eventIds: [event.id],
      })
  }
  return [...groups.values()]
}
