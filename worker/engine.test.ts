// The engine as the UI sees it, against a fake backend: the API namespaced by area, every
// command answering a result, a malformed answer to any call refused with its reason (never
// used), RES-00247 on a 16th selection shown on the slip, and a forced logout told to the UI.

import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BetslipView } from '../domain/engine/betslip.ts'
import type { CurrenciesView } from '../domain/engine/currencies.ts'
import type { LiveEventsView } from '../domain/engine/live.ts'
import type { EngineNotice } from '../domain/engine/notices.ts'
import type { SessionView } from '../domain/engine/session.ts'
import type { SettingsView } from '../domain/engine/settings.ts'
import { fakeBackendEngine, patiently } from '../tests/support/fake-backend-engine.ts'
import { sampleEvent } from '../tests/support/sample-event.ts'
import type { PageContext } from './context/context.ts'
import { createPersistence, memoryStorage } from './context/persistence.ts'
import type { createEngine } from './engine.ts'

type Answer = { status?: number; body: unknown }
type Routes = Record<string, (url: URL, init: RequestInit | undefined) => Answer>

const login = {
  alsToken: 'token-1',
  expirationTimeInSeconds: Math.floor(Date.now() / 1000) + 3600,
  username: 'demo',
  accountId: 'acc-1',
  currency: 'EUR',
  priceFormat: 'euro',
  locale: 'en',
}

const balance = (amount: number) => ({
  name: 'sportsbook',
  balance: amount,
  promoCash: 0,
  totalLeftToWager: 0,
  withdrawableAmount: amount,
  currency: 'EUR',
})

/** A backend that answers well, unless a test routes a path elsewhere. */
const wellBehaved: Routes = {
  'GET /api/cached_settings': () => ({ body: {} }),
  'GET /xapi/rest/live/events': () => ({
    body: { seq: 1, events: [1, 2, 3].map((index) => sampleEvent(index)) },
  }),
  'GET /xapi/live/changes': () => ({ body: { seq: 1, snapshotRequired: false, batches: [] } }),
  'POST /xapi/icore/players/login': () => ({ body: login }),
  'GET /xapi/icore/players/demo/balance/sportsbook': () => ({ body: balance(100_000) }),
}

const engines: ReturnType<typeof createEngine>[] = []
afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop()
})

async function setup(
  routes: Routes = {},
  now?: () => number,
  page?: Partial<PageContext>,
  storage = memoryStorage(),
) {
  const answers = { ...wellBehaved, ...routes }
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const route = answers[`${init?.method ?? 'GET'} ${url.pathname}`]
    const answer = route
      ? route(url, init)
      : { status: 404, body: { code: 'not-found', message: 'no route' } }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  const { engine, client, read } = await fakeBackendEngine({
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage,
    ...(now ? { now } : {}),
  })
  engines.push(engine)
  const notices: EngineNotice[] = []
  await engine.notices.listen((notice) => notices.push(notice))
  await engine.views.subscribe(client, 1, 'session', {})
  await engine.views.subscribe(client, 2, 'betslip', {})
  await engine.views.subscribe(client, 3, 'live-events', {})
  await engine.start(page)
  return { engine, fetch, storage, notices, read }
}

type TestEngine = Awaited<ReturnType<typeof setup>>

describe('the engine API', () => {
  it('is namespaced by area, and every command of an area is a function', async () => {
    const { engine } = await setup()
    expect(Object.keys(engine).sort()).toEqual(
      [
        'account',
        'authGateway',
        'betHistory',
        'betslip',
        'cashier',
        'catalogue',
        'currencies',
        'jackpot',
        'live',
        'myBets',
        'notices',
        'operatorWallet',
        'pins',
        'search',
        'session',
        'settings',
        'reports',
        'site',
        'start',
        'stop',
        'views',
      ].sort(),
    )
    for (const area of ['authGateway', 'betslip', 'operatorWallet', 'session', 'settings'] as const)
      for (const command of Object.values(engine[area])) expect(typeof command).toBe('function')
  })
})

describe('the start', () => {
  const euro = { code: 'EUR', name: 'Euro', symbol: '€', precision: 2, displayScale: 1 }

  it('§7 currencies: the live list is asked for and shown beside the currencies, not after them', async () => {
    let answerCurrencies = () => {}
    const currenciesAsked = new Promise<void>((asked) => {
      answerCurrencies = asked
    })
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      if (url.pathname === '/xapi/rest/currencies') await currenciesAsked
      const body =
        url.pathname === '/xapi/rest/currencies'
          ? [euro]
          : url.pathname === '/xapi/rest/live/events'
            ? { seq: 1, events: [1, 2].map((index) => sampleEvent(index)) }
            : {}
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    })
    const { engine, read } = await fakeBackendEngine({
      fetch: fetch as unknown as typeof globalThis.fetch,
    })
    engines.push(engine)
    const started = engine.start({})
    await vi.waitFor(
      async () => expect((await read<LiveEventsView>('live-events')).eventCount).toBe(2),
      patiently,
    )
    expect((await read<CurrenciesView>('currencies')).currencies).toEqual([])
    answerCurrencies()
    await started
    expect((await read<CurrenciesView>('currencies')).currencies).toEqual([euro])
  })
})

