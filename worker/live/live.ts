// The live area: keeps the store in step with the stream (live-client.ts), checks every change
// before it is applied, and publishes the records each batch touched so that only the views
// showing them update.

import { liveEventsResponseSchema } from '../../domain/api/live-events.ts'
import { reader } from '../../domain/api/schema.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import type { EventWithMarkets } from '../../domain/events/event.ts'
import { applyChanges } from '../../domain/feed/apply-change.ts'
import { type LiveChange, liveChangeSchema } from '../../domain/feed/change.ts'
import { type Freshness, freshnessOf, type StreamHealth } from '../../domain/feed/freshness.ts'
import { changesPageSchema } from '../../domain/feed/protocol.ts'
import { applySnapshot, createTouched, type LiveStore } from '../../domain/feed/store.ts'
import { couponRegion } from '../../domain/reference/main-markets.ts'
import type { EngineContext } from '../context/context.ts'
import { topics, touchedTopics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import { eventSummaryView } from './event-summary-view.ts'
import { createLiveClient } from './live-client.ts'
import { type LiveStatus, liveEventsView } from './live-events-view.ts'

export function createLiveModule(context: EngineContext) {
  const { store, views, options, request, settings, session, freshness } = context
  let liveStatus: LiveStatus = { status: 'loading', streaming: false }
  const setStatus = (next: Partial<LiveStatus>) => {
    liveStatus = { ...liveStatus, ...next }
    views.publish([topics.liveStore])
  }

  /** The brand's coupon layout: whose main markets its lists lead with. */
  const couponLayoutRegion = () => couponRegion(settings.get().coupon_layout)

  let health: StreamHealth = { connected: false, producerUp: true, lastFrameAt: 0 }
  /** Tells the views when prices turn stale or fresh, and while stale how old they are. */
  function judgeFreshness(): void {
    const next = freshnessOf(health, context.now())
    const shown = freshness.get()
    if (
      next.stale !== shown.stale ||
      next.reason !== shown.reason ||
      next.ageSeconds !== shown.ageSeconds
    )
      freshness.set(next)
  }
  const heard = (next: Partial<StreamHealth>) => {
    health = { ...health, ...next }
    judgeFreshness()
  }
  let freshnessTimer: ReturnType<typeof setInterval> | undefined

  const streamUrl = new URL('/xapi/live/stream', options.apiBase || globalThis.location.origin)
  streamUrl.protocol = streamUrl.protocol === 'https:' ? 'wss:' : 'ws:'
  const client = createLiveClient({
    streamUrl: streamUrl.href,
    WebSocket: options.WebSocket,
    pollIntervalMs: () =>
      options.pollIntervalMs ??
      (session.get()
        ? settings.get().poll_changes_refresh_interval
        : settings.get().poll_changes_refresh_interval_logged_out),
    loadSnapshot: () =>
      request('/xapi/rest/live/events', { read: reader(liveEventsResponseSchema) }),
    pollChanges: (after) =>
      request('/xapi/live/changes', { read: reader(changesPageSchema), query: { after } }),
    onSnapshot(snapshot) {
      views.publish(applyLiveSnapshot(store, snapshot.events))
      heard({ lastFrameAt: context.now() })
      setStatus({ status: 'ready' })
    },
    onChanges(changes) {
      heard({ lastFrameAt: context.now() })
      const touched = createTouched()
      applyChanges(store, wellFormed(changes), touched)
      views.publish(touchedTopics(touched))
    },
    onStreaming: (streaming) => setStatus({ streaming }),
    onHealth: heard,
    now: context.now,
  })

  const freshnessView: ViewDefinition<NoParams, Freshness> = {
    create: () => ({
      initial: freshness.get,
      dependencies: () => [topics.freshness],
      update(draft) {
        const next = freshness.get()
        draft.stale = next.stale
        if (next.reason === undefined) delete draft.reason
        else draft.reason = next.reason
        if (next.ageSeconds === undefined) delete draft.ageSeconds
        else draft.ageSeconds = next.ageSeconds
      },
    }),
  }

  return {
    views: {
      'live-events': liveEventsView(store, () => liveStatus),
      'event-summary': eventSummaryView(store, couponLayoutRegion),
      // Fetched when a sport's list first offers its market types (the sport tables with it).
      'market-types': {
        load: async () =>
          (await import('./market-types-view.ts')).marketTypesView(couponLayoutRegion),
      },
      freshness: freshnessView,
    },
    async start() {
      // Nothing has been heard yet: no price can be trusted until the snapshot arrives.
      judgeFreshness()
      freshnessTimer = setInterval(judgeFreshness, 1000)
      const first = await client.start()
      if (!first.ok) setStatus({ status: 'failed' })
    },
    stop() {
      clearInterval(freshnessTimer)
      client.stop()
    },
    commands: {},
  }
}

/**
 * Puts the stream's snapshot into the store (domain/feed/store.ts, applySnapshot); answers the
 * topics that tell the views: the records it touched, and liveSnapshot for the views that loaded
 * events beside the stream.
 */
export function applyLiveSnapshot(store: LiveStore, events: readonly EventWithMarkets[]): string[] {
  const touched = createTouched()
  applySnapshot(store, events, touched)
  return [topics.liveSnapshot, ...touchedTopics(touched)]
}

const readChange = reader(liveChangeSchema)

/** A change the backend got wrong is dropped with its reason; the rest of its batch applies. */
function wellFormed(changes: unknown[]): LiveChange[] {
  const checked: LiveChange[] = []
  for (const change of changes) {
    const read = readChange(change)
    if (read.ok) checked.push(read.value)
    else console.warn(`live: dropped a malformed change: ${read.reason}`)
  }
  return checked
}
