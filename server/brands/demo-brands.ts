// The demo brands a fresh database starts with: one per login method, each with its own look,
// currency and settings (SPEC.md sections 3 and 9), as an operator would configure them.

import type { Theme } from '../../domain/brand/theme.ts'
import type { Margin } from '../../domain/odds/margin.ts'
import type { LoginMethod } from '../../domain/player/settings.ts'

export interface DemoBrand {
  id: string
  name: string
  loginMethod: LoginMethod
  currency: string
  /** Settings as the operator stores them (loosely typed: domain/player/settings.ts reads them). */
  settings: Record<string, unknown>
  /** Settings a channel overrides. */
  channels?: Partial<Record<'mobile' | 'desktop', Record<string, unknown>>>
  theme: Theme
  /** The wallet's current terms document, which a player must accept once. */
  termsVersion?: string
  /** The host pages allowed to frame the brand (the wallet brand is always embedded). */
  parentOrigins: string[]
  /** The brand's own margin rows, added on the feed's prices when it has odds per brand. */
  margins?: readonly Margin[]
}

/** Page attributes in order: the general rule first, the exceptions after (the last match wins). */
const pageAttributes = (brand: string, pages: Record<string, [string, string]>) =>
  Object.entries(pages).map(([url, [title, description]]) => ({
    url,
    attributes: { title: `${title} | ${brand}`, description },
  }))

const logo = (brand: string, width: number) => ({
  logo_url: `/brands/${brand}/logo.svg`,
  width,
  height: 40,
})

