// The brand's settings (SPEC.md section 3, Settings seen; defaults from section 9). They arrive as
// loosely typed JSON from /api/cached_settings: booleans as "true" or 1, numbers as text, nested
// configuration as JSON text. parseSettings turns any value into typed settings, never throws,
// and reports what it could not read, so the engine can log it and carry on with the default
// (section 8: an invalid price-per-brand config is logged and ignored).
//
// Where section 9 gives no default, the default is the product without the feature: off, empty,
// or the interval of its nearest sibling. Amount settings stay text: money/stake-limits.ts parses
// them against the currency, and quick_bet_values stays JSON text for money/quick-stakes.ts.

import { type BrandText, readBrandText } from '../brand/brand-text.ts'
import { isThemeColour, isThemeToken, type Theme } from '../brand/theme.ts'
import { isAmountText } from '../money/stake-limits.ts'
import { isOddsFormat, type OddsFormat } from '../odds/formats.ts'
import { isCountryCode } from '../reference/country-codes.ts'
import { type ViewType, viewTypes } from '../rules/constants.ts'
import {
  type BrandLanguage,
  type BrandLogo,
  defaultFaviconUrl,
  defaultLanguages,
  defaultLogo,
  type PageAttributes,
  readAssetUrl,
  readLanguages,
  readLogo,
  readPageAttributes,
} from './site-settings.ts'

export type { BrandLanguage, BrandLogo, PageAttributes, PageMeta } from './site-settings.ts'

export interface HeaderSubmenuItem {
  id: string
  /** One name, or one per locale (brand-text.ts). */
  name: BrandText
  url: string
}

/** Sections of a page layout (right_column, ...) to the items they hold, in order. */
export type PageLayouts = Readonly<Record<string, readonly Readonly<Record<string, unknown>>[]>>

/** How the brand's players log in (SPEC.md section 4, Login flow): the brand decides. */
export const loginMethods = ['direct', 'authGateway', 'operatorWallet'] as const
export type LoginMethod = (typeof loginMethods)[number]

/**
 * Where an auth-gateway brand's password step goes (SPEC.md section 7, Auth gateway): the
 * gateway's header_login/authenticate, or POST /api/login, which another brand uses. The steps
 * after it are the same.
 */
export const gatewayLoginRoutes = ['header_login', 'api_login'] as const
export type GatewayLoginRoute = (typeof gatewayLoginRoutes)[number]

export interface Settings {
  login_method: LoginMethod
  gateway_login_route: GatewayLoginRoute
  /** The brand's design tokens (domain/brand/theme.ts); the built-in look where one is absent. */
  theme: Theme
  bet_stake_min_amount: string
  bet_stake_max_amount: string
  /**
   * The most one bet may return, displayed units like bet_stake_max_amount: a bet that could return
   * more is refused (docs/decisions/max-payout.md). Not in section 9.
   */
  bet_max_payout_amount: string
  /**
   * The multiple double's minimum stake, displayed units; empty for the rule of
   * domain/bets/multiple.ts doubleMinStake (docs/decisions/double-minimum.md). Not in section 9.
   */
  multiple_double_min_stake_amount: string
  channel: string
  last_publication_timestamp: number
  currencyCode: string
  currency_precision: number
  default_price_format: OddsFormat
  coupon_layout: ViewType
  african_betslip: boolean
  uk_betslip: boolean
  show_kiron_virtuals: string
  odds_per_brand_enabled: boolean
  odds_per_brand_location_config: Readonly<Record<string, string>>
  odds_per_brand_currency_config: Readonly<Record<string, string>>
  partner_product_urls: Readonly<Record<string, string>>
  display_promotions_link: boolean
  enable_parlay_extra_winnings: boolean
  betslip_negative_odds_enabled: boolean
  force_dsb_login: boolean
  /** Placements from the native app carry its own originId (20) rather than the web's. */
  force_betslip_origin_id: boolean
  gcb_seal_required: boolean
  betcount_polling_interval: number
  user_wallet_poll_time: number
  root_page_configuration: string
  header_submenu: readonly HeaderSubmenuItem[]
  page_layouts: PageLayouts
  clem_external_header_enabled: boolean
  clem_external_header_path: string
  external_widgets_subdomain: string
  external_widgets_subdomain_cms: string
  max_bets_on_betslip: number
  each_way_enabled: boolean
  quick_bet_values: string
  tax_deduction_enabled: boolean
  enable_stake_after_tax: boolean
  stake_rate_percentage: number
  tax_returns_percentage: number
  cashout_timeout: number
  poll_changes_refresh_interval: number
  /** Section 9's "logged-out variant" of the poll interval. */
  poll_changes_refresh_interval_logged_out: number
  enable_favorites: boolean
  /**
   * The brand's product mode shows the risk-group player modal (SPEC.md section 2) to players
   * the operator has placed in a risk group (domain/rules/risk-group-notice.ts). Not in section 9.
   */
  risk_group_notice_enabled: boolean
  /**
   * The brand offers odds boosts: the top boosted list and the boost-odds modal (SPEC.md sections
   * 2 and 9; domain/bets/odds-boost.ts). Not in section 9.
   */
  odds_boosts_enabled: boolean
  lazy_loading_markets_live_event_count_threshold: number
  betslip_delay_before_update_stakes: number
  /** Section 9: lightweight cash-out confirming is enabled. */
  lightweight_cashout_confirming_enabled: boolean
  /** The brand's languages, in the order of its dropdown (section 3, Language, with a flag). */
  languages: readonly BrandLanguage[]
  /** The header logo (section 3, branding logo). */
  logo: BrandLogo
  favicon_url: string
  /**
   * Where Promos leads (SPEC.md section 2: /promotions, overridable by a configured promotions
   * URL): a path in the app or an https page of the operator's; empty for the app's own page.
   */
  promotions_url: string
  /** Where the header's logo leads (SPEC.md section 2): empty for the app's own home. */
  home_url: string
  /** Where Join leads, the operator's registration (a path or https); empty shows no Join. */
  registration_url: string
  /**
   * Where a logout leads, with its logout_reason (SPEC.md section 4, Logout): the operator's
   * page (a path or https); empty keeps the bettor on the page.
   */
  logout_url: string
  /** Scripts of the operator's (chat, analytics) the page loads: paths or https URLs. */
  third_party_scripts: readonly string[]
  /** Titles and descriptions by page (section 2, page attributes: wildcards, last match wins). */
  page_attributes: PageAttributes
  /** Where the brand's bettors are when nothing else says (geo data without a country header). */
  default_country: string
  /**
   * The host pages allowed to frame the brand, as origins (SPEC.md section 7, iframe bridge):
   * the only windows the bridge talks to and listens to.
   */
  parent_origins: readonly string[]
  /**
   * The brand's portal id and token at the operator's backend, sent as the portal-id and
   * portal-token headers of every call (SPEC.md section 7, request decoration); empty: not sent.
   */
  portal_id: string
  portal_token: string
}

