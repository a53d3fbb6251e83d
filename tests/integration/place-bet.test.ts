// The walking skeleton end to end, in-process: the real server on a real database (in-memory
// PGlite, or PostgreSQL when DATABASE_URL is set), the real engine, the views as the UI mirrors
// them. Log in, watch a price move, place a single, and find the debit and the stored bet.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenBetsResponse } from '../../domain/api/open-bets.ts'
import { priceChange } from '../../domain/feed/change.ts'
import { demoLiveEventIds, demoPlayer } from '../../server/seed.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import { startEngine, until } from '../support/engine-harness.ts'
import { createManualFeed, testDriven } from '../support/manual-feed.ts'
import { testClock } from './placement-fixtures.ts'

const feed = createManualFeed()
/** The server's clock, moved past a live bet's in-play delay instead of waiting it out. */
const clock = testClock()
let server: RunningServer
let harness: Awaited<ReturnType<typeof startEngine>>

beforeAll(async () => {
  server = await startServer({
    databaseUrl: process.env.DATABASE_URL,
    feed,
    heartbeatMs: 200,
    producerTimeoutMs: testDriven,
    now: clock.now,
  })
  harness = await startEngine(server.url)
})

afterAll(async () => {
  harness?.engine.stop()
  await server?.close()
})

// The seeded demo matches only: on the shared PostgreSQL other tests' events are live too.
const liveEventIds = () =>
  (harness.live.get()?.competitions.flatMap((competition) => competition.eventIds) ?? []).filter(
    (eventId) => demoLiveEventIds.includes(eventId),
  )

/** The first live event's row, as the live list shows it, and its first outcome. */
const firstLiveOutcome = async () => {
  const row = harness.row(liveEventIds()[0] ?? '')
  const shown = await until(row, (state) => state.market !== undefined)
  const marketId = shown.market?.id ?? ''
  // On the shared PostgreSQL the live-faults test suspends markets of these matches at random:
  // the market is opened first, so a placement here meets the market it means to.
  await feed.publish([{ kind: 'market', eventId: shown.event?.id ?? '', marketId, status: 'open' }])
  const view = await until(row, (state) => state.market?.status === 'open')
  const market = view.market
  const outcome = view.outcomes[market?.outcomeIds[0] ?? '']
  if (!market || !outcome) throw new Error('no live outcome shown')
  return { row, market, outcome }
}

const accountId = () => harness.session.get()?.accountId ?? ''

