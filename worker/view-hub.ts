// Views and their subscribers. Each view keeps its state as immutable data; work that changes it
// marks the view dirty, and at most once a frame the hub lets the view update a draft and sends
// the resulting immer patches to every subscriber of that view, in one message each.

import { type Draft, enablePatches, type Objectish, produceWithPatches } from 'immer'
import type { ViewPatch, ViewSpec, ViewUpdate } from '../domain/engine/views.ts'

enablePatches()

export interface ViewSource<State extends Objectish, Work, Pending = Work> {
  initial(): State
  /** Folds one piece of work into what the next update must look at. */
  collect(pending: Pending | undefined, work: Work): Pending
  /** Brings the draft up to date with the pending work. */
  update(draft: Draft<State>, pending: Pending): void
}

type Listener = (update: ViewUpdate) => void

interface View {
  name: string
  source: ViewSource<Objectish, unknown, unknown>
  state?: Objectish
  pending?: unknown
  listeners: Map<number, Listener>
}

export interface ViewHub {
  register<State extends Objectish, Work, Pending>(
    name: ViewSpec['name'],
    source: ViewSource<State, Work, Pending>,
  ): (work: Work) => void
  subscribe(spec: ViewSpec, listener: Listener): number
  unsubscribe(subscriptionId: number): void
  /** Sends what is pending now, without waiting for the frame (tests, shutdown). */
  flush(): void
}

export function createViewHub(options: { frameMs?: number } = {}): ViewHub {
  const frameMs = options.frameMs ?? 16
  const views = new Map<string, View>()
  const viewBySubscription = new Map<number, View>()
  let nextSubscription = 1
  let scheduled: ReturnType<typeof setTimeout> | undefined

  function flush(): void {
    clearTimeout(scheduled)
    scheduled = undefined
    for (const view of views.values()) {
      if (view.pending === undefined || view.state === undefined) continue
      const pending = view.pending
      view.pending = undefined
      const [next, patches] = produceWithPatches(view.state, (draft) =>
        view.source.update(draft as Draft<Objectish>, pending),
      )
      view.state = next
      if (patches.length === 0) continue
      const update: ViewUpdate = { kind: 'patches', patches: patches as ViewPatch[] }
      for (const [id, listener] of view.listeners) {
        try {
          listener(update)
        } catch (error) {
          // A subscriber that throws (a released comlink proxy, a closed port) would otherwise
          // stop every later subscriber and view from getting this frame, and their mirrors
          // would never catch up. It missed a patch, so it cannot go on either: drop it.
          console.error(`dropped a ${view.name} subscriber that failed`, error)
          unsubscribe(id)
        }
      }
    }
  }

  function unsubscribe(subscriptionId: number): void {
    viewBySubscription.get(subscriptionId)?.listeners.delete(subscriptionId)
    viewBySubscription.delete(subscriptionId)
  }

  return {
    register(name, source) {
      const view: View = {
        name,
        source: source as ViewSource<Objectish, unknown, unknown>,
        listeners: new Map(),
      }
      views.set(name, view)
      return (work) => {
        // A view nobody watches is rebuilt from scratch on its next subscription instead.
        if (view.listeners.size === 0) return
        view.pending = view.source.collect(view.pending, work)
        scheduled ??= setTimeout(flush, frameMs)
      }
    },
    subscribe(spec, listener) {
      const view = views.get(spec.name)
      if (!view) throw new Error(`no view named ${spec.name}`)
      if (view.listeners.size === 0) {
        view.state = view.source.initial()
        view.pending = undefined
      }
      const id = nextSubscription++
      view.listeners.set(id, listener)
      viewBySubscription.set(id, view)
      try {
        listener({ kind: 'reset', state: view.state })
      } catch (error) {
        unsubscribe(id)
        throw error
      }
      return id
    },
    unsubscribe,
    flush,
  }
}
