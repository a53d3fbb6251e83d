// Applies one live change to the store, with every rule of SPEC.md section 4 (Event and market
// status). Unknown events, markets and outcomes are ignored: a change can outrun its snapshot.
// A change that alters nothing leaves the record's identity alone and touches nothing, so the
// engine sends no patch for it.

import type { Clock, Outcome, Price, SportEvent } from '../events/event.ts'
import type { EventChange, LiveChange, MarketAdded, MarketChange, OutcomeChange } from './change.ts'
import {
  type LiveStore,
  putEvent,
  putMarket,
  removeEvent,
  removeMarket,
  type Touched,
} from './store.ts'

const marketStatusesThatRemove = new Set(['lts', 'settled', 'resulted', 'closed'])

export function applyChange(store: LiveStore, change: LiveChange, touched?: Touched): void {
  switch (change.kind) {
    case 'outcome':
      applyOutcomeChange(store, change, touched)
      break
    case 'market':
      applyMarketChange(store, change, touched)
      break
    case 'market-added':
      applyMarketAdded(store, change, touched)
      break
    case 'event':
      applyEventChange(store, change, touched)
      break
    case 'event-added':
      putEvent(store, change.event, touched)
      // A stream scoped to listed markets sends a new event as a list row (listed-markets.ts).
      if (change.marketsComplete === false) store.listedOnly.add(change.event.id)
      break
    case 'event-removed':
      removeEvent(store, change.eventId, touched)
      break
  }
}

export function applyChanges(store: LiveStore, changes: LiveChange[], touched?: Touched): void {
  for (const change of changes) applyChange(store, change, touched)
}

function applyOutcomeChange(store: LiveStore, change: OutcomeChange, touched?: Touched): void {
  const outcome = store.outcomes.get(change.outcomeId)
  if (!outcome) return
  let next: Outcome = outcome
  const price = change.consolidatedPrice?.currentPrice
  if (price && isPrice(price)) next = applyFeedPrice(store, next, price)
  if (change.hidden !== undefined && change.hidden !== next.hidden) {
    next = { ...next, hidden: change.hidden }
  }
  if (
    (change.status === 'open' || change.status === 'suspended') &&
    change.status !== next.status
  ) {
    next = { ...next, status: change.status }
  }
  if (next === outcome) return
  store.outcomes.set(next.id, next)
  touched?.outcomes.add(next.id)
  if (next.hidden && !outcome.hidden) removeMarketIfAllHidden(store, next.marketId, touched)
}

// A feed that sends a price without a usable decimal has sent nothing: a decimal below 1 would
// pay back less than the stake, and showing NaN is worse than keeping the last good price.
function isPrice(price: Price): boolean {
  return typeof price.decimal === 'number' && Number.isFinite(price.decimal) && price.decimal >= 1
}

/**
 * A price the feed sent, in the store's odds (store.ts, odds): the outcome takes the brand's price
 * and the feed's own is kept, to price it again when the odds change.
 */
function applyFeedPrice(store: LiveStore, outcome: Outcome, price: Price): Outcome {
  const pricing = store.pricing.get(outcome.marketId)
  if (!pricing) return applyPriceChange(outcome, price)
  const fed = store.fedPrices.get(outcome.id) ?? outcome.consolidatedPrice
  if (!samePrice(fed.currentPrice, price))
    store.fedPrices.set(outcome.id, {
      currentPrice: price,
      penultimatePrice: fed.currentPrice,
      ...(fed.penultimatePrice ? { antepenultimatePrice: fed.penultimatePrice } : {}),
    })
  return applyPriceChange(outcome, { ...price, decimal: pricing(price.decimal) })
}

