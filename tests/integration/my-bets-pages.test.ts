// My bets a page at a time, over HTTP: the newest open bets up to `limit` with the count of all,
// and the settled bets after a given one (keyset paging), each bet once and in order even when
// many settled in the same moment; bad paging input is a 4xx with a reason. On PGlite always, and
// on PostgreSQL when DATABASE_URL is set.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenBetsResponse } from '../../domain/api/open-bets.ts'
import type { SettledBetsResponse } from '../../domain/api/settled-bets.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import {
  call,
  createFundedPlayer,
  createTestBet,
  createTestEvent,
  loginAs,
} from '../support/bets.ts'

const databaseUrl = process.env.DATABASE_URL

describe('my bets pages on PGlite', () => suite())
describe.runIf(databaseUrl)('my bets pages on PostgreSQL', () => suite(databaseUrl))

function suite(url?: string) {
  let server: RunningServer

  beforeAll(async () => {
    server = await startServer({ feed: null, databaseUrl: url, devEndpoints: true })
  })
  afterAll(() => server?.close())

  it('answers the newest open bets up to limit, with how many are open in all', async () => {
    const { db } = server
    const player = await createFundedPlayer(db, 'pages-open', 100_000)
    const token = await loginAs(server.url, player)
    const { outcomes } = await createTestEvent(db)
    const placed: string[] = []
    for (let index = 0; index < 7; index++) {
      const bet = await createTestBet(db, {
        accountId: player.accountId,
        legs: [{ outcomeId: outcomes[0]?.[index % 3] as string, price: 2 }],
        unitStake: 100 + index,
      })
      placed.push(bet.betId)
    }
    const newestFirst = [...placed].reverse()
    const base = `/xapi/bet/account/${player.accountId}/openbets`

    const page = await call<OpenBetsResponse>(server.url, token, 'GET', `${base}?limit=3`)
    expect(page.status).toBe(200)
    expect(page.body.bets.map((bet) => bet.betId)).toEqual(newestFirst.slice(0, 3))
    expect(page.body.count).toBe(7)

    const all = await call<OpenBetsResponse>(server.url, token, 'GET', `${base}?limit=10`)
    expect(all.body.bets.map((bet) => bet.betId)).toEqual(newestFirst)
    expect(all.body.count).toBe(7)
    // Without a limit, a page of 50.
    const first = await call<OpenBetsResponse>(server.url, token, 'GET', base)
    expect(first.body.bets).toHaveLength(7)

    for (const limit of ['0', '1001', '2.5', 'ten'])
      expect((await call(server.url, token, 'GET', `${base}?limit=${limit}`)).status).toBe(400)
  })

  it('pages the settled bets after the last one shown, each once, ties in a fixed order', async () => {
    const { db } = server
    const player = await createFundedPlayer(db, 'pages-settled', 100_000)
    const token = await loginAs(server.url, player)
    const { outcomes, marketIds } = await createTestEvent(db)
    const settledIds: string[] = []
    for (let index = 0; index < 5; index++)
      settledIds.push(
        (
          await createTestBet(db, {
            accountId: player.accountId,
            legs: [{ outcomeId: outcomes[0]?.[index % 3] as string, price: 2 }],
            unitStake: 100,
          })
        ).betId,
      )
    const stillOpen = await createTestBet(db, {
      accountId: player.accountId,
      legs: [{ outcomeId: (await createTestEvent(db)).outcomes[0]?.[0] as string, price: 2 }],
      unitStake: 100,
    })
    // One result settles all five in one transaction: the same settledAt for each.
    const resulted = await call(server.url, token, 'POST', `/dev/markets/${marketIds[0]}/result`, {
      winners: [outcomes[0]?.[0]],
    })
    expect(resulted.status).toBe(200)

    const path = '/xapi/rest/acchistory/dailySettledBets?numberOfBets=2'
    const seen: string[] = []
    let before: string | undefined
    for (let pages = 0; pages < 5; pages++) {
      const page = await call<SettledBetsResponse>(
        server.url,
        token,
        'GET',
        before === undefined ? path : `${path}&before=${before}`,
      )
      expect(page.status).toBe(200)
      seen.push(...page.body.bets.map((bet) => bet.betId))
      if (page.body.bets.length < 2) break
      before = page.body.bets.at(-1)?.betId
    }
    expect(seen).toHaveLength(5)
    expect(new Set(seen)).toEqual(new Set(settledIds))
    const whole = await call<SettledBetsResponse>(
      server.url,
      token,
      'GET',
      '/xapi/rest/acchistory/dailySettledBets?numberOfBets=50',
    )
    expect(whole.body.bets.map((bet) => bet.betId)).toEqual(seen)

    // The page after the last bet is empty; after a bet that is not a settled one of this
    // account's, a 404 says so.
    const last = await call<SettledBetsResponse>(
      server.url,
      token,
      'GET',
      `${path}&before=${seen.at(-1)}`,
    )
    expect(last).toEqual({ status: 200, body: { bets: [] } })
    for (const unknown of ['no-such-bet', stillOpen.betId]) {
      const refused = await call(server.url, token, 'GET', `${path}&before=${unknown}`)
      expect(refused).toMatchObject({ status: 404, body: { code: 'not-found' } })
    }
  })
}
