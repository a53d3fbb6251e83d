// The pinned events of the multi-view (issue 41): kept on this device across visits and, for a
// logged-in player, on the server, so that they follow the player to another device. From the
// first pin on, the area holds the view of their key moments (pin-alerts-view.ts); a tile's own
// view is fetched with the multi-view page (pinned-event-view.ts).

import { getPins, type PinsBody, putPins } from '../../domain/api/pins.ts'
import type { PinsView } from '../../domain/engine/pins.ts'
import type { StoredSession } from '../../domain/engine/stored-slices.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import { couponRegion } from '../../domain/reference/main-markets.ts'
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
import type { LiveStream } from '../context/live-stream.ts'
import { requestEvent } from '../context/load-whole-event.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import { pinsTopic } from './pins-topic.ts'

export function createPinsModule(context: EngineContext, liveStream: LiveStream) {
  const { store, views, session, call } = context
  const stored = context.persistence.slice('pins')
  let pins: readonly Pin[] = []
  // A pin tapped before the stored set came back is applied to it, not lost under it.
  let restoring: Promise<void> | undefined
  function restore(): Promise<void> {
    restoring ??= stored.load().then((value) => {
      pins = value ?? []
      views.publish([pinsTopic])
      hearAlerts()
    })
    return restoring
  }

  /** The server's copy, one call at a time and the latest set each time. */
  let sending: Promise<unknown> = Promise.resolve()
  function sendToServer(): void {
    sending = sending.then(() => call(putPins, { body: { pins: [...pins] } satisfies PinsBody }))
  }

  async function change(next: readonly Pin[]): Promise<void> {
    if (samePins(pins, next)) return
    letGoUnwatched(pins, next)
    pins = next
    views.publish([pinsTopic])
    hearAlerts()
    if (session.get()) sendToServer()
    await stored.save(pins)
  }

  /**
   * A tile that showed chosen markets had its event loaded whole: unpinned, or back to the main
   * market, the stream need not carry the rest of it.
   */
  function letGoUnwatched(before: readonly Pin[], after: readonly Pin[]): void {
    for (const pin of before)
      if (
        pin.marketIds.length > 0 &&
        !after.some((kept) => kept.eventId === pin.eventId && kept.marketIds.length > 0)
      )
        liveStream.letGo(pin.eventId)
  }

  /** The player whose pins were read from the server: a refreshed token reads nothing again. */
  let readFor: string | undefined
  function readPinsOf(current: StoredSession | undefined): void {
    if (current?.accountId === readFor) return
    readFor = current?.accountId
    if (current) void readFromServer()
  }
  async function readFromServer(): Promise<void> {
    await restore()
    const answer = await call(getPins)
    if (!answer.ok) return
    const merged = mergePins(answer.data.pins, pins)
    if (!samePins(merged, pins)) {
      pins = merged
      views.publish([pinsTopic])
      hearAlerts()
      await stored.save(pins)
    }
    if (!samePins(merged, answer.data.pins)) sendToServer()
  }

  const region = () => couponRegion(context.settings.get().coupon_layout)
  /**
   * The alerts are heard whatever page is open, so the engine holds their view itself, from the
   * first pin on: a bettor who never pins never fetches their code.
   */
  let hearing = false
  function hearAlerts(): void {
    if (hearing || pins.length === 0) return
    hearing = true
    views.subscribe(
      views.connect(() => undefined),
      1,
      'pin-alerts',
      {},
    )
  }

  // The area is made on its first use (engine.ts): the stored pins are read then, and a player
  // already logged in has the server's pins merged in.
  void restore()
  session.follow(readPinsOf)

  return {
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
      'pin-alerts': {
        load: async () =>
          (await import('./pin-alerts-view.ts')).pinAlertsView(
            store,
            () => pins,
            region,
            context.liveBatches,
            views.publish,
            context.now,
          ),
      },
      // Fetched with the multi-view page: the first screen shows no tile.
      'pinned-event': {
        load: async () =>
          (await import('./pinned-event-view.ts')).pinnedEventView(store, region, {
            requests: { event: (eventId, signal) => requestEvent(call, eventId, signal) },
            publish: views.publish,
            liveStream,
          }),
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
