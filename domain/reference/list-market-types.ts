// The market types a list of events can show in its rows (SPEC.md section 2, live events filterable
// by euro market): the sport's market types offered in running, the main market first: the euro
// view's, or its region's where the brand's coupon layout leads with another. A row has room for
// two or three prices of one market, named by the row's event, so market types of many outcomes (a
// correct score, set betting) and those about one player or one team are read on the event page
// instead.

import { type SportMarketType, type SportTableRegion, sportTableOf } from './sport-tables.ts'
import { statMarketTypeIds } from './stat-markets.ts'

/** Market types whose markets have more outcomes than a row has room for. */
const manyOutcomeMarketTypeIds = new Set(['CSCR', 'SETB', 'WMAR', 'RBET', 'MOVI', 'HTFT', 'WMTH'])

export function listMarketTypes(sportCode: string, region?: SportTableRegion): SportMarketType[] {
  const aboutOne = new Set([
    ...statMarketTypeIds('player', sportCode),
    ...statMarketTypeIds('team', sportCode),
  ])
  // Corners are listed by their match total (CORN), not by a team's (TCOR).
  const types = (sportTableOf(sportCode, region)?.marketTypes ?? []).flatMap((marketType) => {
    const marketTypeIds = marketType.marketTypeIds.filter(
      (id) => !aboutOne.has(id) && !manyOutcomeMarketTypeIds.has(id),
    )
    return marketType.livePeriodTypes.length > 0 && marketTypeIds.length > 0
      ? [{ ...marketType, marketTypeIds }]
      : []
  })
  return [
    ...types.filter((marketType) => marketType.euroDefault),
    ...types.filter((marketType) => !marketType.euroDefault),
  ]
}
