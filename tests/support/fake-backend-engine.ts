// The engine in-process against a fake backend (a fetch the test writes), for engine tests that
// need no server: the engine, its view client, and a view's state as a fresh subscription sees it.

import { expect, vi } from 'vitest'
import type { ViewDelivery } from '../../domain/engine/views.ts'
import { memoryStorage } from '../../worker/context/persistence.ts'
import { createEngine, type EngineOptions, type ViewName } from '../../worker/engine.ts'
import { silentSocket } from './silent-socket.ts'

/** A JSON answer of the fake backend. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Waited for generously: on two busy cores the engine's start can take over vitest's 1 s default. */
export const patiently = { timeout: 10_000 }

/** Subscriptions a test makes itself stay below this id; reads take the ids above it. */
const firstReadId = 1000

export async function fakeBackendEngine(
  options: Partial<EngineOptions> & Pick<EngineOptions, 'fetch'>,
) {
  const engine = createEngine({
    apiBase: 'https://sportsbook.test',
    WebSocket: silentSocket,
    storage: memoryStorage(),
    frameMs: 1,
    ...options,
  })
  const states = new Map<number, unknown>()
  const client = await engine.views.connect({
    postMessage(deliveries: ViewDelivery[]) {
      for (const delivery of deliveries)
        if (delivery.kind === 'reset') states.set(delivery.subscriptionId, delivery.state)
    },
  })
  let nextId = firstReadId
  /** A view's state as it stands now, read through a subscription of its own. */
  const read = async <T>(name: ViewName) => {
    const id = nextId++
    await engine.views.subscribe(client, id, name, {})
    await vi.waitFor(() => expect(states.has(id)).toBe(true))
    const state = states.get(id) as T
    await engine.views.unsubscribe(client, id)
    return state
  }
  return { engine, client, read }
}
