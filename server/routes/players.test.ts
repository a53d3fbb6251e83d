// The Player API over HTTP: details and what a player may change, check-player, history with its
// date bounds, wagering requirements and the price-format update.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  CheckPlayer,
  HistoryPage,
  PlayerDetailsAnswer,
  WageringRequirements,
} from '../../domain/api/player-records.ts'
import { type LoggedIn, logIn } from '../../tests/support/test-players.ts'
import { type RunningServer, startServer } from '../server.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ feed: null })
})
afterAll(() => server.close())

async function call(who: LoggedIn | undefined, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  }
}

let demo: LoggedIn
let demo2: LoggedIn
beforeAll(async () => {
  demo = await logIn(server.url, 'demo', 'demo1234')
  demo2 = await logIn(server.url, 'demo2', 'demo1234')
})

describe('details', () => {
  it('§3 player details: the fields of the spec, priceFormat left out until chosen', async () => {
    const { status, body } = await call(demo2, 'GET', '/xapi/icore/players/demo2/details')
    expect(status).toBe(200)
    const details = body as unknown as PlayerDetailsAnswer
    expect(details).toMatchObject({
      alsId: 'p-2',
      username: 'demo2',
      accountNumber: demo2.accountId,
      vipLevel: 2,
      holdWithdraw: false,
      currency: 'EUR',
      countryCode: 'IE',
      locale: 'en',
      excludedFromPromotions: false,
      isRememberStake: false,
      enableStreamFullScreen: false,
      playerCreatedByAgent: false,
    })
    expect(details.priceFormat).toBeUndefined()
    expect(details.registrationDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('PUT changes what a player may change and answers the details', async () => {
    const { status, body } = await call(demo2, 'PUT', '/xapi/icore/players/demo2/details', {
      priceFormat: 'uk',
      locale: 'de',
      defaultStake: 500,
      isRememberStake: true,
      enableStreamFullScreen: true,
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      priceFormat: 'uk',
      locale: 'de',
      defaultStake: 500,
      isRememberStake: true,
      enableStreamFullScreen: true,
    })
    const [player] = await server.db.query<{ odds_type: string }>(
      `select odds_type from players where id = 'p-2'`,
    )
    expect(player?.odds_type).toBe('uk')
    // null clears the default stake; a field left out stays.
    const cleared = await call(demo2, 'PUT', '/xapi/icore/players/demo2/details', {
      defaultStake: null,
    })
    expect(cleared.body.defaultStake).toBeUndefined()
    expect(cleared.body.locale).toBe('de')
  })

  it('PUT refuses any other field, or a value out of range, with a 400 naming it', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: 'someone' }, 'username'],
      [{ holdWithdraw: false }, 'holdWithdraw'],
      [{ vipLevel: 9 }, 'vipLevel'],
      [{ locale: 'xx' }, 'locale'],
      [{ priceFormat: 'roman' }, 'priceFormat'],
      [{ defaultStake: -5 }, 'defaultStake'],
      [{ defaultStake: 1.5 }, 'defaultStake'],
      [{ isRememberStake: 'yes' }, 'isRememberStake'],
    ]
    for (const [body, field] of cases) {
      const answer = await call(demo2, 'PUT', '/xapi/icore/players/demo2/details', body)
      expect({ field, status: answer.status }).toEqual({ field, status: 400 })
      expect(String(answer.body.message)).toContain(field)
    }
    const [player] = await server.db.query<{ hold_withdraw: boolean; vip_level: number }>(
      `select hold_withdraw, vip_level from players where id = 'p-2'`,
    )
    expect(player).toEqual({ hold_withdraw: false, vip_level: 2 })
  })
})

