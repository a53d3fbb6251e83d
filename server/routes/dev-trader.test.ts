// A trader's moves, checked at the edge: a price moved in the catalogue and on the stream meets a
// bet placed at the old one as the bettor's choice says; a suspended market takes no bets until it
// opens again.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  balanceAndLedger,
  createFundedPlayer,
  createTestEvent,
  loginAs,
} from '../../tests/support/bets.ts'
import { type RunningServer, startServer } from '../server.ts'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ feed: null, devEndpoints: true })
})
afterAll(() => server.close())

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      brand: 'demo',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })

describe('POST /dev/outcomes/{id}/price', () => {
  it('moves the price in the catalogue, the old one kept as the one before', async () => {
    const { outcomes, marketIds } = await createTestEvent(server.db, { prices: [2, 3, 4] })
    const [first] = outcomes[0] ?? []
    const answer = await post(`/dev/outcomes/${first}/price`, { decimal: 2.5 })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ outcomeId: first, decimal: 2.5 })
    const market = await fetch(
      `${server.url}/xapi/rest/markets/${marketIds[0]}?includePrices=true`,
    ).then((response) => response.json())
    const outcome = market.outcomes.find((candidate: { id: string }) => candidate.id === first)
    expect(outcome.consolidatedPrice).toMatchObject({
      currentPrice: { decimal: 2.5 },
      penultimatePrice: { decimal: 2 },
    })
  })

  it('says what is wrong: an unknown outcome is 404, a price off the ladder 400', async () => {
    expect((await post('/dev/outcomes/no-such-outcome/price', { decimal: 2 })).status).toBe(404)
    const { outcomes } = await createTestEvent(server.db)
    for (const body of [{ decimal: 1 }, { decimal: 'two' }, {}]) {
      const answer = await post(`/dev/outcomes/${outcomes[0]?.[0]}/price`, body)
      expect(answer.status).toBe(400)
      expect((await answer.json()).message).toMatch(/decimal/)
    }
  })

  it('a bet at the price before is declined under D and taken at the new one under H', async () => {
    const player = await createFundedPlayer(server.db, 'dev-price', 10_000)
    const token = await loginAs(server.url, player)
    const { outcomes } = await createTestEvent(server.db, { prices: [2, 3, 4] })
    const [outcomeId] = outcomes[0] ?? []
    await post(`/dev/outcomes/${outcomeId}/price`, { decimal: 2.4 })
    const place = (userAcceptOdds: string, uuid: string) =>
      post(
        `/xapi/rest/accounts/${player.accountId}/betslips?uuid=${uuid}`,
        { singles: [{ outcomeId, decimal: 2, unitStake: 1_000 }], userAcceptOdds },
        token,
      ).then((response) => response.json())
    const declined = await place('D', crypto.randomUUID())
    expect(declined.errors[0]).toMatchObject({ code: 'RES-00152' })
    const taken = await place('H', crypto.randomUUID())
    expect(taken.errors).toEqual([])
    expect(taken.potentialReturns).toBe(2_400)
  })
})

const marketStatus = async (marketId: string) =>
  (await fetch(`${server.url}/xapi/rest/markets/${marketId}`).then((answer) => answer.json()))
    .status

