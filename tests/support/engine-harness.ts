// Runs the engine in-process against a running server, with mirrors of its views as the UI
// keeps them (the same client code, src/engine/engine-client.ts), so a test reads exactly what a
// bettor would see.

import { WebSocket } from 'ws'
import { connectEngine, type RemoteEngine } from '../../src/engine/engine-client.ts'
import type { ViewMirror } from '../../src/engine/view-mirror.ts'
import type { PageContext } from '../../worker/context/context.ts'
import { memoryStorage } from '../../worker/context/persistence.ts'
import { createEngine, type EngineOptions, type ViewName, type Views } from '../../worker/engine.ts'

/** page: what the page tells the engine at start (a native app's page, a desktop's channel). */
export async function startEngine(
  apiBase: string,
  options: Partial<EngineOptions> = {},
  page: Partial<PageContext> = {},
) {
  const engine = createEngine({
    apiBase,
    fetch,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    storage: memoryStorage(),
    frameMs: 1,
    ...options,
  })
  // In-process there is no comlink: the engine's own promises are what the UI would await.
  const client = connectEngine(engine as unknown as RemoteEngine)
  /** A view as a component on screen holds it: subscribed until the test ends. */
  const watch = <Name extends ViewName>(name: Name, params: Views[Name]['params']) => {
    const mirror = client.view(name, params)
    mirror.subscribe(() => {})
    return mirror
  }
  const live = watch('live-events', {})
  const betslip = watch('betslip', {})
  const session = watch('session', {})
  await engine.start(page)
  return {
    engine,
    client,
    live,
    betslip,
    session,
    watch,
    /** The row view of one event, as the live list shows it. */
    row: (eventId: string) => watch('event-summary', { eventId }),
  }
}

/**
 * Resolves when the mirror's state passes the check; rejects with the last state after timeoutMs:
 * ten seconds unless told, as vi.waitFor (tests/support/patient-waits.ts says why).
 */
export function until<State>(
  mirror: ViewMirror<State>,
  check: (state: State) => boolean,
  timeoutMs = 10_000,
): Promise<State> {
  return new Promise((resolve, reject) => {
    const test = () => {
      const state = mirror.get()
      if (state !== undefined && check(state)) {
        clearTimeout(timer)
        unsubscribe()
        resolve(state)
      }
    }
    const timer = setTimeout(() => {
      unsubscribe()
      reject(
        new Error(`view never matched; last state: ${JSON.stringify(mirror.get()).slice(0, 500)}`),
      )
    }, timeoutMs)
    const unsubscribe = mirror.subscribe(test)
    test()
  })
}
