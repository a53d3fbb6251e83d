// What happened to a held live slip during its in-play delay, as the decision reads it
// (decide-betslip.ts): the live changes on its legs' events published since the slip was stored
// (betslips.live_seq). Every publisher appends to the change log (server/live/change-log.ts): the
// feed, a market resulted on demand, a trader's move through the development endpoints. So the
// feed writes nothing more for the delay, and a decision reads only the batches of its own few
// seconds. The rule on those changes is domain/bets/delay-refusals.ts.

import type { BetError } from '../../domain/api/placement.ts'
import type { UserAcceptOdds } from '../../domain/bets/betslip.ts'
import { type HeldLeg, refusalsDuringDelay } from '../../domain/bets/delay-refusals.ts'
import { betErrorMeaning } from '../../domain/errors/bet-errors.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import type { BrandOdds } from '../../domain/odds/brand-odds.ts'
import type { Queryable } from '../db/database.ts'
import { canResume, logBounds } from '../live/change-log.ts'
import { leagueIdSql, type PricedRow, pricingOf } from './brand-prices.ts'

interface HeldSlip {
  id: string
  brand_id: string
  user_accept_odds: UserAcceptOdds
  accept_tolerance_percent: number | string | null
}

/** A leg of the held slip, read once for both checks at the delay's end (decide-betslip.ts). */
export interface HeldLegRow extends PricedRow {
  outcome_id: string
  market_id: string
  event_id: string
  price: number | string
  kind: string
  boosted: boolean
  removed: boolean
  live_seq: number | string | null
}

export function readHeldLegs(tx: Queryable, slip: HeldSlip): Promise<HeldLegRow[]> {
  return tx.query<HeldLegRow>(
    // A single at its brand's boosted price (odds_boosts) pays that price whatever the feed does.
    `select l.outcome_id, l.market_id, l.event_id, l.price, b.kind, s.live_seq,
       b.kind = 'single' and exists (
         select 1 from odds_boosts ob
         where ob.outcome_id = l.outcome_id and ob.brand_id = $2 and ob.boosted_price = l.price
       ) as boosted,
       m.removed or o.removed as removed, m.market_type_id, ${leagueIdSql('e')} as league_id
     from betslips s join bets b on b.betslip_id = s.id join bet_legs l on l.bet_id = b.id
       join markets m on m.id = l.market_id join outcomes o on o.id = l.outcome_id
       join events e on e.id = l.event_id
     where s.id = $1 order by b.id, l.leg_index`,
    [slip.id, slip.brand_id],
  )
}

/**
 * The slip's legs the delay refuses, as the errors the status call reports; `odds` are the
 * brand's the slip's prices were taken in (decide-betslip.ts).
 */
export async function refusalsOfDelay(
  tx: Queryable,
  slip: HeldSlip,
  legs: readonly HeldLegRow[],
  odds: BrandOdds | undefined,
): Promise<BetError[]> {
  const since = legs[0]?.live_seq
  if (since === undefined) return []
  const held = legs.map(
    (leg): HeldLeg => ({
      outcomeId: leg.outcome_id,
      marketId: leg.market_id,
      eventId: leg.event_id,
      decimal: Number(leg.price),
      ...(odds ? { pricing: pricingOf(leg, odds) } : {}),
      ...(leg.boosted ? { boosted: true } : {}),
      ...(leg.removed ? { removed: true } : {}),
    }),
  )
  // A slip stored without its place in the log has no history to read: it counts as a gap.
  const complete = since !== null && canResume(await logBounds(tx), Number(since))
  const changes = complete ? await changesOnEvents(tx, Number(since), held) : []
  const tolerance = slip.accept_tolerance_percent
  return refusalsDuringDelay(
    held,
    { changes, complete },
    {
      userAcceptOdds: slip.user_accept_odds,
      tolerancePercent: tolerance === null ? null : Number(tolerance),
    },
  ).map(({ code, outcomeId, currentDecimal }) => ({
    code,
    message: betErrorMeaning(code),
    outcomeId,
    ...(currentDecimal === undefined ? {} : { currentDecimal }),
  }))
}

/** The delay's refusals first; the end's own errors on the legs the delay left alone. */
export const withDelayRefusals = (during: BetError[], atEnd: BetError[]): BetError[] => [
  ...during,
  ...atEnd.filter((error) => !during.some((refusal) => refusal.outcomeId === error.outcomeId)),
]

/** The changes on these legs' events in the batches after `seq`, in the order published. */
async function changesOnEvents(
  tx: Queryable,
  seq: number,
  legs: readonly HeldLeg[],
): Promise<LiveChange[]> {
  const rows = await tx.query<{ change: LiveChange }>(
    // Every change names its event: an added event by its own id, the others by eventId.
    `select c.change from live_batches b
     cross join lateral jsonb_array_elements(b.changes) with ordinality as c(change, position)
     where b.seq > $1 and coalesce(c.change->>'eventId', c.change->'event'->>'id') = any($2)
     order by b.seq, c.position`,
    [seq, [...new Set(legs.map((leg) => leg.eventId))]],
  )
  return rows.map((row) => row.change)
}
