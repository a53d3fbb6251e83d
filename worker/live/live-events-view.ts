// The live list: which events are live, grouped by competition. It holds ids only, so a price,
// a score or a clock changes nothing here; the list changes when an event starts, finishes or
// leaves. Each row's contents are the event-summary view.

import type { Draft } from 'immer'
import type { LiveCompetition, LiveEventsView } from '../../domain/engine/live.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import type { SportEvent } from '../../domain/events/event.ts'
import { sportRank } from '../../domain/events/grouping.ts'
import { isLive } from '../../domain/events/live.ts'
import type { LiveStore } from '../../domain/feed/store.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'

export type LiveStatus = Pick<LiveEventsView, 'status' | 'streaming'>

type CompetitionKey = Omit<LiveCompetition, 'eventIds'>

/** Sport, region and league from the event's paths (sport first, league last). */
const competitionOf = (event: SportEvent): CompetitionKey => {
  const [, region, ...rest] = event.eventPaths
  const league = rest.at(-1) ?? region
  return {
    id: [event.sportCode, region?.slug ?? '', league?.slug ?? ''].join('/'),
    sportCode: event.sportCode,
    region: region && league !== region ? region.description : '',
    description: league?.description ?? event.sportCode,
  }
}

/** The order a bettor scans the overview in: sport, then region, then league. */
const compareCompetitions = (a: CompetitionKey, b: CompetitionKey): number =>
  sportRank(a.sportCode) - sportRank(b.sportCode) ||
  a.region.localeCompare(b.region) ||
  a.description.localeCompare(b.description)

export function liveEventsView(
  store: LiveStore,
  liveStatus: () => LiveStatus,
): ViewDefinition<NoParams, LiveEventsView> {
  return {
    create() {
      /** The listed event ids and their sports, outside the draft: an event change is O(1). */
      const listed = new Map<string, string>()

      function build(): LiveEventsView {
        listed.clear()
        const view: LiveEventsView = {
          ...liveStatus(),
          competitions: [],
          sports: [],
          eventCount: 0,
        }
        for (const event of store.events.values()) if (isLive(event)) join(view, event)
        return view
      }

      function join(view: LiveEventsView | Draft<LiveEventsView>, event: SportEvent): void {
        const key = competitionOf(event)
        const competition = view.competitions.find((candidate) => candidate.id === key.id)
        if (competition) competition.eventIds.push(event.id)
        else {
          const at = view.competitions.findIndex((shown) => compareCompetitions(key, shown) < 0)
          const added = { ...key, eventIds: [event.id] }
          if (at < 0) view.competitions.push(added)
          else view.competitions.splice(at, 0, added)
        }
        const sport = view.sports.find((candidate) => candidate.code === event.sportCode)
        if (sport) sport.eventCount += 1
        else {
          const rank = sportRank(event.sportCode)
          const at = view.sports.findIndex((shown) => rank < sportRank(shown.code))
          const added = { code: event.sportCode, eventCount: 1 }
          if (at < 0) view.sports.push(added)
          else view.sports.splice(at, 0, added)
        }
        view.eventCount += 1
        listed.set(event.id, event.sportCode)
      }

      function leave(view: Draft<LiveEventsView>, eventId: string): void {
        const at = view.competitions.findIndex((competition) =>
          competition.eventIds.includes(eventId),
        )
        const competition = view.competitions[at]
        if (!competition) return
        competition.eventIds.splice(competition.eventIds.indexOf(eventId), 1)
        if (competition.eventIds.length === 0) view.competitions.splice(at, 1)
        const sportAt = view.sports.findIndex((sport) => sport.code === listed.get(eventId))
        const sport = view.sports[sportAt]
        if (sport && --sport.eventCount === 0) view.sports.splice(sportAt, 1)
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
            if (JSON.stringify(draft.sports) !== JSON.stringify(fresh.sports))
              draft.sports = fresh.sports
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
