// The UI's handle on the engine: the Worker behind comlink, and one mirror per view, shared by
// every component that reads it and subscribed once.

import * as Comlink from 'comlink'
import type { EngineApi } from '../../domain/engine/api.ts'
import type { ViewSpec } from '../../domain/engine/views.ts'
import { createViewMirror, type ViewMirror } from './view-mirror.ts'

export interface EngineClient {
  engine: Comlink.Remote<EngineApi> | EngineApi
  view<State>(name: ViewSpec['name']): ViewMirror<State>
}

export function connectEngine(
  engine: Comlink.Remote<EngineApi> | EngineApi,
  proxy = true,
): EngineClient {
  const mirrors = new Map<string, ViewMirror<unknown>>()
  return {
    engine,
    view<State>(name: ViewSpec['name']) {
      let mirror = mirrors.get(name)
      if (!mirror) {
        const created = createViewMirror<unknown>()
        mirror = created
        mirrors.set(name, created)
        void engine.subscribe({ name }, proxy ? Comlink.proxy(created.apply) : created.apply)
      }
      return mirror as ViewMirror<State>
    },
  }
}

export function startEngineWorker(): EngineClient {
  const worker = new Worker(new URL('../../worker/engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'engine',
  })
  const engine = Comlink.wrap<EngineApi>(worker)
  void engine.start()
  document.addEventListener('visibilitychange', () => {
    void engine.setVisible(document.visibilityState === 'visible')
  })
  return connectEngine(engine)
}
