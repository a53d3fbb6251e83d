// Runs the engine in-process against a running server, with mirrors of its views as the UI
// keeps them, so a test reads exactly what a bettor would see.

import { WebSocket } from 'ws'
import type {
  BetslipView,
  LiveEventsView,
  SessionView,
  ViewSpec,
} from '../../domain/engine/views.ts'
import { createViewMirror, type ViewMirror } from '../../src/engine/view-mirror.ts'
import { createEngine } from '../../worker/engine.ts'
import { memoryStorage } from '../../worker/persistence.ts'

export async function startEngine(
  apiBase: string,
  options: { pollIntervalMs?: number; now?: () => number } = {},
) {
  const engine = createEngine({
    apiBase,
    fetch,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    storage: memoryStorage(),
    frameMs: 1,
    ...options,
  })
  const mirror = async <State>(spec: ViewSpec): Promise<ViewMirror<State>> => {
    const view = createViewMirror<State>()
    await engine.subscribe(spec, view.apply)
    return view
  }
  const live = await mirror<LiveEventsView>({ name: 'live-events' })
  const betslip = await mirror<BetslipView>({ name: 'betslip' })
  const session = await mirror<SessionView>({ name: 'session' })
  await engine.start()
  return { engine, live, betslip, session }
}

/** Resolves when the mirror's state passes the check; rejects with the last state after timeoutMs. */
export function until<State>(
  mirror: ViewMirror<State>,
  check: (state: State) => boolean,
  timeoutMs = 5000,
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
