// The pinned events of the multi-view (issue 41): kept on this device across visits and, for a
// logged-in player, on the server, so that they follow the player to another device; and the key
// moments of the pinned events, read from the live store as the stream changes it (no poll of
// their own). A tile's own view is fetched with the multi-view page (pinned-event-view.ts).

import { type PinsBody, pinsSchema } from '../../domain/api/pins.ts'
import { parse, reader } from '../../domain/api/schema.ts'
import type { PinAlert, PinAlertsView, PinsView } from '../../domain/engine/pins.ts'
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
import type { LiveStore } from '../../domain/feed/store.ts'
import { couponRegion, mainMarketTypeIdsOf } from '../../domain/reference/main-markets.ts'
import {
  mergePins,
  type Pin,
  type PinResult,
  pinEvent,
  samePins,
  toggleTileMarket,
  unpinEvent,
} from '../../domain/rules/pins.ts'
import type { EngineContext } from '../context/context.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'

const pinsTopic = 'pins'
/** A bettor reads an alert or two at a time; older ones have been shown or are stale. */
const keptAlerts = 5

export function createPinsModule(context: EngineContext) {
  const { store, views, session, request } = context
  const stored = context.persistence.slice<unknown>('pins')
  let pins: readonly Pin[] = []
  // A pin tapped before the stored set came back is applied to it, not lost under it.
  let restoring: Promise<void> | undefined
  function restore(): Promise<void> {
    restoring ??= stored.load().then((value) => {
      const read = parse(pinsSchema, { pins: value ?? [] })
      pins = read.ok ? read.value.pins : []
      views.publish([pinsTopic])
    })
    return restoring
  }

  /** The server's copy, one call at a time and the latest set each time. */
  let sending: Promise<unknown> = Promise.resolve()
  function sendToServer(): void {
    sending = sending.then(() =>
      request('/api/pins', {
        method: 'PUT',
        body: { pins: [...pins] } satisfies PinsBody,
        authenticated: true,
        read: reader(pinsSchema),
      }),
    )
  }

  async function change(next: readonly Pin[]): Promise<void> {
    if (samePins(pins, next)) return
    pins = next
    views.publish([pinsTopic])
    if (session.get()) sendToServer()
    await stored.save(pins)
  }

  /** The player whose pins were read from the server: a refreshed token reads nothing again. */
  let readFor: string | undefined
  session.watch((current) => {
    if (current?.accountId === readFor) return
    readFor = current?.accountId
    if (current) void readFromServer()
  })
  async function readFromServer(): Promise<void> {
    await restore()
    const answer = await request('/api/pins', { authenticated: true, read: reader(pinsSchema) })
    if (!answer.ok) return
    const merged = mergePins(answer.data.pins, pins)
    if (!samePins(merged, pins)) {
      pins = merged
      views.publish([pinsTopic])
      await stored.save(pins)
    }
    if (!samePins(merged, answer.data.pins)) sendToServer()
  }

  const alerts = createAlerts(
    store,
    () => pins,
    () => couponRegion(context.settings.get().coupon_layout),
  )

  return {
    async start() {
      await restore()
      // The alerts are heard whatever page is open: the engine holds their view itself.
      views.subscribe(
        views.connect(() => undefined),
        1,
        'pin-alerts',
        {},
      )
    },
    views: {
      pins: {
        create: () => ({
          initial: (): PinsView => ({ pins: [...pins] }),
          dependencies: () => [pinsTopic],
          update(draft) {
            draft.pins = [...pins]
          },
        }),
      } satisfies ViewDefinition<NoParams, PinsView>,
      'pin-alerts': alerts.view,
      // Fetched with the multi-view page: the first screen shows no tile.
      'pinned-event': {
        load: async () =>
          (await import('./pinned-event-view.ts')).pinnedEventView(store, () =>
            couponRegion(context.settings.get().coupon_layout),
          ),
      },
    },
    commands: {
      /** Pins the event; a ninth is refused with its reason, the eight kept. */
      async pin(eventId: string): Promise<PinResult> {
        await restore()
        const pinned = pinEvent(pins, eventId)
        await change(pinned.pins)
        return pinned.result
      },
      async unpin(eventId: string): Promise<void> {
        await restore()
        await change(unpinEvent(pins, eventId))
      },
      /** Shows the market on the event's tile, or takes it off when it is shown. */
      async toggleTileMarket(eventId: string, marketId: string): Promise<void> {
        await restore()
        await change(toggleTileMarket(pins, eventId, marketId))
      },
    },
  }
}

/**
 * The key moments of the pinned events: each event's play and its tile's markets are compared
 * with what was last seen of them whenever the stream touches them. The first sight of an event
 * only records it: a pin is not a goal.
 */
function createAlerts(
  store: LiveStore,
  pinned: () => readonly Pin[],
  region: () => ReturnType<typeof couponRegion>,
) {
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
      eventName: event.description,
      ...(market ? { marketName: market.description } : {}),
    }
    shown = [...shown, alert].slice(-keptAlerts)
  }

  function hear(): void {
    const ids = new Set(pinned().map((pin) => pin.eventId))
    for (const id of seenPlay.keys()) if (!ids.has(id)) seenPlay.delete(id)
    for (const id of seenMarkets.keys()) if (!ids.has(id)) seenMarkets.delete(id)
    for (const pin of pinned()) {
      const event = store.events.get(pin.eventId)
      if (!event) continue
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
  }

  const view: ViewDefinition<NoParams, PinAlertsView> = {
    create() {
      hear()
      return {
        initial: () => ({ alerts: shown }),
        dependencies() {
          const list = [pinsTopic, topics.liveSnapshot]
          for (const pin of pinned()) {
            list.push(topics.event(pin.eventId))
            for (const marketId of seenMarkets.get(pin.eventId)?.keys() ?? [])
              list.push(topics.market(marketId))
          }
          return list
        },
        update(draft) {
          hear()
          if (draft.alerts.at(-1)?.id !== shown.at(-1)?.id) draft.alerts = [...shown]
        },
      }
    },
  }
  return { view }
}
