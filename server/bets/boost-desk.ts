// The demo trader's boost desk, run beside the simulated feed: every brand that offers boosts
// keeps its top list full with the favourite of the soonest coming matches, its price bettered
// by a fifth, for singles up to 25 units, until kick-off. A real operator sets boosts in its own
// back office (rows of odds_boosts); the desk only makes the demo live on a fresh machine.

import { euroDefaultMarketType } from '../../domain/reference/sport-tables.ts'
import { sports } from '../../domain/reference/sports.ts'
import { paging } from '../../domain/rules/constants.ts'
import type { Database } from '../db/database.ts'
import type { Log } from '../log.ts'
import { bettableOutcome } from './bettable-outcome.ts'
import { boostRuns } from './odds-boosts.ts'

const boostFactor = 1.2
const maxStake = '25'
/** A match closer to kick-off than this gets no new boost: it would hardly be seen. */
const leadTime = '30 minutes'
/** Soon after a start, when the feed has put its fixtures in, and often enough to refill. */
const everyMs = 15_000

/** The lists' main markets: where the favourite is plain to see. */
const mainMarketTypeIds = [
  ...new Set(sports.flatMap((sport) => euroDefaultMarketType(sport.code)?.marketTypeIds ?? [])),
]

/** Tops every boosting brand's list up to the top-list size; the number of boosts it added. */
export async function topUpBoosts(db: Database): Promise<number> {
  const added = await db.query(
    `with wanted as (
       select b.id as brand_id, $1::int - (
         select count(*) from odds_boosts x join outcomes o on o.id = x.outcome_id
         join events e on e.id = o.event_id
         where x.brand_id = b.id and ${boostRuns('x', 'o', 'e')}) as room
       from brands b where b.settings->>'odds_boosts_enabled' = 'true'
     ), favourites as (
       select distinct on (e.id) e.id as event_id, e.start_time, o.id as outcome_id, o.price
       from events e join markets m on m.event_id = e.id join outcomes o on o.market_id = m.id
       where not e.is_live and ${bettableOutcome('o', 'm', 'e')}
         and e.start_time between now() + interval '${leadTime}' and now() + interval '7 days'
         and m.market_type_id = any($2)
       order by e.id, o.price, o.id
     ), candidates as (
       select w.brand_id, f.*, w.room,
              row_number() over (partition by w.brand_id order by f.start_time, f.event_id) as n
       from wanted w join favourites f on not exists (
         select 1 from odds_boosts x join outcomes o on o.id = x.outcome_id
         where x.brand_id = w.brand_id and o.event_id = f.event_id and x.ends_at > now())
       where w.room > 0
     )
     insert into odds_boosts (id, brand_id, outcome_id, boosted_price, max_stake, starts_at, ends_at)
     select 'desk-' || brand_id || '-' || outcome_id, brand_id, outcome_id,
            round(price * $3, 2), $4, now(), start_time
     from candidates where n <= room
     on conflict (id) do nothing
     returning id`,
    [paging.topBoostedEvents, mainMarketTypeIds, boostFactor, maxStake],
  )
  return added.length
}

/** Runs the desk now and every everyMs until stopped. */
export function startBoostDesk(db: Database, log: Log): { stop(): void } {
  const run = () => topUpBoosts(db).catch((error) => log.error({ err: error }, 'boost desk failed'))
  void run()
  const timer = setInterval(run, everyMs)
  return { stop: () => clearInterval(timer) }
}
