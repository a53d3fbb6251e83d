// The live area through the engine, against a fake backend and a socket the test drives: what a
// new snapshot does to the events a page loaded beside the stream.

import { afterEach, expect, it, vi } from 'vitest'
import type { BetslipView } from '../../domain/engine/betslip.ts'
import type { EventWithMarkets } from '../../domain/events/event.ts'
import { fakeBackendEngine, json, patiently } from '../../tests/support/fake-backend-engine.ts'
import { FakeSocket } from '../../tests/support/fake-socket.ts'
import { sampleEvent } from '../../tests/support/sample-event.ts'
import type { createEngine } from '../engine.ts'

const engines: ReturnType<typeof createEngine>[] = []
afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop()
  FakeSocket.instances = []
})

/**
 * An engine on a socket the test drives, with the brand's default settings; `answer` answers the
 * backend's other calls, undefined for none (a 404).
 */
async function socketEngine(answer: (url: URL) => Promise<Response> | Response | undefined) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    if (url.pathname === '/api/cached_settings') return json({})
    return (await answer(url)) ?? json({ code: 'not-found', message: 'no route' }, 404)
  })
  const started = await fakeBackendEngine({
    fetch: fetch as unknown as typeof globalThis.fetch,
    WebSocket: FakeSocket as unknown as typeof WebSocket,
  })
  engines.push(started.engine)
  return started
}

it('§4 live: a price before the start, tapped while a new snapshot reloads its page, is added', async () => {
  const beforeStart: EventWithMarkets = {
    ...sampleEvent(9),
    clock: { status: 'NOT_STARTED' },
  }
  let eventAsked = 0
  const { engine, client } = await socketEngine(({ pathname }) => {
    if (pathname === '/xapi/rest/live/events') return json({ seq: 10, events: [sampleEvent(1)] })
    if (pathname !== '/xapi/rest/events/e9') return undefined
    eventAsked += 1
    // The page's second load is still under way when the bettor taps.
    return eventAsked === 1 ? json(beforeStart) : new Promise<Response>(() => {})
  })
  await engine.views.subscribe(client, 1, 'event-page', { eventId: 'e9' })
  await engine.start()
  await vi.waitFor(
    async () => expect(await engine.betslip.add('e9-m1-o1')).toMatchObject({ ok: true }),
    patiently,
  )
  await engine.betslip.remove('e9-m1-o1')

  const socket = FakeSocket.instances.at(-1) as FakeSocket
  socket.open()
  // The server no longer keeps the point the stream would resume from.
  socket.receive({ type: 'snapshot-required', seq: 10 })
  await vi.waitFor(() => expect(eventAsked).toBe(2), patiently)

  expect(await engine.betslip.add('e9-m1-o1')).toEqual({ ok: true, data: null })
  // The snapshot's own events were put in whole all the same.
  expect(await engine.betslip.add('e1-m1-o1')).toEqual({ ok: true, data: null })
})

it('§4 live: after a new snapshot the slip reads its markets before their start again, shown or not', async () => {
  const marketsAsked: string[] = []
  const { engine, client } = await socketEngine((url) => {
    if (url.pathname === '/xapi/rest/live/events') return json({ seq: 10, events: [] })
    if (url.pathname === '/xapi/rest/events/e9')
      return json({ ...sampleEvent(9), clock: { status: 'NOT_STARTED' } })
    if (url.pathname !== '/xapi/rest/markets') return undefined
    marketsAsked.push(url.searchParams.get('ids') ?? '')
    return json({ markets: [] })
  })
  await engine.views.subscribe(client, 1, 'event-page', { eventId: 'e9' })
  await engine.start()
  await vi.waitFor(
    async () => expect(await engine.betslip.add('e9-m1-o1')).toMatchObject({ ok: true }),
    patiently,
  )
  // Neither the page nor the slip is on screen: the slip's selection is still priced from the store.
  await engine.views.unsubscribe(client, 1)
  expect(marketsAsked).toEqual([])

  const socket = FakeSocket.instances.at(-1) as FakeSocket
  socket.open()
  socket.receive({ type: 'snapshot-required', seq: 10 })
  await vi.waitFor(() => expect(marketsAsked).toEqual(['e9-m1']), patiently)
})

/**
 * An engine past the lazy threshold: the snapshot (seq 10) holds e1 as a row, its first market
 * only; `answerEvent` answers the whole event's read. Its stream is open.
 */
async function lazyEngine(answerEvent: () => Promise<Response>) {
  const row = { ...sampleEvent(1), markets: sampleEvent(1).markets.slice(0, 1) }
  const started = await socketEngine(({ pathname }) => {
    if (pathname === '/xapi/rest/live/events')
      return json({ seq: 10, events: [row], marketsComplete: false })
    return pathname === '/xapi/rest/events/e1' ? answerEvent() : undefined
  })
  await started.engine.start()
  await vi.waitFor(() => expect(FakeSocket.instances.length).toBe(1), patiently)
  const socket = FakeSocket.instances[0] as FakeSocket
  socket.open()
  return { ...started, socket }
}

