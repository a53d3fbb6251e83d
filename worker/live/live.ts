// The live area: keeps the store in step with the stream (live-client.ts), checks every change
// before it is applied, and publishes the records each batch touched so that only the views
// showing them update.

import { liveEventsResponseSchema } from '../../domain/api/live-events.ts'
import { reader } from '../../domain/api/schema.ts'
import { applyChanges } from '../../domain/feed/apply-change.ts'
import { type LiveChange, liveChangeSchema } from '../../domain/feed/change.ts'
import { changesPageSchema } from '../../domain/feed/protocol.ts'
import { createTouched, putEvent } from '../../domain/feed/store.ts'
import type { EngineContext } from '../context/context.ts'
import { topics, touchedTopics } from '../context/topics.ts'
import { eventSummaryView } from './event-summary-view.ts'
import { createLiveClient } from './live-client.ts'
import { type LiveStatus, liveEventsView } from './live-events-view.ts'

export function createLiveModule(context: EngineContext) {
  const { store, views, options, request, settings, session } = context
  let liveStatus: LiveStatus = { status: 'loading', streaming: false }
  const setStatus = (next: Partial<LiveStatus>) => {
    liveStatus = { ...liveStatus, ...next }
    views.publish([topics.liveStore])
  }

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
      store.events.clear()
      store.markets.clear()
      store.outcomes.clear()
      for (const event of snapshot.events) putEvent(store, event)
      setStatus({ status: 'ready' })
    },
    onChanges(changes) {
      const touched = createTouched()
      applyChanges(store, wellFormed(changes), touched)
      views.publish(touchedTopics(touched))
    },
    onStreaming: (streaming) => setStatus({ streaming }),
  })

  return {
    views: {
      'live-events': liveEventsView(store, () => liveStatus),
      'event-summary': eventSummaryView(store),
    },
    async start() {
      const first = await client.start()
      if (!first.ok) setStatus({ status: 'failed' })
    },
    stop: client.stop,
    commands: {},
  }
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