export const defaultSettings: Settings = {
  login_method: 'direct',
  gateway_login_route: 'header_login',
  theme: {},
  bet_stake_min_amount: '0',
  bet_stake_max_amount: '10000',
  bet_max_payout_amount: '1000000',
  multiple_double_min_stake_amount: '',
  channel: '',
  last_publication_timestamp: 0,
  currencyCode: 'EUR',
  currency_precision: 2,
  default_price_format: 'euro',
  coupon_layout: 'euro',
  african_betslip: false,
  uk_betslip: false,
  show_kiron_virtuals: 'disabled',
  odds_per_brand_enabled: false,
  odds_per_brand_location_config: {},
  odds_per_brand_currency_config: {},
  partner_product_urls: {},
  display_promotions_link: true,
  enable_parlay_extra_winnings: false,
  betslip_negative_odds_enabled: false,
  force_dsb_login: false,
  force_betslip_origin_id: false,
  gcb_seal_required: false,
  betcount_polling_interval: 10_000,
  user_wallet_poll_time: 10_000,
  root_page_configuration: '',
  header_submenu: [],
  page_layouts: {},
  clem_external_header_enabled: false,
  clem_external_header_path: '',
  external_widgets_subdomain: '',
  external_widgets_subdomain_cms: '',
  max_bets_on_betslip: 15,
  each_way_enabled: false,
  quick_bet_values: '',
  tax_deduction_enabled: false,
  enable_stake_after_tax: false,
  stake_rate_percentage: 0,
  tax_returns_percentage: 0,
  cashout_timeout: 5000,
  poll_changes_refresh_interval: 5000,
  poll_changes_refresh_interval_logged_out: 5000,
  enable_favorites: true,
  risk_group_notice_enabled: false,
  odds_boosts_enabled: false,
  lazy_loading_markets_live_event_count_threshold: 30,
  betslip_delay_before_update_stakes: 0,
  lightweight_cashout_confirming_enabled: true,
  languages: defaultLanguages,
  logo: defaultLogo,
  favicon_url: defaultFaviconUrl,
  promotions_url: '',
  home_url: '',
  registration_url: '',
  logout_url: '',
  third_party_scripts: [],
  page_attributes: [],
  default_country: 'GB',
  parent_origins: [],
  portal_id: '',
  portal_token: '',
}

export interface ParsedSettings {
  settings: Settings
  /** One line per setting that was present but unreadable, and kept its default. */
  problems: string[]
  /** The settings the source set and that could be read, in the order of Settings. */
  present: Array<keyof Settings>
}

