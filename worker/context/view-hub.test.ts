// The view hub on a simulated clock: one instance per key, a reset first and then patches, one
// message per client per flush, topics reaching exactly the instances that depend on them, and
// nothing at all for a view nobody watches.

import { applyPatches, type Patch } from 'immer'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ViewDelivery } from '../../domain/engine/views.ts'
import { createViewHub, type ViewDefinition } from './view-hub.ts'

interface Price {
  decimal?: number
}

interface Prices {
  prices: Record<string, number>
}

/** The store the views read, and two views over it: one price by id, and every price. */
function setup(options: { frameMs?: number; flushMs?: number } = {}) {
  const store = new Map([
    ['o1', 1.5],
    ['o2', 2.5],
  ])
  const hub = createViewHub({ frameMs: options.frameMs, now: () => Date.now() })
  const created: string[] = []
  const updated: string[] = []
  const price: ViewDefinition<{ id: string }, Price> = {
    ...(options.flushMs === undefined ? {} : { flushMs: options.flushMs }),
    create({ id }) {
      created.push(id)
      const read = (): Price => (store.has(id) ? { decimal: store.get(id) } : {})
      return {
        initial: read,
        dependencies: () => [`outcome:${id}`],
        update(draft) {
          updated.push(id)
          const next = read()
          if (next.decimal === undefined) delete draft.decimal
          else draft.decimal = next.decimal
        },
      }
    },
  }
  const prices: ViewDefinition<Record<string, never>, Prices> = {
    create: () => ({
      initial: () => ({ prices: Object.fromEntries(store) }),
      dependencies: () => ['outcome:*'],
      update(draft, changed) {
        updated.push('all')
        for (const topic of changed) {
          const id = topic.slice('outcome:'.length)
          const decimal = store.get(id)
          if (decimal === undefined) delete draft.prices[id]
          else draft.prices[id] = decimal
        }
      },
    }),
  }
  hub.define('price', price)
  hub.define('prices', prices)
  /** Changes a price in the store and publishes it, as the live module does. */
  const move = (id: string, decimal: number | undefined) => {
    if (decimal === undefined) store.delete(id)
    else store.set(id, decimal)
    hub.publish([`outcome:${id}`])
  }
  return { hub, store, move, created, updated, price }
}

