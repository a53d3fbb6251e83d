// Views and their subscribers. A view is an instance per key (name and parameters), made when its
// first subscriber comes and dropped when its last one leaves, so a view nobody watches costs
// nothing. Each instance says which topics it depends on (the session, the settings, records of
// the live store); published topics reach exactly the instances that depend on them. A touched
// instance is brought up to date on an immer draft at its next flush, and the patches go to each
// client in one message per flush, however many of its subscriptions changed.

import { type Draft, enablePatches, type Objectish, produceWithPatches } from 'immer'
import {
  type ViewDelivery,
  type ViewParams,
  type ViewPatch,
  viewKey,
} from '../../domain/engine/views.ts'

enablePatches()

export interface ViewInstance<State> {
  initial(): State
  /** The topics this instance depends on now; read again after every update. */
  dependencies(): Iterable<string>
  /** Brings the draft up to date; changed holds the published topics it depends on. */
  update(draft: Draft<State>, changed: ReadonlySet<string>): void
  /** Its last subscriber left: stop what it started (a load in flight, a refresh timer). */
  release?(): void
}

export interface ViewDefinition<Params extends ViewParams, State extends Objectish> {
  /**
   * At most one flush per this many milliseconds (default: every frame). A list of prices is
   * read by a person: a few updates a second, the latest price winning, is all they can see.
   */
  flushMs?: number
  /**
   * Topics that flush sooner, at most once per its flushMs: a moved price is what a bettor waits
   * to see, where a match's clock ticking on is not. An instance touched by both flushes at the
   * sooner slot, with everything it holds.
   */
  sooner?: { topic: (topic: string) => boolean; flushMs: number }
  create(params: Params): ViewInstance<State>
}

/**
 * A view whose code is fetched on its first subscriber, so the worker starts with only what the
 * first screen needs. Its subscribers get their first state once it has loaded.
 */
export interface LazyViewDefinition<Params extends ViewParams, State extends Objectish> {
  load(): Promise<ViewDefinition<Params, State>>
}

// biome-ignore lint/suspicious/noExplicitAny: a registry of definitions of every params and state
export type AnyViewDefinition = ViewDefinition<any, any>
// biome-ignore lint/suspicious/noExplicitAny: as above
export type AnyLazyViewDefinition = LazyViewDefinition<any, any>

/** A topic's wildcard form: an instance depending on `event:*` hears every `event:<id>`. */
const wildcardOf = (topic: string): string | undefined => {
  const colon = topic.indexOf(':')
  return colon < 0 ? undefined : `${topic.slice(0, colon)}:*`
}

type Listener = (deliveries: ViewDelivery[]) => void

interface Subscription {
  channel: number
  id: number
  instance: Instance
  /** Still owed its first (reset) delivery. */
  fresh: boolean
}

interface Instance {
  key: string
  name: string
  view: ViewInstance<Objectish>
  flushMs: number
  sooner: ViewDefinition<ViewParams, Objectish>['sooner']
  state: Objectish
  dependencies: Set<string>
  changed: Set<string>
  /** When it flushes, from the topics that touched it since its last flush. */
  due: number
  subscriptions: Set<Subscription>
}

export interface ViewHubOptions {
  frameMs?: number
  now?: () => number
}