/** A reader returns the typed value, or undefined when the raw value cannot be read. */
type Reader<T> = (raw: unknown) => T | undefined

const truthy = new Set(['true', '1', 'yes', 'on'])
const falsy = new Set(['false', '0', 'no', 'off'])

const readBoolean: Reader<boolean> = (raw) => {
  if (typeof raw === 'boolean') return raw
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined
  const text = String(raw).trim().toLowerCase()
  if (truthy.has(text)) return true
  if (falsy.has(text)) return false
  return undefined
}

const readNumber =
  (min: number): Reader<number> =>
  (raw) => {
    const value =
      typeof raw === 'number'
        ? raw
        : typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw)
          ? Number(raw)
          : Number.NaN
    return Number.isFinite(value) && value >= min ? value : undefined
  }

const readString: Reader<string> = (raw) =>
  typeof raw === 'string'
    ? raw
    : typeof raw === 'number' && Number.isFinite(raw)
      ? String(raw)
      : undefined

/** An amount as the stake limits read it (domain/money/stake-limits.ts); empty for the default. */
const readAmount: Reader<string> = (raw) => {
  const text = readString(raw)
  return text !== undefined && isAmountText(text) ? text : undefined
}

/** The most one bet may return: an amount, and more than nothing (none would refuse every bet). */
const readPayout: Reader<string> = (raw) => {
  const text = readAmount(raw)
  return text !== undefined && (text.trim() === '' || /[1-9]/.test(text)) ? text : undefined
}

/** A value a header can carry as it is: visible ASCII, no spaces, at most 200 characters. */
const readHeaderValue: Reader<string> = (raw) =>
  typeof raw === 'string' && /^[\x21-\x7e]{0,200}$/.test(raw) ? raw : undefined

const readOneOf =
  <T extends string>(values: readonly T[]): Reader<T> =>
  (raw) =>
    typeof raw === 'string' && values.includes(raw.trim().toLowerCase() as T)
      ? (raw.trim().toLowerCase() as T)
      : undefined

const readOddsFormat: Reader<OddsFormat> = (raw) => {
  const text = typeof raw === 'string' ? raw.trim().toLowerCase() : raw
  return isOddsFormat(text) ? text : undefined
}

