// How each match of a jackpot ended, read from the results table: the winning outcomes, void (its
// market voided: abandoned or postponed, before or after the jackpot closed), or no result yet.
// The active jackpot shows a void match as needing no pick; settlement waits for every result.

import type { JackpotEventResult } from '../../domain/bets/jackpot.ts'
import type { Queryable } from '../db/database.ts'

/** Each event number's result; undefined while its market has none. */
export async function jackpotEventResults(
  db: Queryable,
  jackpotId: string,
): Promise<Map<number, JackpotEventResult | undefined>> {
  const rows = await db.query<{
    event_number: number
    outcome_id: string | null
    result: string | null
  }>(
    `select je.event_number, r.outcome_id, r.result
     from jackpot_events je left join results r on r.market_id = je.market_id
     where je.jackpot_id = $1 order by je.event_number`,
    [jackpotId],
  )
  const byEvent = new Map<number, { winners: Set<string>; voided: boolean; resulted: boolean }>()
  for (const row of rows) {
    const event = byEvent.get(row.event_number) ?? {
      winners: new Set<string>(),
      voided: false,
      resulted: false,
    }
    if (row.outcome_id !== null) event.resulted = true
    if (row.result === 'win' && row.outcome_id !== null) event.winners.add(row.outcome_id)
    if (row.result === 'void') event.voided = true
    byEvent.set(row.event_number, event)
  }
  const results = new Map<number, JackpotEventResult | undefined>()
  for (const [number, event] of byEvent)
    results.set(
      number,
      !event.resulted
        ? undefined
        : event.winners.size === 0 && event.voided
          ? { void: true }
          : { void: false, winners: event.winners },
    )
  return results
}
