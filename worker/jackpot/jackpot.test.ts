// The jackpot area against a fake backend: the view loads the active jackpot, picks (a perm on
// one match) are priced through the selections call with the ids comma-joined, placement sends
// every pick with the statechart's uuid and moves the balance, and a malformed answer is refused.

import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ActiveJackpot } from '../../domain/api/jackpot.ts'
import type { JackpotView } from '../../domain/engine/jackpot.ts'
import type { ViewDelivery } from '../../domain/engine/views.ts'
import { silentSocket } from '../../tests/support/silent-socket.ts'
import { memoryStorage } from '../context/persistence.ts'
import { createEngine } from '../engine.ts'

const jackpot: ActiveJackpot = {
  id: 'jp-1',
  name: '2-match Jackpot',
  currency: 'EUR',
  prize: 5_000_000,
  stakePerLine: 100,
  closesAt: '2030-01-01T12:00:00.000Z',
  events: [1, 2].map((number) => ({
    number,
    eventId: `e${number}`,
    slug: `e${number}`,
    description: `Home ${number} v Away ${number}`,
    competition: 'League',
    startTime: '2030-01-01T12:00:00.000Z',
    marketId: `m${number}`,
    outcomes: (['1', 'X', '2'] as const).map((position) => ({
      outcomeId: `e${number}-${position}`,
      position,
      description: position,
      decimal: 2,
      status: 'open' as const,
    })),
    void: false,
  })),
}

const engines: ReturnType<typeof createEngine>[] = []
afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop()
})

async function setup(activeBody: unknown = jackpot) {
  const priced: string[] = []
  const pricedModels: unknown[] = []
  const placed: Array<{ url: URL; body: unknown }> = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const route = `${init?.method ?? 'GET'} ${url.pathname}`
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    const json = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    if (route === 'GET /xapi/rest/jackpotbetweb/active') return json(activeBody)
    if (route === 'POST /xapi/rest/jackpotbetslips/selections') {
      const ids: string[] = body.outcomeIds ? body.outcomeIds.split(',') : []
      priced.push(body.outcomeIds)
      pricedModels.push(body.model)
      const perEvent = [1, 2].map((n) => ids.filter((id) => id.startsWith(`e${n}-`)).length)
      const lines = (perEvent[0] ?? 0) * (perEvent[1] ?? 0)
      return json({
        model: {
          jackpotId: 'jp-1',
          jackpotPrize: 5_000_000,
          globalStake: body.model.globalStake,
          jackpotTotalStake: lines * body.model.globalStake,
          noOfBets: lines,
          originId: 11,
          totalCost: lines * body.model.globalStake,
          complete: lines > 0,
          missingEventNumbers: [1, 2].filter((_, i) => perEvent[i] === 0),
          singles: [],
          errors: [],
        },
      })
    }
    if (route === 'POST /xapi/icore/players/login')
      return json({
        alsToken: 't',
        expirationTimeInSeconds: Math.floor(Date.now() / 1000) + 3600,
        username: 'demo2',
        accountId: 'acc-2',
        currency: 'EUR',
        priceFormat: 'euro',
        locale: 'en',
      })
    if (route === 'POST /xapi/rest/accounts/acc-2/jackpotbetslips') {
      placed.push({ url, body })
      return json({
        betSlipId: 's1',
        reference: 'JP-00000001',
        jackpotId: 'jp-1',
        status: 'open',
        noOfBets: 2,
        globalStake: 100,
        jackpotPrize: 5_000_000,
        totalCost: 200,
        singles: [],
        availableBalance: 9_800,
      })
    }
    if (route === 'GET /api/cached_settings') return json({})
    return json({ code: 'not-found', message: 'no route' }, 404)
  })
  const engine = createEngine({
    apiBase: 'https://sportsbook.test',
    fetch: fetch as unknown as typeof globalThis.fetch,
    WebSocket: silentSocket,
    storage: memoryStorage(),
    frameMs: 1,
  })
  engines.push(engine)
  let view: JackpotView | undefined
  const client = await engine.views.connect({
    postMessage(deliveries: ViewDelivery[]) {
      for (const delivery of deliveries)
        if (delivery.kind === 'reset') view = delivery.state as JackpotView
    },
  })
  const read = async () => {
    const id = Math.floor(Math.random() * 1e9)
    view = undefined
    await engine.views.subscribe(client, id, 'jackpot', {})
    await vi.waitFor(() => expect(view).toBeDefined())
    await engine.views.unsubscribe(client, id)
    return view as unknown as JackpotView
  }
  // One subscription held for the whole test: the view loads the jackpot while watched.
  await engine.views.subscribe(client, 1, 'jackpot', {})
  return { engine, read, priced, pricedModels, placed }
}

