// The brand's odds boosts running now (domain/bets/odds-boost.ts): the top list the boosts
// endpoint answers, and the condition the selection states read a boost under.

import type { Queryable } from '../db/database.ts'
import { bettableOutcome } from './bettable-outcome.ts'
import { leagueIdSql, type PricedRow } from './brand-prices.ts'

/**
 * SQL: the boost `boost` runs now on the outcome `outcome` of the event `event`: between its start
 * and its end, before the event starts (a boost is a pre-match offer, and a match brought forward
 * ends it), and while it beats the market's price (a market that moved past it ends it).
 */
export const boostRuns = (boost: string, outcome: string, event: string): string =>
  `${boost}.starts_at <= now() and ${boost}.ends_at > now() and ${boost}.boosted_price > ${outcome}.price
   and not ${event}.is_live and ${event}.start_time > now()`

export interface BoostRow extends PricedRow {
  id: string
  outcome_id: string
  market_id: string
  event_id: string
  boosted_price: number | string
  price: number | string
  max_stake: string
  ends_at: Date | string
}

/** The brand's running boosts on outcomes open to bets, the operator's rank first, then soonest. */
export function readTopBoosts(db: Queryable, brandId: string, limit: number): Promise<BoostRow[]> {
  return db.query<BoostRow>(
    `select b.id, b.outcome_id, o.market_id, m.market_type_id,
            ${leagueIdSql('e')} as league_id, o.event_id, b.boosted_price,
            o.price, b.max_stake, b.ends_at
     from odds_boosts b
     join outcomes o on o.id = b.outcome_id
     join markets m on m.id = o.market_id
     join events e on e.id = o.event_id
     where b.brand_id = $1 and ${boostRuns('b', 'o', 'e')} and ${bettableOutcome('o', 'm', 'e')}
     order by b.rank, e.start_time, b.id
     limit $2`,
    [brandId, limit],
  )
}
