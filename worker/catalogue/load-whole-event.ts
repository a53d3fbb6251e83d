// An event with all its markets, loaded into the store and held whole by the stream from then on:
// what the event page shows, and what a pinned tile needs for a market a list row left out.

import type { LoadStatus } from '../../domain/engine/catalogue.ts'
import { createTouched, type LiveStore, putEvent } from '../../domain/feed/store.ts'
import { touchedTopics } from '../context/topics.ts'
import type { CatalogueLoads } from './catalogue-requests.ts'

/** What loading an event whole needs: the event page's loads, less its clock. */
export type WholeEventLoads = Omit<CatalogueLoads, 'now'>

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