/** The new price becomes current; the old current and penultimate move one place down. */
export function applyPriceChange(outcome: Outcome, currentPrice: Price): Outcome {
  const previous = outcome.consolidatedPrice
  if (samePrice(previous.currentPrice, currentPrice)) return outcome
  // Written out field by field: on the feed's hottest path an object literal of one fixed shape
  // is about five times faster than a spread (tests/bench/reducer.bench.ts). The mapped type
  // makes a field added to Outcome fail to compile here until it is copied too.
  const next: { [K in keyof Outcome]-?: Outcome[K] } = {
    id: outcome.id,
    marketId: outcome.marketId,
    eventId: outcome.eventId,
    description: outcome.description,
    status: outcome.status,
    hidden: outcome.hidden,
    consolidatedPrice: {
      currentPrice,
      penultimatePrice: previous.currentPrice,
      antepenultimatePrice: previous.penultimatePrice,
    },
  }
  return next
}

// A handicap line can move while its decimal stays, so the spreads count as part of the price.
function samePrice(a: Price, b: Price): boolean {
  return (
    a.decimal === b.decimal &&
    a.spread === b.spread &&
    a.spread2 === b.spread2 &&
    a.format === b.format
  )
}

function removeMarketIfAllHidden(store: LiveStore, marketId: string, touched?: Touched): void {
  const market = store.markets.get(marketId)
  if (!market) return
  const allHidden = market.outcomeIds.every((id) => store.outcomes.get(id)?.hidden !== false)
  if (allHidden) removeMarket(store, marketId, touched)
}

function applyMarketChange(store: LiveStore, change: MarketChange, touched?: Touched): void {
  const market = store.markets.get(change.marketId)
  if (!market) return
  if (marketStatusesThatRemove.has(change.status)) {
    removeMarket(store, market.id, touched)
    return
  }
  if (change.status !== 'open' && change.status !== 'suspended') return
  if (market.status === change.status) return
  store.markets.set(market.id, { ...market, status: change.status })
  touched?.markets.add(market.id)
}

function applyMarketAdded(store: LiveStore, change: MarketAdded, touched?: Touched): void {
  const event = store.events.get(change.eventId)
  if (!event) return
  // The same rule as a live hide: a market with nothing to show is not shown.
  if (change.market.outcomes.every((outcome) => outcome.hidden)) {
    removeMarket(store, change.market.id, touched)
    return
  }
  putMarket(store, { ...change.market, eventId: event.id }, touched)
  if (!event.marketIds.includes(change.market.id)) {
    store.events.set(event.id, { ...event, marketIds: [...event.marketIds, change.market.id] })
    touched?.events.add(event.id)
  }
}

const inPlayFields = [
  'liveOpenMarketCount',
  'scores',
  'sets',
  'match',
  'cricketOutcomes',
  'redCards',
  'currentPeriod',
  'currentPeriodAbbreviation',
  'currentPeriodNumber',
  'tracker',
] as const

function applyEventChange(store: LiveStore, change: EventChange, touched?: Touched): void {
  const event = store.events.get(change.eventId)
  if (!event) return
  // Only the fields the spec lets the feed change are copied: the codec keeps unknown keys, and
  // they must not end up on the event.
  let next: SportEvent = event
  for (const field of inPlayFields) {
    const value = change[field]
    if (value === undefined || sameJson(value, event[field])) continue
    next = { ...next, [field]: value }
  }
  const clock = nextClock(event.clock, change)
  if (clock !== undefined && clock !== event.clock) {
    next = { ...next, clock }
    if (clock.status === 'END_OF_EVENT' && !event.isFinished) next.isFinished = true
  }
  if (next === event) return
  store.events.set(event.id, next)
  touched?.events.add(event.id)
}

// A clock update names what changed: a status change keeps the minutes, a minutes update keeps
// the status, and minutes arriving for an event without a clock mean its clock is running.
function nextClock(clock: Clock | undefined, change: EventChange): Clock | undefined {
  if (change.clock === undefined && change.minutes === undefined) return clock
  const merged: Clock = { ...(clock ?? { status: 'RUNNING' }), ...change.clock }
  if (change.minutes !== undefined) merged.minutes = change.minutes
  if (clock && merged.status === clock.status && merged.minutes === clock.minutes) return clock
  return merged
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  return JSON.stringify(a) === JSON.stringify(b)
}
