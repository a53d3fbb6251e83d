// The live list: live events in order, each with its main market. A price change patches one
// outcome; an event or market change patches that record; the list itself changes only when an
// event starts, finishes or leaves.

import type { Draft } from 'immer'
import type { LiveEventsView } from '../domain/engine/views.ts'
import type { SportEvent } from '../domain/events/event.ts'
import type { LiveStore, Touched } from '../domain/feed/store.ts'
import type { ViewSource } from './view-hub.ts'

/** Touched records, or a rebuild after a snapshot replaced the store. */
export type LiveEventsWork =
  | { touched: Touched }
  | { rebuild: true; status?: LiveEventsView['status'] }
  | { streaming: boolean }

interface Pending {
  touched: Touched
  rebuild: boolean
  status?: LiveEventsView['status']
  streaming?: boolean
}

const isLive = (event: SportEvent | undefined): event is SportEvent =>
  event !== undefined &&
  event.clock !== undefined &&
  event.clock.status !== 'NOT_STARTED' &&
  !event.isFinished

export function liveEventsView(
  store: LiveStore,
  status: () => { status: LiveEventsView['status']; streaming: boolean },
): ViewSource<LiveEventsView, LiveEventsWork, Pending> {
  function build(): LiveEventsView {
    const view: LiveEventsView = {
      ...status(),
      eventIds: [],
      events: {},
      mainMarkets: {},
      outcomes: {},
    }
    for (const event of store.events.values()) {
      if (!isLive(event)) continue
      view.eventIds.push(event.id)
      view.events[event.id] = event
      showMainMarket(view, event)
    }
    return view
  }

  /** Shows the event's first open market with outcomes (the list's main market). */
  function showMainMarket(view: LiveEventsView | Draft<LiveEventsView>, event: SportEvent): void {
    const shown = view.mainMarkets[event.id]
    const marketId = event.marketIds.find(
      (id) => (store.markets.get(id)?.outcomeIds.length ?? 0) > 0,
    )
    const market = marketId === undefined ? undefined : store.markets.get(marketId)
    if (shown && shown.id !== marketId)
      for (const outcomeId of shown.outcomeIds) delete view.outcomes[outcomeId]
    if (!market) {
      delete view.mainMarkets[event.id]
      return
    }
    if (shown !== market) view.mainMarkets[event.id] = market
    for (const outcomeId of market.outcomeIds) {
      const outcome = store.outcomes.get(outcomeId)
      if (outcome && view.outcomes[outcomeId] !== outcome) view.outcomes[outcomeId] = outcome
    }
  }

  function hide(view: Draft<LiveEventsView>, eventId: string): void {
    const index = view.eventIds.indexOf(eventId)
    if (index >= 0) view.eventIds.splice(index, 1)
    for (const outcomeId of view.mainMarkets[eventId]?.outcomeIds ?? [])
      delete view.outcomes[outcomeId]
    delete view.mainMarkets[eventId]
    delete view.events[eventId]
  }

  return {
    initial: build,
    collect(pending, work) {
      const next: Pending = pending ?? {
        touched: { events: new Set(), markets: new Set(), outcomes: new Set() },
        rebuild: false,
      }
      if ('touched' in work) {
        for (const id of work.touched.events) next.touched.events.add(id)
        for (const id of work.touched.markets) next.touched.markets.add(id)
        for (const id of work.touched.outcomes) next.touched.outcomes.add(id)
      } else if ('rebuild' in work) {
        next.rebuild = true
        if (work.status) next.status = work.status
      } else next.streaming = work.streaming
      return next
    },
    update(draft, pending) {
      if (pending.streaming !== undefined) draft.streaming = pending.streaming
      if (pending.status) draft.status = pending.status
      if (pending.rebuild) {
        const fresh = build()
        draft.eventIds = fresh.eventIds
        draft.events = fresh.events
        draft.mainMarkets = fresh.mainMarkets
        draft.outcomes = fresh.outcomes
        return
      }
      const { events, markets, outcomes } = pending.touched
      const eventsToShow = new Set(events)
      for (const marketId of markets) {
        const market = store.markets.get(marketId)
        const eventId = market?.eventId ?? findEventShowing(draft, marketId)
        if (eventId !== undefined) eventsToShow.add(eventId)
      }
      for (const eventId of eventsToShow) {
        const event = store.events.get(eventId)
        if (!isLive(event)) {
          if (draft.events[eventId]) hide(draft, eventId)
          continue
        }
        if (!draft.events[eventId]) draft.eventIds.push(eventId)
        if (draft.events[eventId] !== event) draft.events[eventId] = event
        showMainMarket(draft, event)
      }
      for (const outcomeId of outcomes) {
        if (!(outcomeId in draft.outcomes)) continue
        const outcome = store.outcomes.get(outcomeId)
        if (outcome) draft.outcomes[outcomeId] = outcome
        else delete draft.outcomes[outcomeId]
      }
    },
  }
}

function findEventShowing(view: Draft<LiveEventsView>, marketId: string): string | undefined {
  for (const [eventId, market] of Object.entries(view.mainMarkets))
    if (market.id === marketId) return eventId
  return undefined
}
