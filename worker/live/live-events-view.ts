// The live list: which events are live, grouped by competition. It holds ids only, so a price,
// a score or a clock changes nothing here; the list changes when an event starts, finishes or
// leaves. Each row's contents are the event-summary view.

import type { Draft } from 'immer'
import type { LiveCompetition, LiveEventsView } from '../../domain/engine/live.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import type { SportEvent } from '../../domain/events/event.ts'
import type { LiveStore } from '../../domain/feed/store.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'

export type LiveStatus = Pick<LiveEventsView, 'status' | 'streaming'>

/** SPEC.md section 4: an event is live when it has a running clock and has not finished. */
export const isLive = (event: SportEvent | undefined): event is SportEvent =>
  event !== undefined &&
  event.clock !== undefined &&
  event.clock.status !== 'NOT_STARTED' &&
  !event.isFinished

const competitionOf = (event: SportEvent): Omit<LiveCompetition, 'eventIds'> => {
  const path = event.eventPaths[event.eventPaths.length - 1]
  return path
    ? { id: path.slug, description: path.description }
    : { id: event.sportCode, description: event.sportCode }
}

export function liveEventsView(
  store: LiveStore,
  liveStatus: () => LiveStatus,
): ViewDefinition<NoParams, LiveEventsView> {
  return {
    create() {
      /** The listed event ids, outside the draft, so an event change is checked in O(1). */
      const listed = new Set<string>()

      function build(): LiveEventsView {
        listed.clear()
        const view: LiveEventsView = { ...liveStatus(), competitions: [], eventCount: 0 }
        for (const event of store.events.values()) if (isLive(event)) join(view, event)
        return view
      }

      function join(view: LiveEventsView | Draft<LiveEventsView>, event: SportEvent): void {
        const { id, description } = competitionOf(event)
        const competition = view.competitions.find((candidate) => candidate.id === id)
        if (competition) competition.eventIds.push(event.id)
        else view.competitions.push({ id, description, eventIds: [event.id] })
        view.eventCount += 1
        listed.add(event.id)
      }

      function leave(view: Draft<LiveEventsView>, eventId: string): void {
        const at = view.competitions.findIndex((competition) =>
          competition.eventIds.includes(eventId),
        )
        const competition = view.competitions[at]
        if (!competition) return
        competition.eventIds.splice(competition.eventIds.indexOf(eventId), 1)
        if (competition.eventIds.length === 0) view.competitions.splice(at, 1)
        view.eventCount -= 1
        listed.delete(eventId)
      }

      return {
        initial: build,
        dependencies: () => [topics.liveStore, topics.anyEvent],
        update(draft, changed) {
          if (changed.has(topics.liveStore)) {
            // A snapshot or the connection: rebuild, keeping what is equal, so that only the
            // competitions that really changed re-render.
            const fresh = build()
            draft.status = fresh.status
            draft.streaming = fresh.streaming
            draft.eventCount = fresh.eventCount
            draft.competitions.length = fresh.competitions.length
            fresh.competitions.forEach((competition, index) => {
              const shown = draft.competitions[index]
              if (
                shown?.id !== competition.id ||
                shown.eventIds.join() !== competition.eventIds.join()
              )
                draft.competitions[index] = competition
            })
            return
          }
          for (const topic of changed) {
            const eventId = topic.slice(topic.indexOf(':') + 1)
            const live = isLive(store.events.get(eventId))
            const shown = listed.has(eventId)
            if (live && !shown) join(draft, store.events.get(eventId) as SportEvent)
            else if (!live && shown) leave(draft, eventId)
          }
        },
      }
    },
  }
}
