// Results a market on demand (POST /dev/markets/{id}/result): the result travels as the feed's
// own change, through the same publish, so the live stream removes the market from every client
// and the results table gets it; then the market's bets settle.

import type { MarketResultRequest, MarketResultResponse } from '../../domain/api/settled-bets.ts'
import type { LiveChange, OutcomeResult } from '../../domain/feed/change.ts'
import { listedOutcomes } from '../catalogue/market-records.ts'
import type { Database } from '../db/database.ts'
import { openBetsOnMarkets } from './settle-bets.ts'

export type Publish = (changes: LiveChange[]) => Promise<number>

export type MarketResultAnswer =
  | { ok: true; response: MarketResultResponse }
  | { ok: false; status: 404 | 409 | 422; code: string; message: string }

export async function resultMarket(
  db: Database,
  deps: { publish: Publish; settleMarkets: (ids: string[]) => Promise<number> },
  marketId: string,
  request: MarketResultRequest,
): Promise<MarketResultAnswer> {
  const [market] = await db.query<{ event_id: string; resulted: boolean }>(
    `select event_id, exists (select 1 from results r where r.market_id = m.id) as resulted
     from markets m where id = $1`,
    [marketId],
  )
  if (!market) return { ok: false, status: 404, code: 'not-found', message: 'no such market' }
  if (market.resulted)
    return { ok: false, status: 409, code: 'already-resulted', message: 'the market has results' }
  const outcomes = (
    await db.query<{ id: string }>(
      // Every outcome the market ever had, so no bet is left without a result: those it has now
      // in its own order (as the feed results a market), then any it no longer lists.
      `select o.id from outcomes o join markets m on m.id = o.market_id
       left join ${listedOutcomes('m')} on listed.id = o.id
       where o.market_id = $1 order by listed.position nulls last, o.id`,
      [marketId],
    )
  ).map((row) => row.id)
  const named = [
    ...request.winners,
    ...request.void,
    ...request.placed,
    ...Object.keys(request.deadHeat),
  ]
  const unknown = named.find((id) => !outcomes.includes(id))
  if (unknown) return refuse('unknown-outcome', `outcome ${unknown} is not in market ${marketId}`)
  const twice = outcomes.find(
    (id) =>
      [request.winners, request.void, request.placed].filter((list) => list.includes(id)).length >
      1,
  )
  if (twice) return refuse('conflicting-results', `outcome ${twice} is given two results`)
  const voided = Object.keys(request.deadHeat).find((id) => request.void.includes(id))
  if (voided) return refuse('conflicting-results', `a void outcome (${voided}) has no dead heat`)

  const results = outcomes.map((outcomeId): OutcomeResult => {
    const divisor = request.deadHeat[outcomeId]
    const result = request.void.includes(outcomeId)
      ? 'void'
      : request.placed.includes(outcomeId)
        ? 'place'
        : request.winners.includes(outcomeId) || divisor !== undefined
          ? 'win'
          : 'lose'
    return { outcomeId, result, ...(divisor !== undefined ? { deadHeatDivisor: divisor } : {}) }
  })
  // Counted by the bets, not by this call's settling: on the feed leader the publish settles
  // the market's bets itself, and the settling here then finds none left.
  const open = await openBetsOnMarkets(db, [marketId])
  const seq = await deps.publish([
    { kind: 'market', eventId: market.event_id, marketId, status: 'resulted', results },
  ])
  await deps.settleMarkets([marketId])
  const [settled] = await db.query<{ count: number | string }>(
    `select count(*) from bets where id = any($1) and status <> 'open'`,
    [open],
  )
  return { ok: true, response: { marketId, seq, results, settled: Number(settled?.count ?? 0) } }
}

const refuse = (code: string, message: string): MarketResultAnswer => ({
  ok: false,
  status: 422,
  code,
  message,
})
