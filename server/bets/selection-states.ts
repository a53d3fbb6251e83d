// The current state of the outcomes a slip names, as the placement checks read it
// (domain/bets/selection-checks.ts): price in the brand's odds (domain/odds/brand-odds.ts, the
// price the engine showed), statuses, whether the event is in play, and the
// market's each-way terms and reserve flag from its record when the feed gives them, and the
// brand's odds boost on the outcome while one runs and beats the market (domain/bets/odds-boost.ts).

import type { PlaceTerms } from '../../domain/bets/each-way.ts'
import type { SelectionState } from '../../domain/bets/selection-checks.ts'
import type { BrandOdds } from '../../domain/odds/brand-odds.ts'
import type { Queryable } from '../db/database.ts'
import { leagueIdSql, type PricedRow, priceInOdds } from './brand-prices.ts'
import { boostRuns } from './odds-boosts.ts'

export interface StateRow extends PricedRow {
  outcome_id: string
  market_id: string
  event_id: string
  price: number | string | null
  outcome_status: string
  hidden: boolean
  market_status: string
  is_finished: boolean
  removed: boolean
  is_live: boolean
  reserve: boolean | null
  place_terms: unknown
  boosted_price: number | string | null
  boost_max_stake: string | null
}

/**
 * The select of the states of the outcomes in the text[] parameter `ids` ('$1') for the brand in
 * the parameter `brand`, for a statement that reads them beside other things in one round trip
 * (place-betslip.ts). Of two boosts running at once on an outcome, the better price counts.
 */
export const selectionStatesSelect = (ids: string, brand: string): string =>
  `select o.id as outcome_id, o.market_id, m.market_type_id,
          ${leagueIdSql('e')} as league_id, o.event_id, o.price,
          ${removedAs('o')} as outcome_status, o.hidden, ${removedAs('m')} as market_status,
          e.is_finished, e.removed, e.is_live,
          m.record->'reserve' = 'true'::jsonb as reserve, m.record->'placeTerms' as place_terms,
          b.boosted_price, b.max_stake as boost_max_stake
   from outcomes o join markets m on m.id = o.market_id join events e on e.id = o.event_id
   left join lateral (
     select boosted_price, max_stake from odds_boosts
     where outcome_id = o.id and brand_id = ${brand} and ${boostRuns('odds_boosts', 'o', 'e')}
     order by boosted_price desc limit 1
   ) b on true
   where o.id = any(${ids})`

/** A removed outcome or market is closed whatever status it last had (bettable-outcome.ts). */
const removedAs = (table: string) =>
  `case when ${table}.removed then 'removed' else ${table}.status end`

/**
 * The rows of selectionStatesSelect, by outcome id, priced in the bettor's brand odds (undefined:
 * the feed's prices), the odds the engine showed them in.
 */
export const selectionStatesOf = (
  rows: readonly StateRow[],
  odds: BrandOdds | undefined,
): Map<string, SelectionState> => new Map(rows.map((row) => [row.outcome_id, stateOf(row, odds)]))

export async function readSelectionStates(
  db: Queryable,
  brandId: string,
  outcomeIds: readonly string[],
  odds: BrandOdds | undefined,
): Promise<Map<string, SelectionState>> {
  if (outcomeIds.length === 0) return new Map()
  return selectionStatesOf(
    await db.query<StateRow>(selectionStatesSelect('$1', '$2'), [
      [...new Set(outcomeIds)],
      brandId,
    ]),
    odds,
  )
}

function stateOf(row: StateRow, odds: BrandOdds | undefined): SelectionState {
  const price = row.price === null ? null : Number(row.price)
  const placeTerms = placeTermsOf(row.place_terms)
  const decimal = price !== null && Number.isFinite(price) ? priceInOdds(row, price, odds) : null
  const boost =
    row.boosted_price === null || row.boost_max_stake === null
      ? undefined
      : { decimal: Number(row.boosted_price), maxStake: row.boost_max_stake }
  return {
    outcomeId: row.outcome_id,
    marketId: row.market_id,
    eventId: row.event_id,
    decimal,
    outcomeStatus: row.outcome_status,
    hidden: row.hidden,
    marketStatus: row.market_status,
    eventFinished: row.is_finished,
    eventRemoved: row.removed,
    live: row.is_live,
    ...(row.reserve ? { reserve: true } : {}),
    ...(placeTerms ? { placeTerms } : {}),
    ...(boost ? { boost } : {}),
  }
}

/** Terms the feed wrote on the market; anything else means the market offers no each-way. */
function placeTermsOf(value: unknown): PlaceTerms | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { numerator, denominator, places } = value as Record<string, unknown>
  const positive = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0
  return positive(numerator) && positive(denominator) && positive(places)
    ? { numerator, denominator, places }
    : undefined
}
