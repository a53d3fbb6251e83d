// A brand's own odds (SPEC.md section 3, odds_per_brand_*; section 5, odds margin): the feed's
// prices with the brand's margin rows added and snapped to its ladder. The engine prices what it
// shows with marketPricing and the server prices what it takes with it, so the bettor is paid the
// price they saw.

import type { Settings } from '../player/settings.ts'
import type { OddsLadder } from './ladder.ts'
import { applyMargin, type Margin, marginFor } from './margin.ts'

/** What GET /xapi/rest/oddsLadderAndMargins/{version} answers for the brand whose odds apply. */
export interface BrandOdds {
  ladder: OddsLadder
  margins: readonly Margin[]
}

export type OddsPerBrandSettings = Pick<
  Settings,
  'odds_per_brand_enabled' | 'odds_per_brand_currency_config'
>

/** The brand whose odds a bettor in this currency gets, as the currency config names it. */
export const overrideBrandOf = (
  settings: OddsPerBrandSettings,
  currency: string,
): string | undefined => settings.odds_per_brand_currency_config[currency]

/**
 * Whose odds the bettor gets: undefined (the feed's prices as they are) unless the brand has
 * per-brand odds; then the brand the currency config names for the bettor's currency (the
 * call's overrideBrand), else the brand's own.
 */
export function oddsBrandOf(
  settings: OddsPerBrandSettings,
  brandId: string,
  currency: string,
): string | undefined {
  if (!settings.odds_per_brand_enabled) return undefined
  return overrideBrandOf(settings, currency) ?? brandId
}

/** Where a market's margin rows are looked up: its type, and its event's league if known. */
export interface PricedMarket {
  marketTypeId: string
  leagueId?: string | null | undefined
}

/** An event's league, as margin rows name it: the id of the last of its paths (sport, region, league). */
export function leagueIdOf(eventPaths: readonly { id?: number }[]): string | undefined {
  const id = eventPaths.at(-1)?.id
  return id === undefined ? undefined : String(id)
}

/** A price the brand offers for a decimal the feed sent. */
export type Pricing = (decimal: number) => number

const asFed: Pricing = (decimal) => decimal

/**
 * The brand's price for a feed price in this market. The market's margin is found once here, so
 * pricing each of its changes costs a square root and a search of the ladder (the live list takes
 * thousands a second). Without brand odds the feed's price is the price.
 */
export function marketPricing(odds: BrandOdds | undefined, market: PricedMarket): Pricing {
  if (!odds) return asFed
  const { marketTypeId, leagueId } = market
  const margin = marginFor(odds.margins, leagueId ? { marketTypeId, leagueId } : { marketTypeId })
  return (decimal) => applyMargin(decimal, margin, odds.ladder)
}