it('§9 lazy markets: the stream is scoped to the rows, and an event is read whole only once its changes flow', async () => {
  let eventAsked = 0
  const { engine, client, socket } = await lazyEngine(async () => {
    eventAsked += 1
    return json(sampleEvent(1))
  })
  const [subscribe] = socket.sent
  expect(subscribe).toMatchObject({ type: 'subscribe', after: 10 })
  const scope = subscribe?.type === 'subscribe' ? subscribe.listedMarkets : undefined
  // The coupon's main market types, and the type the row holds.
  expect(scope?.marketTypeIds).toEqual(expect.arrayContaining(['MRES', '1']))
  expect(scope?.wholeEventIds).toEqual([])

  await engine.views.subscribe(client, 1, 'event-page', { eventId: 'e1' })
  await vi.waitFor(
    () =>
      expect(socket.sent.at(-1)).toEqual({
        type: 'listed-markets',
        listedMarkets: { marketTypeIds: scope?.marketTypeIds, wholeEventIds: ['e1'] },
      }),
    patiently,
  )
  // Not read until the server has applied the scope.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(eventAsked).toBe(0)
  socket.receive({ type: 'listed-markets-applied', seq: 10 })
  await vi.waitFor(() => expect(eventAsked).toBe(1), patiently)
  // Read whole: the market the row did not hold is there to be taken.
  await vi.waitFor(
    async () => expect(await engine.betslip.add('e1-m2-o1')).toEqual({ ok: true, data: null }),
    patiently,
  )
})

it('§4 live: a change that came while a whole event was read, to a market not yet held, is applied on top of it', async () => {
  let answerEvent: ((response: Response) => void) | undefined
  const { engine, client, read, socket } = await lazyEngine(
    () =>
      new Promise<Response>((resolve) => {
        answerEvent = resolve
      }),
  )
  await engine.views.subscribe(client, 1, 'event-page', { eventId: 'e1' })
  await vi.waitFor(() => expect(socket.sent.at(-1)?.type).toBe('listed-markets'), patiently)
  socket.receive({ type: 'listed-markets-applied', seq: 10 })
  // The read is under way once the scope is applied.
  await vi.waitFor(() => expect(answerEvent).toBeDefined(), patiently)
  // The answer was read at seq 10; batch 11 moves a price of the market the row did not hold,
  // and arrives first: the engine cannot apply it yet.
  socket.receive({
    type: 'changes',
    seq: 11,
    changes: [{ k: 'outcome', e: 'e1', m: 'e1-m2', o: 'e1-m2-o1', cp: { c: { d: 7.5 } } }],
  })
  answerEvent?.(json({ ...sampleEvent(1), seq: 10 }))
  await vi.waitFor(
    async () => expect(await engine.betslip.add('e1-m2-o1')).toEqual({ ok: true, data: null }),
    patiently,
  )
  const slip = await read<BetslipView>('betslip')
  expect(slip.selections[0]?.decimal).toBe(7.5)
})

it("§9 lazy markets: an unpinned tile's event is a row again once no view shows its other markets, and the scope leaves it out", async () => {
  const { engine, client, socket } = await lazyEngine(async () => json(sampleEvent(1)))
  // A tile showing a market the row lacks: the event is loaded whole for it (src/pins/Tile.tsx).
  await engine.pins.pin('e1')
  await engine.pins.toggleTileMarket('e1', 'e1-m2')
  await engine.views.subscribe(client, 1, 'pinned-event', { eventId: 'e1', marketIds: 'e1-m2' })
  await engine.views.subscribe(client, 2, 'event-page', { eventId: 'e1' })
  await vi.waitFor(
    () =>
      expect(socket.sent.at(-1)).toMatchObject({
        type: 'listed-markets',
        listedMarkets: { wholeEventIds: ['e1'] },
      }),
    patiently,
  )
  socket.receive({ type: 'listed-markets-applied', seq: 10 })
  // Read whole: its market is there to be taken (and is taken off again).
  await vi.waitFor(
    async () => expect(await engine.betslip.add('e1-m2-o1')).toEqual({ ok: true, data: null }),
    patiently,
  )
  await engine.betslip.remove('e1-m2-o1')

  await engine.pins.unpin('e1')
  // A batch while the tile still shows it: the event stays whole.
  socket.receive({ type: 'changes', seq: 11, changes: [] })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(socket.sent.at(-1)).toMatchObject({ listedMarkets: { wholeEventIds: ['e1'] } })
  // The tile gone, the next batch narrows the scope.
  await engine.views.unsubscribe(client, 1)
  await engine.views.unsubscribe(client, 2)
  socket.receive({ type: 'changes', seq: 12, changes: [] })
  await vi.waitFor(
    () =>
      expect(socket.sent.at(-1)).toMatchObject({
        type: 'listed-markets',
        listedMarkets: { wholeEventIds: [] },
      }),
    patiently,
  )
})
