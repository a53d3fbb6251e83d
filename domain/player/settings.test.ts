import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quickBetValues } from '../money/quick-stakes.ts'
import { stakeLimits } from '../money/stake-limits.ts'
import { defaultSettings, parseSettings } from './settings.ts'

const settingsSeen = [
  'bet_stake_min_amount',
  'bet_stake_max_amount',
  'channel',
  'last_publication_timestamp',
  'currencyCode',
  'currency_precision',
  'default_price_format',
  'coupon_layout',
  'african_betslip',
  'uk_betslip',
  'show_kiron_virtuals',
  'odds_per_brand_enabled',
  'odds_per_brand_location_config',
  'odds_per_brand_currency_config',
  'partner_product_urls',
  'display_promotions_link',
  'enable_parlay_extra_winnings',
  'betslip_negative_odds_enabled',
  'force_dsb_login',
  'gcb_seal_required',
  'betcount_polling_interval',
  'user_wallet_poll_time',
  'root_page_configuration',
  'header_submenu',
  'page_layouts',
  'clem_external_header_enabled',
  'clem_external_header_path',
  'external_widgets_subdomain',
  'external_widgets_subdomain_cms',
  'max_bets_on_betslip',
  'each_way_enabled',
  'quick_bet_values',
  'tax_deduction_enabled',
  'enable_stake_after_tax',
  'stake_rate_percentage',
  'tax_returns_percentage',
  'cashout_timeout',
  'poll_changes_refresh_interval',
  'enable_favorites',
  'lazy_loading_markets_live_event_count_threshold',
  'betslip_delay_before_update_stakes',
]

