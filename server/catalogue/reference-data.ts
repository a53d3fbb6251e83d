// Reference data the domain owns (sports, sport tables, the odds ladder, margins), copied into the
// catalogue's tables at start so that SQL can join and sort on it. The domain is the source: each
// start brings the tables up to it, except margins, which an operator may have changed since.

import { standardLadder, standardLadderVersion } from '../../domain/odds/ladder.ts'
import { defaultMargins } from '../../domain/odds/margin.ts'
import { sportTables } from '../../domain/reference/sport-tables.ts'
import { sports } from '../../domain/reference/sports.ts'
import type { Database } from '../db/database.ts'

export async function loadReferenceData(db: Database): Promise<void> {
  const sportRows = sports.map((sport, index) => ({ ...sport, sort_order: index + 1 }))
  const marketTypeRows = Object.entries(sportTables).flatMap(([sportCode, table]) =>
    table.marketTypes.map((marketType, index) => ({
      sport_code: sportCode,
      name: marketType.name,
      market_type_ids: marketType.marketTypeIds,
      prematch_period_types: marketType.prematchPeriodTypes,
      live_period_types: marketType.livePeriodTypes,
      euro_default: marketType.euroDefault === true,
      sort_order: index + 1,
    })),
  )
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into sports (id, code, name, sort_order)
       select x.id, x.code, x.name, x.sort_order
       from jsonb_to_recordset($1) as x(id integer, code text, name text, sort_order integer)
       on conflict (id) do update set code = excluded.code, name = excluded.name,
         sort_order = excluded.sort_order`,
      [JSON.stringify(sportRows)],
    )
    await tx.query(
      `insert into sport_market_types (sport_code, name, market_type_ids, prematch_period_types,
         live_period_types, euro_default, sort_order)
       select x.sport_code, x.name, x.market_type_ids, x.prematch_period_types,
         x.live_period_types, x.euro_default, x.sort_order
       from jsonb_to_recordset($1) as x(sport_code text, name text, market_type_ids jsonb,
         prematch_period_types jsonb, live_period_types jsonb, euro_default boolean,
         sort_order integer)
       on conflict (sport_code, name) do update set market_type_ids = excluded.market_type_ids,
         prematch_period_types = excluded.prematch_period_types,
         live_period_types = excluded.live_period_types, euro_default = excluded.euro_default,
         sort_order = excluded.sort_order`,
      [JSON.stringify(marketTypeRows)],
    )
    await tx.query(
      `insert into odds_ladders (version, rungs) values ($1, $2)
       on conflict (version) do update set rungs = excluded.rungs`,
      [standardLadderVersion, JSON.stringify(standardLadder)],
    )
    // Two processes starting together must not both find the book's margins empty.
    await tx.query('lock table margins in share row exclusive mode')
    await tx.query(
      `insert into margins (league_path_id, market_type_id, margin)
       select x."leagueId"::integer, x."marketTypeId", x.margin
       from jsonb_to_recordset($1) as x("leagueId" text, "marketTypeId" text, margin numeric)
       where not exists (select 1 from margins where brand_id is null)`,
      [JSON.stringify(defaultMargins)],
    )
  })
}