describe('POST /dev/markets/{id}/status', () => {
  it('suspends a market and opens it again, in the catalogue', async () => {
    const { marketIds } = await createTestEvent(server.db)
    const marketId = marketIds[0] as string
    const suspended = await post(`/dev/markets/${marketId}/status`, { status: 'suspended' })
    expect(suspended.status).toBe(200)
    expect(await suspended.json()).toMatchObject({ marketId, status: 'suspended' })
    expect(await marketStatus(marketId)).toBe('suspended')
    expect((await post(`/dev/markets/${marketId}/status`, { status: 'open' })).status).toBe(200)
    expect(await marketStatus(marketId)).toBe('open')
  })

  it('a selection of a suspended market is refused with RES-00048 and debits nothing', async () => {
    const player = await createFundedPlayer(server.db, 'dev-status', 10_000)
    const token = await loginAs(server.url, player)
    const { outcomes, marketIds } = await createTestEvent(server.db, { prices: [2, 3, 4] })
    const [outcomeId] = outcomes[0] ?? []
    await post(`/dev/markets/${marketIds[0]}/status`, { status: 'suspended' })
    const place = () =>
      post(
        `/xapi/rest/accounts/${player.accountId}/betslips?uuid=${crypto.randomUUID()}`,
        { singles: [{ outcomeId, decimal: 2, unitStake: 1_000 }], userAcceptOdds: 'D' },
        token,
      ).then((response) => response.json())
    expect((await place()).errors[0]).toMatchObject({ code: 'RES-00048' })
    expect(await balanceAndLedger(server.db, player.accountId)).toMatchObject({ balance: 10_000 })
    await post(`/dev/markets/${marketIds[0]}/status`, { status: 'open' })
    expect((await place()).errors).toEqual([])
  })

  it('says what is wrong: an unknown market is 404, a status it cannot set 400', async () => {
    const unknown = await post('/dev/markets/no-such-market/status', { status: 'suspended' })
    expect(unknown.status).toBe(404)
    const { marketIds } = await createTestEvent(server.db)
    for (const body of [{ status: 'resulted' }, { status: 1 }, {}]) {
      const answer = await post(`/dev/markets/${marketIds[0]}/status`, body)
      expect(answer.status).toBe(400)
      expect((await answer.json()).message).toMatch(/status/)
    }
  })
})

describe('POST /dev/events/{id}/score', () => {
  it('sets the score in the catalogue as the feed would', async () => {
    const eventId = (await createTestEvent(server.db, { live: true })).event.id
    const answer = await post(`/dev/events/${eventId}/score`, { scores: { home: 2, away: 0 } })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ eventId, scores: { home: 2, away: 0 } })
    const event = await fetch(`${server.url}/xapi/rest/events/${eventId}`).then((response) =>
      response.json(),
    )
    expect(event.scores).toEqual({ home: 2, away: 0 })
  })

  it('says what is wrong: an unknown event is 404, a score that is not one 400', async () => {
    const unknown = await post('/dev/events/no-such-event/score', { scores: { home: 1, away: 0 } })
    expect(unknown.status).toBe(404)
    const eventId = (await createTestEvent(server.db, { live: true })).event.id
    for (const body of [{ scores: { home: -1, away: 0 } }, { scores: { home: 1 } }, {}]) {
      const answer = await post(`/dev/events/${eventId}/score`, body)
      expect(answer.status).toBe(400)
      expect((await answer.json()).message).toMatch(/scores/)
    }
  })
})

describe('POST /dev/events/{id}/red-cards', () => {
  it("sets the sides' red cards in the catalogue as the feed would", async () => {
    const eventId = (await createTestEvent(server.db, { live: true })).event.id
    const answer = await post(`/dev/events/${eventId}/red-cards`, {
      redCards: { home: 0, away: 1 },
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ eventId, redCards: { home: 0, away: 1 } })
    const event = await fetch(`${server.url}/xapi/rest/events/${eventId}`).then((response) =>
      response.json(),
    )
    expect(event.redCards).toEqual({ home: 0, away: 1 })
  })

  it('says what is wrong: an unknown event is 404, red cards that are not counts 400', async () => {
    const unknown = await post('/dev/events/no-such-event/red-cards', {
      redCards: { home: 1, away: 0 },
    })
    expect(unknown.status).toBe(404)
    const eventId = (await createTestEvent(server.db, { live: true })).event.id
    for (const body of [{ redCards: { home: -1, away: 0 } }, { redCards: { home: 1 } }, {}]) {
      const answer = await post(`/dev/events/${eventId}/red-cards`, body)
      expect(answer.status).toBe(400)
      expect((await answer.json()).message).toMatch(/redCards/)
    }
  })
})