describe('§3 the external header', () => {
  it('§3 external_widgets_subdomain_cms: the engine asks the parent site’s content host for its header', async () => {
    const hosts: string[] = []
    const { engine } = await setup({
      'GET /api/cached_settings': () => ({
        body: {
          clem_external_header_enabled: 'true',
          clem_external_header_path: 'top',
          external_widgets_subdomain: 'widgets.casino.example',
          external_widgets_subdomain_cms: 'cms.casino.example',
        },
      }),
      'GET /api/external_header/top': (url) => {
        hosts.push(url.host)
        return { body: { css: '', js: '', html: '<nav>Casino</nav>' } }
      },
    })
    expect(await engine.site.externalHeader()).toEqual({
      ok: true,
      data: { css: '', js: '', html: '<nav>Casino</nav>' },
    })
    expect(hosts).toEqual(['cms.casino.example'])
  })
})

describe('quick stakes', () => {
  it('§3, §7: the desktop asks for its channel, and its quick_bet_values reach the slip', async () => {
    const channels: Array<string | null> = []
    const { read } = await setup(
      {
        'GET /api/cached_settings': (url) => {
          channels.push(url.searchParams.get('c'))
          return {
            body: { quick_bet_values: url.searchParams.get('c') === 'desktop' ? '[1,2]' : '[5]' },
          }
        },
      },
      undefined,
      { channel: 'desktop' },
    )
    expect(channels).toEqual(['desktop'])
    expect((await read<BetslipView>('betslip')).quickStakes).toEqual([1, 2])
  })

  it('§7 cached_settings: the engine asks with c, cached and all, as the spec’s calls do', async () => {
    const asked: URLSearchParams[] = []
    const { engine } = await setup(
      {
        'GET /api/cached_settings': (url) => {
          asked.push(url.searchParams)
          return { body: {} }
        },
      },
      undefined,
      { channel: 'mobile' },
    )
    await engine.settings.reload()
    expect(asked).toHaveLength(2)
    for (const query of asked)
      expect(Object.fromEntries(query)).toMatchObject({ c: 'mobile', cached: 'true', all: 'true' })
  })

  it('§4 token expiry: a language change re-initialises the settings, in the new language', async () => {
    const languages: Array<string | null> = []
    const { engine, read } = await setup({
      'GET /api/cached_settings': (url) => {
        languages.push(url.searchParams.get('l'))
        return { body: { quick_bet_values: url.searchParams.get('l') === 'de' ? '[7]' : '[5]' } }
      },
    })
    expect((await read<BetslipView>('betslip')).quickStakes).toEqual([5])
    expect(await engine.settings.setLanguage('de')).toEqual({ ok: true, data: null })
    expect(languages).toEqual(['en', 'de'])
    expect((await read<BetslipView>('betslip')).quickStakes).toEqual([7])
  })

  it('a tap adds to the stake: 10 then 2 stakes 12, and an empty stake clears it', async () => {
    const { engine, read } = await setup()
    await engine.betslip.add('e1-m1-o1')
    await engine.betslip.addStake('e1-m1-o1', 10)
    await engine.betslip.addStake('e1-m1-o1', 2)
    expect((await read<BetslipView>('betslip')).selections[0]).toMatchObject({
      stakeText: '12',
      unitStake: 1200,
    })
    await engine.betslip.setStake('e1-m1-o1', '')
    expect((await read<BetslipView>('betslip')).selections[0]).toMatchObject({ unitStake: 0 })
  })
})

describe('§3 uk_betslip', () => {
  // docs/decisions/section-3-settings.md: the slip is what the settings the spec describes make it.
  it('§3 uk_betslip: the slip is the same with it on as off', async () => {
    const slipWith = async (ukBetslip: string) => {
      const { engine, read } = await setup({
        'GET /api/cached_settings': () => ({
          body: { uk_betslip: ukBetslip, each_way_enabled: 'true' },
        }),
      })
      expect(
        (await read<{ settings: { uk_betslip: boolean } }>('settings')).settings.uk_betslip,
      ).toBe(ukBetslip === 'true')
      for (const id of ['e1-m1-o1', 'e2-m1-o1', 'e3-m1-o1']) await engine.betslip.add(id)
      await engine.betslip.setStake('e1-m1-o1', '5')
      await engine.betslip.setCombinationStake(200_003, '2')
      await vi.waitFor(async () =>
        expect((await read<BetslipView>('betslip')).refreshStatus).not.toBe('pending'),
      )
      return read<BetslipView>('betslip')
    }
    expect(await slipWith('true')).toEqual(await slipWith('false'))
  })
})

