// The risk-group notice over HTTP: due for a risk-group player until acknowledged, the
// acknowledgement kept and quiet for a day, the activity summed from the real-money ledger of the
// last 30 days, and nothing to acknowledge for anyone else.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RiskGroupNotice } from '../../domain/api/risk-group-notice.ts'
import { logIn } from '../../tests/support/test-players.ts'
import { type RunningServer, startServer } from '../server.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ feed: null })
})
afterAll(() => server.close())

async function notice(token: string | undefined, method: 'GET' | 'POST', username = 'riskgroup') {
  const response = await fetch(`${server.url}/xapi/icore/players/${username}/riskGroupNotice`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return { status: response.status, body: (await response.json()) as RiskGroupNotice }
}

/** A ledger row of the risk-group player's account, `daysAgo` days back. */
async function ledgerRow(type: string, amount: number, wallet: 'real' | 'promo', daysAgo = 1) {
  await server.db.query(
    `insert into ledger (account_id, amount, balance_after, reason, type, wallet, created_at)
     values ('a-12', $1, 0, 'risk-group test', $2, $3, now() - make_interval(days => $4))`,
    [amount, type, wallet, daysAgo],
  )
}

let token: string
beforeAll(async () => {
  token = (await logIn(server.url, 'riskgroup', 'riskgroup1')).token
})

describe('§2 risk-group player notice', () => {
  it('sums the real-money activity of the last 30 days, and nothing older or in promo cash', async () => {
    await ledgerRow('deposit', 5000, 'real')
    await ledgerRow('withdrawal', -2000, 'real')
    await ledgerRow('bet', -1000, 'real')
    await ledgerRow('bet', -700, 'real', 3)
    await ledgerRow('win', 2500, 'real')
    await ledgerRow('cash-out', 300, 'real')
    await ledgerRow('bet', -400, 'promo')
    await ledgerRow('deposit', 9900, 'real', 31)
    const { status, body } = await notice(token, 'GET')
    expect(status).toBe(200)
    expect(body).toEqual({
      due: true,
      currency: 'EUR',
      days: 30,
      deposited: 5000,
      withdrawn: 2000,
      staked: 1700,
      returned: 2800,
    })
  })

  it('an acknowledgement is kept and puts the notice off for a day', async () => {
    const acknowledged = await notice(token, 'POST')
    expect(acknowledged.status).toBe(200)
    expect(acknowledged.body.due).toBe(false)
    expect((await notice(token, 'GET')).body.due).toBe(false)
    const kept = await server.db.query<{ player_id: string }>(
      `select player_id from risk_group_acknowledgements where player_id = 'p-12'`,
    )
    expect(kept).toHaveLength(1)
    await server.db.query(
      `update risk_group_acknowledgements set acknowledged_at = now() - interval '25 hours'
       where player_id = 'p-12'`,
    )
    expect((await notice(token, 'GET')).body.due).toBe(true)
  })

  it('a player outside the risk group is never due, and has nothing to acknowledge', async () => {
    const other = (await logIn(server.url, 'demo2', 'demo1234')).token
    expect((await notice(other, 'GET', 'demo2')).body.due).toBe(false)
    const refused = await notice(other, 'POST', 'demo2')
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'not-in-risk-group' })
  })

  it("is the player's own: another player's notice is 403, without a token 401", async () => {
    const other = (await logIn(server.url, 'demo2', 'demo1234')).token
    expect((await notice(other, 'GET')).status).toBe(403)
    expect((await notice(other, 'POST')).status).toBe(403)
    expect((await notice(undefined, 'GET')).status).toBe(401)
  })
})
