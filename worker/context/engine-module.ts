// What a feature area gives the engine (engine.ts): the views it defines, the commands the UI
// calls, and what it does when the engine starts and stops. The engine starts and stops every
// area alike, so adding one is one line in engine.ts.

import type { AnyLazyViewDefinition, AnyViewDefinition } from './view-hub.ts'

export interface EngineModule {
  views: Record<string, AnyViewDefinition | AnyLazyViewDefinition>
  // biome-ignore lint/suspicious/noExplicitAny: any area's commands, whatever their arguments
  commands: Record<string, (...args: any[]) => Promise<unknown>>
  /** At engine.start, after the page named its brand: what it restores or loads first. */
  start?(): Promise<unknown>
  /** At engine.stop: its timers and connections end. */
  stop?(): void
}
