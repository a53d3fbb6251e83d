// An area loaded on first use: made once however many calls wait for it, its commands answering
// as the area's own, its views fetched through the hub (with a view of its own fetched later),
// and a failed fetch tried again.

import { describe, expect, it, vi } from 'vitest'
import { lazyArea } from './lazy-area.ts'
import { createViewHub, type ViewDefinition } from './view-hub.ts'

function counterArea() {
  let count = 0
  const counter: ViewDefinition<Record<string, never>, { count: number }> = {
    create: () => ({
      initial: () => ({ count }),
      dependencies: () => ['counter'],
      update(draft) {
        draft.count = count
      },
    }),
  }
  return {
    views: { counter },
    commands: {
      async add(step: number): Promise<number> {
        count += step
        return count
      },
    },
  }
}

describe('lazy area', () => {
  it('is made once, on the first call, and its commands keep its state', async () => {
    const made = vi.fn(async () => counterArea())
    const area = lazyArea(made, { counter: true })
    expect(made).not.toHaveBeenCalled()
    const [first, second] = await Promise.all([area.commands.add(1), area.commands.add(2)])
    expect([first, second].sort()).toEqual([1, 3])
    expect(await area.commands.add(10)).toBe(13)
    expect(made).toHaveBeenCalledTimes(1)
  })

  it('is not taken for a promise, and a name it does not have is an error', async () => {
    const area = lazyArea(async () => counterArea(), { counter: true })
    expect((area.commands as unknown as { then?: unknown }).then).toBeUndefined()
    await expect(
      (area.commands as unknown as Record<string, () => Promise<unknown>>).subtract?.(),
    ).rejects.toThrow('no command subtract')
  })

  it('its views are fetched through the hub on their first subscriber', async () => {
    const made = vi.fn(async () => counterArea())
    const area = lazyArea(made, { counter: true })
    const hub = createViewHub({ frameMs: 0 })
    hub.define('counter', area.views.counter)
    const states: unknown[] = []
    const channel = hub.connect((deliveries) => {
      for (const delivery of deliveries) if (delivery.kind === 'reset') states.push(delivery.state)
    })
    expect(made).not.toHaveBeenCalled()
    hub.subscribe(channel, 1, 'counter', {})
    await vi.waitFor(() => expect(states).toEqual([{ count: 0 }]))
    await area.commands.add(5)
    expect(made).toHaveBeenCalledTimes(1)
  })

  it('a view the area itself fetches late comes with it', async () => {
    const { views, commands } = counterArea()
    const area = lazyArea(
      async () => ({ views: { later: { load: async () => views.counter } }, commands }),
      {
        later: true,
      },
    )
    const hub = createViewHub({ frameMs: 0 })
    hub.define('later', area.views.later)
    const states: unknown[] = []
    const channel = hub.connect((deliveries) => {
      for (const delivery of deliveries) if (delivery.kind === 'reset') states.push(delivery.state)
    })
    hub.subscribe(channel, 1, 'later', {})
    await vi.waitFor(() => expect(states).toEqual([{ count: 0 }]))
  })

  it('with viewsWait, its views wait for the area without fetching it, and load fetches it', async () => {
    const made = vi.fn(async () => counterArea())
    const area = lazyArea(made, { counter: true }, { viewsWait: true })
    const hub = createViewHub({ frameMs: 0 })
    hub.define('counter', area.views.counter)
    const states: unknown[] = []
    const channel = hub.connect((deliveries) => {
      for (const delivery of deliveries) if (delivery.kind === 'reset') states.push(delivery.state)
    })
    hub.subscribe(channel, 1, 'counter', {})
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(made).not.toHaveBeenCalled()
    expect(states).toEqual([])
    await area.load()
    await vi.waitFor(() => expect(states).toEqual([{ count: 0 }]))
    expect(made).toHaveBeenCalledTimes(1)
  })

  it('a fetch that failed is tried again on the next call', async () => {
    const made = vi
      .fn<() => Promise<ReturnType<typeof counterArea>>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockImplementation(async () => counterArea())
    const area = lazyArea(made, { counter: true })
    await expect(area.commands.add(1)).rejects.toThrow('network')
    expect(await area.commands.add(1)).toBe(1)
    expect(made).toHaveBeenCalledTimes(2)
  })
})