describe('the acca bonus', () => {
  it('§3: the brand offering it, the slip shows the next tier its multiple has to reach', async () => {
    const { engine, read } = await setup({
      'GET /api/cached_settings': () => ({ body: { enable_parlay_extra_winnings: 'true' } }),
      'GET /xapi/rest/promotions/epw': () => ({
        body: {
          epwPromoFilterValues: [
            { betSize: 3, percentage: 5 },
            { betSize: 5, percentage: 10 },
          ],
          maxAmount: 100_000,
        },
      }),
    })
    expect((await read<BetslipView>('betslip')).nextAccaBonus).toBeUndefined()
    for (const id of ['e1-m1-o1', 'e2-m1-o1']) await engine.betslip.add(id)
    await vi.waitFor(async () =>
      expect((await read<BetslipView>('betslip')).nextAccaBonus).toEqual({
        betSize: 3,
        percentage: 5,
      }),
    )
    await engine.betslip.add('e3-m1-o1')
    expect((await read<BetslipView>('betslip')).nextAccaBonus).toEqual({
      betSize: 5,
      percentage: 10,
    })
  })
})

/** A single of the server's model: priced at 2.00, unstaked, in the state given. */
const modelSingle = (outcomeId: string, outcomeState?: string) => ({
  outcomeId,
  ref: outcomeId,
  decimal: 2,
  unitStake: 0,
  freeMoneyUnitStake: 0,
  maxFreeMoneyStake: 0,
  stakeAfterTax: 0,
  potentialReturns: 0,
  potentialTaxDeduction: 0,
  eachWay: false,
  showEachWay: false,
  banker: false,
  includeInMultiples: true,
  live: false,
  ...(outcomeState ? { outcomeState } : {}),
})

/** The server's model of a slip: its singles as given, nothing else to say. */
const slipModel = (singles: ReturnType<typeof modelSingle>[]) => ({
  singles,
  multiples: [],
  systems: [],
  userAcceptOdds: 'D',
  originId: 11,
  usePromoCash: false,
  totalStake: 0,
  potentialReturns: 0,
  betMayBeReferred: false,
  errors: [],
})

/** The server's answer to a placement: the slip taken at once, 10.00 staked. */
const placedSlip = {
  betSlipId: 'b1',
  reference: 'r1',
  delay: 0,
  singles: [],
  totalCost: 1000,
  potentialReturns: 1500,
  availableBalance: 99_000,
  originId: 11,
  userAcceptOdds: 'D',
  errors: [],
}

/** A single of 10.00 on e1-m1-o1, placed from the slip as the UI places it. */
async function placeTen({ engine, read }: Pick<TestEngine, 'engine' | 'read'>) {
  await engine.betslip.add('e1-m1-o1')
  await engine.betslip.setStake('e1-m1-o1', '10')
  const slip = await read<BetslipView>('betslip')
  return engine.betslip.place({
    accountId: 'acc-1',
    request: slip.placement ?? { singles: [] },
    uuid: 'uuid-1',
  })
}

/** The outcome ids of the bodies a route was sent, in order. */
const sentOutcomes = (bodies: string[]) =>
  bodies.map((body) =>
    (JSON.parse(body) as { singles: { outcomeId: string }[] }).singles.map(
      (single) => single.outcomeId,
    ),
  )

describe('§4 the betslip refresh', () => {
  it('removing a selection resets the system stakes; the treble stake becomes the double', async () => {
    const { engine, read } = await setup()
    for (const id of ['e1-m1-o1', 'e2-m1-o1', 'e3-m1-o1']) await engine.betslip.add(id)
    await engine.betslip.setCombinationStake(200_003, '2')
    await engine.betslip.setCombinationStake(200_057, '1')
    await engine.betslip.remove('e3-m1-o1')
    const slip = await read<BetslipView>('betslip')
    expect(slip.combinations.map(({ name, unitStake }) => ({ name, unitStake }))).toEqual([
      { name: 'Double', unitStake: 200 },
    ])
    expect(slip.totalStake).toBe(200)
  })

  it('§8 betslip errors: those of the refresh’s model.errors are kept and shown on the slip', async () => {
    const error = {
      code: 'betslip-market-selections',
      message: 'cannot book all selections on a market',
      outcomeId: 'e1-m1-o2',
    }
    const model = () => ({ body: { ...slipModel([]), errors: [error] } })
    const { engine, read } = await setup({
      'POST /xapi/rest/betslips/selections': model,
      'PUT /xapi/rest/betslips/selections': model,
    })
    for (const id of ['e1-m1-o1', 'e1-m1-o2']) await engine.betslip.add(id)
    await vi.waitFor(async () =>
      expect((await read<BetslipView>('betslip')).modelErrors).toEqual([error]),
    )
  })

  it('a rejected refresh is shown, and drops the model it replaces', async () => {
    let answer: Answer = { status: 503, body: { code: 'down', message: 'try later' } }
    const { engine, read } = await setup({
      'POST /xapi/rest/betslips/selections': () => answer,
      'PUT /xapi/rest/betslips/selections': () => answer,
    })
    await engine.betslip.add('e1-m1-o1')
    expect((await read<BetslipView>('betslip')).refreshStatus).toBe('pending')
    await vi.waitFor(async () =>
      expect((await read<BetslipView>('betslip')).refreshStatus).toBe('rejected'),
    )
    answer = { body: slipModel([]) }
    await engine.betslip.refresh()
    await vi.waitFor(async () =>
      expect((await read<BetslipView>('betslip')).refreshStatus).toBe('fulfilled'),
    )
  })
})