describe('walking skeleton', () => {
  it('§2 live page: lists the live events with their main prices, 1X2 for football', async () => {
    await until(harness.live, (state) => state.status === 'ready' && state.streaming)
    expect(liveEventIds().length).toBeGreaterThanOrEqual(5)
    for (const eventId of liveEventIds()) {
      const row = await until(harness.row(eventId), (state) => state.market !== undefined)
      expect(row.event?.clock).toBeDefined()
      // Counter-Strike has no draw: its match winner has two prices.
      expect(row.market?.outcomeIds).toHaveLength(row.event?.sportCode === 'FOOT' ? 3 : 2)
    }
  })

  it('§4 price change: a streamed change reaches the view and only its outcome changes', async () => {
    const { row, market, outcome } = await firstLiveOutcome()
    const list = harness.live.get()
    const before = row.get()
    // Sent as a feed's arithmetic makes it (1.82 + 0.25 is 2.0700000000000003), shown as the
    // catalogue stores it, to the thousandth: the price a placement is then judged against.
    const sent = outcome.consolidatedPrice.currentPrice.decimal + 0.25
    const decimal = Math.round(sent * 1000) / 1000
    await feed.publish([priceChange(outcome, sent)])
    const after = await until(
      row,
      (state) => state.outcomes[outcome.id]?.consolidatedPrice.currentPrice.decimal === decimal,
    )
    const [stored] = await server.db.query<{ price: string }>(
      'select price from outcomes where id = $1',
      [outcome.id],
    )
    expect(Number(stored?.price)).toBe(decimal)
    expect(after.outcomes[outcome.id]?.consolidatedPrice.penultimatePrice?.decimal).toBe(
      outcome.consolidatedPrice.currentPrice.decimal,
    )
    // Structural sharing: the list's contents, the event and the other outcomes keep their
    // identity. The list's root also carries the connection's status: the server cuts a socket
    // that misses one 200 ms heartbeat, and on a loaded machine the reconnect replaces the root.
    const now = harness.live.get()
    expect(now?.competitions).toBe(list?.competitions)
    expect(now?.sports).toBe(list?.sports)
    expect(after.event).toBe(before?.event)
    const otherId = market.outcomeIds[1] ?? ''
    expect(after.outcomes[otherId]).toBe(before?.outcomes[otherId])
  })

  it('§5 login: a wrong password is refused with a reason and no session', async () => {
    const result = await harness.engine.session.login({
      username: demoPlayer.username,
      password: 'wrong',
    })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatchObject({ status: 401, code: 'invalid-credentials' })
    await until(harness.session, (state) => state.status === 'anonymous')
  })

  it('§5 login: remember-me keeps the username for the next login form', async () => {
    await harness.engine.session.rememberUsername(demoPlayer.username)
    await until(harness.session, (state) => state.savedUsername === demoPlayer.username)
    await harness.engine.session.rememberUsername(undefined)
    await until(harness.session, (state) => state.savedUsername === undefined)
  })

  it('§7 login: direct login shows the balance', async () => {
    const result = await harness.engine.session.login({
      username: `  ${demoPlayer.username} `,
      password: demoPlayer.password,
    })
    expect(result.ok).toBe(true)
    const session = await until(harness.session, (state) => state.balance !== undefined)
    expect(session).toMatchObject({
      status: 'logged-in',
      username: demoPlayer.username,
      currency: 'EUR',
    })
  })

  it('§7 bets: places a single, debits the stake and stores the bet', async () => {
    const startBalance = harness.session.get()?.balance ?? 0
    const { outcome, row } = await firstLiveOutcome()
    await harness.engine.betslip.add(outcome.id)
    await harness.engine.betslip.setStake(outcome.id, '10')
    const slip = await until(harness.betslip, (state) => state.placement !== null)
    const price = outcome.consolidatedPrice.currentPrice.decimal
    expect(slip.selections[0]).toMatchObject({ outcomeId: outcome.id, unitStake: 1000 })
    const placement = slip.placement
    if (!placement) throw new Error('no placement')

    const uuid = crypto.randomUUID()
    const result = await harness.engine.betslip.place({
      accountId: accountId(),
      request: placement,
      uuid,
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data.errors).toEqual([])
    expect(result.data.totalCost).toBe(1000)
    // A live bet waits the in-play delay, already debited, and is decided when it has passed.
    expect(result.data).toMatchObject({ status: 'pending', delay: 5 })
    // The slip keeps its selection while the bet is held; the engine's status call decides it.
    expect(harness.betslip.get()?.selections).toHaveLength(1)
    clock.advance(5_000)
    const status = await harness.engine.betslip.status(result.data.betSlipId)
    expect(status).toEqual({
      ok: true,
      data: { betSlipId: result.data.betSlipId, status: 'placed', errors: [] },
    })
    const current = row.get()?.outcomes[outcome.id]?.consolidatedPrice.currentPrice.decimal ?? price
    expect(result.data.singles[0]?.potentialReturns).toBe(Math.floor(1000 * current + 1e-9))
    await until(harness.session, (state) => state.balance === startBalance - 1000)
    await until(harness.betslip, (state) => state.selections.length === 0)

    // The same uuid again answers the first placement and debits nothing more.
    const again = await harness.engine.betslip.place({
      accountId: accountId(),
      request: placement,
      uuid,
    })
    expect(again.ok && again.data.betSlipId).toBe(result.data.betSlipId)
    expect(harness.session.get()?.balance).toBe(startBalance - 1000)

    const openBets = await getJson<OpenBetsResponse>(`/xapi/bet/account/${accountId()}/openbets`)
    expect(openBets.bets.filter((bet) => bet.betSlipId === result.data.betSlipId)).toHaveLength(1)
    const [ledger] = await server.db.query<{
      amount: number | string
      balance_after: number | string
    }>('select amount, balance_after from ledger where betslip_id = $1', [result.data.betSlipId])
    expect(Number(ledger?.amount)).toBe(-1000)
    expect(Number(ledger?.balance_after)).toBe(startBalance - 1000)
  })

  it('§4 market status: a suspended market makes its selection unplaceable until it reopens', async () => {
    const { market, outcome } = await firstLiveOutcome()
    await harness.engine.betslip.add(outcome.id)
    await harness.engine.betslip.setStake(outcome.id, '1')
    await until(harness.betslip, (state) => state.placement !== null)
    await feed.publish([
      { kind: 'market', eventId: outcome.eventId, marketId: market.id, status: 'suspended' },
    ])
    const suspended = await until(harness.betslip, (state) => state.placement === null)
    expect(suspended.selections[0]).toMatchObject({ outcomeId: outcome.id, available: false })
    await feed.publish([
      { kind: 'market', eventId: outcome.eventId, marketId: market.id, status: 'open' },
    ])
    await until(harness.betslip, (state) => state.placement !== null)
    await harness.engine.betslip.remove(outcome.id)
    await until(harness.betslip, (state) => state.selections.length === 0)
  })

  it('§8 RES-00056: a stake over the balance is refused and debits nothing', async () => {
    const startBalance = harness.session.get()?.balance ?? 0
    const { outcome } = await firstLiveOutcome()
    const result = await harness.engine.betslip.place({
      accountId: accountId(),
      request: {
        singles: [
          {
            outcomeId: outcome.id,
            decimal: outcome.consolidatedPrice.currentPrice.decimal,
            unitStake: startBalance + 1,
          },
        ],
      },
      uuid: crypto.randomUUID(),
    })
    expect(result.ok && result.data.errors.map((error) => error.code)).toEqual(['RES-00056'])
    expect((await harness.engine.session.refreshBalance()).ok).toBe(true)
    expect(harness.session.get()?.balance).toBe(startBalance)
  })

  it('§8 RES-00152: a price that moved is refused with the new price and debits nothing', async () => {
    const startBalance = harness.session.get()?.balance ?? 0
    const { outcome } = await firstLiveOutcome()
    const shown = outcome.consolidatedPrice.currentPrice.decimal
    const result = await harness.engine.betslip.place({
      accountId: accountId(),
      request: { singles: [{ outcomeId: outcome.id, decimal: shown + 1, unitStake: 100 }] },
      uuid: crypto.randomUUID(),
    })
    expect(result.ok && result.data.errors[0]).toMatchObject({
      code: 'RES-00152',
      currentDecimal: shown,
    })
    expect((await harness.engine.session.refreshBalance()).ok).toBe(true)
    expect(harness.session.get()?.balance).toBe(startBalance)
  })

  it('bad input: malformed bets and logins are 4xx with a reason, never 500', async () => {
    const token = await loginToken()
    const cases: Array<[string, string, unknown, number]> = [
      ['POST', '/xapi/icore/players/login', '{not json', 400],
      ['POST', '/xapi/icore/players/login', 'null', 400],
      ['GET', '/xapi/icore/players/%E0%A4%A/balance/sportsbook', undefined, 400],
      ['POST', '/xapi/icore/players/login', { username: '', password: 'x' }, 400],
      ['POST', `/xapi/rest/accounts/${accountId()}/betslips?uuid=abcdefgh-1`, { singles: [] }, 400],
      [
        'POST',
        `/xapi/rest/accounts/${accountId()}/betslips?uuid=abcdefgh-2`,
        { singles: [{ outcomeId: 'x', decimal: 'two', unitStake: 5 }] },
        400,
      ],
      [
        'POST',
        `/xapi/rest/accounts/${accountId()}/betslips`,
        { singles: [{ outcomeId: 'x', decimal: 2, unitStake: 5 }] },
        400,
      ],
      [
        'POST',
        `/xapi/rest/accounts/${accountId()}/betslips?uuid=abcdefgh-3`,
        { singles: [{ outcomeId: 'x', decimal: 2, unitStake: -5 }] },
        400,
      ],
      [
        'POST',
        '/xapi/rest/accounts/someone-else/betslips?uuid=abcdefgh-4',
        { singles: [{ outcomeId: 'x', decimal: 2, unitStake: 5 }] },
        403,
      ],
    ]
    for (const [method, path, body, status] of cases) {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
      })
      expect({ path, status: response.status }).toEqual({ path, status })
      const reason = (await response.json()) as { code: string; message: string }
      expect(reason.message.length).toBeGreaterThan(0)
    }
    const anonymous = await fetch(
      `${server.url}/xapi/rest/accounts/${accountId()}/betslips?uuid=abcdefgh-5`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      },
    )
    expect(anonymous.status).toBe(401)
  })

  it('live stream: a dropped connection resumes from its last seq and loses no change', async () => {
    const { outcome, row } = await firstLiveOutcome()
    // Drop every client socket as a flaky network would, then publish while they are away.
    for (const client of server.app.websocketServer.clients) client.terminate()
    const prices = [5.5, 5.75, 6]
    for (const decimal of prices) await feed.publish([priceChange(outcome, decimal)])
    const view = await until(
      row,
      (state) => state.outcomes[outcome.id]?.consolidatedPrice.currentPrice.decimal === 6,
      10_000,
    )
    expect(view.outcomes[outcome.id]?.consolidatedPrice).toMatchObject({
      penultimatePrice: { decimal: 5.75 },
      antepenultimatePrice: { decimal: 5.5 },
    })
  })
})

async function loginToken(): Promise<string> {
  const response = await fetch(`${server.url}/xapi/icore/players/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: demoPlayer.username, password: demoPlayer.password }),
  })
  return ((await response.json()) as { alsToken: string }).alsToken
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${await loginToken()}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}
