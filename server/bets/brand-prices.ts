// A stored feed price in the bettor's brand odds (domain/odds/brand-odds.ts): what every read of a
// price the bettor is shown or takes goes through, as the engine prices its store.

import { type BrandOdds, marketPricing, type Pricing } from '../../domain/odds/brand-odds.ts'

/** What a row needs beside its price: the market's type, and the league of leagueIdSql. */
export interface PricedRow {
  market_type_id: string
  league_id: string | null
}

/**
 * SQL: the league of the event `event` that margin rows name, as leagueIdOf reads the event's
 * paths: the id of the last one.
 */
export const leagueIdSql = (event: string): string => `${event}.record->'eventPaths'->-1->>'id'`

/** The brand's pricing of the row's market, for the many prices of one market. */
export const pricingOf = (row: PricedRow, odds: BrandOdds | undefined): Pricing =>
  marketPricing(odds, { marketTypeId: row.market_type_id, leagueId: row.league_id })

export const priceInOdds = (row: PricedRow, price: number, odds: BrandOdds | undefined): number =>
  pricingOf(row, odds)(price)
