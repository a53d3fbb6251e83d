// An app-wide statechart whose code comes after the first screen. xstate and the machines were a
// quarter of the code a page ran before it showed anything, for charts that wait for a tap; so
// the page starts without them (src/app/AppCharts.tsx) and each chart's actor starts here once
// its code has loaded. Until then a screen reads the chart as not yet started and shows what the
// chart's first state would, and what it sends waits for the actor, in order: a tap that came
// early is acted on, not lost. Only types come from xstate here, so nothing at start needs it.

import { useRef, useSyncExternalStore } from 'react'
import type { Actor, AnyActorLogic, EventFromLogic, SnapshotFrom } from 'xstate'

export class LateActor<TLogic extends AnyActorLogic> {
  #actor: Actor<TLogic> | undefined
  readonly #waiting: EventFromLogic<TLogic>[] = []
  readonly #onStart = new Set<() => void>()

  /** The chart's actor, once started. */
  get actor(): Actor<TLogic> | undefined {
    return this.#actor
  }

  /** Sends to the actor, or keeps the event until it starts. */
  readonly send = (event: EventFromLogic<TLogic>): void => {
    if (this.#actor) this.#actor.send(event)
    else this.#waiting.push(event)
  }

  /** Gives the chart its actor (already started), which takes the events kept for it. */
  readonly start = (actor: Actor<TLogic>): void => {
    if (this.#actor === actor) return
    if (this.#actor) throw new Error('a late actor starts once')
    this.#actor = actor
    for (const event of this.#waiting.splice(0)) actor.send(event)
    for (const started of [...this.#onStart]) started()
  }

  /** Calls listener when the actor starts and at each of its snapshots after (React's store). */
  readonly subscribe = (listener: () => void): (() => void) => {
    let subscription = this.#actor?.subscribe(listener)
    const started = () => {
      this.#onStart.delete(started)
      subscription = this.#actor?.subscribe(listener)
      listener()
    }
    if (!subscription) this.#onStart.add(started)
    return () => {
      this.#onStart.delete(started)
      subscription?.unsubscribe()
    }
  }
}

/** The started actor, for a screen shown only once its chart has started (a state's own form). */
export function startedActor<TLogic extends AnyActorLogic>(late: LateActor<TLogic>): Actor<TLogic> {
  const actor = late.actor
  if (!actor) throw new Error('a screen of a statechart shown before the chart started')
  return actor
}

/**
 * What selector reads from the chart's snapshot, re-rendering when it changes; before while the
 * chart has not started. before must be a value that stays the same (a boolean, a string,
 * undefined): React compares what it is given each time it asks.
 */
export function useLateSelector<TLogic extends AnyActorLogic, T>(
  late: LateActor<TLogic>,
  selector: (snapshot: SnapshotFrom<TLogic>) => T,
  before: T,
): T {
  // A selector may build a new value from the same snapshot; React would take each as a change.
  const last = useRef<{ snapshot: unknown; selector: unknown; value: T }>(undefined)
  const read = (): T => {
    const actor = late.actor
    if (!actor) return before
    const snapshot = actor.getSnapshot() as SnapshotFrom<TLogic>
    const cached = last.current
    if (cached?.snapshot === snapshot && cached.selector === selector) return cached.value
    const value = selector(snapshot)
    last.current = { snapshot, selector, value }
    return value
  }
  return useSyncExternalStore(late.subscribe, read)
}