export function createViewHub({ frameMs = 16, now = Date.now }: ViewHubOptions = {}) {
  const definitions = new Map<string, AnyViewDefinition | AnyLazyViewDefinition>()
  /** Lazy views loading: one fetch each, however many subscribe meanwhile. */
  const loading = new Map<string, Promise<AnyViewDefinition>>()
  /** Subscriptions waiting for their view's code, by subscription key. */
  const waiting = new Map<string, object>()
  const instances = new Map<string, Instance>()
  /** Topic to the instances that depend on it. */
  const dependents = new Map<string, Set<Instance>>()
  const dirty = new Set<Instance>()
  const channels = new Map<number, Listener>()
  const subscriptions = new Map<string, Subscription>()
  let nextChannel = 1
  let scheduled: ReturnType<typeof setTimeout> | undefined

  const subscriptionKey = (channel: number, id: number) => `${channel}/${id}`

  /** When the scheduled flush runs: a sooner one replaces it (a slip change cannot wait for a
   * list's slower flush). */
  let scheduledAt = Number.POSITIVE_INFINITY

  function schedule(delayMs = frameMs): void {
    const at = now() + delayMs
    if (scheduled !== undefined && scheduledAt <= at) return
    clearTimeout(scheduled)
    scheduledAt = at
    scheduled = setTimeout(flush, delayMs)
  }

  function index(instance: Instance): void {
    const next = new Set(instance.view.dependencies())
    for (const topic of instance.dependencies)
      if (!next.has(topic)) dependents.get(topic)?.delete(instance)
    for (const topic of next) {
      if (instance.dependencies.has(topic)) continue
      const set = dependents.get(topic)
      if (set) set.add(instance)
      else dependents.set(topic, new Set([instance]))
    }
    instance.dependencies = next
  }

  function release(instance: Instance): void {
    for (const topic of instance.dependencies) dependents.get(topic)?.delete(instance)
    instance.dependencies.clear()
    dirty.delete(instance)
    instances.delete(instance.key)
    instance.view.release?.()
  }

  function touch(instance: Instance, topic: string): void {
    instance.changed.add(topic)
    const pace = instance.sooner?.topic(topic) ? instance.sooner.flushMs : instance.flushMs
    const due = dueAt(now(), pace)
    if (dirty.has(instance)) {
      instance.due = Math.min(instance.due, due)
      return
    }
    instance.due = due
    dirty.add(instance)
  }

  function publish(topics: Iterable<string>): void {
    for (const topic of topics) {
      for (const instance of dependents.get(topic) ?? []) touch(instance, topic)
      const wildcard = wildcardOf(topic)
      if (wildcard) for (const instance of dependents.get(wildcard) ?? []) touch(instance, topic)
    }
    if (dirty.size > 0) schedule()
  }

  /**
   * Sends what is due: every touched instance whose flushMs has passed, brought up to date, and
   * the first state of every new subscription. `all` ignores flushMs (tests, shutdown).
   */
  function flush(all = false): void {
    clearTimeout(scheduled)
    scheduled = undefined
    scheduledAt = Number.POSITIVE_INFINITY
    const at = now()
    const outgoing = new Map<number, ViewDelivery[]>()
    const send = (channel: number, delivery: ViewDelivery) => {
      const list = outgoing.get(channel)
      if (list) list.push(delivery)
      else outgoing.set(channel, [delivery])
    }
    let nextDue = Number.POSITIVE_INFINITY
    for (const instance of dirty) {
      if (!all && instance.due > at) {
        nextDue = Math.min(nextDue, instance.due)
        continue
      }
      dirty.delete(instance)
      const changed = instance.changed
      instance.changed = new Set()
      const [state, patches] = produceWithPatches(instance.state, (draft) =>
        instance.view.update(draft as Draft<Objectish>, changed),
      )
      instance.state = state
      index(instance)
      if (patches.length === 0) continue
      for (const subscription of instance.subscriptions)
        if (!subscription.fresh)
          send(subscription.channel, {
            subscriptionId: subscription.id,
            kind: 'patches',
            patches: patches as ViewPatch[],
          })
    }
    for (const subscription of subscriptions.values()) {
      if (!subscription.fresh) continue
      subscription.fresh = false
      send(subscription.channel, {
        subscriptionId: subscription.id,
        kind: 'reset',
        state: subscription.instance.state,
      })
    }
    for (const [channel, deliveries] of outgoing) {
      try {
        channels.get(channel)?.(deliveries)
      } catch (error) {
        // A client that throws (a delivery its port could not copy) missed these patches
        // and cannot catch up: drop it, so it does not stop the others from getting theirs.
        console.error('dropped a view client that failed', error)
        disconnect(channel)
      }
    }
    if (nextDue !== Number.POSITIVE_INFINITY) schedule(Math.max(0, nextDue - at))
  }

  /**
   * When an instance touched at touchedAt flushes: at the next frame, or for a view with flushMs
   * at the first multiple of it on the clock after it was touched, so that every row of a list
   * touched in that time flushes in the same message and the page lays out once for all, not once
   * a row.
   */
  function dueAt(touchedAt: number, flushMs: number): number {
    if (flushMs === 0) return Number.NEGATIVE_INFINITY
    return (Math.floor(touchedAt / flushMs) + 1) * flushMs
  }

  function unsubscribe(channel: number, id: number): void {
    const key = subscriptionKey(channel, id)
    waiting.delete(key)
    const subscription = subscriptions.get(key)
    if (!subscription) return
    subscriptions.delete(key)
    subscription.instance.subscriptions.delete(subscription)
    if (subscription.instance.subscriptions.size === 0) release(subscription.instance)
  }

  function disconnect(channel: number): void {
    channels.delete(channel)
    for (const subscription of [...subscriptions.values()])
      if (subscription.channel === channel) unsubscribe(channel, subscription.id)
  }

  function subscribeOnceLoaded(
    channel: number,
    id: number,
    name: string,
    lazy: AnyLazyViewDefinition,
    params: ViewParams,
  ): void {
    unsubscribe(channel, id)
    const key = subscriptionKey(channel, id)
    // A later subscribe or unsubscribe under the same id replaces this one.
    const ticket = {}
    waiting.set(key, ticket)
    let load = loading.get(name)
    if (!load) {
      load = lazy.load()
      loading.set(name, load)
    }
    load.then(
      (definition) => {
        definitions.set(name, definition)
        if (waiting.get(key) !== ticket) return
        waiting.delete(key)
        if (channels.has(channel)) subscribe(channel, id, name, params)
      },
      (error: unknown) => {
        // The chunk did not come (the network went): the next subscriber asks for it again.
        loading.delete(name)
        if (waiting.get(key) === ticket) waiting.delete(key)
        console.error(`view ${name} failed to load`, error)
      },
    )
  }

  /** The client names the subscription, so an update can never arrive before its id. */
  function subscribe(channel: number, id: number, name: string, params: ViewParams): void {
    if (!channels.has(channel)) throw new Error(`no view client ${channel}`)
    const definition = definitions.get(name)
    if (!definition) throw new Error(`no view named ${name}`)
    if ('load' in definition) {
      subscribeOnceLoaded(channel, id, name, definition, params)
      return
    }
    // First: resubscribing under the same id and key may release the instance it then looks up.
    unsubscribe(channel, id)
    const key = viewKey(name, params)
    let instance = instances.get(key)
    if (!instance) {
      const view = definition.create(params) as ViewInstance<Objectish>
      instance = {
        key,
        name,
        view,
        flushMs: definition.flushMs ?? 0,
        sooner: definition.sooner,
        state: view.initial(),
        dependencies: new Set(),
        changed: new Set(),
        due: 0,
        subscriptions: new Set(),
      }
      index(instance)
      instances.set(key, instance)
    }
    const subscription: Subscription = { channel, id, instance, fresh: true }
    instance.subscriptions.add(subscription)
    subscriptions.set(subscriptionKey(channel, id), subscription)
    schedule()
  }

  return {
    define(name: string, definition: AnyViewDefinition | AnyLazyViewDefinition): void {
      if (definitions.has(name)) throw new Error(`two views named ${name}`)
      definitions.set(name, definition)
    },
    publish,
    /** Whether a view shows the topic now: a record no view depends on may leave the store. */
    watched: (topic: string): boolean => (dependents.get(topic)?.size ?? 0) > 0,
    /** A client: one listener that gets all its subscriptions' updates, one call per flush. */
    connect(listener: Listener): number {
      const channel = nextChannel++
      channels.set(channel, listener)
      return channel
    },
    disconnect,
    subscribe,
    unsubscribe,
    flush: () => flush(true),
    /** How many view instances are alive and how many topics they depend on (tests). */
    size: () => ({
      instances: instances.size,
      topics: [...dependents.values()].filter((set) => set.size > 0).length,
    }),
  }
}

export type ViewHub = ReturnType<typeof createViewHub>
