// Applies one live change to the store, with every rule of SPEC.md section 4 (Event and market
// status). Unknown events, markets and outcomes are ignored: a change can outrun its snapshot.

import type { Outcome } from '../events/event.ts'
import type { EventChange, LiveChange, MarketChange, OutcomeChange } from './change.ts'
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
      return applyOutcomeChange(store, change, touched)
    case 'market':
      return applyMarketChange(store, change, touched)
    case 'market-added':
      if (store.events.has(change.eventId)) {
        const event = store.events.get(change.eventId)
        putMarket(store, change.market, touched)
        if (event && !event.marketIds.includes(change.market.id)) {
          store.events.set(event.id, {
            ...event,
            marketIds: [...event.marketIds, change.market.id],
          })
          touched?.events.add(event.id)
        }
      }
      return
    case 'event':
      return applyEventChange(store, change, touched)
    case 'event-added':
      return putEvent(store, change.event, touched)
    case 'event-removed':
      return removeEvent(store, change.eventId, touched)
  }
}

export function applyChanges(store: LiveStore, changes: LiveChange[], touched?: Touched): void {
  for (const change of changes) applyChange(store, change, touched)
}

function applyOutcomeChange(store: LiveStore, change: OutcomeChange, touched?: Touched): void {
  const outcome = store.outcomes.get(change.outcomeId)
  if (!outcome) return
  let next: Outcome = outcome
  if (change.consolidatedPrice) next = applyPriceChange(next, change.consolidatedPrice.currentPrice)
  if (change.hidden !== undefined && change.hidden !== next.hidden) {
    next = { ...next, hidden: change.hidden }
  }
  if (change.status !== undefined && change.status !== next.status) {
    next = { ...next, status: change.status }
  }
  if (next === outcome) return
  store.outcomes.set(next.id, next)
  touched?.outcomes.add(next.id)
  if (change.hidden) removeMarketIfAllHidden(store, next.marketId, touched)
}

/** The new price becomes current; the old current and penultimate move one place down. */
export function applyPriceChange(
  outcome: Outcome,
  currentPrice: Outcome['consolidatedPrice']['currentPrice'],
): Outcome {
  const previous = outcome.consolidatedPrice
  if (previous.currentPrice.decimal === currentPrice.decimal) return outcome
  const consolidatedPrice: Outcome['consolidatedPrice'] = {
    currentPrice,
    penultimatePrice: previous.currentPrice,
  }
  if (previous.penultimatePrice) consolidatedPrice.antepenultimatePrice = previous.penultimatePrice
  return { ...outcome, consolidatedPrice }
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
  if (marketStatusesThatRemove.has(change.status)) return removeMarket(store, market.id, touched)
  const status = change.status as 'open' | 'suspended'
  if (market.status === status) return
  store.markets.set(market.id, { ...market, status })
  touched?.markets.add(market.id)
}

function applyEventChange(store: LiveStore, change: EventChange, touched?: Touched): void {
  const event = store.events.get(change.eventId)
  if (!event) return
  const { kind: _kind, eventId: _eventId, minutes, ...fields } = change
  const next = { ...event, ...fields }
  if (minutes !== undefined) next.clock = { ...(next.clock ?? { status: 'RUNNING' }), minutes }
  if (next.clock?.status === 'END_OF_EVENT') next.isFinished = true
  store.events.set(event.id, next)
  touched?.events.add(event.id)
}
