// One tile's view as the UI mirrors it: the real store, reducer and hub. A tile shows its event's
// main market until markets are chosen, then those; a price change in a market it does not show,
// or in another event, sends it nothing; and a chosen market the store lacks asks for the event.

import { applyPatches, type Patch } from 'immer'
import { describe, expect, it, vi } from 'vitest'
import type { PinnedEventView } from '../../domain/engine/pins.ts'
import { applyChanges } from '../../domain/feed/apply-change.ts'
import { type EventChange, priceChange } from '../../domain/feed/change.ts'
import { createStore, createTouched, putEvent, putListedEvent } from '../../domain/feed/store.ts'
import { sampleEvent } from '../../tests/support/sample-event.ts'
import { topics, touchedTopics } from '../context/topics.ts'
import { createViewHub } from '../context/view-hub.ts'
import { pinnedEventView } from './pinned-event-view.ts'

function setup() {
  const store = createStore()
  putEvent(store, sampleEvent(1, { markets: 3, outcomesPerMarket: 3 }))
  putEvent(store, sampleEvent(2))
  const hub = createViewHub()
  /** The events the tiles asked for whole, and the server's answer: event 3 with all 9 markets. */
  const asked: string[] = []
  let snapshotApplied = () => {}
  const loads = {
    requests: {
      async event(eventId: string) {
        asked.push(eventId)
        return { ok: true as const, data: sampleEvent(3, { markets: 9, outcomesPerMarket: 2 }) }
      },
    },
    publish: (topics: string[]) => hub.publish(topics),
    liveStream: {
      holdWhole: async () => {},
      catchUp: () => {},
      letGo: () => {},
      afterSnapshot(listener: () => void) {
        snapshotApplied = listener
        return () => {}
      },
    },
  }
  hub.define(
    'pinned-event',
    pinnedEventView(store, () => undefined, loads),
  )
  const states = new Map<number, PinnedEventView>()
  const deliveries = new Map<number, number>()
  const channel = hub.connect((sent) => {
    for (const delivery of sent) {
      const id = delivery.subscriptionId
      deliveries.set(id, (deliveries.get(id) ?? 0) + 1)
      states.set(
        id,
        delivery.kind === 'reset'
          ? (delivery.state as PinnedEventView)
          : applyPatches(states.get(id) as PinnedEventView, delivery.patches as Patch[]),
      )
    }
  })
  let nextId = 1
  const watch = (eventId: string, marketIds: string) => {
    const id = nextId++
    hub.subscribe(channel, id, 'pinned-event', { eventId, marketIds })
    hub.flush()
    return id
  }
  const price = (outcomeId: string, decimal: number) => {
    const [eventId, market] = outcomeId.split('-')
    const touched = createTouched()
    applyChanges(
      store,
      [
        priceChange(
          { id: outcomeId, eventId: eventId ?? '', marketId: `${eventId}-${market}` },
          decimal,
        ),
      ],
      touched,
    )
    hub.publish(touchedTopics(touched))
    hub.flush()
  }
  const change = (eventChange: Omit<EventChange, 'kind'>) => {
    const touched = createTouched()
    applyChanges(store, [{ kind: 'event', ...eventChange }], touched)
    hub.publish(touchedTopics(touched))
    hub.flush()
  }
  return {
    store,
    hub,
    states,
    deliveries,
    watch,
    price,
    change,
    asked,
    snapshot: () => snapshotApplied(),
  }
}

describe('pinned-event view (issue 41)', () => {
  it('shows the main market until markets are chosen, then those in their order', () => {
    const { watch, states } = setup()
    const main = states.get(watch('e1', ''))
    expect(main?.event?.id).toBe('e1')
    expect(main?.marketIds).toEqual(['e1-m1'])
    expect(Object.keys(main?.outcomes ?? {})).toEqual(['e1-m1-o1', 'e1-m1-o2', 'e1-m1-o3'])
    const chosen = states.get(watch('e1', 'e1-m3,e1-m2'))
    expect(chosen?.marketIds).toEqual(['e1-m3', 'e1-m2'])
    expect(chosen?.missing).toBe(false)
  })

  it('a price of a market it shows is one delivery; one elsewhere sends nothing', () => {
    const { watch, states, deliveries, price } = setup()
    const id = watch('e1', 'e1-m2')
    price('e1-m2-o1', 4.2)
    expect(states.get(id)?.outcomes['e1-m2-o1']?.consolidatedPrice.currentPrice.decimal).toBe(4.2)
    const sent = deliveries.get(id)
    price('e1-m3-o1', 5.5)
    price('e2-m1-o1', 6.5)
    expect(deliveries.get(id)).toBe(sent)
  })

  it('play moving on the tracker sends nothing; a moment or the score sends only what moved', () => {
    const { watch, states, deliveries, change } = setup()
    const goal = { kind: 'goal', side: 'home', minute: 12, period: 1, home: 1, away: 0 } as const
    change({ eventId: 'e1', tracker: { play: { side: 'home', kind: 'safe' }, moments: [goal] } })
    const id = watch('e1', '')
    const first = states.get(id)
    expect(first?.event?.tracker).toEqual({ moments: [goal] })
    change({ eventId: 'e1', tracker: { play: { side: 'away', kind: 'danger' }, moments: [goal] } })
    expect(deliveries.get(id)).toBe(1)
    change({ eventId: 'e1', scores: { home: 2, away: 0 } })
    expect(deliveries.get(id)).toBe(2)
    const scored = states.get(id)
    expect(scored?.event?.scores).toEqual({ home: 2, away: 0 })
    // The score's patch leaves the tracker as it was: the tile's moments are not drawn again.
    expect(scored?.event?.tracker).toBe(first?.event?.tracker)
    const second = { ...goal, minute: 30, home: 2 }
    change({ eventId: 'e1', tracker: { moments: [goal, second] } })
    expect(states.get(id)?.event?.tracker).toEqual({ moments: [goal, second] })
  })

  it('a chosen market of an event held as a list row is missing: the event is to be loaded', () => {
    const { store, watch, states } = setup()
    putListedEvent(store, sampleEvent(3, { markets: 1, outcomesPerMarket: 2 }))
    expect(states.get(watch('e3', 'e3-m9'))?.missing).toBe(true)
    expect(states.get(watch('e3', ''))?.missing).toBe(false)
    expect(states.get(watch('e404', ''))?.missing).toBe(true)
  })

  it('a tile lacking its chosen market loads the event whole in the engine, once, and shows it', async () => {
    const { store, hub, watch, states, asked, snapshot } = setup()
    putListedEvent(store, sampleEvent(3, { markets: 1, outcomesPerMarket: 2 }))
    const id = watch('e3', 'e3-m9')
    const other = watch('e3', 'e3-m9,e3-m1')
    await vi.waitFor(() => {
      hub.flush()
      expect(states.get(id)?.marketIds).toEqual(['e3-m9'])
    })
    expect(states.get(id)?.missing).toBe(false)
    expect(states.get(other)?.marketIds).toEqual(['e3-m9', 'e3-m1'])
    // Both tiles asked as each came; none asks again once the event is whole, even after a snapshot.
    expect(asked).toEqual(['e3', 'e3'])
    snapshot()
    hub.publish([topics.event('e3')])
    hub.flush()
    expect(asked).toEqual(['e3', 'e3'])
  })
})
