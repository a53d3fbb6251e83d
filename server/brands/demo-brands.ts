// The demo brands a fresh database starts with: one per login method, each with its own look,
// currency and settings (SPEC.md sections 3 and 9), as an operator would configure them.

import type { Theme } from '../../domain/brand/theme.ts'
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
}

export const demoBrands: readonly DemoBrand[] = [
  {
    id: 'demo',
    name: 'Demo Sportsbook',
    loginMethod: 'direct',
    currency: 'EUR',
    settings: { currencyCode: 'EUR', currency_precision: 2, default_price_format: 'euro' },
    channels: { desktop: { each_way_enabled: true } },
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
      bet_stake_min_amount: '10',
      bet_stake_max_amount: '50,000',
      quick_bet_values: JSON.stringify({ IDR: [50, 250, 1000, 5000] }),
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
