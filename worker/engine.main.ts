// The same engine on the main thread, for measurement only (`engine=main`, docs/engine.md). It
// is reached through comlink over a MessageChannel, so that calls, patches and their copying
// cost what they cost in the Worker: the one difference measured is the thread the engine runs on.

import * as Comlink from 'comlink'
import { browserEngineOptions } from './browser-options.ts'
import { createEngine, type EngineApi } from './engine.ts'

export function startEngineOnMainThread(): Comlink.Remote<EngineApi> {
  const { port1, port2 } = new MessageChannel()
  Comlink.expose(createEngine(browserEngineOptions()), port1)
  return Comlink.wrap<EngineApi>(port2)
}
