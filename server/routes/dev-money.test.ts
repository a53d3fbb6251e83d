// The test hook that sets a player's money: the balance becomes the amount named, through the
// ledger (the sum of its rows stays the balance), and what it cannot find is a 404.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balanceAndLedger, createFundedPlayer } from '../../tests/support/bets.ts'
import { type RunningServer, startServer } from '../server.ts'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ feed: null, devEndpoints: true })
})
afterAll(() => server.close())

const setMoney = (username: string, body: unknown, brand = 'demo') =>
  fetch(`${server.url}/dev/players/${username}/money`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', brand },
    body: JSON.stringify(body),
  })

describe('POST /dev/players/{username}/money', () => {
  it('sets the balance up or down through the ledger, the promo cash kept unless named', async () => {
    const player = await createFundedPlayer(server.db, 'dev-money', 2_500)
    for (const balance of [100_000, 40, 0]) {
      const answer = await setMoney(player.username, { balance })
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({
        username: player.username,
        balance,
        promoCash: 0,
        currency: 'EUR',
      })
      expect(await balanceAndLedger(server.db, player.accountId)).toEqual({
        balance,
        ledger: balance,
      })
    }
    const promo = await setMoney(player.username, { balance: 10, promoCash: 700 })
    expect(await promo.json()).toMatchObject({ balance: 10, promoCash: 700 })
  })

  it("is a 404 for a player of no brand's, and a 400 for money that cannot be", async () => {
    const player = await createFundedPlayer(server.db, 'dev-money-other', 100)
    expect((await setMoney(player.username, { balance: 5 }, 'gateway')).status).toBe(404)
    expect((await setMoney('no-such-player', { balance: 5 })).status).toBe(404)
    for (const body of [{ balance: -1 }, { balance: 1.5 }, {}, [{ balance: 5 }]]) {
      const answer = await setMoney(player.username, body)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({ code: 'invalid-request' })
    }
  })
})