describe('the jackpot area', () => {
  it('§7 jackpot: loads the active jackpot, and a pick on each match is one line', async () => {
    const { engine, read, priced } = await setup()
    await vi.waitFor(async () => expect((await read()).status).toBe('ready'))
    await engine.jackpot.select(1, 'e1-1')
    await engine.jackpot.select(2, 'e2-X')
    const view = await read()
    expect(view.picks).toEqual({ 1: ['e1-1'], 2: ['e2-X'] })
    expect(view.model).toMatchObject({ noOfBets: 1, totalCost: 100, complete: true })
    expect(priced.at(-1)).toBe('e1-1,e2-X')
  })

  it('§3 jackpot bet: a second pick on a match is a perm, kept in 1/X/2 order; deselect takes it off', async () => {
    const { engine, read } = await setup()
    await vi.waitFor(async () => expect((await read()).status).toBe('ready'))
    await engine.jackpot.select(1, 'e1-2')
    await engine.jackpot.select(1, 'e1-1')
    await engine.jackpot.select(2, 'e2-1')
    expect((await read()).picks[1]).toEqual(['e1-1', 'e1-2'])
    expect((await read()).model?.noOfBets).toBe(2)
    // An outcome of another match is not a pick of this one.
    await engine.jackpot.select(1, 'e2-2')
    expect((await read()).picks[1]).toEqual(['e1-1', 'e1-2'])
    await engine.jackpot.deselect(1, 'e1-2')
    expect((await read()).model?.noOfBets).toBe(1)
    await engine.jackpot.setStake(200)
    expect((await read()).model?.totalCost).toBe(200)
    // A stake that is not a choice of the view's is ignored.
    await engine.jackpot.setStake(150)
    expect((await read()).globalStake).toBe(200)
  })

  it('§7 jackpot: placement sends every pick with the uuid, and the balance moves', async () => {
    const { engine, read, placed } = await setup()
    await vi.waitFor(async () => expect((await read()).status).toBe('ready'))
    await engine.session.login({ username: 'demo2', password: 'demo1234' })
    await engine.jackpot.select(1, 'e1-1')
    await engine.jackpot.select(1, 'e1-X')
    await engine.jackpot.select(2, 'e2-2')
    const result = await engine.jackpot.place('uuid-1')
    expect(result).toMatchObject({ ok: true, data: { reference: 'JP-00000001' } })
    expect(placed[0]?.url.searchParams.get('uuid')).toBe('uuid-1')
    expect(placed[0]?.body).toEqual({
      jackpotId: 'jp-1',
      globalStake: 100,
      singles: [
        { outcomeId: 'e1-1', ordinal: 1 },
        { outcomeId: 'e1-X', ordinal: 1 },
        { outcomeId: 'e2-2', ordinal: 2 },
      ],
      originId: 11,
    })
    expect((await read()).placement?.reference).toBe('JP-00000001')
    await engine.jackpot.clear()
    expect((await read()).picks).toEqual({})
  })

  it('a placement asked again with its uuid sends what it sent first, though the picks changed', async () => {
    const { engine, read, placed } = await setup()
    await vi.waitFor(async () => expect((await read()).status).toBe('ready'))
    await engine.session.login({ username: 'demo2', password: 'demo1234' })
    await engine.jackpot.select(1, 'e1-1')
    await engine.jackpot.select(2, 'e2-2')
    await engine.jackpot.place('uuid-again')
    await engine.jackpot.select(2, 'e2-X')
    await engine.jackpot.place('uuid-again')
    expect(placed).toHaveLength(2)
    expect(placed[1]?.body).toEqual(placed[0]?.body)
    await engine.jackpot.place('uuid-next')
    expect(placed[2]?.body).toMatchObject({
      singles: [
        { outcomeId: 'e1-1', ordinal: 1 },
        { outcomeId: 'e2-X', ordinal: 2 },
        { outcomeId: 'e2-2', ordinal: 2 },
      ],
    })
  })

  it('§7 jackpot selections: the model carries the originId placement sends', async () => {
    const { engine, read, pricedModels } = await setup()
    await vi.waitFor(async () => expect((await read()).status).toBe('ready'))
    await engine.jackpot.select(1, 'e1-1')
    expect(pricedModels.at(-1)).toEqual({ jackpotId: 'jp-1', globalStake: 100, originId: 11 })
  })

  it('§7 jackpot: placing while logged out is the shared not-logged-in refusal, unsent', async () => {
    const { engine, read, placed } = await setup()
    await vi.waitFor(async () => expect((await read()).status).toBe('ready'))
    await engine.jackpot.select(1, 'e1-1')
    await engine.jackpot.select(2, 'e2-1')
    const result = await engine.jackpot.place('uuid-2')
    expect(result).toEqual({
      ok: false,
      error: { status: 401, code: 'unauthorized', message: 'not logged in' },
    })
    expect(placed).toEqual([])
  })

  it('§7 jackpot: placing or booking with no jackpot loaded says so, not to log in', async () => {
    const { engine, read, placed } = await setup({ code: 'no-active-jackpot', message: 'none' })
    await vi.waitFor(async () => expect((await read()).status).toBe('failed'))
    await engine.session.login({ username: 'demo2', password: 'demo1234' })
    const noJackpot = {
      ok: false,
      error: { status: 0, code: 'no-jackpot-loaded', message: 'no jackpot is open to play yet' },
    }
    expect(await engine.jackpot.place('uuid-3')).toEqual(noJackpot)
    expect(await engine.jackpot.book()).toEqual(noJackpot)
    expect(placed).toEqual([])
  })

  it('§8 jackpot: a malformed active jackpot is refused with its reason, never used', async () => {
    const { engine, read } = await setup({ ...jackpot, prize: 'lots' })
    const result = await engine.jackpot.load()
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.code).toBe('invalid-response')
    expect((await read()).jackpot).toBeUndefined()
  })
})
