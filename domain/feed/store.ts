// The normalized live store: events, markets and outcomes by id. The index maps are the store's
// own and are updated in place (a copy per change would cap the engine far below the feed's
// rate); the records in them are immutable values, replaced whole when they change, so that a
// view holding a record can tell by identity whether it changed.

import type { EventWithMarkets, Market, Outcome, SportEvent } from '../events/event.ts'
import { isLive } from '../events/live.ts'

export interface LiveStore {
  events: Map<string, SportEvent>
  markets: Map<string, Market>
  outcomes: Map<string, Outcome>
  /**
   * The events held as a list row: with the markets a list carries (their main ones), not all.
   * A page that shows all of an event's markets loads it whole first.
   */
  listedOnly: Set<string>
}

/** What a batch of changes touched, so the engine patches only the views that show it. */
export interface Touched {
  events: Set<string>
  markets: Set<string>
  outcomes: Set<string>
}

export function createStore(): LiveStore {
  return { events: new Map(), markets: new Map(), outcomes: new Map(), listedOnly: new Set() }
}

export function createTouched(): Touched {
  return { events: new Set(), markets: new Set(), outcomes: new Set() }
}

/** Puts an event with all its markets and outcomes into the store, replacing what it had. */
export function putEvent(store: LiveStore, event: EventWithMarkets, touched?: Touched): void {
  const { markets, ...fields } = event
  removeEvent(store, event.id, touched)
  store.listedOnly.delete(event.id)
  store.events.set(event.id, { ...fields, marketIds: markets.map((market) => market.id) })
  touched?.events.add(event.id)
  for (const market of markets) putMarket(store, market, touched)
}

/**
 * Puts an event as a list's answer carries it: with the markets the list asked for (its main
 * ones), not all of them. Those replace theirs; the event's other markets in the store stay, for
 * the answer leaves them out because they were not asked for, not because they are gone (the
 * stream removes a market that closes). Put whole, the answer would cut an event in play down to
 * its row, and its page, which trusts the stream to keep it whole, would show one market of 27.
 */
export function putListedEvent(store: LiveStore, event: EventWithMarkets, touched?: Touched): void {
  const held = store.events.get(event.id)
  if (!held) {
    putEvent(store, event, touched)
    store.listedOnly.add(event.id)
    return
  }
  const { markets, ...fields } = event
  const carried = markets.map((market) => market.id).filter((id) => !held.marketIds.includes(id))
  store.events.set(event.id, { ...fields, marketIds: [...held.marketIds, ...carried] })
  touched?.events.add(event.id)
  for (const market of markets) putMarket(store, market, touched)
}

export function putMarket(
  store: LiveStore,
  market: EventWithMarkets['markets'][number],
  touched?: Touched,
): void {
  const { outcomes, ...fields } = market
  const outcomeIds = outcomes.map((outcome) => outcome.id)
  // A market sent again replaces the old one whole: outcomes it no longer lists must not linger.
  const previous = store.markets.get(market.id)
  if (previous) {
    for (const id of previous.outcomeIds) {
      if (outcomeIds.includes(id)) continue
      store.outcomes.delete(id)
      touched?.outcomes.add(id)
    }
  }
  store.markets.set(market.id, { ...fields, outcomeIds })
  touched?.markets.add(market.id)
  for (const outcome of outcomes) {
    store.outcomes.set(outcome.id, outcome)
    touched?.outcomes.add(outcome.id)
  }
}

/**
 * Puts the stream's snapshot into the store. The snapshot holds every event in play, so an event
 * in play or finished that it lacks has ended and leaves. Events before their start stay: a page
 * loaded them and a bettor may tap one of their prices while that page loads them again (the
 * stream's gap may have moved them; topics.liveSnapshot tells the pages). A snapshot whose events
 * carry their list markets only (marketsComplete false) leaves them listed only.
 */
export function applySnapshot(
  store: LiveStore,
  events: readonly EventWithMarkets[],
  touched?: Touched,
  marketsComplete = true,
): void {
  const inSnapshot = new Set(events.map((event) => event.id))
  for (const [id, event] of store.events)
    if (!inSnapshot.has(id) && (isLive(event) || event.isFinished)) removeEvent(store, id, touched)
  for (const event of events) {
    putEvent(store, event, touched)
    if (!marketsComplete) store.listedOnly.add(event.id)
  }
}

export function removeEvent(store: LiveStore, eventId: string, touched?: Touched): void {
  const event = store.events.get(eventId)
  if (!event) return
  for (const marketId of event.marketIds) removeMarketRecords(store, marketId, touched)
  store.events.delete(eventId)
  store.listedOnly.delete(eventId)
  touched?.events.add(eventId)
}

/** Removes a market and its outcomes, and unlinks it from its event. */
export function removeMarket(store: LiveStore, marketId: string, touched?: Touched): void {
  const market = store.markets.get(marketId)
  if (!market) return
  removeMarketRecords(store, marketId, touched)
  const event = store.events.get(market.eventId)
  if (event) {
    store.events.set(event.id, {
      ...event,
      marketIds: event.marketIds.filter((id) => id !== marketId),
    })
    touched?.events.add(event.id)
  }
}

function removeMarketRecords(store: LiveStore, marketId: string, touched?: Touched): void {
  const market = store.markets.get(marketId)
  if (!market) return
  for (const outcomeId of market.outcomeIds) {
    store.outcomes.delete(outcomeId)
    touched?.outcomes.add(outcomeId)
  }
  store.markets.delete(marketId)
  touched?.markets.add(marketId)
}

/** The event with its markets and outcomes inlined again, as the event endpoints return it. */
export function eventWithMarkets(store: LiveStore, eventId: string): EventWithMarkets | undefined {
  const event = store.events.get(eventId)
  if (!event) return undefined
  const { marketIds, ...fields } = event
  const markets: EventWithMarkets['markets'] = []
  for (const marketId of marketIds) {
    const market = store.markets.get(marketId)
    if (!market) continue
    const { outcomeIds, ...marketFields } = market
    const outcomes = outcomeIds
      .map((id) => store.outcomes.get(id))
      .filter((outcome): outcome is Outcome => outcome !== undefined)
    markets.push({ ...marketFields, outcomes })
  }
  return { ...fields, markets }
}