describe('§4 closed outcomes and free-bet stakes (issue 43)', () => {
  it('outcomes the server marks C leave the slip, which is saved without them and refreshed', async () => {
    const refreshed: string[] = []
    const answer = (_url: URL, init: RequestInit | undefined) => {
      refreshed.push(String(init?.body))
      const singles = sentOutcomes([String(init?.body)])[0] ?? []
      return {
        body: slipModel(
          singles.map((outcomeId) =>
            modelSingle(outcomeId, outcomeId === 'e2-m1-o1' ? 'C' : undefined),
          ),
        ),
      }
    }
    const { engine, read, storage } = await setup({
      'POST /xapi/rest/betslips/selections': answer,
      'PUT /xapi/rest/betslips/selections': answer,
    })
    await engine.betslip.add('e1-m1-o1')
    await engine.betslip.add('e2-m1-o1')
    await vi.waitFor(
      async () =>
        expect(
          (await read<BetslipView>('betslip')).selections.map((selection) => selection.outcomeId),
        ).toEqual(['e1-m1-o1']),
      patiently,
    )
    // Refreshed without it: the last model is the slip's as it stands.
    await vi.waitFor(() => expect(sentOutcomes(refreshed).at(-1)).toEqual(['e1-m1-o1']), patiently)
    expect((await read<BetslipView>('betslip')).refreshStatus).toBe('fulfilled')
    const stored = (await createPersistence(storage).slice('betslip').load()) ?? []
    expect(stored.map((selection) => selection.outcomeId)).toEqual(['e1-m1-o1'])
  })

  it("'max' stakes all the free money and no cash; null stakes neither", async () => {
    const { engine, read } = await setup({
      'GET /xapi/icore/players/demo/balance/sportsbook': () => ({
        body: { ...balance(100_000), promoCash: 1_500 },
      }),
    })
    await engine.session.login({ username: 'demo', password: 'demo1234' })
    await vi.waitFor(
      async () => expect((await read<SessionView>('session')).wallet?.promoCash).toBe(1_500),
      patiently,
    )
    await engine.betslip.add('e1-m1-o1')
    await engine.betslip.setStake('e1-m1-o1', '3')
    await engine.betslip.setFreeBet('e1-m1-o1', 'max')
    let slip = await read<BetslipView>('betslip')
    expect(slip.placement?.singles).toEqual([
      expect.objectContaining({ outcomeId: 'e1-m1-o1', unitStake: 0, freeMoneyUnitStake: 1_500 }),
    ])
    expect(slip).toMatchObject({ freeBetStake: 1_500, totalStake: 1_500 })
    expect(slip.selections[0]).toMatchObject({ freeBet: true, stakeText: '15' })
    await engine.betslip.setFreeBet('e1-m1-o1', null)
    slip = await read<BetslipView>('betslip')
    expect(slip).toMatchObject({ freeBetStake: 0, totalStake: 0 })
    expect(slip.selections[0]).toMatchObject({ unitStake: 0 })
    expect(slip.selections[0]?.freeBet).toBeFalsy()
  })
})

