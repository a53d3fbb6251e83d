// How each match of a jackpot ended, read from the results table: its winning outcomes, void
// (every outcome void: postponed or abandoned, before or after the jackpot closed), or no result
// yet. The active jackpot shows a void match as such; settlement draws its result.

import type { Queryable } from '../db/database.ts'

export type JackpotMatchEnd = { void: true } | { void: false; winners: ReadonlySet<string> }

/** Each event number's end; undefined while its market has no result. */
export async function jackpotMatchEnds(
  db: Queryable,
  jackpotId: string,
): Promise<Map<number, JackpotMatchEnd | undefined>> {
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
  const byEvent = new Map<number, { winners: Set<string>; results: number; voids: number }>()
  for (const row of rows) {
    const event = byEvent.get(row.event_number) ?? { winners: new Set(), results: 0, voids: 0 }
    if (row.outcome_id !== null) event.results++
    if (row.result === 'void') event.voids++
    if (row.result === 'win' && row.outcome_id !== null) event.winners.add(row.outcome_id)
    byEvent.set(row.event_number, event)
  }
  const ends = new Map<number, JackpotMatchEnd | undefined>()
  // A market partly void with no winner is not a void match: nobody picked it right.
  for (const [number, event] of byEvent)
    ends.set(
      number,
      event.results === 0
        ? undefined
        : event.voids === event.results
          ? { void: true }
          : { void: false, winners: event.winners },
    )
  return ends
}
