// GET /xapi/rest/oddsLadderAndMargins/{version}: a ladder version and the margin rows in force.

import type { OddsLadderResponse } from '../../domain/api/events.ts'
import type { Queryable } from '../db/database.ts'

/** The ladder of that version with the margins, or undefined when no such version exists. */
export async function readOddsLadder(
  db: Queryable,
  version: number,
): Promise<OddsLadderResponse | undefined> {
  const [ladder] = await db.query<{ rungs: number[] }>(
    'select rungs from odds_ladders where version = $1',
    [version],
  )
  if (!ladder) return undefined
  const margins = await db.query<OddsLadderResponse['margins'][number]>(
    `select league_path_id::text as "leagueId", market_type_id as "marketTypeId",
       margin::float8 as margin
     from margins order by league_path_id nulls first, market_type_id nulls first, id`,
  )
  return { version, ladder: ladder.rungs, margins }
}