export const demoBrands: readonly DemoBrand[] = [
  {
    id: 'demo',
    name: 'Demo Sportsbook',
    loginMethod: 'direct',
    currency: 'EUR',
    settings: {
      currencyCode: 'EUR',
      currency_precision: 2,
      default_price_format: 'euro',
      default_country: 'MT',
      languages: ['en', 'de', 'es', 'fr', 'it', 'pt', 'nl', 'pl', 'sv'],
      logo: logo('demo', 160),
      favicon_url: '/brands/demo/favicon.svg',
      quick_bet_values: JSON.stringify({ EUR: [2, 10, 50, 100] }),
      // The acca bonus (3 legs 5 %, 5 legs 10 %, 8 legs 20 %), and a trader's eye on big stakes.
      enable_parlay_extra_winnings: true,
      bet_referral_threshold: '500.00',
      // Each-way on outrights; a betting rule the server keeps too, so brand-wide, not per channel.
      each_way_enabled: true,
      // The product mode with the risk-group notice (the `riskgroup` demo player sees it).
      risk_group_notice_enabled: true,
      // Boosted prices on the coming favourites, kept topped up by the demo desk.
      odds_boosts_enabled: true,
      header_submenu: [
        { id: 'promotions', name: 'Promotions', url: '/promotions' },
        { id: 'jackpot', name: 'Jackpot', url: '/jackpot' },
        { id: 'virtuals', name: 'Virtuals', url: '/sports/kiron' },
        // Our own esports markets (Counter-Strike first, the other games beside it), not the
        // partner's page, which has its own place among the partner products.
        { id: 'esports', name: 'Esports', url: '/sports/32-CSGO' },
      ],
      page_layouts: {
        right_column: [
          { type: 'advert', advert_id: 'welcome-offer' },
          { type: 'advert', advert_id: 'acca-boost' },
        ],
        promotions: [
          { type: 'advert', advert_id: 'welcome-offer' },
          { type: 'advert', advert_id: 'first-bet' },
          { type: 'advert', advert_id: 'acca-boost' },
        ],
      },
      // Its native app places bets under the app's own origin (SPEC.md section 9, originId 20).
      force_betslip_origin_id: true,
      page_attributes: pageAttributes('Demo Sportsbook', {
        '/*': ['Sports betting', 'Bet on football, tennis and more, before and during the match.'],
        '/live/*': ['Live betting', 'Bet in play on matches running now, with live scores.'],
        '/sports/*': ['Pre-match betting', 'Odds on the coming fixtures of every sport.'],
        '/jackpot*': ['Jackpot', 'Pick the winners of twelve matches for the jackpot.'],
        '/promotions': ['Promotions', 'Welcome offer, acca boost and this week’s promotions.'],
      }),
      // The development stand-in for each partner (server/routes/dev-partner.ts); an operator
      // sets its partners' own addresses.
      partner_product_urls: {
        kiron: '/dev/partner/kiron',
        'betradar-virtuals': '/dev/partner/betradar-virtuals',
        esports: '/dev/partner/esports',
      },
      show_kiron_virtuals: 'enabled',
    },
    // Desktop bettors stake more: bigger quick stakes there.
    channels: { desktop: { quick_bet_values: JSON.stringify({ EUR: [5, 20, 50, 100] }) } },
    theme: {},
    parentOrigins: [],
  },
  {
    id: 'gateway',
    name: 'Garuda Bet',
    loginMethod: 'authGateway',
    currency: 'IDR',
    settings: {
      currencyCode: 'IDR',
      currency_precision: 2,
      default_price_format: 'indo',
      // An Asian coupon: lists lead football and basketball with the handicap.
      coupon_layout: 'asian',
      // A withholding on winnings and a duty on stakes, as some jurisdictions levy.
      // Indonesian odds below 2.00 are negative: the bettor types what they want to win.
      betslip_negative_odds_enabled: true,
      tax_deduction_enabled: true,
      enable_stake_after_tax: true,
      stake_rate_percentage: 5,
      tax_returns_percentage: 15,
      bet_stake_min_amount: '10',
      bet_stake_max_amount: '50,000',
      // Its own odds: its margins (below) on the feed's prices, so it shows and takes shorter
      // prices than the demo brand, which shows the feed's.
      odds_per_brand_enabled: true,
      quick_bet_values: JSON.stringify({ IDR: [50, 250, 1000, 5000] }),
      default_country: 'ID',
      gcb_seal_required: true,
      languages: ['id', 'en', 'zh', 'th', 'vi'],
      logo: logo('gateway', 160),
      favicon_url: '/brands/gateway/favicon.svg',
      header_submenu: [
        { id: 'promotions', name: 'Promosi', url: '/promotions' },
        { id: 'vip', name: 'VIP', url: '/promotions#vip' },
        { id: 'lotto', name: 'Lotto', url: '/lotto' },
        // Our own esports markets (Counter-Strike first, the other games beside it), not the
        // partner's page, which has its own place among the partner products.
        { id: 'esports', name: 'Esports', url: '/sports/32-CSGO' },
      ],
      page_layouts: {
        right_column: [
          { type: 'advert', advert_id: 'welcome-offer' },
          { type: 'advert', advert_id: 'cashback' },
        ],
        promotions: [
          { type: 'advert', advert_id: 'welcome-offer' },
          { type: 'advert', advert_id: 'cashback' },
        ],
      },
      page_attributes: pageAttributes('Garuda Bet', {
        '/*': [
          'Taruhan olahraga',
          'Taruhan sepak bola, bulu tangkis dan esports dengan odds Indo.',
        ],
        '/live/*': ['Taruhan langsung', 'Taruhan saat pertandingan berlangsung.'],
        '/jackpot*': ['Jackpot', 'Tebak dua belas pertandingan untuk jackpot.'],
      }),
      partner_product_urls: {
        esportsbull: '/dev/partner/esportsbull',
        esports: '/dev/partner/esports',
        lotto: '/dev/partner/lotto',
      },
    },
    theme: {
      page: '#0b1630',
      surface: '#12214a',
      raised: '#1b2e60',
      line: '#2a4280',
      text: '#eef2ff',
      muted: '#a3b1d6',
      accent: '#ff8a1f',
      accentText: '#1f0e00',
    },
    parentOrigins: [],
    margins: [
      { marketTypeId: 'MRES', margin: 0.06 },
      { marketTypeId: 'MWIN', margin: 0.05 },
      { marketTypeId: 'HCAP', margin: 0.04 },
      { marketTypeId: 'AHCP', margin: 0.04 },
    ],
  },
  {
    id: 'wallet',
    name: 'Crown Casino Sports',
    loginMethod: 'operatorWallet',
    currency: 'GBP',
    settings: {
      currencyCode: 'GBP',
      currency_precision: 2,
      default_price_format: 'uk',
      each_way_enabled: true,
      default_country: 'GB',
      languages: ['en'],
      logo: logo('wallet', 170),
      favicon_url: '/brands/wallet/favicon.svg',
      quick_bet_values: JSON.stringify({ GBP: [1, 5, 10, 25] }),
      clem_external_header_enabled: true,
      clem_external_header_path: 'crown-casino',
      header_submenu: [
        { id: 'promotions', name: 'Promotions', url: '/promotions' },
        { id: 'vip', name: 'Crown VIP', url: '/promotions#vip' },
        { id: 'jackpot', name: 'Crown Jackpot', url: '/jackpot' },
      ],
      page_layouts: {
        right_column: [{ type: 'advert', advert_id: 'casino-crossover' }],
        promotions: [{ type: 'advert', advert_id: 'casino-crossover' }],
      },
      page_attributes: pageAttributes('Crown Casino Sports', {
        '/*': ['Sports', 'Sports betting at Crown Casino, with your casino wallet.'],
        '/live/*': ['In-play', 'In-play betting with each-way on racing and golf.'],
      }),
    },
    theme: {
      page: '#1d0f1f',
      surface: '#2a1630',
      raised: '#3a1f42',
      line: '#54305e',
      text: '#fbeefc',
      muted: '#c4a6c9',
      accent: '#2fd4b7',
      accentText: '#00201a',
    },
    termsVersion: 'terms-2026-10',
    parentOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
  },
]
