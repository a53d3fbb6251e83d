// A bettor's live prices as the engine keeps them, without the rest of the engine: the engine's
// own live client (worker/live/live-client.ts: snapshot, stream, resume from the last seq,
// backoff, HTTP poll) applying the stream to a store with the domain's reducer, as
// worker/live/live.ts does. Two hundred of them run in one test process; two hundred engines
// would not on two cores.

import { isDeepStrictEqual } from 'node:util'
import { WebSocket } from 'ws'
import { type LiveEventsResponse, liveEventsResponseSchema } from '../../domain/api/live-events.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import { type Checked, reader } from '../../domain/api/schema.ts'
import type { EventWithMarkets } from '../../domain/events/event.ts'
import { applyChanges } from '../../domain/feed/apply-change.ts'
import { type LiveChange, liveChangeSchema } from '../../domain/feed/change.ts'
import { type ChangesPage, changesPageSchema } from '../../domain/feed/protocol.ts'
import {
  applySnapshot,
  createStore,
  eventWithMarkets,
  type LiveStore,
} from '../../domain/feed/store.ts'
import { createLiveClient } from '../../worker/live/live-client.ts'

export interface LiveMirror {
  /** Connections opened: one more than the times it reconnected. */
  readonly connections: number
  readonly streaming: boolean
  seq(): number
  /**
   * What it holds once it has applied exactly seq; undefined if it is already past it (the
   * caller asks again at a later seq).
   */
  heldAt(seq: number, timeoutMs: number): Promise<EventWithMarkets[] | undefined>
  stop(): void
}

/** The events a store holds, in a stable order, as JSON carries them (no undefined fields). */
export function eventsHeld(store: LiveStore): EventWithMarkets[] {
  const events = [...store.events.keys()]
    .sort()
    .map((id) => eventWithMarkets(store, id))
    .filter((event): event is EventWithMarkets => event !== undefined)
  return JSON.parse(JSON.stringify(events))
}

/** What a fresh engine would hold from this snapshot. */
export function eventsOfSnapshot(snapshot: LiveEventsResponse): EventWithMarkets[] {
  const store = createStore()
  applySnapshot(store, snapshot.events)
  return eventsHeld(store)
}

/**
 * Where two lists of events first differ, as a path and the two values there; undefined if equal.
 * The order of an object's fields does not count: the snapshot's come from jsonb, which orders
 * them its own way, the stream's as the feed wrote them.
 */
export function firstDifference(
  held: unknown,
  truth: unknown,
  path = 'events',
): string | undefined {
  if (isDeepStrictEqual(held, truth)) return undefined
  if (typeof held !== 'object' || typeof truth !== 'object' || held === null || truth === null)
    return `${path}: held ${JSON.stringify(held)}, server ${JSON.stringify(truth)}`
  const keys = new Set([...Object.keys(held), ...Object.keys(truth)])
  for (const key of keys) {
    const found = firstDifference(
      (held as Record<string, unknown>)[key],
      (truth as Record<string, unknown>)[key],
      `${path}.${key}`,
    )
    if (found) return found
  }
  return `${path}: held ${JSON.stringify(held)}, server ${JSON.stringify(truth)}`
}

async function getJson<T>(
  url: string,
  read: (value: unknown) => Checked<T>,
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(url)
    if (!response.ok) return { ok: false, error: { status: response.status, message: 'refused' } }
    const answer = read(await response.json())
    return answer.ok
      ? { ok: true, data: answer.value }
      : { ok: false, error: { status: response.status, message: answer.reason } }
  } catch (error) {
    return { ok: false, error: { status: 0, code: 'network', message: String(error) } }
  }
}

const readSnapshot = reader(liveEventsResponseSchema)
const readPage = reader(changesPageSchema)
const readChange = reader(liveChangeSchema)

/**
 * A mirror streaming from baseUrl. Given a snapshot, it starts from that one instead of reading
 * its own: two hundred reads of the same snapshot at once would only load the test's two cores.
 */
export async function startLiveMirror(
  baseUrl: string,
  snapshot?: LiveEventsResponse,
): Promise<LiveMirror> {
  let given = snapshot
  const store = createStore()
  let connections = 0
  let streaming = false
  const waiting = new Map<number, (held: EventWithMarkets[] | undefined) => void>()

  /** Answers every wait for the seq now applied, and those it went past. */
  const reached = (seq: number) => {
    for (const [wanted, answer] of waiting) {
      if (wanted > seq) continue
      waiting.delete(wanted)
      answer(wanted === seq ? eventsHeld(store) : undefined)
    }
  }

  class CountedSocket extends WebSocket {
    constructor(url: string) {
      super(url)
      connections += 1
    }
  }

  const client = createLiveClient({
    streamUrl: () => `${baseUrl.replace(/^http/, 'ws')}/xapi/live/stream`,
    WebSocket: CountedSocket as unknown as typeof globalThis.WebSocket,
    loadSnapshot() {
      const first = given
      given = undefined
      return first
        ? Promise.resolve({ ok: true, data: first })
        : getJson(`${baseUrl}/xapi/rest/live/events`, readSnapshot)
    },
    pollChanges: (after) =>
      getJson<ChangesPage>(`${baseUrl}/xapi/live/changes?after=${after}`, readPage),
    onSnapshot(snapshot) {
      applySnapshot(store, snapshot.events)
      reached(snapshot.seq)
    },
    onChanges(changes, seq) {
      const checked: LiveChange[] = []
      for (const change of changes) {
        const read = readChange(change)
        if (!read.ok) throw new Error(`a malformed change at ${seq}: ${read.reason}`)
        checked.push(read.value)
      }
      applyChanges(store, checked)
      reached(seq)
    },
    onStreaming(now) {
      streaming = now
    },
  })
  const first = await client.start()
  if (!first.ok) throw new Error(`no snapshot: ${first.error.message}`)

  return {
    get connections() {
      return connections
    },
    get streaming() {
      return streaming
    },
    seq: client.seq,
    heldAt(seq, timeoutMs) {
      if (client.seq() > seq) return Promise.resolve(undefined)
      if (client.seq() === seq) return Promise.resolve(eventsHeld(store))
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(seq)
          reject(new Error(`never reached seq ${seq}: at ${client.seq()}`))
        }, timeoutMs)
        waiting.set(seq, (held) => {
          clearTimeout(timer)
          resolve(held)
        })
      })
    },
    stop: client.stop,
  }
}