describe('§8 error rules (issue 43)', () => {
  it('a markets-by-ids failure is logged with its reason and the slip says it was rejected', async () => {
    const storage = memoryStorage()
    // A slip kept from an earlier visit, on a market the live snapshot does not carry.
    await createPersistence(storage)
      .slice('betslip')
      .save([
        {
          outcomeId: 'p1-m1-o1',
          eventId: 'p1',
          marketId: 'p1-m1',
          eventDescription: 'A v B',
          marketDescription: 'Match result',
          outcomeDescription: 'A',
          stakeText: '',
          unitStake: 0,
        },
      ])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let marketsDown = true
    const { engine, read } = await setup(
      {
        'GET /xapi/rest/markets': () =>
          marketsDown
            ? { status: 503, body: { code: 'unavailable', message: 'markets are down' } }
            : { body: { markets: [] } },
        'PUT /xapi/rest/betslips/selections': () => ({ body: slipModel([]) }),
        'POST /xapi/rest/betslips/selections': () => ({ body: slipModel([]) }),
      },
      undefined,
      undefined,
      storage,
    )
    await vi.waitFor(
      async () => expect((await read<BetslipView>('betslip')).refreshStatus).toBe('rejected'),
      patiently,
    )
    expect(warn).toHaveBeenCalledWith('error on marketsById call: markets are down')
    marketsDown = false
    await engine.betslip.refresh()
    await vi.waitFor(
      async () => expect((await read<BetslipView>('betslip')).refreshStatus).toBe('fulfilled'),
      patiently,
    )
    warn.mockRestore()
  })

  it('a place-bet 500 is reported with its path and uuid, through POST /api/metrics', async () => {
    const reports: unknown[] = []
    const { engine, read } = await setup({
      'POST /xapi/rest/accounts/acc-1/betslips': () => ({
        status: 500,
        body: { code: 'internal', message: 'boom' },
      }),
      'POST /api/metrics': (_url, init) => {
        reports.push(JSON.parse(String(init?.body)))
        return { body: null }
      },
    })
    await engine.session.login({ username: 'demo', password: 'demo1234' })
    await engine.betslip.add('e1-m1-o1')
    await engine.betslip.setStake('e1-m1-o1', '1')
    const slip = await read<BetslipView>('betslip')
    const result = await engine.betslip.place({
      accountId: 'acc-1',
      request: slip.placement ?? { singles: [] },
      uuid: 'uuid-500',
    })
    expect(result).toMatchObject({ ok: false, error: { status: 500, reference: 'uuid-500' } })
    await vi.waitFor(() =>
      expect(reports).toEqual([
        {
          name: 'client.place-bet-500',
          value: '/xapi/rest/accounts/acc-1/betslips',
          tags: { uuid: 'uuid-500' },
        },
      ]),
    )
  })

  it("settings that fail to load say why: the server's message, or '' when none came", async () => {
    let answer: () => Answer = () => ({
      status: 503,
      body: { code: 'unavailable', message: 'settings are down' },
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { engine, read } = await setup({ 'GET /api/cached_settings': () => answer() })
    expect(await read<SettingsView>('settings')).toMatchObject({
      status: 'failed',
      failure: 'settings are down',
    })
    answer = () => {
      throw new TypeError('Failed to fetch')
    }
    await engine.settings.reload()
    expect((await read<SettingsView>('settings')).failure).toBe('')
    answer = () => ({ body: {} })
    await engine.settings.reload()
    expect((await read<SettingsView>('settings')).failure).toBeUndefined()
    warn.mockRestore()
  })
})

describe('§9 max bets on slip', () => {
  it('RES-00247: a 16th selection is refused with a result, and the slip shows why', async () => {
    const { engine, read } = await setup({
      'GET /xapi/rest/live/events': () => ({
        body: {
          seq: 1,
          events: [1, 2, 3].map((index) =>
            sampleEvent(index, { markets: 2, outcomesPerMarket: 3 }),
          ),
        },
      }),
    })
    const outcomeIds = [1, 2, 3].flatMap((event) =>
      [1, 2].flatMap((market) => [1, 2, 3].map((outcome) => `e${event}-m${market}-o${outcome}`)),
    )
    for (const id of outcomeIds.slice(0, 15))
      expect(await engine.betslip.add(id)).toEqual({ ok: true, data: null })
    expect(await engine.betslip.add(outcomeIds[15] as string)).toEqual({
      ok: false,
      error: { status: 0, code: 'RES-00247', message: 'Too many bets on the slip' },
    })
    const slip = await read<BetslipView>('betslip')
    expect(slip.selections).toHaveLength(15)
    expect(slip.refusal).toEqual({ code: 'RES-00247', message: 'Too many bets on the slip' })
    // The next change to the slip ends the refusal.
    await engine.betslip.remove(outcomeIds[0] as string)
    expect((await read<BetslipView>('betslip')).refusal).toBeUndefined()
  })

  it('RES-00046: while prices are stale nothing is added or placed, and nothing is sent', async () => {
    let clock = Date.now()
    const { engine, fetch } = await setup({}, () => clock)
    expect(await engine.betslip.add('e1-m1-o1')).toEqual({ ok: true, data: null })
    // The socket never opens and no poll has answered since the snapshot: three heartbeats on,
    // the prices are stale.
    clock += 16_000
    await vi.waitFor(async () =>
      expect(await engine.betslip.add('e1-m1-o2')).toMatchObject({
        ok: false,
        error: { code: 'RES-00046' },
      }),
    )
    const sent = fetch.mock.calls.length
    const placed = await engine.betslip.place({
      accountId: 'acc-1',
      uuid: 'u-1',
      request: { singles: [{ outcomeId: 'e1-m1-o1', decimal: 2, unitStake: 100 }] },
    })
    expect(placed).toMatchObject({ ok: false, error: { code: 'RES-00046', reference: 'u-1' } })
    expect(fetch.mock.calls.length).toBe(sent)
  })

  it('RES-00098: an outcome the engine has no price for is refused', async () => {
    const { engine } = await setup()
    expect(await engine.betslip.add('no-such-outcome')).toMatchObject({
      ok: false,
      error: { code: 'RES-00098' },
    })
  })
})

describe('a malformed answer is a failed result with a reason, never used', () => {
  const nonsense = () => ({ body: { nonsense: true } })

  it('§8 login: not logged in', async () => {
    const { engine, read } = await setup({ 'POST /xapi/icore/players/login': nonsense })
    const result = await engine.session.login({ username: 'demo', password: 'demo1234' })
    expect(result).toMatchObject({ ok: false, error: { status: 200, code: 'invalid-response' } })
    expect(result.ok || result.error.message).toMatch(/alsToken/)
    expect((await read<SessionView>('session')).status).toBe('anonymous')
  })

  it('balance: the balance shown stays what it was', async () => {
    let answer: Answer = { body: balance(100_000) }
    const { engine, read } = await setup({
      'GET /xapi/icore/players/demo/balance/sportsbook': () => answer,
    })
    await engine.session.login({ username: 'demo', password: 'demo1234' })
    answer = { body: { ...balance(5), balance: '5' } }
    expect(await engine.session.refreshBalance()).toMatchObject({
      ok: false,
      error: { code: 'invalid-response' },
    })
    expect((await read<SessionView>('session')).balance).toBe(100_000)
  })

  it('§7 place bet: the slip is kept, the balance is not touched, the reference is given', async () => {
    const { engine, read } = await setup({
      'POST /xapi/rest/accounts/acc-1/betslips': () => ({
        body: { betSlipId: 'b1', errors: 'none' },
      }),
    })
    await engine.session.login({ username: 'demo', password: 'demo1234' })
    const result = await placeTen({ engine, read })
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid-response', reference: 'uuid-1' },
    })
    expect((await read<BetslipView>('betslip')).selections).toHaveLength(1)
    expect((await read<SessionView>('session')).balance).toBe(100_000)
  })

  it('§9 originId: 11 from the web; 20 from the native app when the brand forces it', async () => {
    const sent: unknown[] = []
    const placed = (_url: URL, init: RequestInit | undefined) => {
      sent.push(JSON.parse(String(init?.body)).originId)
      return { status: 500, body: { code: 'down', message: 'try later' } }
    }
    const forcing = { body: { force_betslip_origin_id: true } }
    for (const [page, settings] of [
      [{}, forcing],
      [{ nativeApp: true }, { body: {} }],
      [{ nativeApp: true }, forcing],
    ] as const) {
      const { engine, read } = await setup(
        {
          'GET /api/cached_settings': () => settings,
          'POST /xapi/rest/accounts/acc-1/betslips': placed,
        },
        undefined,
        page,
      )
      await engine.session.login({ username: 'demo', password: 'demo1234' })
      await placeTen({ engine, read })
    }
    expect(sent).toEqual([11, 11, 20])
  })

  it('betslip status: refused', async () => {
    const { engine } = await setup({
      'PUT /xapi/rest/betslips/b1/status': () => ({ body: { betSlipId: 'b1', status: 'maybe' } }),
    })
    await engine.session.login({ username: 'demo', password: 'demo1234' })
    expect(await engine.betslip.status('b1')).toMatchObject({
      ok: false,
      error: { code: 'invalid-response' },
    })
  })

  it('§8 settings: settings that are not an object leave the defaults in force', async () => {
    const { engine } = await setup({ 'GET /api/cached_settings': () => ({ body: ['no'] }) })
    expect(await engine.settings.reload()).toMatchObject({
      ok: false,
      error: { code: 'invalid-response' },
    })
  })

  it('§7 betslip model: a staked double the slip holds back is still sent, for its reason', async () => {
    const sent: Array<{ multiples?: unknown }> = []
    const model = (_url: URL, init: RequestInit | undefined) => {
      sent.push(JSON.parse(String(init?.body)))
      return { status: 503, body: { code: 'unavailable', message: 'not here' } }
    }
    const { engine, read } = await setup({
      'GET /api/cached_settings': () => ({
        body: { bet_stake_min_amount: '10', betslip_delay_before_update_stakes: 0 },
      }),
      'PUT /xapi/rest/betslips/selections': model,
      'POST /xapi/rest/betslips/selections': model,
    })
    await engine.settings.reload()
    await engine.betslip.add('e1-m1-o1')
    await engine.betslip.add('e2-m1-o1')
    await engine.betslip.setCombinationStake(200_002, '5')
    // Under the brand's minimum of 10.00: not placeable, yet the server is asked about it.
    expect((await read<BetslipView>('betslip')).placement).toBeNull()
    await vi.waitFor(() =>
      expect(sent.at(-1)?.multiples).toEqual([{ betTypeId: 200_002, unitStake: 500 }]),
    )
  })

  it('§4 live: a malformed snapshot is a failed load, not a store of nonsense', async () => {
    const { read } = await setup({
      'GET /xapi/rest/live/events': () => ({ body: { seq: 1, events: [{ id: 7 }] } }),
    })
    expect(await read('live-events')).toMatchObject({ status: 'failed', eventCount: 0 })
  })
})

