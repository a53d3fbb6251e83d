// The view hub on a simulated clock: a reset first, then at most one patches message per view
// per frame, nothing for views nobody watches, nothing after unsubscribe.

import { applyPatches, type Patch } from 'immer'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ViewUpdate } from '../domain/engine/views.ts'
import { createViewHub, type ViewSource } from './view-hub.ts'

interface Prices {
  prices: Record<string, number>
}

type PriceWork = { id: string; decimal: number }

/** A small view: the latest price per outcome, as the live store would give it. */
function pricesSource(store: Map<string, number>) {
  const source: ViewSource<Prices, PriceWork, Set<string>> = {
    initial: () => ({ prices: Object.fromEntries(store) }),
    collect(pending, work) {
      const next = pending ?? new Set<string>()
      next.add(work.id)
      return next
    },
    update(draft, pending) {
      for (const id of pending) {
        const decimal = store.get(id)
        if (decimal === undefined) delete draft.prices[id]
        else draft.prices[id] = decimal
      }
    },
  }
  return {
    source: {
      initial: vi.fn(source.initial),
      collect: vi.fn(source.collect),
      update: vi.fn(source.update),
    },
  }
}

function setup(frameMs?: number) {
  const store = new Map([
    ['o1', 1.5],
    ['o2', 2.5],
  ])
  const hub = createViewHub(frameMs === undefined ? {} : { frameMs })
  const live = pricesSource(store)
  const otherStore = new Map([['x', 9]])
  const other = pricesSource(otherStore)
  const changeLive = hub.register('live-events', live.source)
  const changeOther = hub.register('betslip', other.source)
  /** Changes a price in the store and tells the view, as the engine does. */
  const move = (id: string, decimal: number) => {
    store.set(id, decimal)
    changeLive({ id, decimal })
  }
  return { hub, store, otherStore, live, other, changeLive, changeOther, move }
}

