// A player's jackpot slips, newest first, with how each stands: open until its jackpot settles,
// then won (with its winning lines and returns) or lost, and the results drawn for its postponed
// matches.

import type { JackpotSlip } from '../../domain/api/jackpot.ts'
import type { JackpotPick } from '../../domain/bets/jackpot.ts'
import type { Queryable } from '../db/database.ts'

/** The newest this many: a page is all a bettor reads of them. */
const shown = 50

export async function readJackpotSlips(db: Queryable, accountId: string): Promise<JackpotSlip[]> {
  const rows = await db.query<{
    id: string
    reference: string
    jackpot_id: string
    name: string
    status: JackpotSlip['status']
    lines: number
    global_stake: number | string
    total_cost: number | string
    winning_lines: number | null
    returns: number | string | null
    created_at: Date | string
    selections: JackpotPick[]
  }>(
    `select s.id, s.reference, s.jackpot_id, j.name, s.status, s.lines, s.global_stake,
       s.total_cost, s.winning_lines, s.returns, s.created_at, s.selections
     from jackpot_slips s join jackpots j on j.id = s.jackpot_id
     where s.account_id = $1 order by s.created_at desc, s.id limit $2`,
    [accountId, shown],
  )
  const draws = await db.query<{
    jackpot_id: string
    event_number: number
    outcome_id: string
    description: string | null
  }>(
    `select je.jackpot_id, je.event_number, je.drawn_outcome_id as outcome_id,
       o.record->>'description' as description
     from jackpot_events je join outcomes o on o.id = je.drawn_outcome_id
     where je.jackpot_id = any($1) order by je.event_number`,
    [[...new Set(rows.map((row) => row.jackpot_id))]],
  )
  return rows.map((row) => ({
    betSlipId: row.id,
    reference: row.reference,
    jackpotId: row.jackpot_id,
    jackpotName: row.name,
    status: row.status,
    noOfBets: row.lines,
    globalStake: Number(row.global_stake),
    totalCost: Number(row.total_cost),
    winningLines: row.winning_lines,
    returns: row.returns === null ? null : Number(row.returns),
    placedAt: new Date(row.created_at).toISOString(),
    singles: row.selections.map((pick, index) => ({
      outcomeId: pick.outcomeId,
      ordinal: pick.eventNumber,
      ref: `sel${index + 1}`,
    })),
    draws: draws
      .filter((draw) => draw.jackpot_id === row.jackpot_id)
      .map((draw) => ({
        ordinal: draw.event_number,
        outcomeId: draw.outcome_id,
        description: draw.description ?? '',
      })),
  }))
}