describe('money moved', () => {
  it('§4 a bet placed: the wallet and the open-bet count are read again at once, not at their poll', async () => {
    const asked: string[] = []
    const { engine, read } = await setup({
      'GET /xapi/icore/players/demo/balance/sportsbook': () => {
        asked.push('balance')
        return { body: balance(100_000) }
      },
      'GET /xapi/bet/account/acc-1/betcount': () => {
        asked.push('count')
        return { body: { count: 0 } }
      },
      'POST /xapi/rest/accounts/acc-1/betslips': () => ({ body: placedSlip }),
    })
    await engine.session.login({ username: 'demo', password: 'demo1234' })
    // The login reads both; the count, once empty, is not polled again (SPEC.md section 4).
    await vi.waitFor(() => expect(asked.filter((call) => call === 'count')).toHaveLength(1))
    await vi.waitFor(() => expect(asked.filter((call) => call === 'balance')).toHaveLength(2))
    asked.length = 0
    expect((await placeTen({ engine, read })).ok).toBe(true)
    await vi.waitFor(() => expect(asked.toSorted()).toEqual(['balance', 'count']))
  })
})

describe('§3 settings the engine keeps time and shows prices by', () => {
  // Fake timers that still run with real time, so the engine starts as it does; a test jumps
  // them to the brand's interval instead of waiting it out.
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Answers each call of the path in turn, and counts them. */
  function counted(answers: unknown[]) {
    const calls: unknown[] = []
    const answer = () => {
      const body = answers[Math.min(calls.length, answers.length - 1)]
      calls.push(body)
      return { body }
    }
    return { calls, answer }
  }

  it('§3 default_price_format: the odds type of a visitor and of a player who never chose one', async () => {
    const { engine, read } = await setup({
      'GET /api/cached_settings': () => ({ body: { default_price_format: 'us' } }),
      'POST /xapi/icore/players/login': () => ({ body: { ...login, priceFormat: '' } }),
    })
    expect((await read<SessionView>('session')).oddsFormat).toBe('us')
    await engine.session.login({ username: 'demo', password: 'demo1234' })
    await vi.waitFor(async () =>
      expect((await read<SessionView>('session')).status).toBe('logged-in'),
    )
    expect((await read<SessionView>('session')).oddsFormat).toBe('us')
  })

  it('§3 betcount_polling_interval, §4 bet-count poll: polled at the interval, stopped once empty, resumed by a bet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    const count = counted([{ count: 2 }, { count: 0 }])
    const { engine, read } = await setup({
      'GET /api/cached_settings': () => ({ body: { betcount_polling_interval: '60000' } }),
      'GET /xapi/bet/account/acc-1/betcount': count.answer,
      'POST /xapi/rest/accounts/acc-1/betslips': () => ({ body: placedSlip }),
    })
    await engine.session.login({ username: 'demo', password: 'demo1234' })
    await vi.waitFor(() => expect(count.calls).toHaveLength(1))
    // Well short of the interval, then past it: the real time a busy machine adds stays inside.
    await vi.advanceTimersByTimeAsync(45_000)
    expect(count.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(15_000)
    await vi.waitFor(() => expect(count.calls).toHaveLength(2))
    // Empty: not asked again however long the bettor stays.
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(count.calls).toHaveLength(2)
    expect((await placeTen({ engine, read })).ok).toBe(true)
    await vi.waitFor(() => expect(count.calls).toHaveLength(3))
  })

  it('§3 user_wallet_poll_time, §4 the wallet polls at it while the tab is visible, and not while hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    const wallet = counted([balance(100_000)])
    const { engine } = await setup({
      'GET /api/cached_settings': () => ({ body: { user_wallet_poll_time: '30000' } }),
      'GET /xapi/icore/players/demo/balance/sportsbook': wallet.answer,
    })
    await engine.session.login({ username: 'demo', password: 'demo1234' })
    // The login reads the balance, and the poll starts with a read (as a visible tab's does).
    await vi.waitFor(() => expect(wallet.calls).toHaveLength(2))
    const afterLogin = wallet.calls.length
    await vi.advanceTimersByTimeAsync(20_000)
    expect(wallet.calls).toHaveLength(afterLogin)
    await vi.advanceTimersByTimeAsync(10_000)
    await vi.waitFor(() => expect(wallet.calls).toHaveLength(afterLogin + 1))
    await engine.session.setVisible(false)
    await vi.advanceTimersByTimeAsync(5 * 30_000)
    expect(wallet.calls).toHaveLength(afterLogin + 1)
    // Visible again: read at once, then at the interval.
    await engine.session.setVisible(true)
    await vi.waitFor(() => expect(wallet.calls).toHaveLength(afterLogin + 2))
  })

  it('§3 betslip_delay_before_update_stakes: the refresh waits the brand’s delay after the last change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    const refreshes: string[] = []
    const model = () => {
      refreshes.push('refresh')
      return { status: 503, body: { code: 'down', message: 'later' } }
    }
    const { engine } = await setup({
      'GET /api/cached_settings': () => ({
        body: { betslip_delay_before_update_stakes: '30000' },
      }),
      'POST /xapi/rest/betslips/selections': model,
      'PUT /xapi/rest/betslips/selections': model,
    })
    await engine.betslip.add('e1-m1-o1')
    await vi.advanceTimersByTimeAsync(20_000)
    // A stake typed within the delay starts it again.
    await engine.betslip.setStake('e1-m1-o1', '5')
    await vi.advanceTimersByTimeAsync(20_000)
    expect(refreshes).toEqual([])
    await vi.advanceTimersByTimeAsync(10_000)
    await vi.waitFor(() => expect(refreshes).toEqual(['refresh']))
  })
})