/** A listener that records what it gets and mirrors the view as the UI does. */
function listener() {
  const updates: ViewUpdate[] = []
  let state: unknown
  const fn = vi.fn((update: ViewUpdate) => {
    updates.push(update)
    state =
      update.kind === 'reset'
        ? update.state
        : applyPatches(state as object, update.patches as Patch[])
  })
  return { fn, updates, state: () => state as Prices | undefined }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('view hub', () => {
  it('sends a reset with the whole view first, synchronously on subscribe', () => {
    const { hub } = setup()
    const watcher = listener()
    const id = hub.subscribe({ name: 'live-events' }, watcher.fn)
    expect(id).toBeGreaterThan(0)
    expect(watcher.updates).toEqual([{ kind: 'reset', state: { prices: { o1: 1.5, o2: 2.5 } } }])
  })

  it('batches the work of one frame into one patches message per view', async () => {
    const { hub, move } = setup()
    const watcher = listener()
    hub.subscribe({ name: 'live-events' }, watcher.fn)
    move('o1', 1.6)
    move('o1', 1.7)
    move('o2', 2.4)
    expect(watcher.updates).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(15)
    expect(watcher.updates).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(watcher.updates).toHaveLength(2)
    expect(watcher.updates[1]).toEqual({
      kind: 'patches',
      patches: [
        { op: 'replace', path: ['prices', 'o1'], value: 1.7 },
        { op: 'replace', path: ['prices', 'o2'], value: 2.4 },
      ],
    })
    expect(watcher.state()).toEqual({ prices: { o1: 1.7, o2: 2.4 } })
    await vi.advanceTimersByTimeAsync(1000)
    expect(watcher.updates).toHaveLength(2)
  })

  it('a steady stream of work still sends at most one message per view per frame', async () => {
    const { hub, move } = setup()
    const watcher = listener()
    hub.subscribe({ name: 'live-events' }, watcher.fn)
    for (let ms = 0; ms < 160; ms++) {
      move('o1', 1 + ms / 100)
      await vi.advanceTimersByTimeAsync(1)
    }
    const patches = watcher.updates.filter((update) => update.kind === 'patches')
    expect(patches.length).toBeLessThanOrEqual(10)
    expect(patches.length).toBeGreaterThanOrEqual(9)
    await vi.advanceTimersByTimeAsync(16)
    expect(watcher.state()?.prices.o1).toBe(2.59)
  })

  it('every subscriber of a view gets the same one message; other views send nothing', async () => {
    const { hub, move } = setup()
    const first = listener()
    const second = listener()
    const betslip = listener()
    hub.subscribe({ name: 'live-events' }, first.fn)
    hub.subscribe({ name: 'live-events' }, second.fn)
    hub.subscribe({ name: 'betslip' }, betslip.fn)
    move('o2', 3)
    await vi.advanceTimersByTimeAsync(16)
    expect(first.updates).toHaveLength(2)
    expect(second.updates).toEqual(first.updates)
    expect(betslip.updates).toHaveLength(1)
  })

  it('work for a view nobody watches is dropped and sends nothing', async () => {
    const { hub, move, live, other } = setup()
    const betslip = listener()
    hub.subscribe({ name: 'betslip' }, betslip.fn)
    move('o1', 4)
    await vi.advanceTimersByTimeAsync(100)
    expect(live.source.collect).not.toHaveBeenCalled()
    expect(live.source.update).not.toHaveBeenCalled()
    expect(other.source.update).not.toHaveBeenCalled()
    expect(betslip.updates).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
    // The first subscriber later gets the view built from scratch, price included.
    const watcher = listener()
    hub.subscribe({ name: 'live-events' }, watcher.fn)
    expect(watcher.state()).toEqual({ prices: { o1: 4, o2: 2.5 } })
  })

  it('work that changes nothing sends nothing', async () => {
    const { hub, changeLive } = setup()
    const watcher = listener()
    hub.subscribe({ name: 'live-events' }, watcher.fn)
    changeLive({ id: 'o1', decimal: 1.5 })
    await vi.advanceTimersByTimeAsync(16)
    expect(watcher.updates).toHaveLength(1)
  })

  it('unsubscribe stops delivery to that subscriber only', async () => {
    const { hub, move } = setup()
    const leaving = listener()
    const staying = listener()
    const id = hub.subscribe({ name: 'live-events' }, leaving.fn)
    hub.subscribe({ name: 'live-events' }, staying.fn)
    move('o1', 2)
    hub.unsubscribe(id)
    await vi.advanceTimersByTimeAsync(16)
    expect(leaving.updates).toHaveLength(1)
    expect(staying.updates).toHaveLength(2)
    hub.unsubscribe(id)
    hub.unsubscribe(12345)
    move('o1', 3)
    await vi.advanceTimersByTimeAsync(16)
    expect(leaving.updates).toHaveLength(1)
    expect(staying.state()?.prices.o1).toBe(3)
  })

  it('after the last unsubscribe the view goes quiet and a new subscriber starts fresh', async () => {
    const { hub, move, live } = setup()
    const watcher = listener()
    const id = hub.subscribe({ name: 'live-events' }, watcher.fn)
    hub.unsubscribe(id)
    live.source.collect.mockClear()
    move('o1', 5)
    await vi.advanceTimersByTimeAsync(16)
    expect(live.source.collect).not.toHaveBeenCalled()
    expect(watcher.updates).toHaveLength(1)
    const again = listener()
    hub.subscribe({ name: 'live-events' }, again.fn)
    expect(again.updates).toEqual([{ kind: 'reset', state: { prices: { o1: 5, o2: 2.5 } } }])
  })

  it('a subscriber joining mid-frame gets the current state, then the same patches', async () => {
    const { hub, move } = setup()
    const early = listener()
    hub.subscribe({ name: 'live-events' }, early.fn)
    move('o1', 1.9)
    const late = listener()
    hub.subscribe({ name: 'live-events' }, late.fn)
    await vi.advanceTimersByTimeAsync(16)
    expect(late.updates[0]?.kind).toBe('reset')
    expect(late.updates).toHaveLength(2)
    expect(late.state()).toEqual(early.state())
    expect(late.state()).toEqual({ prices: { o1: 1.9, o2: 2.5 } })
  })

  it('patches (add, replace, remove) applied to the reset rebuild the view exactly', async () => {
    const { hub, move, store, changeLive } = setup()
    const watcher = listener()
    hub.subscribe({ name: 'live-events' }, watcher.fn)
    const before = watcher.state()
    store.delete('o2')
    changeLive({ id: 'o2', decimal: 0 })
    move('o3', 7)
    move('o1', 1.25)
    await vi.advanceTimersByTimeAsync(16)
    expect(watcher.state()).toEqual({ prices: { o1: 1.25, o3: 7 } })
    const patches = watcher.updates[1]?.kind === 'patches' ? watcher.updates[1].patches : []
    expect(patches.map((patch) => patch.op).sort()).toEqual(['add', 'remove', 'replace'])
    // The reset the subscriber holds is never changed under it.
    expect(before).toEqual({ prices: { o1: 1.5, o2: 2.5 } })
  })

  it('flush() sends what is pending at once and cancels the frame', async () => {
    const { hub, move } = setup()
    const watcher = listener()
    hub.subscribe({ name: 'live-events' }, watcher.fn)
    move('o1', 2.2)
    hub.flush()
    expect(watcher.updates).toHaveLength(2)
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(16)
    expect(watcher.updates).toHaveLength(2)
  })

  it('the frame length is configurable', async () => {
    const { hub, move } = setup(1)
    const watcher = listener()
    hub.subscribe({ name: 'live-events' }, watcher.fn)
    move('o1', 2.2)
    await vi.advanceTimersByTimeAsync(1)
    expect(watcher.updates).toHaveLength(2)
  })

  it('a subscriber that throws is dropped and the others still get the frame', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { hub, move, changeOther, otherStore } = setup()
    const before = listener()
    const after = listener()
    const betslip = listener()
    hub.subscribe({ name: 'live-events' }, before.fn)
    let dead = false
    const failing = vi.fn((update: ViewUpdate) => {
      if (dead && update.kind === 'patches') throw new Error('Proxy has been released')
    })
    hub.subscribe({ name: 'live-events' }, failing)
    hub.subscribe({ name: 'live-events' }, after.fn)
    hub.subscribe({ name: 'betslip' }, betslip.fn)
    dead = true
    move('o1', 2)
    otherStore.set('x', 8)
    changeOther({ id: 'x', decimal: 8 })
    await vi.advanceTimersByTimeAsync(16)
    expect(before.updates).toHaveLength(2)
    expect(after.updates).toHaveLength(2)
    expect(betslip.updates).toHaveLength(2)
    expect(error).toHaveBeenCalledTimes(1)
    move('o1', 3)
    await vi.advanceTimersByTimeAsync(16)
    expect(failing).toHaveBeenCalledTimes(2)
    expect(after.state()?.prices.o1).toBe(3)
    error.mockRestore()
  })

  it('a subscriber whose reset throws is not kept', async () => {
    const { hub, move, live } = setup()
    expect(() =>
      hub.subscribe({ name: 'live-events' }, () => {
        throw new Error('closed port')
      }),
    ).toThrow('closed port')
    move('o1', 2)
    expect(live.source.collect).not.toHaveBeenCalled()
  })

  it('subscribing to a view that was never registered is a bug and throws', () => {
    const hub = createViewHub()
    expect(() => hub.subscribe({ name: 'session' }, () => {})).toThrow(/session/)
  })
})
