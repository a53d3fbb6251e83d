// The pinned set against a fake backend and the key moments against the live store as the stream
// would change it: pins survive a restart, a ninth is refused, a login brings another device's
// pins and sends back the merged set, and a goal or a reopened market of a pinned event (and of
// no other) raises an alert, even when the next batch before the view's flush undoes it.

import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PinAlertsView, PinnedEventView, PinsView } from '../../domain/engine/pins.ts'
import type { ViewDelivery } from '../../domain/engine/views.ts'
import { applyChanges } from '../../domain/feed/apply-change.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import { createTouched, putEvent } from '../../domain/feed/store.ts'
import { maxPins } from '../../domain/rules/pins.ts'
import { json, patiently } from '../../tests/support/fake-backend-engine.ts'
import { sampleEvent } from '../../tests/support/sample-event.ts'
import { silentSocket } from '../../tests/support/silent-socket.ts'
import { createContext, type EngineContext } from '../context/context.ts'
import { type KeyValueStorage, memoryStorage } from '../context/persistence.ts'
import { touchedTopics } from '../context/topics.ts'
import { createPinsModule } from './pins.ts'

const session = {
  token: 'token',
  expiresAt: Date.now() / 1000 + 3600,
  username: 'player',
  accountId: 'a1',
  currency: 'EUR',
  priceFormat: 'euro',
}

const contexts: EngineContext[] = []
afterEach(() => {
  for (const context of contexts.splice(0)) context.views.flush()
})

async function setup({
  storage = memoryStorage(),
  serverPins = [] as { eventId: string; marketIds: string[] }[],
} = {}) {
  const sent: unknown[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    if (url.pathname === '/api/pins' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body))
      sent.push(body)
      return json(body)
    }
    if (url.pathname === '/api/pins') return json({ pins: serverPins })
    return json({ code: 'not-found', message: 'no route' }, 404)
  })
  const context = createContext({
    apiBase: 'https://sportsbook.test',
    fetch: fetch as unknown as typeof globalThis.fetch,
    WebSocket: silentSocket,
    storage,
    frameMs: 1,
  })
  contexts.push(context)
  // Pins let an unpinned tile's event go: the live area's part in it is tested in live.test.ts.
  const liveStream = {
    holdWhole: async () => {},
    catchUp() {},
    letGo() {},
    afterSnapshot: () => () => {},
  }
  const module = createPinsModule(context, liveStream)
  for (const [name, definition] of Object.entries(module.views))
    context.views.define(name, definition)
  const states = new Map<number, unknown>()
  const client = context.views.connect((deliveries: ViewDelivery[]) => {
    for (const delivery of deliveries)
      if (delivery.kind === 'reset') states.set(delivery.subscriptionId, delivery.state)
  })
  let nextId = 1
  /** A view's state as a fresh subscription sees it. */
  const read = async <T>(name: string, params = {}) => {
    const id = nextId++
    context.views.subscribe(client, id, name, params)
    await vi.waitFor(() => expect(states.has(id)).toBe(true), patiently)
    context.views.unsubscribe(client, id)
    return states.get(id) as T
  }
  /** Applies changes as the live area does: the store, then the topics they touched. */
  const stream = (changes: LiveChange[]) => {
    const touched = createTouched()
    applyChanges(context.store, changes, touched)
    context.views.publish(touchedTopics(touched))
    context.liveBatches.emit(touched)
  }
  return { context, pins: module.commands, read, sent, stream }
}

const pinnedIds = (view: PinsView) => view.pins.map((pin) => pin.eventId)

