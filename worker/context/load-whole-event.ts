// An event with all its markets, loaded into the store and held whole by the stream from then on:
// what the event page shows, and what a pinned tile needs for a market a list row left out. In the
// shared context, as both areas load it.

import { type EventResponse, getEvent } from '../../domain/api/events.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import type { LoadStatus } from '../../domain/engine/catalogue.ts'
import { createTouched, type LiveStore, putEvent } from '../../domain/feed/store.ts'
import type { Call } from './call.ts'
import type { LiveStream } from './live-stream.ts'
import { touchedTopics } from './topics.ts'

/** Asks for one event with all its markets; an event the server does not know is none. */
export async function requestEvent(
  call: Call,
  eventId: string,
  signal: AbortSignal,
): Promise<ApiResult<EventResponse | undefined>> {
  const answer = await call(getEvent, { params: { id: eventId }, signal })
  if (!answer.ok && answer.error.status === 404) return { ok: true, data: undefined }
  return answer
}

/** What loading an event whole needs. */
export interface WholeEventLoads {
  requests: { event: (eventId: string, signal: AbortSignal) => ReturnType<typeof requestEvent> }
  publish(topics: string[]): void
  liveStream: LiveStream
}

/** Loads the event with all its markets into the store; how it went. */
export async function loadWholeEvent(
  store: LiveStore,
  { requests, publish, liveStream }: WholeEventLoads,
  eventId: string,
  signal: AbortSignal,
): Promise<Exclude<LoadStatus, 'loading'>> {
  // The stream first, then the read: a change between the two would otherwise be lost.
  await liveStream.holdWhole(eventId)
  const answer = await requests.event(eventId, signal)
  if (!answer.ok) return 'failed'
  if (!answer.data) return 'not-found'
  const { seq, ...event } = answer.data
  const touched = createTouched()
  putEvent(store, event, touched)
  if (seq !== undefined) liveStream.catchUp(eventId, seq, touched)
  publish(touchedTopics(touched))
  return 'ready'
}
