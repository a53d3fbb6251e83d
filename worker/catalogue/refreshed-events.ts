// The load behind a view of server-chosen events (an event list page, the favourites page): the
// events go into the store with the markets the list carries, beside any others the store holds
// for them (putListedEvent), the stream keeps them current, and they are loaded again every
// eventListRefreshMs while the view is watched, since events are added and start meanwhile. A
// newer load aborts an older one still under way. A failed refresh keeps what the view has; only
// a first load that fails says so.

import type { ApiResult } from '../../domain/api/result.ts'
import type { LoadStatus } from '../../domain/engine/catalogue.ts'
import { createTouched, type LiveStore, putListedEvent } from '../../domain/feed/store.ts'
import { touchedTopics } from '../context/topics.ts'
import type { EventPage } from './catalogue-requests.ts'

/** The page is loaded again this often while watched. */
export const eventListRefreshMs = 60_000

export interface RefreshedEvents {
  status(): LoadStatus
  /** Loads now, aborting a load under way, and again every eventListRefreshMs after. */
  load(): Promise<void>
  release(): void
}

export function refreshedEvents(options: {
  store: LiveStore
  publish(topics: string[]): void
  /** The view's own topic, published with the events' topics when a load lands. */
  topic: string
  /** One load's request; undefined when there is nothing to ask for, which is a load too. */
  request(signal: AbortSignal): Promise<ApiResult<EventPage> | undefined>
  /** What the view keeps of a page it got, beside its events in the store. */
  loaded?(page: EventPage): void
  /**
   * What loads it again at once, beside the minute's refresh: the stream's snapshot (its events
   * may have moved in the gap before it), a star added. Each answers the call that stops it.
   */
  loadAgainOn: readonly ((load: () => void) => () => void)[]
}): RefreshedEvents {
  const { store, publish, topic } = options
  let status: LoadStatus = 'loading'
  let abort: AbortController | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let released = false

  async function load(): Promise<void> {
    clearTimeout(timer)
    abort?.abort()
    const current = new AbortController()
    abort = current
    const answer = await options.request(current.signal)
    if (released || current.signal.aborted) return
    if (answer === undefined) {
      // Nothing to ask for, so nothing to refresh until the view asks again.
      status = 'ready'
      publish([topic])
      return
    }
    if (answer.ok) {
      const touched = createTouched()
      for (const event of answer.data.events) putListedEvent(store, event, touched)
      options.loaded?.(answer.data)
      status = 'ready'
      publish([topic, ...touchedTopics(touched)])
    } else {
      if (status === 'loading') status = 'failed'
      publish([topic])
    }
    timer = setTimeout(load, eventListRefreshMs)
  }

  const stopListening = options.loadAgainOn.map((listen) => listen(() => void load()))

  return {
    status: () => status,
    load,
    release() {
      for (const stop of stopListening) stop()
      released = true
      abort?.abort()
      clearTimeout(timer)
    },
  }
}
