// GET /xapi/rest/oddsLadderAndMargins/{version}: a ladder version and a brand's margin rows, and
// the same read as the brand odds placement prices with (domain/odds/brand-odds.ts).

import type { OddsLadderResponse } from '../../domain/api/events.ts'
import {
  type BrandOdds,
  type OddsPerBrandSettings,
  oddsBrandOf,
} from '../../domain/odds/brand-odds.ts'
import { standardLadderVersion } from '../../domain/odds/ladder.ts'
import type { Queryable } from '../db/database.ts'

/**
 * The ladder of that version with the brand's own margin rows (none: the brand adds nothing to
 * the feed's prices), or undefined when no such version exists.
 */
export async function readOddsLadder(
  db: Queryable,
  version: number,
  brandId: string,
): Promise<OddsLadderResponse | undefined> {
  const [ladder] = await db.query<{ rungs: number[] }>(
    'select rungs from odds_ladders where version = $1',
    [version],
  )
  if (!ladder) return undefined
  const margins = await db.query<OddsLadderResponse['margins'][number]>(
    `select league_path_id::text as "leagueId", market_type_id as "marketTypeId",
       margin::float8 as margin
     from margins where brand_id = $1
     order by league_path_id nulls first, market_type_id nulls first, id`,
    [brandId],
  )
  return { version, ladder: ladder.rungs, margins }
}

/** The odds a bettor of the brand gets in a currency; undefined: the feed's prices. */
export type OddsByCurrency = (currency: string) => BrandOdds | undefined

/**
 * The brand odds of every currency the brand's settings price (oddsBrandOf), read as the engine
 * reads them: the standard ladder version and the margin rows of the brand whose odds apply.
 */
export async function readBrandOdds(
  db: Queryable,
  settings: OddsPerBrandSettings,
  brandId: string,
): Promise<OddsByCurrency> {
  if (!settings.odds_per_brand_enabled) return () => undefined
  const oddsBrands = [
    ...new Set([brandId, ...Object.values(settings.odds_per_brand_currency_config)]),
  ]
  const answers = await Promise.all(
    oddsBrands.map((oddsBrand) => readOddsLadder(db, standardLadderVersion, oddsBrand)),
  )
  const byBrand = new Map(oddsBrands.map((oddsBrand, index) => [oddsBrand, answers[index]]))
  return (currency) => {
    const oddsBrand = oddsBrandOf(settings, brandId, currency)
    return oddsBrand === undefined ? undefined : byBrand.get(oddsBrand)
  }
}