describe('§8 forced logout', () => {
  it('a 401 while logged in ends the session and tells the UI, which logs out as the button does', async () => {
    let status = 200
    const { engine, read, notices, storage } = await setup({
      'GET /xapi/icore/players/demo/balance/sportsbook': () => ({
        status,
        body: status === 200 ? balance(100_000) : { code: 'unauthorized', message: 'expired' },
      }),
    })
    await engine.session.login({ username: 'demo', password: 'demo1234' })
    expect(await storage.get('session')).toBeDefined()
    status = 401
    expect(await engine.session.refreshBalance()).toMatchObject({
      ok: false,
      error: { status: 401 },
    })
    expect(notices).toEqual([{ type: 'session.ended', reason: 'unauthorized' }])
    expect((await read<SessionView>('session')).status).toBe('anonymous')
    await vi.waitFor(async () => expect(await storage.get('session')).toBeUndefined())
  })

  it('a failure while logged out ends nothing and tells nothing', async () => {
    const { engine, notices } = await setup({
      'POST /xapi/icore/players/login': () => ({
        status: 401,
        body: { code: 'invalid-credentials', message: 'no' },
      }),
    })
    await engine.session.login({ username: 'demo', password: 'wrong' })
    expect(notices).toEqual([])
  })

  it("a player's command while logged out is refused unauthorized, whichever area, and unsent", async () => {
    const { engine, fetch } = await setup()
    const sentBefore = fetch.mock.calls.length
    const refusals = await Promise.all([
      engine.betslip.setTolerance(5),
      engine.account.details(),
      engine.session.refreshBalance(),
    ])
    expect(refusals.map((refusal) => (refusal.ok ? undefined : refusal.error))).toEqual(
      Array(3).fill({ status: 401, code: 'unauthorized', message: 'not logged in' }),
    )
    expect(fetch.mock.calls.length).toBe(sentBefore)
  })
})

