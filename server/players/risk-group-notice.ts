// The risk-group notice of one player (domain/rules/risk-group-notice.ts): whether it is due, the
// real-money activity it shows, and the acknowledgement that puts it off for a day.

import type { RiskGroupNotice } from '../../domain/api/risk-group-notice.ts'
import { riskGroupActivityDays, riskGroupNoticeDue } from '../../domain/rules/risk-group-notice.ts'
import type { Queryable } from '../db/database.ts'

interface NoticeRow {
  risk_group: boolean
  currency: string
  last_acknowledged_at: Date | string | null
  deposited: number | string
  withdrawn: number | string
  staked: number | string
  returned: number | string
}

export async function readRiskGroupNotice(
  db: Queryable,
  player: { playerId: string; accountId: string },
  now: Date,
): Promise<RiskGroupNotice | undefined> {
  const since = new Date(now.getTime() - riskGroupActivityDays * 24 * 60 * 60 * 1000)
  // Withdrawals and stakes are debits (negative rows): the notice shows them as amounts.
  const [row] = await db.query<NoticeRow>(
    `select p.risk_group, a.currency,
       (select max(acknowledged_at) from risk_group_acknowledgements k where k.player_id = p.id)
         as last_acknowledged_at,
       coalesce(sum(l.amount) filter (where l.type = 'deposit'), 0) as deposited,
       coalesce(-sum(l.amount) filter (where l.type = 'withdrawal'), 0) as withdrawn,
       coalesce(-sum(l.amount) filter (where l.type = 'bet'), 0) as staked,
       coalesce(sum(l.amount) filter (where l.type in ('win', 'refund', 'cash-out')), 0)
         as returned
     from players p
     join accounts a on a.player_id = p.id and a.id = $2
     left join ledger l on l.account_id = a.id and l.wallet = 'real' and l.created_at >= $3
     where p.id = $1
     group by p.id, p.risk_group, a.currency`,
    [player.playerId, player.accountId, since.toISOString()],
  )
  if (!row) return undefined
  const last = row.last_acknowledged_at
  return {
    due: riskGroupNoticeDue(
      {
        riskGroup: row.risk_group,
        ...(last === null ? {} : { lastAcknowledgedAt: new Date(last) }),
      },
      now,
    ),
    currency: row.currency,
    days: riskGroupActivityDays,
    deposited: Math.max(0, Number(row.deposited)),
    withdrawn: Math.max(0, Number(row.withdrawn)),
    staked: Math.max(0, Number(row.staked)),
    returned: Math.max(0, Number(row.returned)),
  }
}

/** Keeps the player's acknowledgement; only a player in the risk group has one to give. */
export async function acknowledgeRiskGroupNotice(
  db: Queryable,
  playerId: string,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `insert into risk_group_acknowledgements (player_id)
     select id from players where id = $1 and risk_group
     returning id`,
    [playerId],
  )
  return rows.length > 0
}
