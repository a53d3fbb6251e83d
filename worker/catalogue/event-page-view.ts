// The event page's view. It shows the event from the store, so the stream keeps every price,
// score and market status current; an event the store lacks, or holds only as a list row (a list,
// or a live snapshot past the brand's threshold, carries its main markets), is loaded with all
// its markets first.

import { type Draft, original } from 'immer'
import type { EventPageParams, EventPageView, LoadStatus } from '../../domain/engine/catalogue.ts'
import { isLive } from '../../domain/events/live.ts'
import type { LiveStore } from '../../domain/feed/store.ts'
import { loadWholeEvent } from '../context/load-whole-event.ts'
import { showRecords } from '../context/show-records.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import type { CatalogueLoads } from './catalogue-requests.ts'
import { readEventPage } from './event-page.ts'

/** Prices are read, not watched frame by frame: at most four updates a second. */
export const eventPageFlushMs = 250

/** The topic an event page's load status changes on. */
export const eventPageTopic = (eventId: string) => `event-page:${eventId}`

export function eventPageView(
  store: LiveStore,
  loads: CatalogueLoads,
): ViewDefinition<EventPageParams, EventPageView> {
  const { publish, now, liveStream } = loads
  return {
    flushMs: eventPageFlushMs,
    create({ eventId }) {
      const abort = new AbortController()
      let status: LoadStatus = 'loading'
      const load = () => {
        // Loading again an event the page shows keeps it shown meanwhile.
        if (!store.events.has(eventId)) status = 'loading'
        void loadWholeEvent(store, loads, eventId, abort.signal).then((loaded) => {
          if (abort.signal.aborted) return
          // A failed reload of an event the store holds still shows what it holds.
          status = loaded !== 'ready' && store.events.has(eventId) ? 'ready' : loaded
          publish([eventPageTopic(eventId)])
        })
      }
      // A live event that came whole (with the snapshot, or loaded whole before) the stream keeps
      // so: nothing to load.
      const whole = () => isLive(store.events.get(eventId)) && !store.listedOnly.has(eventId)
      if (whole()) status = 'ready'
      else load()
      // A snapshot may bring the event whole or as a row; one it brought as a row, one before its
      // start, or one it ended, is asked for again.
      const stopListening = liveStream.afterSnapshot(() => {
        if (status !== 'loading' && !whole()) load()
      })

      const build = (): EventPageView => ({
        status,
        ...readEventPage(store, eventId),
        updatedAt: now(),
      })

      return {
        initial: build,
        dependencies() {
          const event = store.events.get(eventId)
          const list = [eventPageTopic(eventId), topics.event(eventId)]
          for (const marketId of event?.marketIds ?? []) {
            list.push(topics.market(marketId))
            for (const outcomeId of store.markets.get(marketId)?.outcomeIds ?? [])
              list.push(topics.outcome(outcomeId))
          }
          return list
        },
        update(draft) {
          show(draft, build())
        },
        release() {
          stopListening()
          abort.abort()
        },
      }
    },
  }
}

/** Puts into the draft only the records that are other records: equal ones send nothing. */
function show(draft: Draft<EventPageView>, fresh: EventPageView): void {
  const sent = original(draft) as EventPageView
  draft.status = fresh.status
  draft.updatedAt = fresh.updatedAt
  if (sent.event !== fresh.event) {
    if (fresh.event === undefined) delete draft.event
    else draft.event = fresh.event
  }
  if (JSON.stringify(sent.groups) !== JSON.stringify(fresh.groups)) draft.groups = fresh.groups
  for (const key of ['markets', 'outcomes'] as const)
    showRecords(draft[key] as Record<string, unknown>, sent[key], fresh[key])
}