describe('search as one types (issue 42)', () => {
  const { markets: _markets, ...event } = sampleEvent(1)
  const found = { events: [event], competitions: [] }

  it('asks once the typing pauses, and answers only the latest search', async () => {
    const asked: string[] = []
    const { engine } = await setup({
      'GET /xapi/rest/search': (url) => {
        asked.push(url.searchParams.get('q') ?? '')
        return { body: found }
      },
    })
    const answers = await Promise.all(['ar', 'ars', 'arse'].map((text) => engine.search.find(text)))
    expect(answers.slice(0, 2)).toEqual([undefined, undefined])
    expect(answers[2]).toEqual({ ok: true, data: found })
    expect(asked).toEqual(['arse'])
  })

  it('answers fewer than two letters with nothing, without asking', async () => {
    const { engine, fetch } = await setup()
    const before = fetch.mock.calls.length
    expect(await engine.search.find(' a ')).toEqual({
      ok: true,
      data: { events: [], competitions: [] },
    })
    expect(fetch.mock.calls.length).toBe(before)
  })

  it('refuses a malformed answer with a reason', async () => {
    const { engine } = await setup({
      'GET /xapi/rest/search': () => ({ body: { events: 'none' } }),
    })
    const answer = await engine.search.find('arse')
    expect(answer?.ok).toBe(false)
  })
})
