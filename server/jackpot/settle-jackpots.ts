// Settles a jackpot once it has closed and all its events are resulted: a void match (postponed,
// abandoned) is given one of its outcomes drawn at random, kept with the match; each slip's lines
// with every event right (domain/bets/jackpot.ts) share the prize by units (a line at twice the
// stake per line counts twice), each winning slip is credited through the ledger, and the jackpot
// turns settled, all in one transaction under the jackpot's row lock. So a second run, here or in
// another process, finds it settled and pays nothing; a crash leaves it either paid or untouched.

import { randomInt } from 'node:crypto'
import {
  type JackpotEventResult,
  type JackpotPick,
  prizePerUnit,
  winningLines,
} from '../../domain/bets/jackpot.ts'
import type { Database, Queryable } from '../db/database.ts'
import { transactionWithRetry } from '../db/retry.ts'
import { postToLedger } from '../wallet/ledger.ts'
import { jackpotMatchEnds } from './event-results.ts'
import { readJackpot } from './read-jackpot.ts'

/** Settles every closed jackpot whose events are all resulted; answers how many it settled. */
export async function settleJackpots(db: Database): Promise<number> {
  const ready = await db.query<{ id: string }>(
    `select j.id from jackpots j
     where j.status <> 'settled' and j.closes_at <= now()
       and not exists (select 1 from jackpot_events je where je.jackpot_id = j.id
         and not exists (select 1 from results r where r.market_id = je.market_id))
     order by j.id`,
  )
  let settled = 0
  for (const { id } of ready) if (await settleJackpot(db, id)) settled++
  return settled
}

export async function settleJackpot(db: Database, jackpotId: string): Promise<boolean> {
  return transactionWithRetry(db, async (tx) => {
    const [jackpot] = await tx.query<{ prize: number | string; stake_per_line: number | string }>(
      `select prize, stake_per_line from jackpots
       where id = $1 and status <> 'settled' and closes_at <= now() for update`,
      [jackpotId],
    )
    if (!jackpot) return false
    const results = await settledResults(tx, jackpotId)
    if (!results) return false
    const stakePerLine = Number(jackpot.stake_per_line)
    const slips = await tx.query<{
      id: string
      account_id: string
      reference: string
      selections: JackpotPick[]
      global_stake: number | string
    }>(
      `select id, account_id, reference, selections, global_stake from jackpot_slips
       where jackpot_id = $1 and status = 'open' order by id for update`,
      [jackpotId],
    )
    const eventCount = results.size
    const scored = slips.map((slip) => {
      const lines = winningLines(eventCount, slip.selections, results)
      const units = lines * Math.floor(Number(slip.global_stake) / stakePerLine)
      return { ...slip, lines, units }
    })
    const winningUnits = scored.reduce((sum, slip) => sum + slip.units, 0)
    const perUnit = prizePerUnit(Number(jackpot.prize), winningUnits)
    const paid = scored.map((slip) => ({ ...slip, returns: slip.units * perUnit }))
    if (paid.length > 0)
      await tx.query(
        `update jackpot_slips s set status = x.status, winning_lines = x.lines,
           returns = x.returns, settled_at = now()
         from jsonb_to_recordset($1) as x(id text, status text, lines integer, returns bigint)
         where s.id = x.id`,
        [
          JSON.stringify(
            paid.map((slip) => ({
              id: slip.id,
              status: slip.lines > 0 ? 'won' : 'lost',
              lines: slip.lines,
              returns: slip.returns,
            })),
          ),
        ],
      )
    // Accounts in one order, as every settler takes them, so two never wait on each other.
    const credits = paid
      .filter((slip) => slip.returns > 0)
      .sort((a, b) => compare(a.account_id, b.account_id) || compare(a.id, b.id))
    for (const slip of credits) {
      const posted = await postToLedger(tx, {
        accountId: slip.account_id,
        wallet: 'real',
        type: 'win',
        amount: slip.returns,
        reference: slip.id,
        reason: `Jackpot win ${slip.reference}`,
      })
      if (!posted.ok) throw new Error(`jackpot slip ${slip.id}: the credit was refused`)
    }
    await tx.query(
      `update jackpots set status = 'settled', winning_units = $2, prize_per_unit = $3,
         settled_at = now() where id = $1`,
      [jackpotId, winningUnits, perUnit],
    )
    return true
  })
}

/**
 * Every event's result, or undefined while any has none. A void match's is the outcome drawn for
 * it: drawn now (each of its outcomes alike) unless an earlier run drew it already, and kept.
 */
async function settledResults(
  tx: Queryable,
  jackpotId: string,
): Promise<Map<number, JackpotEventResult> | undefined> {
  const ends = await jackpotMatchEnds(tx, jackpotId)
  const results = new Map<number, JackpotEventResult>()
  const voided: number[] = []
  for (const [number, end] of ends) {
    if (end === undefined) return undefined
    if (end.void) voided.push(number)
    else results.set(number, { winners: end.winners })
  }
  if (voided.length === 0) return results
  const drawnBefore = new Map(
    (
      await tx.query<{ event_number: number; drawn_outcome_id: string }>(
        `select event_number, drawn_outcome_id from jackpot_events
         where jackpot_id = $1 and drawn_outcome_id is not null`,
        [jackpotId],
      )
    ).map((row) => [row.event_number, row.drawn_outcome_id]),
  )
  // The outcomes to draw from are read only on the run that draws.
  const events = voided.some((number) => !drawnBefore.has(number))
    ? ((await readJackpot(tx, jackpotId))?.events ?? [])
    : []
  for (const number of voided) {
    let drawn = drawnBefore.get(number)
    if (drawn === undefined) {
      const outcomes = events.find((event) => event.number === number)?.outcomes ?? []
      const pick = outcomes.length > 0 ? outcomes[randomInt(outcomes.length)] : undefined
      if (pick === undefined)
        throw new Error(`jackpot ${jackpotId}: match ${number} has no outcome`)
      drawn = pick.outcomeId
      await tx.query(
        'update jackpot_events set drawn_outcome_id = $3 where jackpot_id = $1 and event_number = $2',
        [jackpotId, number, drawn],
      )
    }
    results.set(number, { winners: new Set([drawn]) })
  }
  return results
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
