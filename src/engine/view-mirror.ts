// The UI's read-only copy of one engine view. Patches are applied with structural sharing, so
// records a patch does not name keep their identity and their rows do not re-render. A mirror
// counts its subscribers: the first attaches it to the engine, and a short time after the last
// one leaves it is released (as TanStack Query's gcTime), so a page left and come back to within
// that time shows at once, and a view nobody watches costs the engine nothing.

import type { ViewUpdate } from '../../domain/engine/views.ts'
import { applyPatches } from './apply-patches.ts'

export interface ViewMirror<State> {
  /** undefined until the engine's first reset arrives. */
  get(): State | undefined
  apply(update: ViewUpdate): void
  /** For useSyncExternalStore: stable, and counts the subscribers. */
  subscribe(onChange: () => void): () => void
}

export interface MirrorLifecycle {
  /** The first subscriber came (again, after a release was scheduled: nothing to do then). */
  attach(): void
  /** No subscriber has come back within the release time. */
  release(): void
  releaseAfterMs: number
}

export function createViewMirror<State>(lifecycle?: MirrorLifecycle): ViewMirror<State> {
  let state: State | undefined
  let attached = false
  let releaseTimer: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<() => void>()

  function scheduleRelease(): void {
    if (!lifecycle) return
    releaseTimer = setTimeout(() => {
      releaseTimer = undefined
      if (listeners.size > 0) return
      attached = false
      state = undefined
      lifecycle.release()
    }, lifecycle.releaseAfterMs)
  }

  // A mirror made for a render that never commits has no subscriber: release it all the same.
  scheduleRelease()

  return {
    get: () => state,
    apply(update) {
      if (update.kind === 'reset') state = update.state as State
      else if (state !== undefined) state = applyPatches(state, update.patches)
      for (const listener of listeners) listener()
    },
    subscribe(onChange) {
      listeners.add(onChange)
      clearTimeout(releaseTimer)
      releaseTimer = undefined
      if (!attached && lifecycle) {
        attached = true
        lifecycle.attach()
      }
      return () => {
        listeners.delete(onChange)
        if (listeners.size === 0) scheduleRelease()
      }
    },
  }
}
