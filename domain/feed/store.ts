// The normalized live store: events, markets and outcomes by id. The index maps are the store's
// own and are updated in place (a copy per change would cap the engine far below the feed's
// rate); the records in them are immutable values, replaced whole when they change, so that a
// view holding a record can tell by identity whether it changed.

import type {
  ConsolidatedPrice,
  EventWithMarkets,
  Market,
  Outcome,
  SportEvent,
} from '../events/event.ts'
import { isLive } from '../events/live.ts'
import { type BrandOdds, leagueIdOf, marketPricing, type Pricing } from '../odds/brand-odds.ts'

export interface LiveStore {
  events: Map<string, SportEvent>
  markets: Map<string, Market>
  outcomes: Map<string, Outcome>
  /**
   * The events held as a list row: with the markets a list carries (their main ones), not all.
   * A page that shows all of an event's markets loads it whole first.
   */
  listedOnly: Set<string>
  /**
   * The brand's odds the store's prices are in (domain/odds/brand-odds.ts): every price is priced
   * as it enters, so each view shows the price the server takes. None: prices as the feed sent them.
   */
  odds?: BrandOdds
  /** Each market's pricing, found once as the market enters. */
  pricing: Map<string, Pricing>
  /**
   * The feed's own prices of the outcomes, kept while the store has brand odds: when those change
   * (a login in a currency priced by another brand) the store is priced again from them.
   */
  fedPrices: Map<string, ConsolidatedPrice>
}

/** What a batch of changes touched, so the engine patches only the views that show it. */
export interface Touched {
  events: Set<string>
  markets: Set<string>
  outcomes: Set<string>
}

export function createStore(): LiveStore {
  return {
    events: new Map(),
    markets: new Map(),
    outcomes: new Map(),
    listedOnly: new Set(),
    pricing: new Map(),
    fedPrices: new Map(),
  }
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
      deleteOutcome(store, id)
      touched?.outcomes.add(id)
    }
  }
  store.markets.set(market.id, { ...fields, outcomeIds })
  touched?.markets.add(market.id)
  if (!store.odds) {
    for (const outcome of outcomes) {
      store.outcomes.set(outcome.id, outcome)
      touched?.outcomes.add(outcome.id)
    }
    return
  }
  const pricing = pricingOf(store, market)
  for (const outcome of outcomes) {
    store.fedPrices.set(outcome.id, outcome.consolidatedPrice)
    store.outcomes.set(outcome.id, pricedOutcome(outcome, outcome.consolidatedPrice, pricing))
    touched?.outcomes.add(outcome.id)
  }
}

/**
 * Puts the store in the brand's odds (undefined: the feed's prices) and prices every outcome it
 * holds again from the feed's prices, touching those whose price changed.
 */
export function setOdds(store: LiveStore, odds: BrandOdds | undefined, touched?: Touched): void {
  if (store.odds === odds) return
  const fedPrices = store.fedPrices
  store.odds = odds
  store.pricing = new Map()
  store.fedPrices = new Map()
  for (const market of store.markets.values()) {
    const pricing = odds ? pricingOf(store, market) : undefined
    for (const outcomeId of market.outcomeIds) {
      const outcome = store.outcomes.get(outcomeId)
      if (!outcome) continue
      const fed = fedPrices.get(outcomeId) ?? outcome.consolidatedPrice
      if (pricing) store.fedPrices.set(outcomeId, fed)
      const next = pricedOutcome(outcome, fed, pricing ?? ((decimal) => decimal))
      if (samePrices(next.consolidatedPrice, outcome.consolidatedPrice)) continue
      store.outcomes.set(outcomeId, next)
      touched?.outcomes.add(outcomeId)
    }
  }
}

function pricingOf(
  store: LiveStore,
  market: { id: string; eventId: string; marketTypeId: string },
) {
  const event = store.events.get(market.eventId)
  const pricing = marketPricing(store.odds, {
    marketTypeId: market.marketTypeId,
    leagueId: event && leagueIdOf(event.eventPaths),
  })
  store.pricing.set(market.id, pricing)
  return pricing
}

function pricedOutcome(outcome: Outcome, fed: ConsolidatedPrice, pricing: Pricing): Outcome {
  const priced = (price: ConsolidatedPrice['currentPrice']) => ({
    ...price,
    decimal: pricing(price.decimal),
  })
  return {
    ...outcome,
    consolidatedPrice: {
      currentPrice: priced(fed.currentPrice),
      ...(fed.penultimatePrice ? { penultimatePrice: priced(fed.penultimatePrice) } : {}),
      ...(fed.antepenultimatePrice
        ? { antepenultimatePrice: priced(fed.antepenultimatePrice) }
        : {}),
    },
  }
}

const samePrices = (a: ConsolidatedPrice, b: ConsolidatedPrice): boolean =>
  a.currentPrice.decimal === b.currentPrice.decimal &&
  a.penultimatePrice?.decimal === b.penultimatePrice?.decimal &&
  a.antepenultimatePrice?.decimal === b.antepenultimatePrice?.decimal

function deleteOutcome(store: LiveStore, outcomeId: string): void {
  store.outcomes.delete(outcomeId)
  store.fedPrices.delete(outcomeId)
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

/**
 * Holds an event as a list row again: its markets of other types than the rows' leave the store,
 * so the stream need no longer carry them.
 */
export function holdAsListed(
  store: LiveStore,
  eventId: string,
  rowMarketTypeIds: ReadonlySet<string>,
  touched?: Touched,
): void {
  const event = store.events.get(eventId)
  if (!event) return
  for (const marketId of event.marketIds) {
    const market = store.markets.get(marketId)
    if (market && !rowMarketTypeIds.has(market.marketTypeId)) removeMarket(store, marketId, touched)
  }
  store.listedOnly.add(eventId)
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
    deleteOutcome(store, outcomeId)
    touched?.outcomes.add(outcomeId)
  }
  store.pricing.delete(marketId)
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
