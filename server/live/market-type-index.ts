// Which type each market is, for scoping the stream (domain/feed/listed-markets.ts): a price
// change names its market, not the market's type. Learned from the changes that carry it
// (markets added, events added) and read from the database for the rest, once per market.

import type { LiveChange } from '../../domain/feed/change.ts'
import { marketsNamed } from '../../domain/feed/listed-markets.ts'
import type { Queryable } from '../db/database.ts'

/** Past this many markets the index starts again: markets of events long over go with it. */
const maxKnown = 100_000

export interface MarketTypeIndex {
  /** Learns the type of every market these changes name; afterwards typeOf answers for them. */
  learn(changes: readonly LiveChange[]): Promise<void>
  /** Undefined for a market the database no longer has (removed by a change since). */
  typeOf(marketId: string): string | undefined
}

export function createMarketTypeIndex(db: Queryable): MarketTypeIndex {
  const types = new Map<string, string>()
  /** Markets looked for and not found: not asked again. */
  const gone = new Set<string>()
  return {
    async learn(changes) {
      if (types.size + gone.size > maxKnown) {
        types.clear()
        gone.clear()
      }
      const unknown = new Set<string>()
      for (const { marketId, marketTypeId } of marketsNamed(changes)) {
        if (marketTypeId !== undefined) types.set(marketId, marketTypeId)
        else if (!types.has(marketId) && !gone.has(marketId)) unknown.add(marketId)
      }
      if (unknown.size === 0) return
      const rows = await db.query<{ id: string; market_type_id: string }>(
        'select id, market_type_id from markets where id = any($1::text[])',
        [[...unknown]],
      )
      for (const row of rows) {
        types.set(row.id, row.market_type_id)
        unknown.delete(row.id)
      }
      for (const marketId of unknown) gone.add(marketId)
    },
    typeOf: (marketId) => types.get(marketId),
  }
}
