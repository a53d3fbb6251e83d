// A brand's settings reach the bettor: the server serves them with the section 9 defaults, the
// engine follows them, and the server enforces the stake limits among them.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultSettings } from '../../domain/player/settings.ts'
import { startEngine, until } from '../../tests/support/engine-harness.ts'
import { demoPlayer } from '../seed.ts'
import { type RunningServer, startServer } from '../server.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ feed: null })
  await server.db.query(`update brands set settings = $1 where id = 'demo'`, [
    JSON.stringify({
      max_bets_on_betslip: '2',
      bet_stake_max_amount: '5.00',
      each_way_enabled: 'true',
    }),
  ])
})
afterAll(() => server.close())

describe('GET /api/cached_settings', () => {
  it('§9 settings: what the brand leaves out takes the default', async () => {
    const response = await fetch(`${server.url}/api/cached_settings`, {
      headers: { brand: 'demo' },
    })
    expect(response.status).toBe(200)
    const settings = await response.json()
    expect(settings).toMatchObject({
      max_bets_on_betslip: 2,
      bet_stake_max_amount: '5.00',
      each_way_enabled: true,
      user_wallet_poll_time: defaultSettings.user_wallet_poll_time,
      cashout_timeout: 5000,
      currencyCode: 'EUR',
    })
  })

  it('an unknown brand is a 404 with a reason', async () => {
    const response = await fetch(`${server.url}/api/cached_settings`, {
      headers: { brand: 'nobody' },
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'unknown-brand' })
  })

  it('§9 max_bets_on_betslip: the engine keeps the slip to the brand limit', async () => {
    const { engine, live, betslip, row } = await startEngine(server.url)
    try {
      const list = await until(live, (state) => state.status === 'ready')
      const shown = await until(row(list.competitions[0]?.eventIds[0] ?? ''), (state) =>
        Boolean(state.market),
      )
      const outcomeIds = Object.keys(shown.outcomes)
      expect((await engine.betslip.add(outcomeIds[0] ?? '')).ok).toBe(true)
      expect((await engine.betslip.add(outcomeIds[1] ?? '')).ok).toBe(true)
      expect(await engine.betslip.add(outcomeIds[2] ?? '')).toMatchObject({
        ok: false,
        error: { code: 'RES-00247' },
      })
      const slip = await until(betslip, (state) => state.selections.length === 2)
      expect(slip.selections.map((selection) => selection.outcomeId)).toEqual(
        outcomeIds.slice(0, 2),
      )
      expect(slip.refusal?.code).toBe('RES-00247')
    } finally {
      engine.stop()
    }
  })

  it('§8 RES-00034: the server refuses a stake over the brand maximum', async () => {
    const { engine, live, session, row } = await startEngine(server.url)
    try {
      await engine.session.login({ username: demoPlayer.username, password: demoPlayer.password })
      const { accountId } = await until(session, (state) => state.accountId !== undefined)
      const list = await until(live, (state) => state.status === 'ready')
      const shown = await until(row(list.competitions[0]?.eventIds[0] ?? ''), (state) =>
        Boolean(state.market),
      )
      const outcome = Object.values(shown.outcomes)[0]
      if (!outcome || !accountId) throw new Error('no outcome or account')
      const single = {
        outcomeId: outcome.id,
        decimal: outcome.consolidatedPrice.currentPrice.decimal,
      }
      const over = await engine.betslip.place({
        accountId,
        request: { singles: [{ ...single, unitStake: 501 }] },
        uuid: 'brand-limit-over',
      })
      expect(over.ok && over.data.errors.map((error) => error.code)).toEqual(['RES-00034'])
      const within = await engine.betslip.place({
        accountId,
        request: { singles: [{ ...single, unitStake: 500 }] },
        uuid: 'brand-limit-within',
      })
      expect(within.ok && within.data.errors).toEqual([])
    } finally {
      engine.stop()
    }
  })
})
