// The key moments of the pinned events (issue 41): each event's play and its tile's markets are
// compared with what was last seen of them at every batch of the stream that touches them, so no
// poll and no feed message of their own is needed, and a goal the next batch sets back (a
// development score, a feed's correction) is still a goal. The first sight of an event only
// records it: a pin is not a goal. The pins area holds this view itself from the first pin on
// (pins.ts).

import type { PinAlert, PinAlertsView } from '../../domain/engine/pins.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import type { Market, SportEvent } from '../../domain/events/event.ts'
import {
  type KeyMoment,
  marketMoment,
  type PlaySeen,
  playMoments,
  playSeenOf,
} from '../../domain/events/key-moments.ts'
import { mainMarket } from '../../domain/events/list-market.ts'
import type { LiveStore, Touched } from '../../domain/feed/store.ts'
import { type MainMarketRegion, mainMarketTypeIdsOf } from '../../domain/reference/main-markets.ts'
import type { Pin } from '../../domain/rules/pins.ts'
import type { Signal } from '../context/signal.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import { pinsTopic } from './pins-topic.ts'

/** A bettor reads an alert or two at a time; older ones have been shown or are stale. */
const keptAlerts = 5

/** The topic the alerts change on: raised between flushes, batch by batch. */
const pinAlertsTopic = 'pin-alerts'

export function pinAlertsView(
  store: LiveStore,
  pinned: () => readonly Pin[],
  region: () => MainMarketRegion | undefined,
  liveBatches: Signal<Touched>,
  publish: (topics: string[]) => void,
  now: () => number,
): ViewDefinition<NoParams, PinAlertsView> {
  let shown: readonly PinAlert[] = []
  let nextId = 1
  const seenPlay = new Map<string, PlaySeen>()
  const seenMarkets = new Map<string, Map<string, Market['status']>>()

  /** The markets the tile shows: those chosen, else the main one. */
  function tileMarkets(pin: Pin, event: SportEvent): Market[] {
    const markets = pin.marketIds.flatMap((id) => store.markets.get(id) ?? [])
    if (pin.marketIds.length > 0) return markets
    const all = event.marketIds.flatMap((id) => store.markets.get(id) ?? [])
    const main = mainMarket(
      all,
      mainMarketTypeIdsOf(event.sportCode, region()),
      (id) => store.outcomes.get(id)?.consolidatedPrice.currentPrice.decimal,
    )
    return main ? [main] : []
  }

  function raise(moment: KeyMoment, event: SportEvent, market?: Market): void {
    const alert: PinAlert = {
      id: nextId++,
      moment,
      raisedAt: now(),
      eventName: event.description,
      ...(market ? { marketName: market.description } : {}),
    }
    shown = [...shown, alert].slice(-keptAlerts)
  }

  /** Reads the pinned events' moments: those the batch touched, or every one without a batch. */
  function hear(touched?: Touched): void {
    const ids = new Set(pinned().map((pin) => pin.eventId))
    for (const id of seenPlay.keys()) if (!ids.has(id)) seenPlay.delete(id)
    for (const id of seenMarkets.keys()) if (!ids.has(id)) seenMarkets.delete(id)
    const raised = shown
    for (const pin of pinned()) {
      const event = store.events.get(pin.eventId)
      if (!event || (touched && !touchedPin(pin, touched))) continue
      const play = seenPlay.get(event.id)
      if (play) for (const moment of playMoments(play, event)) raise(moment, event)
      seenPlay.set(event.id, playSeenOf(event))
      const statuses = seenMarkets.get(event.id) ?? new Map<string, Market['status']>()
      seenMarkets.set(event.id, statuses)
      for (const market of tileMarkets(pin, event)) {
        const moment = marketMoment(statuses.get(market.id), market)
        if (moment) raise(moment, event, market)
        statuses.set(market.id, market.status)
      }
    }
    if (shown !== raised) publish([pinAlertsTopic])
  }

  /** Whether the batch touched the event or a market its tile showed. */
  function touchedPin(pin: Pin, touched: Touched): boolean {
    if (touched.events.has(pin.eventId)) return true
    for (const id of seenMarkets.get(pin.eventId)?.keys() ?? [])
      if (touched.markets.has(id)) return true
    return pin.marketIds.some((id) => touched.markets.has(id))
  }

  return {
    create() {
      hear()
      const stopHearing = liveBatches.listen(hear)
      return {
        initial: () => ({ alerts: shown }),
        // The batches bring the moments; a change of pins brings new events to first see.
        dependencies: () => [pinsTopic, pinAlertsTopic],
        update(draft) {
          hear()
          if (draft.alerts.at(-1)?.id !== shown.at(-1)?.id) draft.alerts = [...shown]
        },
        release: stopHearing,
      }
    },
  }
}
