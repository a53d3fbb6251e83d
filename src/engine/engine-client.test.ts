// The UI's mirrors: one per view key, attached to the engine by the first subscriber, released a
// short time after the last one leaves, and fed by one channel for all of them.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DeliveryPort, ViewDelivery } from '../../domain/engine/views.ts'
import { connectEngine, type RemoteEngine } from './engine-client.ts'

function fakeEngine() {
  let port: DeliveryPort | undefined
  const views = {
    connect: vi.fn(async (given: DeliveryPort) => {
      port = given
      return 7
    }),
    subscribe: vi.fn(async (_client: number, _id: number, _name: string, _params: object) => {}),
    unsubscribe: vi.fn(async (_client: number, _id: number) => {}),
  }
  const engine = { views, notices: { listen: async () => {} } } as unknown as RemoteEngine
  const deliver = (deliveries: ViewDelivery[]) => port?.postMessage(deliveries)
  return { engine, views, deliver }
}

/** A turn of the real event loop, in which a port's message may arrive: timers here are fake. */
const realSetImmediate = setImmediate
const nextTurn = () => new Promise((resolve) => realSetImmediate(resolve))

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('engine client views', () => {
  it('one mirror per key: the same view and parameters share one engine subscription', async () => {
    const { engine, views } = fakeEngine()
    const client = connectEngine(engine, 1000)
    const first = client.view('event-summary', { eventId: 'e1' })
    expect(client.view('event-summary', { eventId: 'e1' })).toBe(first)
    expect(client.view('event-summary', { eventId: 'e2' })).not.toBe(first)
    first.subscribe(() => {})
    first.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(views.connect).toHaveBeenCalledTimes(1)
    expect(views.subscribe).toHaveBeenCalledTimes(1)
    expect(views.subscribe).toHaveBeenCalledWith(7, 1, 'event-summary', { eventId: 'e1' })
  })

  it('deliveries reach the mirror of their subscription, patches on top of the reset', async () => {
    const { engine, deliver } = fakeEngine()
    const client = connectEngine(engine, 1000)
    const slip = client.view('betslip', {})
    const seen = vi.fn()
    slip.subscribe(seen)
    await vi.advanceTimersByTimeAsync(0)
    deliver([{ subscriptionId: 1, kind: 'reset', state: { totalStake: 0 } }])
    deliver([
      {
        subscriptionId: 1,
        kind: 'patches',
        patches: [{ op: 'replace', path: ['totalStake'], value: 5 }],
      },
      { subscriptionId: 99, kind: 'reset', state: { stray: true } },
    ])
    // The port delivers on a later turn of the event loop, in the order posted.
    await vi.waitFor(() => expect(slip.get()).toEqual({ totalStake: 5 }))
    expect(seen).toHaveBeenCalledTimes(2)
  })

  it('a view nobody watches is released after the release time, and only then', async () => {
    const { engine, views } = fakeEngine()
    const client = connectEngine(engine, 1000)
    const mirror = client.view('event-summary', { eventId: 'e1' })
    const leave = mirror.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    leave()
    await vi.advanceTimersByTimeAsync(999)
    expect(views.unsubscribe).not.toHaveBeenCalled()
    // Coming back within the release time keeps the same subscription: no second subscribe.
    const again = mirror.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(5000)
    expect(views.unsubscribe).not.toHaveBeenCalled()
    expect(views.subscribe).toHaveBeenCalledTimes(1)
    again()
    await vi.advanceTimersByTimeAsync(1000)
    expect(views.unsubscribe).toHaveBeenCalledWith(7, 1)
    // The next reader gets a new mirror and a new subscription.
    expect(client.view('event-summary', { eventId: 'e1' })).not.toBe(mirror)
  })

  it('a mirror made for a render that never subscribed is dropped without engine calls', async () => {
    const { engine, views } = fakeEngine()
    const client = connectEngine(engine, 1000)
    const mirror = client.view('session', {})
    await vi.advanceTimersByTimeAsync(1000)
    expect(client.view('session', {})).not.toBe(mirror)
    expect(views.subscribe).not.toHaveBeenCalled()
    expect(views.unsubscribe).not.toHaveBeenCalled()
  })
})

describe('engine client start', () => {
  it('says the engine failed to start once startEngine says so, and tells who listens', async () => {
    const { engine } = fakeEngine()
    let fail: () => void = () => {}
    const client = connectEngine(engine, 1000, new Promise<void>((failed) => (fail = failed)))
    const listener = vi.fn()
    client.onFailedToStart(listener)
    await vi.advanceTimersByTimeAsync(0)
    expect(client.failedToStart()).toBe(false)
    fail()
    await vi.advanceTimersByTimeAsync(0)
    expect(client.failedToStart()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    // An engine with no start failure to watch (the tests', the main thread's) never fails.
    expect(connectEngine(engine, 1000).failedToStart()).toBe(false)
  })

  it('says when the first screen is shown: the engine started, a start that failed too, and two frames passed with no delivery', async () => {
    const { engine, deliver } = fakeEngine()
    let finish: () => void = () => {}
    const shown = vi.fn()
    const client = connectEngine(
      engine,
      1000,
      undefined,
      new Promise<void>((resolve) => (finish = resolve)),
    )
    void client.firstScreenShown.then(shown)
    const list = client.view('live-events', {})
    list.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(100)
    expect(shown).not.toHaveBeenCalled()
    finish()
    // Node reports no largest paints: the page's paint is waited for a second.
    await vi.advanceTimersByTimeAsync(990)
    expect(shown).not.toHaveBeenCalled()
    // The list's rows still arriving, a delivery every frame: not shown yet.
    for (let frame = 0; frame < 5; frame++) {
      deliver([{ subscriptionId: 1, kind: 'reset', state: { frame } }])
      while ((list.get() as { frame?: number } | undefined)?.frame !== frame) await nextTurn()
      await vi.advanceTimersByTimeAsync(16)
    }
    expect(shown).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(50)
    expect(shown).toHaveBeenCalledTimes(1)
    // A page whose views deliver at every frame (a multi-view of live matches) is shown a second
    // after the paint's wait all the same.
    const busy = connectEngine(engine, 1000)
    const busyShown = vi.fn()
    void busy.firstScreenShown.then(busyShown)
    await vi.advanceTimersByTimeAsync(1000)
    const busyFrames = async (count: number) => {
      for (let frame = 0; frame < count; frame++) {
        deliver([{ subscriptionId: 1, kind: 'reset', state: { frame } }])
        await nextTurn()
        await vi.advanceTimersByTimeAsync(16)
      }
    }
    await busyFrames(60)
    expect(busyShown).not.toHaveBeenCalled()
    await busyFrames(5)
    expect(busyShown).toHaveBeenCalledTimes(1)
    const failed = connectEngine(engine, 1000, undefined, Promise.reject(new Error('no network')))
    const failedShown = vi.fn()
    void failed.firstScreenShown.then(failedShown)
    await vi.advanceTimersByTimeAsync(1100)
    expect(failedShown).toHaveBeenCalledTimes(1)
  })
})