describe('pins (issue 41)', () => {
  it('survive a restart, and a ninth is refused with its reason', async () => {
    const storage: KeyValueStorage = memoryStorage()
    const first = await setup({ storage })
    for (let index = 1; index <= maxPins; index++)
      expect(await first.pins.pin(`e${index}`)).toEqual({ ok: true })
    expect(await first.pins.pin('e9')).toEqual({ ok: false, reason: 'pins-full' })
    await first.pins.unpin('e3')
    await first.pins.toggleTileMarket('e1', 'e1-m2')

    // Read back as the area is made.
    const again = await setup({ storage })
    await vi.waitFor(
      async () =>
        expect(pinnedIds(await again.read<PinsView>('pins'))).toEqual([
          'e1',
          'e2',
          'e4',
          'e5',
          'e6',
          'e7',
          'e8',
        ]),
      patiently,
    )
    expect((await again.read<PinsView>('pins')).pins[0]?.marketIds).toEqual(['e1-m2'])
    // Logged out: nothing goes to the server.
    expect(again.sent).toEqual([])
  })

  it("a login brings another device's pins first and sends the merged set back", async () => {
    const { context, pins, read, sent } = await setup({
      serverPins: [{ eventId: 'e7', marketIds: ['e7-m2'] }],
    })
    await pins.pin('e1')
    context.session.set(session)
    await vi.waitFor(
      async () => expect(pinnedIds(await read<PinsView>('pins'))).toEqual(['e7', 'e1']),
      patiently,
    )
    await vi.waitFor(
      () =>
        expect(sent.at(-1)).toEqual({
          pins: [
            { eventId: 'e7', marketIds: ['e7-m2'] },
            { eventId: 'e1', marketIds: [] },
          ],
        }),
      patiently,
    )
    await pins.unpin('e7')
    await vi.waitFor(
      () => expect(sent.at(-1)).toEqual({ pins: [{ eventId: 'e1', marketIds: [] }] }),
      patiently,
    )
  })

  it('a goal and a reopened market of a pinned event raise alerts; another event raises none', async () => {
    const { context, pins, read, stream } = await setup()
    const live = { clock: { status: 'RUNNING', minutes: 10 }, scores: { home: 0, away: 0 } }
    putEvent(context.store, { ...sampleEvent(1), ...live })
    putEvent(context.store, { ...sampleEvent(2), ...live })
    await pins.pin('e1')
    // The first sight is recorded: a pin is not a goal.
    expect((await read<PinAlertsView>('pin-alerts')).alerts).toEqual([])

    stream([{ kind: 'event', eventId: 'e2', scores: { home: 1, away: 0 } }])
    stream([{ kind: 'event', eventId: 'e1', scores: { home: 0, away: 1 } }])
    await vi.waitFor(
      async () =>
        expect((await read<PinAlertsView>('pin-alerts')).alerts).toMatchObject([
          {
            moment: { kind: 'goal', eventId: 'e1', side: 'away' },
            eventName: sampleEvent(1).description,
          },
        ]),
      patiently,
    )

    // The tile shows the main market (here the first with outcomes): its suspension, then reopening.
    stream([{ kind: 'market', eventId: 'e1', marketId: 'e1-m1', status: 'suspended' }])
    await vi.waitFor(
      async () =>
        expect(
          (await read<PinnedEventView>('pinned-event', { eventId: 'e1', marketIds: '' })).markets[
            'e1-m1'
          ]?.status,
        ).toBe('suspended'),
      patiently,
    )
    stream([{ kind: 'market', eventId: 'e1', marketId: 'e1-m1', status: 'open' }])
    await vi.waitFor(
      async () =>
        expect((await read<PinAlertsView>('pin-alerts')).alerts.at(-1)).toMatchObject({
          moment: { kind: 'market-reopened', eventId: 'e1', marketId: 'e1-m1' },
          marketName: 'Market 1',
        }),
      patiently,
    )
  })

  it('a goal the next batch sets back before the view flushes is still a goal', async () => {
    const { context, pins, read, stream } = await setup()
    const live = { clock: { status: 'RUNNING', minutes: 10 }, scores: { home: 0, away: 0 } }
    putEvent(context.store, { ...sampleEvent(1), ...live })
    await pins.pin('e1')
    expect((await read<PinAlertsView>('pin-alerts')).alerts).toEqual([])

    // Two batches with no flush between: a score set by hand, then the feed's own score again.
    stream([{ kind: 'event', eventId: 'e1', scores: { home: 1, away: 0 } }])
    stream([{ kind: 'event', eventId: 'e1', scores: { home: 0, away: 0 } }])
    stream([{ kind: 'market', eventId: 'e1', marketId: 'e1-m1', status: 'suspended' }])
    stream([{ kind: 'market', eventId: 'e1', marketId: 'e1-m1', status: 'open' }])
    await vi.waitFor(
      async () =>
        expect((await read<PinAlertsView>('pin-alerts')).alerts).toMatchObject([
          { moment: { kind: 'goal', eventId: 'e1', side: 'home' } },
          { moment: { kind: 'market-reopened', eventId: 'e1', marketId: 'e1-m1' } },
        ]),
      patiently,
    )
  })

  it("a red card of a pinned event raises an alert, even one the feed's next batch takes back", async () => {
    const { context, pins, read, stream } = await setup()
    const live = { clock: { status: 'RUNNING', minutes: 60 }, redCards: { home: 0, away: 0 } }
    putEvent(context.store, { ...sampleEvent(1), ...live })
    await pins.pin('e1')
    expect((await read<PinAlertsView>('pin-alerts')).alerts).toEqual([])

    // Shown by hand, then the feed's own count again, with no flush between.
    stream([{ kind: 'event', eventId: 'e1', redCards: { home: 0, away: 1 } }])
    stream([{ kind: 'event', eventId: 'e1', redCards: { home: 0, away: 0 } }])
    await vi.waitFor(
      async () =>
        expect((await read<PinAlertsView>('pin-alerts')).alerts).toMatchObject([
          { moment: { kind: 'red-card', eventId: 'e1', side: 'away' } },
        ]),
      patiently,
    )
  })
})
