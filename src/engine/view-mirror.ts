// The UI's read-only copy of one engine view. Patches are applied with structural sharing, so
// records a patch does not name keep their identity and their rows do not re-render.

import { applyPatches, enablePatches, type Patch } from 'immer'
import type { ViewUpdate } from '../../domain/engine/views.ts'

enablePatches()

export interface ViewMirror<State> {
  /** undefined until the engine's first reset arrives. */
  get(): State | undefined
  apply(update: ViewUpdate): void
  subscribe(onChange: () => void): () => void
}

export function createViewMirror<State>(): ViewMirror<State> {
  let state: State | undefined
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    apply(update) {
      if (update.kind === 'reset') state = update.state as State
      else if (state !== undefined)
        state = applyPatches(state as object, update.patches as Patch[]) as State
      for (const listener of listeners) listener()
    },
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
  }
}
