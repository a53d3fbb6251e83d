// A jackpot as the bettor sees it: its prize, stake per line, closing time and its events,
// numbered, each with the match result's three outcomes (1, X, 2) at their prices now: home, draw
// and away in the market's own order (its record's outcomeIds, as the feed sent them). An outcome
// may be picked only while its market is open and unresulted and its match has not kicked off; a
// match whose market was voided (postponed, abandoned) is picked all the same: its result is drawn
// when the jackpot settles.

import type { ActiveJackpot, JackpotEvent, JackpotOutcome } from '../../domain/api/jackpot.ts'
import { bettableOutcome } from '../bets/bettable-outcome.ts'
import { listedOutcomes } from '../catalogue/market-records.ts'
import type { Queryable } from '../db/database.ts'
import { jackpotMatchEnds } from './event-results.ts'

export interface StoredJackpot extends ActiveJackpot {
  brandId: string
  status: 'open' | 'closed' | 'settled'
}

const positions = ['1', 'X', '2'] as const

export async function readJackpot(
  db: Queryable,
  jackpotId: string,
): Promise<StoredJackpot | undefined> {
  const [jackpot] = await db.query<{
    id: string
    brand_id: string
    name: string
    currency: string
    prize: number | string
    stake_per_line: number | string
    closes_at: Date | string
    status: StoredJackpot['status']
  }>(
    `select id, brand_id, name, currency, prize, stake_per_line, closes_at, status
     from jackpots where id = $1`,
    [jackpotId],
  )
  if (!jackpot) return undefined
  const rows = await db.query<{
    event_number: number
    event_id: string
    market_id: string
    slug: string
    description: string | null
    competition: string | null
    start_time: Date | string
    outcomes: Array<{ id: string; description: string; decimal: number; status: string }> | null
  }>(
    `select je.event_number, je.event_id, je.market_id, e.slug,
       e.record->>'description' as description,
       e.record->'eventPaths'->(jsonb_array_length(e.record->'eventPaths') - 1)->>'description'
         as competition,
       e.start_time,
       (select jsonb_agg(jsonb_build_object('id', o.id,
          'description', o.record->>'description', 'decimal', o.price,
          'status', case when ${bettableOutcome('o', 'm', 'e')} and not e.is_live
            and not exists (select 1 from results r where r.market_id = m.id)
            then 'open' else 'suspended' end)
          order by listed.position)
        from ${listedOutcomes('m')}
          join outcomes o on o.id = listed.id) as outcomes
     from jackpot_events je join events e on e.id = je.event_id
       join markets m on m.id = je.market_id
     where je.jackpot_id = $1 order by je.event_number`,
    [jackpotId],
  )
  const ends = await jackpotMatchEnds(db, jackpotId)
  const events = rows.map((row): JackpotEvent => {
    const voided = ends.get(row.event_number)?.void === true
    return {
      number: row.event_number,
      eventId: row.event_id,
      slug: row.slug,
      description: row.description ?? '',
      competition: row.competition ?? '',
      startTime: new Date(row.start_time).toISOString(),
      marketId: row.market_id,
      outcomes: (row.outcomes ?? []).slice(0, positions.length).map(
        (outcome, index): JackpotOutcome => ({
          outcomeId: outcome.id,
          position: positions[index] as JackpotOutcome['position'],
          description: outcome.description,
          decimal: Number(outcome.decimal),
          // A void match's result is drawn at settlement: picked like any other until the close.
          status: outcome.status === 'open' || voided ? 'open' : 'suspended',
        }),
      ),
      void: voided,
    }
  })
  return {
    id: jackpot.id,
    brandId: jackpot.brand_id,
    name: jackpot.name,
    currency: jackpot.currency,
    prize: Number(jackpot.prize),
    stakePerLine: Number(jackpot.stake_per_line),
    closesAt: new Date(jackpot.closes_at).toISOString(),
    status: jackpot.status,
    events,
  }
}

/** The public part: what GET /xapi/rest/jackpotbetweb/active answers. */
export const publicJackpot = ({ brandId: _brand, status: _status, ...jackpot }: StoredJackpot) =>
  jackpot satisfies ActiveJackpot