describe('§3 settings seen and §9 defaults', () => {
  it('§3 settings: every key the spec has seen is a typed setting', () => {
    for (const key of settingsSeen) expect(Object.hasOwn(defaultSettings, key), key).toBe(true)
  })

  it('§9 defaults: stake max 10000, min 0, wallet poll 10000 ms, EUR, precision 2, cash-out 5000 ms', () => {
    expect(defaultSettings).toMatchObject({
      bet_stake_max_amount: '10000',
      bet_stake_min_amount: '0',
      user_wallet_poll_time: 10000,
      currencyCode: 'EUR',
      currency_precision: 2,
      cashout_timeout: 5000,
    })
  })

  it('§9 defaults: poll 5000 ms logged in and out, euro prices, lazy loading at 30, favourites on, 15 bets', () => {
    expect(defaultSettings).toMatchObject({
      poll_changes_refresh_interval: 5000,
      poll_changes_refresh_interval_logged_out: 5000,
      default_price_format: 'euro',
      lazy_loading_markets_live_event_count_threshold: 30,
      enable_favorites: true,
      max_bets_on_betslip: 15,
      lightweight_cashout_confirming_enabled: true,
    })
  })

  it('§9 settings: nothing sent gives the defaults and no problems', () => {
    const nothing = { settings: defaultSettings, problems: [], present: [] }
    expect(parseSettings(undefined)).toEqual(nothing)
    expect(parseSettings({})).toEqual(nothing)
    expect(parseSettings({ cashout_timeout: null, channel: '' }).settings).toEqual(defaultSettings)
  })

  it('§7 auth gateway: gateway_login_route names the password step, header_login unless api_login', () => {
    expect(defaultSettings.gateway_login_route).toBe('header_login')
    expect(parseSettings({ gateway_login_route: 'API_LOGIN' }).settings.gateway_login_route).toBe(
      'api_login',
    )
    const unknown = parseSettings({ gateway_login_route: '/api/other' })
    expect(unknown.settings.gateway_login_route).toBe('header_login')
    expect(unknown.problems).not.toEqual([])
  })

  it('§3 settings: loosely typed values are read as the type they stand for', () => {
    const { settings, problems } = parseSettings({
      each_way_enabled: 'true',
      african_betslip: 1,
      enable_favorites: 'off',
      user_wallet_poll_time: '15000',
      currency_precision: '3',
      currencyCode: 'vnd',
      default_price_format: 'MALAY',
      coupon_layout: 'asian',
      bet_stake_max_amount: 25000,
      channel: 'MOBILE',
      root_page_configuration: 'Prematch page',
      unknown_key: 'dropped',
    })
    expect(problems).toEqual([])
    expect(settings).toMatchObject({
      each_way_enabled: true,
      african_betslip: true,
      enable_favorites: false,
      user_wallet_poll_time: 15000,
      currency_precision: 3,
      currencyCode: 'VND',
      default_price_format: 'malay',
      coupon_layout: 'asian',
      bet_stake_max_amount: '25000',
      channel: 'MOBILE',
      root_page_configuration: 'Prematch page',
    })
    expect(settings).not.toHaveProperty('unknown_key')
  })

  it('§3 settings: nested configuration is read from JSON text or as sent', () => {
    const submenu = [{ id: 1, name: 'Promotions', url: '/promotions' }]
    const { settings, problems } = parseSettings({
      header_submenu: JSON.stringify(submenu),
      partner_product_urls: { kiron: 'https://kiron.example/play' },
      page_layouts: '{"right_column":[{"type":"advert","id":"a1"}]}',
      odds_per_brand_currency_config: '{"EUR":"brand-a","KES":"brand-b"}',
    })
    expect(problems).toEqual([])
    expect(settings.header_submenu).toEqual([{ id: '1', name: 'Promotions', url: '/promotions' }])
    expect(settings.partner_product_urls).toEqual({ kiron: 'https://kiron.example/play' })
    expect(settings.page_layouts.right_column).toEqual([{ type: 'advert', id: 'a1' }])
    expect(settings.odds_per_brand_currency_config).toEqual({ EUR: 'brand-a', KES: 'brand-b' })
  })

  it('§2 the links and scripts a brand adds: paths or https only, scripts at most ten', () => {
    const read = parseSettings({
      home_url: 'https://casino.example/lobby',
      registration_url: '/dev/register',
      logout_url: 'https://casino.example/goodbye',
      promotions_url: 'javascript:alert(1)',
      third_party_scripts: ['/widgets/chat.js', 'https://cdn.example/tag.js'],
    })
    expect(read.settings).toMatchObject({
      home_url: 'https://casino.example/lobby',
      registration_url: '/dev/register',
      logout_url: 'https://casino.example/goodbye',
      promotions_url: '',
      third_party_scripts: ['/widgets/chat.js', 'https://cdn.example/tag.js'],
    })
    expect(read.problems).toHaveLength(1)
    for (const scripts of [
      ['http://plain.example/x.js'],
      ['//evil.example/x.js'],
      Array.from({ length: 11 }, (_, i) => `/s${i}.js`),
      'not a list',
    ])
      expect(parseSettings({ third_party_scripts: scripts }).settings.third_party_scripts).toEqual(
        [],
      )
  })

  it('§8 settings: an invalid price-per-brand config is reported and ignored', () => {
    const { settings, problems } = parseSettings({
      odds_per_brand_location_config: '{not json',
      odds_per_brand_currency_config: '[1,2]',
      odds_per_brand_enabled: 'true',
    })
    expect(settings.odds_per_brand_enabled).toBe(true)
    expect(settings.odds_per_brand_location_config).toEqual({})
    expect(settings.odds_per_brand_currency_config).toEqual({})
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/^odds_per_brand_location_config: unreadable value/)
  })

  it('§9 settings: unreadable values keep the default and are reported', () => {
    const { settings, problems } = parseSettings({
      cashout_timeout: 0,
      user_wallet_poll_time: 'soon',
      each_way_enabled: 'maybe',
      default_price_format: 'roman',
      currency_precision: 2.5,
      max_bets_on_betslip: -1,
      header_submenu: [{ id: 1 }],
    })
    expect(settings).toEqual(defaultSettings)
    expect(problems).toHaveLength(7)
  })

  it('the amount settings read as the limits read them, or not at all', () => {
    const amounts = {
      bet_stake_min_amount: '1,250.50',
      bet_stake_max_amount: 50_000,
      bet_max_payout_amount: '2 000 000',
      multiple_double_min_stake_amount: '',
    }
    expect(parseSettings(amounts)).toMatchObject({
      settings: { ...amounts, bet_stake_max_amount: '50000' },
      problems: [],
    })
    for (const unread of ['-5', 'abc', '5e4', '1.5.0', '99999999999999999999', '0.0000001'])
      expect(parseSettings({ bet_stake_max_amount: unread }).problems, unread).toHaveLength(1)
    // No payout at all would refuse every bet: more than nothing, or empty for the default.
    expect(parseSettings({ bet_max_payout_amount: '0.00' }).problems).toHaveLength(1)
    expect(parseSettings({ bet_max_payout_amount: '' }).problems).toEqual([])
  })

  it('§9 settings: the raw settings may be JSON text; anything else gives the defaults', () => {
    expect(parseSettings('{"each_way_enabled":true}').settings.each_way_enabled).toBe(true)
    expect(parseSettings('not json').problems).toEqual(['settings: not an object, defaults used'])
    expect(parseSettings([1, 2]).settings).toEqual(defaultSettings)
  })

  it('§5 settings: the amounts and quick_bet_values stay text for the money rules to read', () => {
    const { settings } = parseSettings({
      bet_stake_min_amount: '1,000',
      bet_stake_max_amount: '2,000,000',
      bet_max_payout_amount: '20,000,000',
      quick_bet_values: [20, 50, 100, 200],
    })
    expect(stakeLimits(settings, { code: 'VND', precision: 0, displayScale: 1000 })).toEqual({
      min: 1_000_000,
      max: 2_000_000_000,
      maxPayout: 20_000_000_000,
    })
    expect(quickBetValues(settings.quick_bet_values, 'EUR').values).toEqual([20, 50, 100, 200])
  })

  it('§9 settings: never throws, and every setting keeps its default type (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(fc.constantFrom(...settingsSeen), fc.jsonValue()),
          fc.dictionary(
            fc.constantFrom(...settingsSeen),
            fc.oneof(fc.string(), fc.boolean(), fc.integer()),
          ),
        ),
        (raw) => {
          const { settings } = parseSettings(raw)
          for (const [key, fallback] of Object.entries(defaultSettings)) {
            const value = settings[key as keyof typeof settings]
            expect(Array.isArray(value), key).toBe(Array.isArray(fallback))
            expect(typeof value, key).toBe(typeof fallback)
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})