/** Nested configuration arrives either parsed or as JSON text. */
function jsonValue(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

const readStringMap: Reader<Readonly<Record<string, string>>> = (raw) => {
  const value = jsonValue(raw)
  if (!isRecord(value)) return undefined
  const map: Record<string, string> = {}
  for (const [key, inner] of Object.entries(value)) {
    const text = readString(inner)
    if (text === undefined) return undefined
    Object.defineProperty(map, key, { value: text, enumerable: true, writable: true })
  }
  return map
}

const readHeaderSubmenu: Reader<readonly HeaderSubmenuItem[]> = (raw) => {
  const value = jsonValue(raw)
  if (!Array.isArray(value)) return undefined
  const items: HeaderSubmenuItem[] = []
  for (const item of value) {
    if (!isRecord(item)) return undefined
    const id = readString(item.id)
    const name = readBrandText(item.name, 100)
    const url = readString(item.url)
    if (id === undefined || name === undefined || url === undefined) return undefined
    items.push({ id, name, url })
  }
  return items
}

/** At most this many operator scripts: each is a request every page load pays for. */
export const maxThirdPartyScripts = 10

const readScriptUrls: Reader<readonly string[]> = (raw) => {
  const value = jsonValue(raw)
  if (!Array.isArray(value) || value.length > maxThirdPartyScripts) return undefined
  const urls = value.map(readAssetUrl)
  return urls.every((url): url is string => url !== undefined) ? urls : undefined
}

const readPageLayouts: Reader<PageLayouts> = (raw) => {
  const value = jsonValue(raw)
  if (!isRecord(value)) return undefined
  const layouts: Record<string, readonly Record<string, unknown>[]> = {}
  for (const [section, items] of Object.entries(value)) {
    if (!Array.isArray(items) || !items.every(isRecord)) return undefined
    Object.defineProperty(layouts, section, { value: items, enumerable: true, writable: true })
  }
  return layouts
}

const interval = readNumber(1)
const count = readNumber(0)

const readTheme: Reader<Theme> = (raw) => {
  const value = jsonValue(raw)
  if (!isRecord(value)) return undefined
  const theme: Record<string, string> = {}
  for (const [token, colour] of Object.entries(value)) {
    if (!isThemeToken(token) || typeof colour !== 'string' || !isThemeColour(colour))
      return undefined
    theme[token] = colour.trim()
  }
  return theme
}

const readers: { [K in keyof Settings]: Reader<Settings[K]> } = {
  login_method: (raw) =>
    typeof raw === 'string' && (loginMethods as readonly string[]).includes(raw)
      ? (raw as LoginMethod)
      : undefined,
  gateway_login_route: readOneOf(gatewayLoginRoutes),
  theme: readTheme,
  bet_stake_min_amount: readAmount,
  bet_stake_max_amount: readAmount,
  bet_max_payout_amount: readPayout,
  multiple_double_min_stake_amount: readAmount,
  channel: readString,
  last_publication_timestamp: count,
  currencyCode: (raw) => {
    const text = readString(raw)?.trim().toUpperCase()
    return text && /^[A-Z]{3,4}$/.test(text) ? text : undefined
  },
  currency_precision: (raw) => {
    const value = count(raw)
    return value !== undefined && Number.isInteger(value) && value <= 8 ? value : undefined
  },
  default_price_format: readOddsFormat,
  coupon_layout: readOneOf(viewTypes),
  african_betslip: readBoolean,
  uk_betslip: readBoolean,
  show_kiron_virtuals: readString,
  odds_per_brand_enabled: readBoolean,
  odds_per_brand_location_config: readStringMap,
  odds_per_brand_currency_config: readStringMap,
  partner_product_urls: readStringMap,
  display_promotions_link: readBoolean,
  enable_parlay_extra_winnings: readBoolean,
  betslip_negative_odds_enabled: readBoolean,
  force_dsb_login: readBoolean,
  force_betslip_origin_id: readBoolean,
  gcb_seal_required: readBoolean,
  betcount_polling_interval: interval,
  user_wallet_poll_time: interval,
  root_page_configuration: readString,
  header_submenu: readHeaderSubmenu,
  page_layouts: readPageLayouts,
  clem_external_header_enabled: readBoolean,
  clem_external_header_path: readString,
  external_widgets_subdomain: readString,
  external_widgets_subdomain_cms: readString,
  max_bets_on_betslip: (raw) => {
    const value = interval(raw)
    return value !== undefined && Number.isInteger(value) ? value : undefined
  },
  each_way_enabled: readBoolean,
  quick_bet_values: (raw) => (typeof raw === 'string' ? raw : jsonText(raw)),
  tax_deduction_enabled: readBoolean,
  enable_stake_after_tax: readBoolean,
  stake_rate_percentage: count,
  tax_returns_percentage: count,
  cashout_timeout: interval,
  poll_changes_refresh_interval: interval,
  poll_changes_refresh_interval_logged_out: interval,
  enable_favorites: readBoolean,
  risk_group_notice_enabled: readBoolean,
  odds_boosts_enabled: readBoolean,
  lazy_loading_markets_live_event_count_threshold: count,
  betslip_delay_before_update_stakes: count,
  lightweight_cashout_confirming_enabled: readBoolean,
  languages: readLanguages,
  logo: readLogo,
  favicon_url: readAssetUrl,
  promotions_url: readAssetUrl,
  home_url: readAssetUrl,
  registration_url: readAssetUrl,
  logout_url: readAssetUrl,
  third_party_scripts: readScriptUrls,
  page_attributes: readPageAttributes,
  default_country: (raw) => {
    const text = readString(raw)?.trim().toUpperCase()
    return text !== undefined && isCountryCode(text) ? text : undefined
  },
  parent_origins: (raw) =>
    Array.isArray(raw) && raw.every((origin) => typeof origin === 'string' && isOrigin(origin))
      ? raw
      : undefined,
  portal_id: readHeaderValue,
  portal_token: readHeaderValue,
}

/** A plain http(s) origin: scheme, host and port, nothing after. */
export const isOrigin = (text: string): boolean => /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(text)

/** Typed settings from any raw value (an object, or its JSON text); unknown keys are dropped. */
export function parseSettings(raw: unknown): ParsedSettings {
  const source = jsonValue(raw)
  if (!isRecord(source)) {
    const problems =
      raw === undefined || raw === null ? [] : ['settings: not an object, defaults used']
    return { settings: { ...defaultSettings }, problems, present: [] }
  }
  const settings: Record<string, unknown> = { ...defaultSettings }
  const problems: string[] = []
  const present: Array<keyof Settings> = []
  for (const key of Object.keys(readers) as Array<keyof Settings>) {
    if (!Object.hasOwn(source, key)) continue
    const value = source[key]
    if (value === null || value === undefined || value === '') continue
    const read = (readers[key] as Reader<unknown>)(value)
    if (read === undefined)
      problems.push(`${key}: unreadable value ${preview(value)}, default kept`)
    else {
      settings[key] = read
      present.push(key)
    }
  }
  return { settings: settings as unknown as Settings, problems, present }
}

function jsonText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value)
  } catch {
    return undefined
  }
}

function preview(value: unknown): string {
  const text = jsonText(value) ?? typeof value
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}