describe('checkplayer', () => {
  it('names the player of the bearer token', async () => {
    const { status, body } = await call(demo, 'GET', '/xapi/icore/checkplayer')
    expect(status).toBe(200)
    expect(body as unknown as CheckPlayer).toEqual({
      id: 'p-1',
      username: 'demo',
      status: 'active',
      accountId: demo.accountId,
      currency: 'EUR',
    })
  })

  it('is 401 without a token or with a forged one', async () => {
    expect((await call(undefined, 'GET', '/xapi/icore/checkplayer')).status).toBe(401)
    expect(
      (await call({ ...demo, token: `${demo.token}x` }, 'GET', '/xapi/icore/checkplayer')).status,
    ).toBe(401)
  })
})

describe('price format', () => {
  it('sets the format and the odds type of the caller', async () => {
    const { status, body } = await call(demo, 'POST', '/xapi/icore/players/priceformat', {
      username: 'demo',
      priceFormat: 'malay',
    })
    expect(status).toBe(200)
    expect(body).toEqual({ username: 'demo', priceFormat: 'malay', oddsType: 'malay' })
    const details = await call(demo, 'GET', '/xapi/icore/players/demo/details')
    expect(details.body.priceFormat).toBe('malay')
  })

  it('the login names the format only once the player has chosen one', async () => {
    const loginAnswer = async () =>
      (await (
        await fetch(`${server.url}/xapi/icore/players/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', brand: 'demo' },
          body: JSON.stringify({ username: 'newbie', password: 'newbie123' }),
        })
      ).json()) as { alsToken: string; accountId: string; priceFormat?: string }
    // Until then the brand's default applies: a format named here would replace it.
    const first = await loginAnswer()
    expect(first.priceFormat).toBeUndefined()
    const newbie = { token: first.alsToken, accountId: first.accountId, username: 'newbie' }
    await call(newbie, 'POST', '/xapi/icore/players/priceformat', {
      username: 'newbie',
      priceFormat: 'hk',
    })
    expect((await loginAnswer()).priceFormat).toBe('hk')
  })

  it('is 403 for another username and 400 for a format that is not one', async () => {
    const other = await call(demo, 'POST', '/xapi/icore/players/priceformat', {
      username: 'demo2',
      priceFormat: 'us',
    })
    expect(other.status).toBe(403)
    const [player] = await server.db.query<{ price_format: string }>(
      `select price_format from players where id = 'p-2'`,
    )
    expect(player?.price_format).not.toBe('us')
    const bad = await call(demo, 'POST', '/xapi/icore/players/priceformat', {
      username: 'demo',
      priceFormat: 'decimal',
    })
    expect(bad.status).toBe(400)
  })
})

describe('wagering requirements', () => {
  it('what is left to wager and the promo cash it unlocks', async () => {
    const { status, body } = await call(
      demo2,
      'GET',
      '/xapi/icore/players/demo2/sportsbook/wageringRequirements',
    )
    expect(status).toBe(200)
    expect(body as unknown as WageringRequirements).toEqual({
      totalLeftToWager: 10_000,
      promoCash: 2_000,
      currency: 'EUR',
    })
  })
})

describe('history', () => {
  it('lists logins, payments and bets, newest first', async () => {
    const deposit = await call(
      demo,
      'POST',
      `/xapi/rest/accounts/${demo.accountId}/deposits?uuid=history-deposit-1`,
      { amount: 1500, method: 'card', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    )
    expect(deposit.status).toBe(200)
    const { status, body } = await call(demo, 'GET', '/xapi/icore/players/demo/history')
    expect(status).toBe(200)
    const page = body as unknown as HistoryPage
    expect(page.items[0]).toMatchObject({
      kind: 'deposit',
      amount: 1500,
      status: 'completed',
      description: 'Deposit by card ending 4242',
    })
    expect(page.items.some((item) => item.kind === 'login')).toBe(true)
    const times = page.items.map((item) => item.at)
    expect(times).toEqual([...times].sort().reverse())
    const logins = await call(demo, 'GET', '/xapi/icore/players/demo/history?kind=login&pageSize=1')
    const loginPage = logins.body as unknown as HistoryPage
    expect(loginPage.items).toHaveLength(1)
    expect(loginPage.total).toBeGreaterThanOrEqual(1)
    expect(loginPage.items[0]?.description).toBe('Logged in')
  })

  it('from and to bound it; a date alone as to takes in that whole day', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const within = await call(
      demo,
      'GET',
      `/xapi/icore/players/demo/history?from=${today}&to=${today}`,
    )
    expect((within.body as unknown as HistoryPage).total).toBeGreaterThan(0)
    const before = await call(demo, 'GET', '/xapi/icore/players/demo/history?to=2001-01-01')
    expect(before.body).toMatchObject({ items: [], total: 0 })
    const future = await call(
      demo,
      'GET',
      '/xapi/icore/players/demo/history?from=2999-01-01T00:00:00Z',
    )
    expect(future.body).toMatchObject({ items: [], total: 0 })
  })

  it('a bad date, a reversed range or a bad page is a 400', async () => {
    for (const query of [
      'from=yesterday',
      'from=3000-01-01',
      'from=2026-02-30',
      'to=2026-01-01T10:00',
      'from=2026-02-01&to=2026-01-01',
      'page=0',
      'pageSize=500',
      'kind=cashback',
    ])
      expect(
        (await call(demo, 'GET', `/xapi/icore/players/demo/history?${query}`)).status,
        query,
      ).toBe(400)
  })
})

describe('accounts', () => {
  it('info: balances and currency, cacheable 15 s; transactions and promotions when asked', async () => {
    const plain = await call(demo2, 'GET', `/xapi/rest/accounts/${demo2.accountId}/info`)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('cache-control')).toBe('private, max-age=15')
    expect(plain.body).toMatchObject({
      accountId: demo2.accountId,
      currency: 'EUR',
      balance: { name: 'sportsbook', promoCash: 2_000, totalLeftToWager: 10_000 },
    })
    expect(plain.body.transactions).toBeUndefined()
    expect(plain.body.promotions).toBeUndefined()
    const full = await call(
      demo2,
      'GET',
      `/xapi/rest/accounts/${demo2.accountId}/info?includeTransactionsInfo=true&includePromotionalInfo=true`,
    )
    expect(Array.isArray(full.body.transactions)).toBe(true)
    expect((full.body.transactions as unknown[]).length).toBeGreaterThan(0)
    expect(full.body.promotions).toEqual({
      promoCash: 2_000,
      totalLeftToWager: 10_000,
      excludedFromPromotions: false,
      wasSetRealMoneyBonuses: false,
      realMoneyBonuses: false,
    })
    // As SPEC.md writes the call: the flags bare, and one set false.
    const bare = await call(
      demo2,
      'GET',
      `/xapi/rest/accounts/${demo2.accountId}/info?includeTransactionsInfo&includePromotionalInfo=false`,
    )
    expect(bare.status).toBe(200)
    expect(Array.isArray(bare.body.transactions)).toBe(true)
    expect(bare.body.promotions).toBeUndefined()
  })

  it('PUT stores the real-money bonus choice on the account', async () => {
    const put = await call(demo2, 'PUT', `/xapi/rest/accounts/${demo2.accountId}`, {
      wasSetRealMoneyBonuses: true,
      realMoneyBonuses: true,
    })
    expect(put).toMatchObject({
      status: 200,
      body: { accountId: demo2.accountId, wasSetRealMoneyBonuses: true, realMoneyBonuses: true },
    })
    const info = await call(
      demo2,
      'GET',
      `/xapi/rest/accounts/${demo2.accountId}/info?includePromotionalInfo=true`,
    )
    expect(info.body.promotions).toMatchObject({
      wasSetRealMoneyBonuses: true,
      realMoneyBonuses: true,
    })
    const bad = await call(demo2, 'PUT', `/xapi/rest/accounts/${demo2.accountId}`, {
      wasSetRealMoneyBonuses: 'yes',
      realMoneyBonuses: true,
    })
    expect(bad.status).toBe(400)
  })
})
