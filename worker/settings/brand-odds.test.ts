// The brand's odds through the engine, against a fake backend: the margins call is asked once a
// version and brand, and every price the engine shows is the feed's with the brand's margins.

import { afterEach, expect, it, vi } from 'vitest'
import type { BetslipView } from '../../domain/engine/betslip.ts'
import { standardLadder } from '../../domain/odds/ladder.ts'
import { applyMargin } from '../../domain/odds/margin.ts'
import { fakeBackendEngine, json, patiently } from '../../tests/support/fake-backend-engine.ts'
import { sampleEvent } from '../../tests/support/sample-event.ts'
import type { createEngine } from '../engine.ts'

const engines: ReturnType<typeof createEngine>[] = []
afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop()
})

/** The margin each brand puts on market type 1; the page's brand is gateway. */
const margins: Record<string, number> = { gateway: 0.06, 'partner-odds': 0.12 }

/**
 * An engine whose brand has the settings given; e1's market 1 (feed 2.00, 2.50) is live, and a
 * player logging in plays in KES.
 */
async function engineWith(settings: Record<string, unknown>) {
  const marginCalls: URL[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    if (url.pathname === '/api/cached_settings') return json(settings)
    if (url.pathname === '/xapi/rest/live/events') return json({ seq: 1, events: [sampleEvent(1)] })
    if (url.pathname === '/xapi/rest/oddsLadderAndMargins/1') {
      marginCalls.push(url)
      const margin = margins[url.searchParams.get('overrideBrand') ?? ''] ?? 0
      return json({
        version: 1,
        ladder: standardLadder,
        margins: [{ leagueId: null, marketTypeId: '1', margin }],
      })
    }
    if (url.pathname === '/xapi/icore/players/login')
      return json({
        alsToken: 'token-1',
        expirationTimeInSeconds: Math.floor(Date.now() / 1000) + 3600,
        username: 'kes',
        accountId: 'acc-1',
        currency: 'KES',
        priceFormat: 'euro',
        locale: 'en',
      })
    return json({ code: 'not-found', message: 'no route' }, 404)
  })
  const started = await fakeBackendEngine({
    fetch: fetch as unknown as typeof globalThis.fetch,
    brand: 'gateway',
  })
  engines.push(started.engine)
  await started.engine.start()
  await vi.waitFor(
    async () => expect(await started.engine.betslip.add('e1-m1-o1')).toMatchObject({ ok: true }),
    patiently,
  )
  const slipPrice = async () => (await started.read<BetslipView>('betslip')).selections[0]?.decimal
  return { ...started, marginCalls, slipPrice }
}

it('§5 odds margin: a brand with per-brand odds shows the feed price with its margins, on the ladder', async () => {
  const { marginCalls, slipPrice, engine } = await engineWith({ odds_per_brand_enabled: 'true' })
  await vi.waitFor(async () => expect(await slipPrice()).toBe(applyMargin(2, 0.06)), patiently)
  expect(applyMargin(2, 0.06)).toBeLessThan(2)
  // The page's own brand's rows.
  expect(marginCalls[0]?.searchParams.get('overrideBrand')).toBe('gateway')
  // The settings read again (a language change) ask nothing new: the answer is kept by version.
  await engine.settings.setLanguage('de')
  expect(marginCalls).toHaveLength(1)
})

it('§3 odds_per_brand_currency_config: the brand named for the currency is asked for', async () => {
  const { marginCalls, slipPrice } = await engineWith({
    odds_per_brand_enabled: 'true',
    currencyCode: 'EUR',
    odds_per_brand_currency_config: JSON.stringify({ EUR: 'partner-odds' }),
  })
  await vi.waitFor(async () => expect(await slipPrice()).toBe(applyMargin(2, 0.12)), patiently)
  expect(marginCalls[0]?.searchParams.get('overrideBrand')).toBe('partner-odds')
})

it('§3 odds_per_brand_enabled off: the feed price is shown and no margins are asked for', async () => {
  const { marginCalls, slipPrice } = await engineWith({})
  await vi.waitFor(async () => expect(await slipPrice()).toBe(2), patiently)
  expect(marginCalls).toHaveLength(0)
})

it('§3 odds_per_brand_currency_config: a login in another currency prices the shown prices again in its brand’s odds', async () => {
  const { marginCalls, slipPrice, engine } = await engineWith({
    odds_per_brand_enabled: 'true',
    currencyCode: 'EUR',
    odds_per_brand_currency_config: JSON.stringify({ KES: 'partner-odds' }),
  })
  await vi.waitFor(async () => expect(await slipPrice()).toBe(applyMargin(2, 0.06)), patiently)
  await engine.session.login({ username: 'kes', password: 'kes12345' })
  await vi.waitFor(async () => expect(await slipPrice()).toBe(applyMargin(2, 0.12)), patiently)
  expect(marginCalls.map((url) => url.searchParams.get('overrideBrand'))).toEqual([
    'gateway',
    'partner-odds',
  ])
})