/** A client as the UI keeps one: every delivery recorded, and each subscription mirrored. */
function client(hub: ReturnType<typeof createViewHub>) {
  const messages: ViewDelivery[][] = []
  const states = new Map<number, unknown>()
  const channel = hub.connect((deliveries) => {
    messages.push(deliveries)
    for (const delivery of deliveries)
      states.set(
        delivery.subscriptionId,
        delivery.kind === 'reset'
          ? delivery.state
          : applyPatches(
              states.get(delivery.subscriptionId) as object,
              delivery.patches as Patch[],
            ),
      )
  })
  return { channel, messages, state: <T>(id: number) => states.get(id) as T | undefined }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('view hub', () => {
  it('a new subscription gets its whole state as a reset at the next frame', async () => {
    const { hub } = setup()
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'price', { id: 'o1' })
    expect(ui.messages).toEqual([])
    await vi.advanceTimersByTimeAsync(16)
    expect(ui.messages).toEqual([[{ subscriptionId: 1, kind: 'reset', state: { decimal: 1.5 } }]])
  })

  it('one instance per key: the same view and parameters share it, others get their own', async () => {
    const { hub, created } = setup()
    const first = client(hub)
    const second = client(hub)
    hub.subscribe(first.channel, 1, 'price', { id: 'o1' })
    hub.subscribe(second.channel, 1, 'price', { id: 'o1' })
    hub.subscribe(second.channel, 2, 'price', { id: 'o2' })
    expect(created).toEqual(['o1', 'o2'])
    expect(hub.size().instances).toBe(2)
  })

  it('subscribing again under the same id and key keeps the view alive and current', async () => {
    const { hub, move } = setup()
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'price', { id: 'o1' })
    await vi.advanceTimersByTimeAsync(16)
    hub.subscribe(ui.channel, 1, 'price', { id: 'o1' })
    expect(hub.size().instances).toBe(1)
    move('o1', 1.6)
    await vi.advanceTimersByTimeAsync(16)
    expect(ui.state<Price>(1)).toEqual({ decimal: 1.6 })
  })

  it('a topic reaches exactly the instances that depend on it', async () => {
    const { hub, move, updated } = setup()
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'price', { id: 'o1' })
    hub.subscribe(ui.channel, 2, 'price', { id: 'o2' })
    await vi.advanceTimersByTimeAsync(16)
    move('o1', 1.6)
    await vi.advanceTimersByTimeAsync(16)
    expect(updated).toEqual(['o1'])
    expect(ui.state<Price>(1)).toEqual({ decimal: 1.6 })
    expect(ui.state<Price>(2)).toEqual({ decimal: 2.5 })
    move('o9', 7)
    await vi.advanceTimersByTimeAsync(16)
    expect(updated).toEqual(['o1'])
  })

  it('a wildcard dependency hears every topic of its kind, and is told which', async () => {
    const { hub, move } = setup()
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'prices', {})
    await vi.advanceTimersByTimeAsync(16)
    move('o2', 3)
    move('o3', 4)
    move('o1', undefined)
    await vi.advanceTimersByTimeAsync(16)
    expect(ui.state<Prices>(1)).toEqual({ prices: { o2: 3, o3: 4 } })
  })

  it("one message per client per flush, with every subscription's patches in it", async () => {
    const { hub, move } = setup()
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'price', { id: 'o1' })
    hub.subscribe(ui.channel, 2, 'price', { id: 'o2' })
    hub.subscribe(ui.channel, 3, 'prices', {})
    await vi.advanceTimersByTimeAsync(16)
    expect(ui.messages).toHaveLength(1)
    move('o1', 1.6)
    move('o1', 1.7)
    move('o2', 2.4)
    await vi.advanceTimersByTimeAsync(16)
    expect(ui.messages).toHaveLength(2)
    const inOrder = [...(ui.messages[1] ?? [])].sort((a, b) => a.subscriptionId - b.subscriptionId)
    expect(inOrder).toEqual([
      {
        subscriptionId: 1,
        kind: 'patches',
        patches: [{ op: 'replace', path: ['decimal'], value: 1.7 }],
      },
      {
        subscriptionId: 2,
        kind: 'patches',
        patches: [{ op: 'replace', path: ['decimal'], value: 2.4 }],
      },
      {
        subscriptionId: 3,
        kind: 'patches',
        patches: [
          { op: 'replace', path: ['prices', 'o1'], value: 1.7 },
          { op: 'replace', path: ['prices', 'o2'], value: 2.4 },
        ],
      },
    ])
  })

  it('a steady stream of changes is flushed at most once a frame', async () => {
    const { hub, move } = setup()
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'price', { id: 'o1' })
    await vi.advanceTimersByTimeAsync(16)
    for (let ms = 0; ms < 160; ms++) {
      move('o1', 1 + ms / 100)
      await vi.advanceTimersByTimeAsync(1)
    }
    expect(ui.messages.length - 1).toBeLessThanOrEqual(10)
    await vi.advanceTimersByTimeAsync(16)
    expect(ui.state<Price>(1)).toEqual({ decimal: 2.59 })
  })

  it("a view's flushMs spaces its flushes out, and the latest price wins", async () => {
    const { hub, move } = setup({ flushMs: 250 })
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'price', { id: 'o1' })
    await vi.advanceTimersByTimeAsync(16)
    for (let ms = 0; ms < 1000; ms += 10) {
      move('o1', 2 + ms / 1000)
      await vi.advanceTimersByTimeAsync(10)
    }
    await vi.advanceTimersByTimeAsync(250)
    // A second of changes and the last flush after them: one flush per 250 ms slot.
    const patchMessages = ui.messages.length - 1
    expect(patchMessages).toBeGreaterThanOrEqual(4)
    expect(patchMessages).toBeLessThanOrEqual(6)
    expect(ui.state<Price>(1)).toEqual({ decimal: 2.99 })
  })

  it("topics a view names as sooner flush at their own pace, the rest at the view's", async () => {
    vi.setSystemTime(0)
    const { hub, move } = setup()
    const clock = { minute: 0 }
    hub.define('row', {
      flushMs: 1000,
      sooner: { topic: (topic: string) => topic.startsWith('outcome:'), flushMs: 100 },
      create: () => ({
        initial: () => ({ minute: 0 }),
        dependencies: () => ['event:e1', 'outcome:o1'],
        update(draft: { minute: number }) {
          draft.minute = clock.minute
        },
      }),
    })
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'row', {})
    await vi.advanceTimersByTimeAsync(16)
    const sent = () => ui.messages.length - 1
    // The clock ticks on at 20 ms: held for the view's 1000 ms slot.
    await vi.advanceTimersByTimeAsync(4)
    clock.minute = 1
    hub.publish(['event:e1'])
    await vi.advanceTimersByTimeAsync(500)
    expect(sent()).toBe(0)
    // A price moves at 520 ms: flushed at the next 100 ms slot, the minute with it.
    move('o1', 2)
    await vi.advanceTimersByTimeAsync(79)
    expect(sent()).toBe(0)
    await vi.advanceTimersByTimeAsync(2)
    expect(sent()).toBe(1)
    expect(ui.state<{ minute: number }>(1)?.minute).toBe(1)
  })

  it('views with the same flushMs flush together, in one message', async () => {
    // Slots fall on multiples of 250 ms of the clock: pinned, so the moves of both views start
    // in one slot and end in one (the last at 976 and 986 ms), never either side of a boundary.
    vi.setSystemTime(0)
    const { hub, move } = setup({ flushMs: 250 })
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'price', { id: 'o1' })
    hub.subscribe(ui.channel, 2, 'price', { id: 'o2' })
    await vi.advanceTimersByTimeAsync(16)
    const first = ui.messages.length
    for (let ms = 0; ms < 980; ms += 10) {
      move(ms % 20 === 0 ? 'o1' : 'o2', 2 + ms / 1000)
      await vi.advanceTimersByTimeAsync(10)
    }
    await vi.advanceTimersByTimeAsync(250)
    // One message for each of the four slots, each with both views.
    expect(ui.messages.length - first).toBe(4)
    for (const message of ui.messages.slice(first))
      expect(message.map((delivery) => delivery.subscriptionId).sort()).toEqual([1, 2])
  })

  it('changes that leave the state as it was send nothing', async () => {
    const { hub, move } = setup()
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'price', { id: 'o1' })
    await vi.advanceTimersByTimeAsync(16)
    move('o1', 1.5)
    await vi.advanceTimersByTimeAsync(16)
    expect(ui.messages).toHaveLength(1)
  })

  it('a view nobody watches costs nothing: released on the last unsubscribe, deaf to its topics', async () => {
    const { hub, move, updated, created } = setup()
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'price', { id: 'o1' })
    hub.subscribe(ui.channel, 2, 'price', { id: 'o1' })
    await vi.advanceTimersByTimeAsync(16)
    hub.unsubscribe(ui.channel, 1)
    expect(hub.size().instances).toBe(1)
    hub.unsubscribe(ui.channel, 2)
    expect(hub.size()).toEqual({ instances: 0, topics: 0 })
    move('o1', 4)
    await vi.advanceTimersByTimeAsync(100)
    expect(updated).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
    // The next subscriber gets a new instance, built from the store as it is now.
    hub.subscribe(ui.channel, 3, 'price', { id: 'o1' })
    await vi.advanceTimersByTimeAsync(16)
    expect(created).toEqual(['o1', 'o1'])
    expect(ui.state<Price>(3)).toEqual({ decimal: 4 })
  })

  it('tells an instance when its last subscriber leaves, so it can stop what it started', async () => {
    const { hub } = setup()
    const released: string[] = []
    hub.define('loaded', {
      create: ({ id }: { id: string }) => ({
        initial: () => ({ id }),
        dependencies: () => [],
        update() {},
        release: () => released.push(id),
      }),
    })
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'loaded', { id: 'a' })
    hub.subscribe(ui.channel, 2, 'loaded', { id: 'a' })
    await vi.advanceTimersByTimeAsync(16)
    hub.unsubscribe(ui.channel, 1)
    expect(released).toEqual([])
    hub.disconnect(ui.channel)
    expect(released).toEqual(['a'])
  })

  it('dependencies are read again after each update', async () => {
    const { hub } = setup()
    const store = {
      follow: 'o1',
      prices: new Map([
        ['o1', 1],
        ['o2', 2],
      ]),
    }
    hub.define('followed', {
      create: () => ({
        initial: () => ({ decimal: store.prices.get(store.follow) }),
        dependencies: () => ['followed', `outcome:${store.follow}`],
        update(draft) {
          draft.decimal = store.prices.get(store.follow)
        },
      }),
    } satisfies ViewDefinition<Record<string, never>, Price>)
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'followed', {})
    await vi.advanceTimersByTimeAsync(16)
    store.follow = 'o2'
    hub.publish(['followed'])
    await vi.advanceTimersByTimeAsync(16)
    store.prices.set('o2', 5)
    hub.publish(['outcome:o2'])
    await vi.advanceTimersByTimeAsync(16)
    expect(ui.state<Price>(1)).toEqual({ decimal: 5 })
    store.prices.set('o1', 9)
    hub.publish(['outcome:o1'])
    await vi.advanceTimersByTimeAsync(16)
    expect(ui.messages).toHaveLength(3)
  })

  it('a subscriber joining mid-frame gets the current state, not the patches before it', async () => {
    const { hub, move } = setup()
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'prices', {})
    await vi.advanceTimersByTimeAsync(16)
    move('o1', 1.9)
    hub.subscribe(ui.channel, 2, 'prices', {})
    await vi.advanceTimersByTimeAsync(16)
    expect(ui.messages[1]?.map((delivery) => delivery.kind)).toEqual(['patches', 'reset'])
    expect(ui.state(2)).toEqual(ui.state(1))
    expect(ui.state(2)).toEqual({ prices: { o1: 1.9, o2: 2.5 } })
  })

  it('flush() sends what is pending at once, throttled views included', async () => {
    const { hub, move } = setup({ flushMs: 1000 })
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'price', { id: 'o1' })
    hub.flush()
    move('o1', 2.2)
    hub.flush()
    expect(ui.state<Price>(1)).toEqual({ decimal: 2.2 })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a client that throws is dropped with its subscriptions; the others still get the frame', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { hub, move } = setup()
    const ui = client(hub)
    const failing = hub.connect(() => {
      throw new Error('Proxy has been released')
    })
    hub.subscribe(failing, 1, 'price', { id: 'o2' })
    hub.subscribe(ui.channel, 1, 'price', { id: 'o1' })
    await vi.advanceTimersByTimeAsync(16)
    expect(error).toHaveBeenCalledTimes(1)
    expect(hub.size().instances).toBe(1)
    move('o1', 3)
    await vi.advanceTimersByTimeAsync(16)
    expect(ui.state<Price>(1)).toEqual({ decimal: 3 })
    expect(() => hub.subscribe(failing, 2, 'price', { id: 'o1' })).toThrow(/client/)
    error.mockRestore()
  })

  it('an unknown view name is a bug and throws; so is a view defined twice', () => {
    const { hub } = setup()
    const ui = client(hub)
    expect(() => hub.subscribe(ui.channel, 1, 'nothing', {})).toThrow(/nothing/)
    expect(() => hub.define('price', { create: () => ({}) as never })).toThrow(/price/)
  })

  it("a view that flushes every frame is not held back by a slower view's flush", async () => {
    const { hub, move } = setup({ flushMs: 1000 })
    hub.define('slip', {
      create: () => ({
        initial: () => ({ count: 0 }),
        dependencies: () => ['slip'],
        update(draft: { count: number }) {
          draft.count += 1
        },
      }),
    })
    const ui = client(hub)
    hub.subscribe(ui.channel, 1, 'price', { id: 'o1' })
    hub.subscribe(ui.channel, 2, 'slip', {})
    await vi.advanceTimersByTimeAsync(16)
    move('o1', 3)
    await vi.advanceTimersByTimeAsync(16)
    hub.publish(['slip'])
    await vi.advanceTimersByTimeAsync(16)
    expect(ui.state(2)).toEqual({ count: 1 })
  })

  describe('a lazy view: its code is fetched on its first subscriber', () => {
    /** The price view again, as 'lazy-price', behind a load the test lets arrive or fail. */
    function lazySetup() {
      const base = setup()
      const pending: {
        arrive: (definition: ViewDefinition<{ id: string }, Price>) => void
        fail: (error: Error) => void
      }[] = []
      base.hub.define('lazy-price', {
        load: () =>
          new Promise<ViewDefinition<{ id: string }, Price>>((arrive, fail) => {
            pending.push({ arrive, fail })
          }),
      })
      return { ...base, pending }
    }

    it('subscribers get their first state once the code is here; it is fetched once', async () => {
      const { hub, price, pending, created } = lazySetup()
      const ui = client(hub)
      hub.subscribe(ui.channel, 1, 'lazy-price', { id: 'o1' })
      hub.subscribe(ui.channel, 2, 'lazy-price', { id: 'o2' })
      await vi.advanceTimersByTimeAsync(16)
      expect(ui.messages).toEqual([])
      expect(pending).toHaveLength(1)
      pending[0]?.arrive(price)
      await vi.advanceTimersByTimeAsync(16)
      expect(created).toEqual(['o1', 'o2'])
      expect(ui.state<Price>(1)).toEqual({ decimal: 1.5 })
      expect(ui.state<Price>(2)).toEqual({ decimal: 2.5 })
      // From then on it is a view like any other.
      hub.subscribe(ui.channel, 3, 'lazy-price', { id: 'o1' })
      await vi.advanceTimersByTimeAsync(16)
      expect(ui.state<Price>(3)).toEqual({ decimal: 1.5 })
      expect(pending).toHaveLength(1)
      expect(hub.size().instances).toBe(2)
    })

    it('a subscriber that left, or a client that went, before the code came gets nothing', async () => {
      const { hub, price, pending } = lazySetup()
      const stays = client(hub)
      const leaves = client(hub)
      const goes = client(hub)
      hub.subscribe(stays.channel, 1, 'lazy-price', { id: 'o1' })
      hub.subscribe(leaves.channel, 1, 'lazy-price', { id: 'o2' })
      hub.subscribe(goes.channel, 1, 'lazy-price', { id: 'o2' })
      hub.unsubscribe(leaves.channel, 1)
      hub.disconnect(goes.channel)
      pending[0]?.arrive(price)
      await vi.advanceTimersByTimeAsync(16)
      expect(stays.state<Price>(1)).toEqual({ decimal: 1.5 })
      expect(leaves.messages).toEqual([])
      expect(goes.messages).toEqual([])
      expect(hub.size().instances).toBe(1)
    })

    it('a subscription replaced under the same id before the code came gets the new parameters', async () => {
      const { hub, price, pending, created } = lazySetup()
      const ui = client(hub)
      hub.subscribe(ui.channel, 1, 'lazy-price', { id: 'o1' })
      hub.subscribe(ui.channel, 1, 'lazy-price', { id: 'o2' })
      pending[0]?.arrive(price)
      await vi.advanceTimersByTimeAsync(16)
      expect(created).toEqual(['o2'])
      expect(ui.messages).toEqual([[{ subscriptionId: 1, kind: 'reset', state: { decimal: 2.5 } }]])
    })

    it('code that fails to come is asked for again by the next subscriber', async () => {
      const { hub, price, pending } = lazySetup()
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
      const ui = client(hub)
      hub.subscribe(ui.channel, 1, 'lazy-price', { id: 'o1' })
      pending[0]?.fail(new Error('network'))
      await vi.advanceTimersByTimeAsync(16)
      expect(ui.messages).toEqual([])
      expect(logged).toHaveBeenCalledWith('view lazy-price failed to load', expect.any(Error))
      hub.subscribe(ui.channel, 1, 'lazy-price', { id: 'o1' })
      expect(pending).toHaveLength(2)
      pending[1]?.arrive(price)
      await vi.advanceTimersByTimeAsync(16)
      expect(ui.state<Price>(1)).toEqual({ decimal: 1.5 })
      logged.mockRestore()
    })
  })
})
